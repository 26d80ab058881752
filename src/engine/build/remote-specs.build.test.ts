/**
 * Specs named by URL, fetched by whole builds from a real HTTP server on loopback: the tab's pages exist as
 * with a local spec, a changed spec renders them again, and each refusal or failure is one warning, with the
 * build going on without the spec.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import type { BuildOptions } from './options.js';
import { useStandInServer } from './stand-in-server.test-support.js';
import { tempSite } from './temp-site.test-support.js';

const specYaml = (description: string, answer = 'OK') => `openapi: 3.0.3
info: { title: Kernel, version: "1" }
tags: [{ name: browsers }]
paths:
  /browsers:
    get:
      tags: [browsers]
      summary: List browser sessions
      description: ${description}
      responses: { "200": { description: ${answer} } }
    post:
      tags: [browsers]
      summary: Create a browser session
      responses: { "201": { description: Created } }
`;

let served = specYaml('Lists every running session.');
/** Requests by path, and connections of any kind (a refused URL must make none). */
const requests: string[] = [];
const stand = useStandInServer((req, res) => {
  requests.push(req.url ?? '');
  const url = req.url ?? '';
  if (url === '/spec.yaml') res.writeHead(200, { 'content-type': 'application/yaml' }).end(served);
  else if (url === '/to-file') res.writeHead(302, { location: 'file:///etc/passwd' }).end();
  else if (url.startsWith('/hop/'))
    res.writeHead(302, { location: `/hop/${Number(url.slice(5)) + 1}` }).end();
  else if (url === '/big') {
    // Streamed without a length: the cap must stop it while it reads.
    res.writeHead(200, { 'content-type': 'application/yaml' });
    res.write(`openapi: 3.0.3\n# ${'x'.repeat(4000)}\n`);
    res.end(`# ${'y'.repeat(4000)}\n`);
  } else if (url === '/html')
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><html><body>Log in</body></html>');
  else if (url === '/stall')
    res.writeHead(200, { 'content-type': 'application/yaml' }).write('openapi: 3.0.3\n');
  else res.writeHead(404).end();
});
beforeEach(() => {
  requests.length = 0;
});

const site = tempSite('remote-specs');

/** A site whose "API Reference" tab is generated from `spec`, plus a guide linking into it. */
async function build(spec: string, options: Partial<BuildOptions> = {}, extra: Record<string, string> = {}) {
  fs.rmSync(site.src, { recursive: true, force: true });
  site.write(
    'docs.json',
    JSON.stringify({
      name: 'Remote',
      navigation: {
        tabs: [
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['index', ...Object.keys(extra).map((f) => f.replace(/\.mdx$/, ''))] },
            ],
          },
          { tab: 'API Reference', openapi: spec },
        ],
      },
    }),
  );
  site.write(
    'index.mdx',
    '---\ntitle: Home\n---\n\nSee [the sessions](/api-reference/browsers/list-browser-sessions).\n',
  );
  for (const [rel, text] of Object.entries(extra)) site.write(rel, text);
  const result = await buildSite({
    srcDir: site.src,
    outDir: site.out,
    siteUrl: 'https://docs.example.com',
    threads: 1,
    ...options,
  });
  const read = (rel: string) => fs.readFileSync(path.join(site.out, rel), 'utf8');
  const exists = (rel: string) => fs.existsSync(path.join(site.out, rel));
  const warnings = result.diagnostics.filter((d) => d.code !== 'REMOTE_MEDIA');
  return { result, read, exists, warnings };
}

const fetching = (more: Partial<NonNullable<BuildOptions['remoteSpecs']>> = {}) => ({
  remoteSpecs: { fetch: true, allowPrivate: true, ...more },
});

describe('specs named by URL', () => {
  test("are fetched once and generate the tab's pages, as a local spec does", async () => {
    // A page elsewhere names the same URL in its frontmatter: it reads the fetched spec.
    const { read, exists, warnings, result } = await build(`${stand.origin}/spec.yaml`, fetching(), {
      'create.mdx': `---\nopenapi: "${stand.origin}/spec.yaml POST /browsers"\n---\n`,
    });
    expect(warnings).toEqual([]);
    expect(result.errors).toBe(0);
    const list = read('api-reference/browsers/list-browser-sessions.html');
    expect(list).toContain('List browser sessions');
    expect(list).toContain('Lists every running session.');
    expect(exists('api-reference/browsers/create-a-browser-session.html')).toBe(true);
    // The guide's link into the tab lands; the frontmatter page took its operation's summary as title.
    expect(read('index.html')).toMatch(
      /href="(?:\.\/)?api-reference\/browsers\/list-browser-sessions\.html"/,
    );
    expect(read('create.html')).toMatch(/<title>Create a browser session/);
    expect(requests).toEqual(['/spec.yaml']);
  });

  test('api.openapi URLs serve pages whose reference names no file; a failed one is one warning', async () => {
    fs.rmSync(site.src, { recursive: true, force: true });
    site.write(
      'docs.json',
      JSON.stringify({
        name: 'Remote',
        api: { openapi: [`${stand.origin}/html`, `${stand.origin}/spec.yaml`] },
        navigation: { groups: [{ group: 'API', pages: ['list'] }] },
      }),
    );
    site.write('list.mdx', '---\nopenapi: "GET /browsers"\n---\n');
    const result = await buildSite({
      srcDir: site.src,
      outDir: site.out,
      siteUrl: 'https://docs.example.com',
      threads: 1,
      ...fetching(),
    });
    expect(fs.readFileSync(path.join(site.out, 'list.html'), 'utf8')).toContain(
      'Lists every running session.',
    );
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'OPENAPI_SPEC_FETCH_FAILED',
        file: 'docs.json',
        message: `docs.json: api.openapi: OpenAPI document "${stand.origin}/html" could not be fetched: the answer is not an OpenAPI document (no "openapi" or "swagger" version; text/html)`,
      },
    ]);
  });

  test('each page a failed spec leaves with only its endpoint says so, besides the one warning', async () => {
    // Infisical's: api.openapi is a URL that cannot be fetched, and its pages write "METHOD /path".
    fs.rmSync(site.src, { recursive: true, force: true });
    const failing = `${stand.origin}/missing.yaml`;
    site.write(
      'docs.json',
      JSON.stringify({
        name: 'Remote',
        api: { openapi: failing },
        navigation: { groups: [{ group: 'API', pages: ['list', 'create', 'named'] }] },
      }),
    );
    site.write('list.mdx', '---\ntitle: List\nopenapi: "GET /browsers/{id}"\n---\n');
    site.write('create.mdx', '---\ntitle: Create\nopenapi: "POST /browsers"\n---\n');
    site.write('named.mdx', `---\ntitle: Named\nopenapi: "${failing} GET /browsers"\n---\n`);
    const result = await buildSite({
      srcDir: site.src,
      outDir: site.out,
      siteUrl: 'https://docs.example.com',
      threads: 1,
      ...fetching(),
    });
    const warnings = result.diagnostics.filter((d) => d.code.startsWith('OPENAPI_'));
    const unfetched = (file: string, operation: string) => ({
      severity: 'warning',
      code: 'OPENAPI_SPEC_UNFETCHED',
      file,
      message: `operation "${operation}" has no parameters, body or responses on this page: OpenAPI document "${failing}", which may hold it, could not be fetched`,
    });
    expect(warnings).toEqual([
      {
        severity: 'warning',
        code: 'OPENAPI_SPEC_FETCH_FAILED',
        file: 'docs.json',
        message: `docs.json: api.openapi: OpenAPI document "${failing}" could not be fetched: the server answered HTTP 404`,
      },
      unfetched('list.mdx', 'GET /browsers/{id}'),
      unfetched('create.mdx', 'POST /browsers'),
      unfetched('named.mdx', 'GET /browsers'),
    ]);
    // Each page is still headed by the endpoint its reference names.
    const list = fs.readFileSync(path.join(site.out, 'list.html'), 'utf8');
    expect(list).toContain('/browsers/{id}');
    expect(list).toMatch(/>GET</);
  });

  test('a URL only a page names is not fetched, and the page says so', async () => {
    const { warnings } = await build(`${stand.origin}/spec.yaml`, fetching(), {
      'ping.mdx': `---\ntitle: Ping\nopenapi: "${stand.origin}/other.json GET /ping"\n---\n`,
    });
    expect(warnings.map((d) => [d.code, d.file])).toEqual([['OPENAPI_SPEC_REMOTE', 'ping.mdx']]);
    expect(warnings[0]!.message).toContain('only specs the configuration names by URL are fetched');
    expect(requests).toEqual(['/spec.yaml']);
  });

  test('a changed remote spec renders its pages again from the cache', async () => {
    const cacheDir = site.cache;
    const page = 'api-reference/browsers/list-browser-sessions.html';
    await build(`${stand.origin}/spec.yaml`, { ...fetching(), cacheDir });
    // A change the navigation does not see (not the title or lead paragraph): only the spec's text tells.
    served = specYaml('Lists every running session.', 'Newest sessions first.');
    const second = await build(`${stand.origin}/spec.yaml`, { ...fetching(), cacheDir });
    served = specYaml('Lists every running session.');
    expect(second.result.cachedPages).toBeGreaterThan(0);
    expect(second.read(page)).toContain('Newest sessions first.');
  });

  test('a private address is refused without any request unless private sources are allowed', async () => {
    const url = `https://127.0.0.1:${new URL(stand.origin).port}/spec.yaml`;
    const { warnings, exists } = await build(url, fetching({ allowPrivate: false }));
    // The tab has no pages, so the guide's link into it is broken, as when the spec is missing.
    expect(warnings.map((d) => d.code).sort()).toEqual([
      'NAV_EMPTY',
      'OPENAPI_SPEC_FETCH_FAILED',
      'broken-link',
    ]);
    const failed = warnings.find((d) => d.code === 'OPENAPI_SPEC_FETCH_FAILED')!;
    expect(failed.file).toBe('docs.json');
    expect(failed.message).toBe(
      `docs.json: navigation.tabs[1].openapi: OpenAPI document "${url}" could not be fetched: host 127.0.0.1 is a loopback, link-local or private address (LECTERN_ALLOW_PRIVATE_SOURCES allows private addresses)`,
    );
    expect(exists('index.html')).toBe(true);
    expect(stand.connections()).toBe(0);
  });

  test('with fetching off, the spec is reported as not loaded and nothing is requested', async () => {
    const { warnings } = await build(`${stand.origin}/spec.yaml`);
    const notLoaded = warnings.filter((d) => d.code.startsWith('OPENAPI_'));
    expect(notLoaded).toEqual([
      {
        severity: 'warning',
        code: 'OPENAPI_NOT_FOUND',
        file: 'docs.json',
        message: `docs.json: navigation.tabs[1].openapi: OpenAPI file "${stand.origin}/spec.yaml" is a URL and was not loaded (fetching remote specs is off for this build)`,
      },
    ]);
    expect(stand.connections()).toBe(0);
  });

  test.each([
    ['/to-file', 'a redirect led to a refused URL: file URLs are not allowed; use https'],
    ['/hop/0', 'more than 3 redirects'],
    ['/big', 'the document is larger than 5000 bytes'],
    ['/html', 'the answer is not an OpenAPI document (no "openapi" or "swagger" version; text/html)'],
    ['/stall', 'no complete answer within 0.3 s'],
    ['/missing.yaml', 'the server answered HTTP 404'],
  ])('%s is one warning saying why, and the build goes on', async (route, why) => {
    // Only /stall waits out the deadline; the others must fail for their own reason even on a loaded machine.
    const { warnings, exists } = await build(
      `${stand.origin}${route}`,
      fetching({ maxBytes: 5000, timeoutMs: route === '/stall' ? 300 : 10_000 }),
    );
    const failed = warnings.filter((d) => d.code === 'OPENAPI_SPEC_FETCH_FAILED');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.message).toContain(`"${stand.origin}${route}" could not be fetched: ${why}`);
    expect(warnings.filter((d) => d.code.startsWith('OPENAPI_')).map((d) => d.code)).toEqual([
      'OPENAPI_SPEC_FETCH_FAILED',
    ]);
    expect(exists('index.html')).toBe(true);
  });
});
