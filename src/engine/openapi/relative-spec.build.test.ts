/**
 * `openapi:` references whose spec file is written from the page's folder, through whole builds: Sequence's
 * docs keep a copy of each spec beside the endpoint pages of every language (`openapi: ./relayer-api.json
 * post /rpc/Relayer/GetChainID`), and a page's own copy is what it renders, offers and is rebuilt from.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-openapi-relative-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const spec = (description: string) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Relayer', version: '1' },
    paths: {
      '/x': { post: { summary: 'Send it', description, responses: { '200': { description: 'Sent.' } } } },
      '/y': { get: { summary: 'Read it', description: `${description} (read)`, responses: { '200': {} } } },
    },
  });

const page = (title: string, ref: string) => `---\ntitle: ${title}\nopenapi: ${ref}\n---\n\nThe page body.\n`;

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

const src = path.join(root, 'src');
const out = path.join(root, 'out');
const cache = path.join(root, 'cache');

/** Builds the site into the same folder with the same cache (so a rebuild is in place), with `files` written. */
async function build(files: Record<string, string>) {
  write(src, {
    ...files,
    'docs.json': JSON.stringify({
      name: 'Acme',
      contextual: { options: ['copy', 'download-spec'] },
      navigation: {
        groups: [{ group: 'API', pages: ['en/endpoints/send', 'en/endpoints/read', 'ja/endpoints/send'] }],
      },
    }),
  });
  const result = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
  const openapi = result.diagnostics.filter((d) => d.code.startsWith('OPENAPI'));
  return { result, read, openapi };
}

const apiSection = (html: string) => /class="lectern-api[ "]/.test(html);

describe('a spec file written from the page’s folder', () => {
  const pages = {
    'en/endpoints/send.mdx': page('Send', './spec.json post /x'),
    'en/endpoints/read.mdx': page('Read', 'spec.json get /y'),
    'ja/endpoints/send.mdx': page('Send (ja)', './spec.json post /x'),
    // A spec of the same name at the root, holding neither operation's text: the page's own copy wins.
    'spec.json': spec('From the root.'),
  };

  test('renders each page’s operation from the copy beside it, and offers that copy', async () => {
    const { read, openapi, result } = await build({
      ...pages,
      'en/endpoints/spec.json': spec('From the English copy.'),
      'ja/endpoints/spec.json': spec('From the Japanese copy.'),
    });
    expect(openapi).toEqual([]);
    expect(result.errors).toBe(0);
    const send = read('en/endpoints/send.html');
    expect(apiSection(send)).toBe(true);
    expect(send).toContain('From the English copy.');
    expect(send).toContain('Sent.');
    expect(read('en/endpoints/read.html')).toContain('From the English copy. (read)');
    expect(read('ja/endpoints/send.html')).toContain('From the Japanese copy.');
    for (const html of [send, read('ja/endpoints/send.html')]) expect(html).not.toContain('From the root.');
    // The menu's spec is the page's copy, copied into the site.
    expect(send).toContain('href="../../en/endpoints/spec.json"');
    expect(fs.readFileSync(path.join(out, 'en/endpoints/spec.json'), 'utf8')).toContain('English copy');
  });

  test('follows an edit to the copy in an in-place rebuild with a cache', async () => {
    const files = {
      ...pages,
      'en/endpoints/spec.json': spec('First text.'),
      'ja/endpoints/spec.json': spec('Japanese text.'),
    };
    await build(files);
    expect((await build(files)).result.cachedPages).toBe(3);
    const edited = await build({ ...files, 'en/endpoints/spec.json': spec('The edited text.') });
    // The navigation reads each page's copy too, so the copies are among the build's specs, whose hash is
    // part of every API page's render key: an edit to one renders the API pages again.
    expect(edited.result.cachedPages).toBe(0);
    expect(edited.read('en/endpoints/send.html')).toContain('The edited text.');
    expect(edited.read('en/endpoints/read.html')).toContain('The edited text. (read)');
    expect(edited.read('ja/endpoints/send.html')).toContain('Japanese text.');
    expect(edited.openapi).toEqual([]);
  });
});

describe('the navigation reads the same copy', () => {
  test('a page without a title takes its operation’s summary from the copy beside it', async () => {
    const dir = path.join(root, 'titles');
    const ops = (summary: string) =>
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        paths: { '/x': { post: { summary, responses: { '200': { description: 'OK' } } } } },
      });
    write(path.join(dir, 'src'), {
      'docs.json': JSON.stringify({
        name: 'Acme',
        navigation: { groups: [{ group: 'API', pages: ['en/send'] }] },
      }),
      'en/send.mdx': '---\nopenapi: ./spec.json post /x\n---\n',
      'en/spec.json': ops('Send from beside the page'),
      'spec.json': ops('Send from the root'),
    });
    const result = await buildSite({
      srcDir: path.join(dir, 'src'),
      outDir: path.join(dir, 'out'),
      threads: 1,
    });
    expect(result.errors).toBe(0);
    const html = fs.readFileSync(path.join(dir, 'out', 'en/send.html'), 'utf8');
    expect(html).toContain('<title>Send from beside the page');
    expect(html).not.toContain('Send from the root');
  });
});

describe('openapi-schema: pages', () => {
  test('read a spec file written from the page’s folder, the copy beside it before the root’s', async () => {
    const dir = path.join(root, 'schemas');
    const withWidget = (description: string) =>
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        paths: {},
        components: {
          schemas: { Widget: { type: 'object', description, properties: { id: { type: 'string' } } } },
        },
      });
    write(path.join(dir, 'src'), {
      'docs.json': JSON.stringify({
        name: 'Acme',
        navigation: { groups: [{ group: 'Models', pages: ['en/models/widget', 'en/models/plain'] }] },
      }),
      'en/models/widget.mdx': '---\ntitle: Widget\nopenapi-schema: ./models.json Widget\n---\n',
      'en/models/plain.mdx': '---\ntitle: Plain\nopenapi-schema: models.json Widget\n---\n',
      'en/models/models.json': withWidget('A widget, from beside the page.'),
      'models.json': withWidget('A widget, from the root.'),
    });
    const result = await buildSite({
      srcDir: path.join(dir, 'src'),
      outDir: path.join(dir, 'out'),
      threads: 1,
    });
    expect(result.diagnostics.filter((d) => d.code.startsWith('OPENAPI'))).toEqual([]);
    for (const page of ['widget', 'plain']) {
      const html = fs.readFileSync(path.join(dir, 'out', `en/models/${page}.html`), 'utf8');
      expect(html).toContain('A widget, from beside the page.');
      expect(html).not.toContain('from the root');
    }
  });
});
