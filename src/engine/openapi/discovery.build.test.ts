/**
 * Specs no configuration names, through whole builds (api-playground/openapi-setup.mdx: every spec in the
 * repository is searched for a file-less `openapi:` reference, first match by file name), and what a build
 * says about specs it could not use.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import type { Diagnostic } from '../types.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-openapi-discovery-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const spec = (description: string, op = 'post', opPath = '/items') =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    paths: {
      [opPath]: {
        [op]: { summary: 'Add an item', description, responses: { '200': { description: 'OK' } } },
      },
    },
  });

const page = (ref: string, title = '') =>
  `---\n${title ? `title: ${title}\n` : ''}openapi: "${ref}"\n---\n\nThe page body.\n`;

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

/** Builds a site of `files` plus a docs.json listing `pages`; its output and diagnostics. */
async function site(
  name: string,
  files: Record<string, string>,
  api?: unknown,
  cacheDir?: string,
  listed?: string[],
) {
  const src = path.join(root, name, 'src');
  const out = path.join(root, name, 'out');
  const pages =
    listed ??
    Object.keys(files)
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => f.replace(/\.mdx$/, ''));
  write(src, {
    ...files,
    'docs.json': JSON.stringify({
      name: 'Acme',
      ...(api ? { api } : {}),
      navigation: { groups: [{ group: 'API', pages }] },
    }),
  });
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1, ...(cacheDir ? { cacheDir } : {}) });
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
  const openapi = result.diagnostics.filter((d) => d.code.startsWith('OPENAPI'));
  return { src, result, read, openapi };
}

const apiSection = (html: string) => /class="lectern-api[ "]/.test(html);

describe('a file-less openapi: reference', () => {
  test('is found in a spec nothing names, anywhere in the folder, and titles the page', async () => {
    const { read, openapi } = await site('unnamed', {
      'api/add.mdx': page('POST /items'),
      'reference/specs/openapi.json': spec('From the unnamed spec.'),
    });
    const html = read('api/add.html');
    expect(apiSection(html)).toBe(true);
    expect(html).toContain('From the unnamed spec.');
    expect(html).toContain('<title>Add an item');
    expect(openapi).toEqual([]);
  });

  test('takes a configured spec before the others', async () => {
    // The second page's operation is only in the unnamed spec, so the build searches the folder.
    const unnamed = JSON.parse(spec('From a-first.')) as { paths: Record<string, unknown> };
    unnamed.paths['/other'] = { get: { responses: { '200': { description: 'OK' } } } };
    const { read } = await site(
      'configured',
      {
        'api/add.mdx': page('POST /items', 'Add'),
        'api/other.mdx': page('GET /other', 'Other'),
        'a-first.json': JSON.stringify(unnamed),
        'y-named.json': spec('From y-named.', 'get', '/unrelated'),
        'z-named.json': spec('From z-named.'),
      },
      // The first named spec is the page's own scope: the second is searched with the others.
      { openapi: ['y-named.json', 'z-named.json'] },
    );
    expect(read('api/add.html')).toContain('From z-named.');
    expect(read('api/add.html')).not.toContain('From a-first.');
    expect(apiSection(read('api/other.html'))).toBe(true);
  });

  test('takes the first spec by path when several hold the operation', async () => {
    const { read } = await site('order', {
      'api/add.mdx': page('POST /items', 'Add'),
      'beta.json': spec('From beta.'),
      'alpha/openapi.yaml': `openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths:\n  /items:\n    post:\n      description: From alpha.\n      responses: {"200": {description: OK}}\n`,
      'gamma.json': spec('From gamma.'),
    });
    expect(read('api/add.html')).toContain('From alpha.');
  });

  test('is not looked up in JSON that is not a spec, nor in a spec linked from outside the folder', async () => {
    const outside = path.join(root, 'outside');
    write(outside, { 'openapi.json': spec('From outside.') });
    const src = path.join(root, 'linked', 'src');
    fs.mkdirSync(src, { recursive: true });
    fs.symlinkSync(path.join(outside, 'openapi.json'), path.join(src, 'openapi.json'));
    const { read, openapi } = await site('linked', {
      'api/add.mdx': page('POST /items', 'Add'),
      'data.json': JSON.stringify({ items: [{ openapi: '3.0.0', paths: { '/items': {} } }] }),
    });
    expect(read('api/add.html')).not.toContain('From outside.');
    // Only the endpoint the page names heads it; nothing of the outside spec's operation.
    expect(read('api/add.html')).not.toContain('Add an item');
    expect(openapi.map((d) => `${d.file}: ${d.message} [${d.code}]`)).toEqual([
      'api/add.mdx: operation "POST /items" was not found in any OpenAPI document [OPENAPI_OPERATION_NOT_FOUND]',
    ]);
  });

  test('re-renders when the spec it was found in changes', async () => {
    const cache = path.join(root, 'cache');
    const files = { 'api/add.mdx': page('POST /items', 'Add'), 'openapi.json': spec('First text.') };
    await site('cached', files, undefined, cache);
    const again = await site('cached', files, undefined, cache);
    expect(again.result.cachedPages).toBe(1);
    const edited = await site(
      'cached',
      { ...files, 'openapi.json': spec('The edited text.') },
      undefined,
      cache,
    );
    expect(edited.result.cachedPages).toBe(0);
    expect(edited.read('api/add.html')).toContain('The edited text.');
  });
});

describe('a reference naming its spec by name', () => {
  test('finds a spec nothing names by its base name (Axiom: "v2 get /datasets")', async () => {
    const { read, openapi } = await site('by-name', {
      'api/list.mdx': page('v2 get /datasets', 'List'),
      'api/list-v1.mdx': page('v1 GET /datasets', 'List v1'),
      'restapi/versions/v1.json': spec('From v1.', 'get', '/datasets'),
      'restapi/versions/v2.json': spec('From v2.', 'get', '/datasets'),
    });
    expect(read('api/list.html')).toContain('From v2.');
    expect(read('api/list-v1.html')).toContain('From v1.');
    expect(openapi).toEqual([]);
  });

  test('finds a configured spec by its base name (Trigger.dev: "v3-openapi POST ...")', async () => {
    const { read, openapi } = await site(
      'configured-by-name',
      {
        'runs.mdx': page('v3-openapi POST /items', 'Runs'),
        'openapi.yml': spec('From openapi.yml.'),
        'v3-openapi.yaml': spec('From v3.'),
      },
      { openapi: ['openapi.yml', 'v3-openapi.yaml'] },
    );
    expect(read('runs.html')).toContain('From v3.');
    expect(openapi).toEqual([]);
  });

  test('re-renders when the spec a page names changes, by path or by name', async () => {
    for (const ref of ['/specs/x.json POST /items', 'x POST /items']) {
      // One page per site: a reference by name alone has the folder searched, by path not.
      const name = `named-cached-${ref.startsWith('/') ? 'path' : 'name'}`;
      const cache = path.join(root, `${name}-cache`);
      const build = (description: string) =>
        site(name, { 'a.mdx': page(ref, 'A'), 'specs/x.json': spec(description) }, undefined, cache);
      await build('First text.');
      expect((await build('First text.')).result.cachedPages).toBe(1);
      const edited = await build('The edited text.');
      expect(edited.result.cachedPages).toBe(0);
      expect(edited.read('a.html')).toContain('The edited text.');
    }
  });

  test('that no spec has is the missing document it always was', async () => {
    const { openapi } = await site('no-such-name', {
      'a.mdx': page('v9 POST /items', 'A'),
      'v2.json': spec('Text.'),
    });
    expect(openapi.map((d) => `${d.file} ${d.code}`)).toEqual(['a.mdx OPENAPI_SPEC_NOT_FOUND']);
  });
});

describe('a page outside the navigation', () => {
  // The listed page needs no other spec, so the navigation never searches the folder.
  const files = (ref: string, description: string) => ({
    'index.mdx': '---\ntitle: Home\n---\n\nSee [the hidden operation](/api/hidden).\n',
    'api/hidden.mdx': page(ref),
    'specs/openapi.json': spec(description),
  });

  test('looks its operation up in the specs nobody names, with or without a name', async () => {
    for (const ref of ['POST /items', 'openapi POST /items']) {
      const name = `off-nav-${ref.split(' ').length}`;
      const { read, openapi } = await site(name, files(ref, 'From the unnamed spec.'), undefined, undefined, [
        'index',
      ]);
      const html = read('api/hidden.html');
      expect(html).toContain('From the unnamed spec.');
      expect(html).toContain('<title>Add an item');
      expect(openapi).toEqual([]);
    }
  });

  test('re-renders when that spec changes', async () => {
    const cache = path.join(root, 'off-nav-cache');
    const build = (description: string) =>
      site('off-nav-cached', files('POST /items', description), undefined, cache, ['index']);
    await build('First text.');
    expect((await build('First text.')).result.cachedPages).toBe(2);
    const edited = await build('The edited text.');
    expect(edited.result.cachedPages).toBe(1);
    expect(edited.read('api/hidden.html')).toContain('The edited text.');
  });
});

describe('diagnostics about specs', () => {
  test('a remote api.openapi is reported once, with the way out, and not on each page', async () => {
    const { read, openapi } = await site(
      'remote',
      { 'a.mdx': page('POST /items', 'A'), 'b.mdx': page('GET /other', 'B') },
      { openapi: 'https://app.example.com/api/docs/json' },
    );
    expect(openapi).toHaveLength(1);
    expect(openapi[0]).toMatchObject({ severity: 'warning', code: 'OPENAPI_SPEC_REMOTE', file: 'docs.json' });
    expect(openapi[0]!.message).toMatch(
      /^api\.openapi "https:\/\/app\.example\.com\/api\/docs\/json" is a URL/,
    );
    expect(openapi[0]!.message).toContain('put a copy of the spec in the docs folder');
    // The endpoint the page names still heads it (Quivr's and MindsDB's pages were empty): no operation.
    const html = read('a.html');
    expect(html).toMatch(/class="lectern-api[ "][^>]*data-method="POST"[^>]*data-path="\/items"/);
    expect(html).not.toContain('Add an item');
  });

  test('a remote api.openapi does not hide a local spec holding the operation', async () => {
    const { read, openapi } = await site(
      'remote-and-local',
      { 'a.mdx': page('POST /items', 'A'), 'specs/copy.json': spec('From the local copy.') },
      { openapi: 'https://app.example.com/api/docs/json' },
    );
    expect(read('a.html')).toContain('From the local copy.');
    expect(openapi.map((d) => d.code)).toEqual(['OPENAPI_SPEC_REMOTE']);
  });

  test("a broken link in a spec's description is the page's broken-link, without a line, naming the spec", async () => {
    const { read, result } = await site('links', {
      'guide.mdx': '---\ntitle: Guide\n---\n\n## Passing data\n',
      'start.mdx': page('POST /items', 'Start'),
      // After the first paragraph, which the page takes as its description (plain text, no links).
      'openapi.json': spec(
        'Adds an item.\n\nSee the [guide](/guide#passing-data) and the [missing page](/nope).',
      ),
    });
    const links = result.diagnostics.filter((d) => /link/i.test(d.code));
    expect(links).toEqual([
      {
        severity: 'warning',
        code: 'broken-link',
        message: 'broken link to "/nope" ("missing page") in openapi.json, POST /items',
        file: 'start.mdx',
      } satisfies Diagnostic,
    ]);
    const html = read('start.html');
    expect(html).toContain('href="guide.html#passing-data"');
    // Kept, in the form it would have were the page there, as the page's own broken links are.
    expect(html).toContain('<a href="nope.html">missing page</a>');
  });

  test("links with a fragment in a spec's descriptions are anchor-checked, naming the spec once", async () => {
    const { result } = await site('spec-anchors', {
      'guide.mdx': '---\ntitle: Guide\n---\n\n## Passing data\n',
      'start.mdx': page('POST /items', 'Start'),
      'again.mdx': page('POST /items', 'Again'),
      'openapi.json': spec(
        'Adds an item.\n\nSee [data](/guide#passing-data), [nothing](/guide#no-such-part) and [here](#not-on-this-page).',
      ),
    });
    const anchors = result.diagnostics.filter((d) => d.code === 'broken-anchor');
    expect(anchors).toEqual([
      {
        severity: 'warning',
        code: 'broken-anchor',
        message:
          'link to "#not-on-this-page": page "again" has no heading or element with id "not-on-this-page"',
        file: 'openapi.json',
      },
      {
        severity: 'warning',
        code: 'broken-anchor',
        message:
          'link to "#not-on-this-page": page "start" has no heading or element with id "not-on-this-page"',
        file: 'openapi.json',
      },
      {
        severity: 'warning',
        code: 'broken-anchor',
        message:
          'link to "/guide#no-such-part": page "guide" has no heading or element with id "no-such-part"',
        file: 'openapi.json',
      },
    ] satisfies Diagnostic[]);
  });

  test('OpenAPI warnings of a page do not repeat its file in the message', async () => {
    const { openapi } = await site('messages', {
      'a.mdx': page('GET /nope', 'A'),
      'openapi.json': spec('Text.'),
    });
    expect(openapi).toEqual([
      {
        severity: 'warning',
        code: 'OPENAPI_OPERATION_NOT_FOUND',
        message: 'operation "GET /nope" was not found in openapi.json',
        file: 'a.mdx',
      },
    ]);
  });
});
