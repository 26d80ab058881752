/**
 * The page menu through whole builds: each page's Markdown file is written beside its HTML, listed with the
 * site's files, kept by rebuilds that skip the page, removed with the page (or when no option needs it),
 * and the menu offers what the deployment can reach.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { CacheDb, NS } from './cache-db.js';
import { loadOutputRecord } from './output-record.js';
import { listFiles } from './site-check.js';
import { tempSite } from './temp-site.test-support.js';

const { root, src, out, cache, write } = tempSite('page-menu');

function docsJson(
  options: unknown[],
  pages = ['index', 'guides/start', 'guides/plain', 'api/items'],
): string {
  return JSON.stringify({
    name: 'Acme',
    seo: { metatags: { canonical: 'https://docs.acme.dev' } },
    api: { openapi: 'openapi.json' },
    contextual: { options },
    navigation: {
      groups: [
        { group: 'Docs', pages },
        { group: 'Hidden', hidden: true, pages: ['guides/secret'] },
      ],
    },
  });
}

const OPTIONS = ['copy', 'view', 'claude', 'assistant', 'download-pdf', 'download-spec'];
const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
const inode = (rel: string) => fs.statSync(path.join(out, rel)).ino;
const markdownFiles = (dir = out) =>
  listFiles(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();

describe('page Markdown files and the page menu in a build', () => {
  beforeAll(() => {
    write('docs.json', docsJson(OPTIONS));
    write('snippets/note.mdx', 'From a **snippet**.\n');
    write(
      'index.mdx',
      "---\ntitle: Home\ndescription: Welcome.\n---\nimport Note from '/snippets/note.mdx';\n\n<Note />\n\nSee [start](/guides/start).\n",
    );
    write('guides/start.mdx', '---\ntitle: Start\n---\n\n```js\nconst one = 1;\n```\n');
    // The page's own menu replaces the site's; an empty one turns it off.
    write('guides/plain.mdx', '---\ntitle: Plain\ncontextual:\n  options: []\n---\n\nNo menu here.\n');
    write('guides/secret.mdx', '---\ntitle: Secret\nnoindex: true\n---\n\nHidden, yet reachable.\n');
    write('api/items.mdx', '---\ntitle: List items\nopenapi: GET /items\n---\n\nLists them.\n');
    write(
      'openapi.json',
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Acme', version: '1' },
        paths: { '/items': { get: { summary: 'List items', responses: { 200: { description: 'OK' } } } } },
      }),
    );
  });

  test('writes each built page as Markdown beside it, hidden and noindex pages too, and lists the files', async () => {
    const result = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(result.errors).toBe(0);
    expect(markdownFiles()).toEqual(['api/items.md', 'guides/secret.md', 'guides/start.md', 'index.md']);
    expect(read('index.md')).toBe(
      '# Home\n\n> Welcome.\n\nFrom a **snippet**.\n\nSee [start](guides/start.html).\n',
    );
    expect(read('guides/start.md')).toBe('# Start\n\n```js\nconst one = 1;\n```\n');
    const record = loadOutputRecord(cache, path.resolve(out))!;
    expect(record.files).toEqual(expect.arrayContaining(markdownFiles()));
    expect(record.pages['guides/start']!.result.markdownFile).toBe('guides/start.md');
    // One warning for the options a static site cannot offer.
    expect(result.diagnostics.filter((d) => d.code === 'CONTEXTUAL_HOSTED').map((d) => d.message)).toEqual([
      expect.stringMatching(/^docs\.json: contextual\.options: "assistant", "download-pdf" left out/),
    ]);
    // The menu links the Markdown; the API page also offers its OpenAPI file, copied into the site.
    expect(read('guides/start.html')).toContain('href="start.md"');
    expect(read('guides/start.html')).toContain(
      'https://claude.ai/new?q=Read%20from%20https%3A%2F%2Fdocs.acme.dev%2Fguides%2Fstart.md',
    );
    expect(read('api/items.html')).toMatch(/href="\.\.\/openapi\.json" download>/);
    expect(read('openapi.json')).toContain('"/items"');
    expect(read('guides/start.html')).not.toContain(' download>');
    expect(read('guides/plain.html')).not.toContain('data-lectern-contextual');
  });

  test('a rebuild that skips every page keeps their Markdown files', async () => {
    const before = markdownFiles().map((f) => [f, inode(f)]);
    const again = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(again.cachedPages).toBe(5);
    expect(markdownFiles().map((f) => [f, inode(f)])).toEqual(before);
    // A Markdown file removed by hand makes its page build again.
    fs.rmSync(path.join(out, 'index.md'));
    await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(read('index.md')).toContain('# Home');
  });

  test('a build into a fresh folder takes the Markdown from the cache, and gives the same files', async () => {
    const db = CacheDb.open(cache)!;
    expect(db.keys(NS.markdown)).toHaveLength(4);
    db.close();
    const fresh = path.join(root, 'fresh');
    const result = await buildSite({ srcDir: src, outDir: fresh, cacheDir: cache, threads: 1 });
    expect(result.cachedPages).toBe(5);
    expect(markdownFiles(fresh)).toEqual(markdownFiles());
    for (const f of markdownFiles()) expect(fs.readFileSync(path.join(fresh, f), 'utf8')).toBe(read(f));
  });

  test('a page that goes takes its Markdown with it', async () => {
    write('docs.json', docsJson(OPTIONS, ['index', 'guides/plain', 'api/items']));
    fs.rmSync(path.join(src, 'guides/start.mdx'));
    await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(markdownFiles()).toEqual(['api/items.md', 'guides/secret.md', 'index.md']);
    expect(fs.existsSync(path.join(out, 'guides/start.html'))).toBe(false);
  });

  test('no Markdown files when no option needs them', async () => {
    write('docs.json', docsJson(['chatgpt'], ['index', 'guides/plain', 'api/items']));
    await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(markdownFiles()).toEqual([]);
    expect(read('index.html')).toContain(
      'https://chatgpt.com/?hints=search&amp;q=Read%20from%20https%3A%2F%2Fdocs.acme.dev%2F%20',
    );
  });

  test('air-gapped copies and sites without a URL link no AI tool, and still offer the Markdown', async () => {
    write('docs.json', docsJson(['copy', 'view', 'chatgpt', 'claude'], ['index']));
    const gapped = path.join(root, 'gapped');
    const gappedResult = await buildSite({
      srcDir: src,
      outDir: gapped,
      deploymentType: 'air-gapped',
      threads: 1,
    });
    const dropped = (r: { diagnostics: { code: string; message: string }[] }) =>
      r.diagnostics.filter((d) => d.code === 'CONTEXTUAL_NEEDS_URL').map((d) => d.message);
    expect(dropped(gappedResult)).toEqual([
      '"chatgpt", "claude" left out of the page menu: an air-gapped copy has no public URL for them to open',
    ]);
    const html = fs.readFileSync(path.join(gapped, 'index.html'), 'utf8');
    expect(html).not.toMatch(/chatgpt\.com|claude\.ai/);
    expect(html).toContain('href="index.md"');
    expect(fs.existsSync(path.join(gapped, 'index.md'))).toBe(true);

    write(
      'docs.json',
      docsJson(['copy', 'view', 'chatgpt', 'claude'], ['index']).replace(/"seo":\{[^}]*\}\},/, ''),
    );
    const noUrl = path.join(root, 'no-url');
    const noUrlResult = await buildSite({ srcDir: src, outDir: noUrl, threads: 1 });
    expect(dropped(noUrlResult)[0]).toContain('set siteUrl or seo.metatags.canonical');
    const plain = fs.readFileSync(path.join(noUrl, 'index.html'), 'utf8');
    expect(plain).not.toMatch(/chatgpt\.com|claude\.ai/);
    expect(plain).toContain('data-markdown="index.md"');
    // The same site with a URL given to the build links them.
    const withUrl = path.join(root, 'with-url');
    const withUrlResult = await buildSite({
      srcDir: src,
      outDir: withUrl,
      siteUrl: 'https://docs.acme.dev',
      threads: 1,
    });
    expect(dropped(withUrlResult)).toEqual([]);
    expect(fs.readFileSync(path.join(withUrl, 'index.html'), 'utf8')).toMatch(/chatgpt\.com.*claude\.ai/s);
  });
});
