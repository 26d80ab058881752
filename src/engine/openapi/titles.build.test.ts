/**
 * The title of an `openapi:` page that sets none (api-playground/openapi-setup.mdx: the operation's summary,
 * else its method and path), through a whole build: every place a reader sees it agrees.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-openapi-titles-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const src = path.join(root, 'src');
const out = path.join(root, 'out');
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const sidebarOf = (html: string) =>
  /<aside [^>]*class="lectern-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
const h1Of = (html: string) => /<h1 class="lectern-page-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** Search titles by page URL, read from the Pagefind fragments (gzip, `pagefind_dcd` then JSON). */
function searchTitles(): Record<string, string> {
  const dir = path.join(out, '_lectern/search');
  const { shards } = JSON.parse(fs.readFileSync(path.join(dir, 'shards.json'), 'utf8')) as {
    shards: string[];
  };
  const titles: Record<string, string> = {};
  for (const shard of shards)
    for (const f of fs.readdirSync(path.join(dir, shard, 'fragment'))) {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, shard, 'fragment', f))).toString('utf8');
      const doc = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; meta: { title: string } };
      titles[doc.url] = doc.meta.title;
    }
  return titles;
}

beforeAll(async () => {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Tiny', version: '1' },
    paths: {
      '/widgets': {
        get: { summary: 'List widgets', responses: { '200': { description: 'OK' } } },
        post: { responses: { '200': { description: 'OK' } } },
      },
      '/widgets/{id}': {
        get: {
          summary: 'Get a widget',
          'x-mint': { metadata: { title: 'Fetch one widget' } },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  };
  const files: Record<string, string> = {
    'openapi.json': JSON.stringify(spec),
    'docs.json': JSON.stringify({
      name: 'Acme',
      api: { openapi: 'openapi.json' },
      navigation: {
        groups: [
          {
            group: 'API',
            pages: ['intro', 'endpoint-one', 'endpoint-two', 'endpoint-three', 'own-title', 'blank-title'],
          },
        ],
      },
    }),
    'intro.mdx': '---\ntitle: Intro\n---\n\nStart here, or see [the hidden one](/hidden-endpoint).\n',
    // Not in the navigation: built because intro links to it.
    'hidden-endpoint.mdx': '---\nopenapi: GET /widgets/{id}\n---\n',
    // A first heading in the body does not beat the operation's summary either.
    'endpoint-one.mdx': '---\nopenapi: get /widgets\n---\n\n# Body heading\n\nText.\n',
    'endpoint-two.mdx': '---\nopenapi: POST /widgets\n---\n',
    'endpoint-three.mdx': '---\nopenapi: GET /widgets/{id}\n---\n',
    'own-title.mdx': '---\ntitle: Mine\nopenapi: GET /widgets\n---\n',
    'blank-title.mdx': '---\ntitle: " "\nopenapi: GET /widgets\n---\n',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
    fs.writeFileSync(path.join(src, name), content);
  }
  await buildSite({ srcDir: src, outDir: out, threads: 1 });
});

describe('an openapi: page without a title', () => {
  const expected: Record<string, string> = {
    'endpoint-one': 'List widgets',
    'endpoint-two': 'POST /widgets',
    'endpoint-three': 'Fetch one widget',
    'own-title': 'Mine',
    'blank-title': 'List widgets',
  };

  test('outside the navigation too (a page linked to but not listed)', () => {
    const html = read('hidden-endpoint.html');
    expect(h1Of(html)).toBe('Fetch one widget');
    expect(titleOf(html)).toMatch(/^Fetch one widget/);
  });

  test('is titled by its summary, else METHOD /path, in its heading and <title>', () => {
    for (const [page, title] of Object.entries(expected)) {
      const html = read(`${page}.html`);
      expect(h1Of(html), page).toBe(title);
      expect(titleOf(html), page).toBe(`${title} - Acme`);
    }
    // x-mint.metadata's title still beats the summary, and the page's own title beats both.
    expect(read('endpoint-three.html')).not.toContain('Get a widget</h1>');
  });

  test('the sidebar and prev/next links name it the same way', () => {
    const sidebar = sidebarOf(read('intro.html'));
    for (const [page, title] of Object.entries(expected))
      expect(sidebar, page).toMatch(
        new RegExp(`href="${page}\\.html"[^>]*>(?:(?!</a>)[\\s\\S])*>${title.replace('/', '\\/')}<`),
      );
    expect(sidebar).not.toContain('Endpoint one');
    expect(read('intro.html')).toMatch(/lectern-pagination-title[^"]*">List widgets</);
    expect(read('endpoint-two.html')).toMatch(/lectern-pagination-title[^"]*">List widgets</);
    expect(read('endpoint-two.html')).toMatch(/lectern-pagination-title[^"]*">Fetch one widget</);
  });

  test('search indexes it under the same title', () => {
    const titles = searchTitles();
    for (const [page, title] of Object.entries(expected)) expect(titles[`/${page}.html`], page).toBe(title);
  });
});
