import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, EngineError } from '../index.js';
import { brokenReferences, listFiles, outsideHostReferences } from './site-check.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-build-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

function writeSite(dir: string, extraPages = 0): void {
  const files: Record<string, string | Buffer> = {
    'docs.json': JSON.stringify({
      name: 'Acme Docs',
      colors: { primary: '#112233' },
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      favicon: '/favicon.svg',
      seo: { metatags: { canonical: 'https://docs.acme.dev' } },
      errors: { '404': { redirect: false, title: 'Nothing here', description: 'Try the [home page](/).' } },
      redirects: [
        { source: '/old-intro', destination: '/guides/intro' },
        { source: '/blog/:slug*', destination: 'https://acme.dev/blog/:slug*', permanent: false },
      ],
      navigation: {
        global: { anchors: [{ anchor: 'Status', href: 'https://status.acme.dev' }] },
        tabs: [
          {
            tab: 'Guides',
            groups: [
              {
                group: 'Start',
                pages: [
                  'index',
                  'guides/intro',
                  'guides/missing',
                  { group: 'Deep', pages: ['guides/deep/page'] },
                  'guides/secret',
                ],
              },
            ],
          },
          {
            tab: 'Reference',
            pages: ['reference/api', ...Array.from({ length: extraPages }, (_, i) => `reference/extra-${i}`)],
          },
        ],
      },
    }),
    'index.mdx':
      '---\ntitle: Welcome\ndescription: The start\n---\n\nRead the [intro](/guides/intro) and the [old intro](/old-intro), and [the blog](/blog/2024/hello).\n\n![Diagram](/images/diagram.png)\n',
    'guides/intro.mdx':
      '---\ntitle: Introduction\n---\n\n## Setup\n\nBack [home](../index), or [deeper](./deep/page#top), or [reference](/reference/api).\n\n```js\nconsole.log(1)\n```\n',
    'guides/deep/page.mdx':
      '---\ntitle: Deep page\n---\n\nUp to [intro](../intro). Download [the file](/files/guide.pdf).\n',
    'guides/secret.mdx': '---\ntitle: Secret\nnoindex: true\n---\n\nNot in the sitemap.\n',
    'reference/api.mdx': '---\ntitle: API\n---\n\nSee [Setup](/guides/intro#setup).\n',
    'images/diagram.png': PNG,
    'files/guide.pdf': '%PDF-1.4',
    'logo/light.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'logo/dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'private/notes.mdx': '# not in the navigation',
  };
  for (let i = 0; i < extraPages; i++)
    files[`reference/extra-${i}.mdx`] =
      `---\ntitle: Extra ${i}\n---\n\nExtra page ${i}, see [API](/reference/api).\n`;
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}

describe('a small site, built end to end', () => {
  const src = path.join(root, 'src');
  const out = path.join(root, 'out');
  const cache = path.join(root, 'cache');
  let result: Awaited<ReturnType<typeof buildSite>>;
  const progress: { done: number; total: number }[] = [];

  beforeAll(async () => {
    writeSite(src);
    result = await buildSite({
      srcDir: src,
      outDir: out,
      cacheDir: cache,
      threads: 1,
      onProgress: (p) => progress.push(p),
    });
  });

  test('builds every page in the navigation, and only those', () => {
    expect(result.pageCount).toBe(5);
    const files = listFiles(out);
    for (const f of [
      'index.html',
      'guides/intro.html',
      'guides/deep/page.html',
      'guides/secret.html',
      'reference/api.html',
      '404.html',
      'sitemap.xml',
      'robots.txt',
      '_redirects',
      'redirects.json',
    ]) {
      expect(files).toContain(f);
    }
    expect(files).not.toContain('private/notes.html');
    expect(result.fileCount).toBe(files.length);
  });

  test('a page missing from the source is an error naming its place in the navigation; the rest still builds', () => {
    expect(result.errors).toBe(1);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      {
        severity: 'error',
        code: 'PAGE_NOT_FOUND',
        file: 'docs.json',
        message:
          'docs.json: navigation.tabs[0].groups[0].pages[2]: page "guides/missing" not found (no guides/missing.mdx, guides/missing.md or guides/missing/index.mdx)',
      },
    ]);
  });

  test('links between pages are relative .html links to files that exist', () => {
    const intro = fs.readFileSync(path.join(out, 'guides/intro.html'), 'utf8');
    expect(intro).toContain('href="../index.html"');
    expect(intro).toContain('href="../guides/deep/page.html#top"');
    const home = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('href="guides/intro.html"');
    const broken = listFiles(out)
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) => brokenReferences(out, f, fs.readFileSync(path.join(out, f), 'utf8')));
    expect(broken).toEqual([]);
  });

  test('referenced files, logo and favicon are copied at their paths; unreferenced ones are not', () => {
    const files = listFiles(out);
    expect(files).toEqual(
      expect.arrayContaining(['files/guide.pdf', 'logo/light.svg', 'logo/dark.svg', 'favicon.svg']),
    );
    expect(files).not.toContain('private/notes.mdx');
    expect(files.some((f) => f.endsWith('.mdx') || f === 'docs.json')).toBe(false);
  });

  test('assets have content-hashed names under _lectern/ and nothing loads from another host', () => {
    const assets = listFiles(out).filter(
      (f) => f.startsWith('_lectern/') && !f.startsWith('_lectern/search/'),
    );
    expect(assets.some((f) => /^_lectern\/[\w-]+\.[0-9a-f]{10}\.css$/.test(f))).toBe(true);
    expect(assets.some((f) => /^_lectern\/[\w-]+\.[0-9a-f]{10}\.js$/.test(f))).toBe(true);
    for (const f of listFiles(out).filter((x) => x.endsWith('.html')))
      expect(outsideHostReferences(fs.readFileSync(path.join(out, f), 'utf8')), f).toEqual([]);
  });

  test('sitemap lists indexable pages by extensionless canonical URL; robots points at it', () => {
    const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://docs.acme.dev/',
      'https://docs.acme.dev/guides/intro',
      'https://docs.acme.dev/guides/deep/page',
      'https://docs.acme.dev/reference/api',
    ]);
    expect(fs.readFileSync(path.join(out, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.acme.dev/sitemap.xml\n',
    );
  });

  test('redirects in Netlify format (wildcards as splats) and as JSON (as written)', () => {
    expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toBe(
      '/old-intro /guides/intro 308\n/blog/* https://acme.dev/blog/:splat 307\n',
    );
    expect(JSON.parse(fs.readFileSync(path.join(out, 'redirects.json'), 'utf8'))).toEqual([
      { source: '/old-intro', destination: '/guides/intro', permanent: true },
      { source: '/blog/:slug*', destination: 'https://acme.dev/blog/:slug*', permanent: false },
    ]);
    // A link written against a redirect source lands on the destination page, or, through a wildcard
    // rule, on the other site with the captured path.
    const index = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(index).toContain('href="guides/intro.html">old intro');
    expect(index).toContain('href="https://acme.dev/blog/2024/hello">the blog');
    expect(result.diagnostics.filter((d) => d.code === 'broken-link' && d.file === 'index.mdx')).toEqual([]);
  });

  test('404 page uses the configured title and description and is not indexed', () => {
    const html = fs.readFileSync(path.join(out, '404.html'), 'utf8');
    expect(html).toContain('Nothing here');
    expect(html).toContain('home page');
    expect(html).toMatch(/<meta name="robots" content="noindex">/);
    expect(html).not.toMatch(/http-equiv="refresh"/);
  });

  test('search index is written beside the site: one shard for a small site, listed in shards.json', () => {
    const files = listFiles(out);
    const { shards } = JSON.parse(fs.readFileSync(path.join(out, '_lectern/search/shards.json'), 'utf8')) as {
      shards: string[];
    };
    expect(shards).toHaveLength(1);
    expect(files).toContain(`_lectern/search/${shards[0]}/pagefind.js`);
    expect(files.some((f) => f.startsWith(`_lectern/search/${shards[0]}/fragment/`))).toBe(true);
    // Pagefind's own UI kits are not shipped: the site's search dialog uses its API only.
    expect(files.some((f) => /pagefind-(?:ui|component-ui|modular-ui|highlight)\./.test(f))).toBe(false);
  });

  test('progress is monotonic and ends at the total', () => {
    expect(progress.length).toBe(5);
    progress.forEach((p, i) => expect(p).toEqual({ done: i + 1, total: 5 }));
  });

  test('a second build takes every page from the cache; a changed page alone is rendered again', async () => {
    const again = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(again.cachedPages).toBe(5);
    fs.appendFileSync(path.join(src, 'reference/api.mdx'), '\nA new paragraph.\n');
    const changed = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(changed.cachedPages).toBe(4);
    expect(fs.readFileSync(path.join(out, 'reference/api.html'), 'utf8')).toContain('A new paragraph.');
    // A page whose link target disappears is rendered again (its cached links no longer hold).
    const docs = JSON.parse(fs.readFileSync(path.join(src, 'docs.json'), 'utf8'));
    docs.navigation.tabs[1].pages = ['reference/other'];
    fs.writeFileSync(path.join(src, 'reference/other.mdx'), '---\ntitle: Other\n---\nx\n');
    fs.writeFileSync(path.join(src, 'docs.json'), JSON.stringify(docs));
    const relinked = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    // reference/api left the navigation but intro still links to it: it is built as a hidden page.
    expect(relinked.pageCount).toBe(6);
    // Only the new page is rendered: intro's link still lands on reference/api.html, now a hidden page.
    expect(relinked.cachedPages).toBe(5);
  });
});

describe('build options and safety', () => {
  const src = path.join(root, 'src2');
  beforeAll(() => writeSite(src, 45));

  test('paths limits the pages written; links still cover the whole site', async () => {
    const out = path.join(root, 'paths-out');
    const result = await buildSite({
      srcDir: src,
      outDir: out,
      paths: ['/guides/intro', 'not/a/page'],
      threads: 1,
    });
    expect(result.pageCount).toBe(1);
    const html = listFiles(out)
      .filter((f) => f.endsWith('.html'))
      .sort();
    expect(html).toEqual(['404.html', 'guides/intro.html']);
    // The page still links to pages of this site that were not rebuilt this time.
    expect(fs.readFileSync(path.join(out, 'guides/intro.html'), 'utf8')).toContain(
      'href="../reference/api.html"',
    );
    expect(result.diagnostics.find((d) => d.code === 'PATH_NOT_IN_NAV')?.message).toBe(
      'paths: "not/a/page" is not a page in the navigation',
    );
  });

  test('worker threads build the same site', async () => {
    const out = path.join(root, 'pool-out');
    const result = await buildSite({ srcDir: src, outDir: out, threads: 2 });
    expect(result.pageCount).toBe(50);
    for (let i = 0; i < 45; i++)
      expect(fs.existsSync(path.join(out, `reference/extra-${i}.html`))).toBe(true);
    expect(fs.readFileSync(path.join(out, 'reference/extra-7.html'), 'utf8')).toContain('Extra page 7');
  }, 300_000);

  test('the worker heap cap reaches the workers (a cap far too small stops them, and the build says so)', async () => {
    const out = path.join(root, 'tiny-heap-out');
    await expect(buildSite({ srcDir: src, outDir: out, threads: 2, maxWorkerHeapMb: 1 })).rejects.toThrow(
      /memory limit/,
    );
    expect(fs.existsSync(out)).toBe(false);
  }, 300_000);

  test('an existing folder that is not an earlier build is refused, untouched', async () => {
    const out = path.join(root, 'precious');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'thesis.txt'), 'do not delete');
    await expect(buildSite({ srcDir: src, outDir: out, threads: 1 })).rejects.toMatchObject({
      code: 'OUT_DIR_UNSAFE',
    });
    expect(fs.readFileSync(path.join(out, 'thesis.txt'), 'utf8')).toBe('do not delete');
    await expect(buildSite({ srcDir: src, outDir: root, threads: 1 })).rejects.toBeInstanceOf(EngineError);
  });

  test('an earlier build is replaced as a whole', async () => {
    const out = path.join(root, 'replace-out');
    await buildSite({ srcDir: src, outDir: out, paths: ['index'], threads: 1 });
    fs.writeFileSync(path.join(out, 'stale.html'), 'old');
    await buildSite({ srcDir: src, outDir: out, paths: ['guides/intro'], threads: 1 });
    expect(fs.existsSync(path.join(out, 'stale.html'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'index.html'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'guides/intro.html'))).toBe(true);
    expect(fs.readdirSync(root).filter((f) => f.startsWith('replace-out.'))).toEqual([]);
  });

  test('abort stops the build and leaves nothing behind', async () => {
    const out = path.join(root, 'aborted-out');
    const controller = new AbortController();
    const run = buildSite({
      srcDir: src,
      outDir: out,
      threads: 1,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ code: 'ABORTED' });
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.readdirSync(root).filter((f) => f.startsWith('aborted-out'))).toEqual([]);
  });
});

describe('site without an index page, with math and diagrams', () => {
  const src = path.join(root, 'src3');
  const out = path.join(root, 'out3');
  beforeAll(() => {
    fs.mkdirSync(path.join(src, 'docs'), { recursive: true });
    fs.writeFileSync(
      path.join(src, 'docs.json'),
      JSON.stringify({
        name: 'No index',
        favicon: '/images/favicon.svg',
        navigation: { pages: ['docs/start', 'docs/math'] },
      }),
    );
    fs.mkdirSync(path.join(src, 'images'), { recursive: true });
    fs.writeFileSync(path.join(src, 'images/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(
      path.join(src, 'docs/start.mdx'),
      '---\ntitle: Start\n---\n\n```mermaid\ngraph TD; A-->B\n```\n',
    );
    fs.writeFileSync(path.join(src, 'docs/math.mdx'), '---\ntitle: Math\n---\n\n$$\nE = mc^2\n$$\n');
  });

  test('index.html sends readers to the first page; KaTeX and Mermaid are shipped because pages use them', async () => {
    const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(result.pageCount).toBe(2);
    const index = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(index).toContain('<meta http-equiv="refresh" content="0; url=docs/start.html">');
    // The site's icon, so a browser landing here asks for no /favicon.ico the site does not have.
    const icon = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/.exec(index)?.[1];
    expect(icon && fs.existsSync(path.join(out, icon))).toBe(true);
    const files = listFiles(out);
    expect(files.some((f) => /^_lectern\/katex\.[0-9a-f]{10}\.css$/.test(f))).toBe(true);
    expect(files.some((f) => /^_lectern\/fonts\/KaTeX_Main-Regular\.[0-9a-f]{10}\.woff2$/.test(f))).toBe(
      true,
    );
    expect(files.some((f) => /^_lectern\/mermaid\.[0-9a-f]{10}\.js$/.test(f))).toBe(true);
    const broken = files
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) => brokenReferences(out, f, fs.readFileSync(path.join(out, f), 'utf8')));
    expect(broken).toEqual([]);
    // The KaTeX stylesheet points only at fonts that were shipped.
    const css = fs.readFileSync(
      path.join(
        out,
        files.find((f) => /katex\..*\.css$/.test(f))!,
      ),
      'utf8',
    );
    for (const m of css.matchAll(/url\(([^)]+)\)/g))
      expect(fs.existsSync(path.join(out, '_lectern', m[1]))).toBe(true);
  });

  test('a site without math or diagrams ships neither', async () => {
    const plain = path.join(root, 'src4');
    fs.mkdirSync(plain, { recursive: true });
    fs.writeFileSync(
      path.join(plain, 'docs.json'),
      JSON.stringify({ name: 'Plain', navigation: { pages: ['index'] } }),
    );
    fs.writeFileSync(path.join(plain, 'index.mdx'), '# Hello\n');
    await buildSite({ srcDir: plain, outDir: path.join(root, 'out4'), threads: 1 });
    const files = listFiles(path.join(root, 'out4'));
    expect(files.some((f) => /katex|mermaid|KaTeX/.test(f))).toBe(false);
  });
});

describe('API reference pages', () => {
  test('request samples are highlighted in both themes, the same on every page', async () => {
    const src = path.join(root, 'src-api');
    fs.mkdirSync(src, { recursive: true });
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Acme', version: '1' },
      servers: [{ url: 'https://api.acme.dev' }],
      paths: {
        '/users': {
          get: { summary: 'List users', responses: { '200': { description: 'ok' } } },
          post: { summary: 'Create user', responses: { '201': { description: 'made' } } },
        },
      },
    };
    fs.writeFileSync(path.join(src, 'openapi.json'), JSON.stringify(spec));
    fs.writeFileSync(
      path.join(src, 'docs.json'),
      JSON.stringify({
        name: 'API',
        api: { openapi: 'openapi.json' },
        navigation: { pages: ['list', 'create'] },
      }),
    );
    fs.writeFileSync(path.join(src, 'list.mdx'), '---\nopenapi: GET /users\n---\n');
    fs.writeFileSync(path.join(src, 'create.mdx'), '---\nopenapi: POST /users\n---\n');
    await buildSite({ srcDir: src, outDir: path.join(root, 'out-api'), threads: 1 });
    for (const page of ['list.html', 'create.html']) {
      const html = fs.readFileSync(path.join(root, 'out-api', page), 'utf8');
      const samples = html.slice(html.indexOf('lectern-api-request-samples'));
      // cURL (bash), Python and JavaScript samples all carry token colours for both themes.
      expect(
        samples.match(/class="shiki shiki-themes github-light github-dark/g)?.length,
      ).toBeGreaterThanOrEqual(3);
      expect(samples).toMatch(/--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}/);
    }
  });
});
