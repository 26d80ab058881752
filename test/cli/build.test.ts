import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, ensureBuilt, lectern, tempDir } from './helpers.js';

let work: string;

function site(name: string, files: Record<string, string>): string {
  const dir = path.join(work, name);
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  }
  return dir;
}

const docsJson = (pages: string[]) =>
  JSON.stringify({
    name: 'Build',
    theme: 'mint',
    colors: { primary: '#336699' },
    navigation: { groups: [{ group: 'Start', pages }] },
  });

beforeAll(async () => {
  await ensureBuilt();
  work = tempDir('build');
}, BUILD_TIMEOUT_MS);
afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('lectern build', () => {
  it('builds a site, printing the output folder and a summary', async () => {
    const src = site('good', {
      'docs.json': docsJson(['index', 'guides/intro']),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'guides/intro.mdx': '---\ntitle: Intro\n---\n\nLine one.\n\n<NoSuchWidget>inside</NoSuchWidget>\n',
    });
    const out = path.join(work, 'good-out');
    const result = await lectern([
      'build',
      src,
      out,
      '--deployment-type',
      'air-gapped',
      '--site-url',
      'https://docs.example.com',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(out);
    expect(result.stderr).toMatch(/Built 2 pages \(\d+ files\) in [\d.]+s: 0 errors, [1-9]\d* warnings?/);
    // The unknown component is reported as file:line.
    expect(result.stderr).toMatch(/^guides\/intro\.mdx:7(:\d+)?: warning: .*NoSuchWidget/m);
    expect(fs.readFileSync(path.join(out, 'guides/intro.html'), 'utf8')).toContain('inside');
    expect(fs.existsSync(path.join(out, 'index.html'))).toBe(true);
  });

  it('exits 1 when the build has errors, listing them', async () => {
    const src = site('missing', { 'docs.json': docsJson(['index', 'not-there']), 'index.mdx': '# Home\n' });
    const result = await lectern(['build', src, path.join(work, 'missing-out')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error: .*not-there.*\[PAGE_NOT_FOUND\]/);
    expect(result.stderr).toMatch(/[1-9]\d* errors?/);
    expect(result.stderr).toContain('lectern: build failed');
  });

  it('prints the result as JSON with --json', async () => {
    const src = site('json', { 'docs.json': docsJson(['index']), 'index.mdx': '# Home\n' });
    const result = await lectern(['build', src, path.join(work, 'json-out'), '--json']);
    expect(result.code, result.stderr).toBe(0);
    const body = JSON.parse(result.stdout);
    expect(body).toMatchObject({ pageCount: 1, errors: 0, outDir: path.join(work, 'json-out') });
    expect(Array.isArray(body.diagnostics)).toBe(true);
  });

  it('reports an unusable config with exit 1 and bad flags with exit 2', async () => {
    const src = site('broken', { 'docs.json': '{ "name": ', 'index.mdx': '# Home\n' });
    const broken = await lectern(['build', src, path.join(work, 'broken-out')]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^lectern: .*docs\.json/m);
    expect(broken.stderr).not.toMatch(/\n\s+at /);
    const flag = await lectern(['build', src, path.join(work, 'x'), '--deployment-type', 'moon']);
    expect(flag.code).toBe(2);
    const missingArg = await lectern(['build', src]);
    expect(missingArg.code).toBe(2);
  });
});

describe('lectern build and specs named by URL', () => {
  const spec = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: { '/ping': { get: { summary: 'Ping the service', responses: {} } } },
  });
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(spec);
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
  });
  afterAll(async () => new Promise((resolve) => server.close(resolve)));

  const remoteSite = () =>
    site('remote', {
      'docs.json': JSON.stringify({
        name: 'Remote',
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
            { tab: 'API', openapi: url },
          ],
        },
      }),
      'index.mdx': '# Home\n',
    });

  it('fetches them by default (private addresses only when the operator allows them)', async () => {
    const out = path.join(work, 'remote-out');
    const result = await lectern(['build', remoteSite(), out], {
      env: { LECTERN_ALLOW_PRIVATE_SOURCES: '1' },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, 'api-reference/ping-the-service.html'), 'utf8')).toContain(
      'Ping the service',
    );
    expect(requests).toBe(1);
    const refused = await lectern(['build', remoteSite(), path.join(work, 'remote-refused')]);
    expect(refused.stderr).toContain('could not be fetched: http URLs are not allowed; use https');
    expect(requests).toBe(1);
  });

  it('leaves them out with --offline, saying fetching is off', async () => {
    const result = await lectern(['build', remoteSite(), path.join(work, 'offline-out'), '--offline'], {
      env: { LECTERN_ALLOW_PRIVATE_SOURCES: '1' },
    });
    expect(result.stderr).toContain('is a URL and was not loaded (fetching remote specs is off');
    expect(requests).toBe(1);
  });
});
