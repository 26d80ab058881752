import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBundle } from '../../src/bundle/index.js';
import { gzipTar } from '../../src/bundle/hostile.test-support.js';
import {
  BUILD_TIMEOUT_MS,
  ensureBuilt,
  lectern,
  startLectern,
  tempDir,
  type LongRunning,
} from './helpers.js';

const SECRET = 'sig0123456789abcdef';
let work: string;
let linkServer: http.Server;
let linkBase: string;
/** What the stand-in object store serves, by path; anything else is 403 like an expired link. */
const objects = new Map<string, string>();
const running: LongRunning[] = [];

function writeSite(dir: string, files: Record<string, string>) {
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  }
}

async function makeBundle(name: string, home: string, version: string | null = null): Promise<string> {
  const site = path.join(work, `site-${name}`);
  writeSite(site, {
    'index.html': `<h1>${home}</h1>`,
    'guides/intro.html': '<h1>intro</h1>',
    'guides/index.html': '<h1>guides</h1>',
    '404.html': '<h1>custom 404</h1>',
    '_lectern/app.3f2a1b9c.css': 'body{color:red}',
    '_lectern/search/index.json': '{}',
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'sitemap.xml': '<urlset/>',
    'redirects.json': JSON.stringify([
      { source: '/old/:slug*', destination: '/guides/:slug*' },
      { source: '/temp', destination: '/', permanent: false },
    ]),
  });
  const file = path.join(work, `${name}.tar.gz`);
  await writeBundle(site, file, {
    domain: 'docs.example.test',
    jobId: 'se_0123456789abcdef',
    version,
    deploymentType: 'air-gapped',
    pageCount: 4,
  });
  objects.set(`/objects/${name}.tar.gz`, file);
  return `${linkBase}/objects/${name}.tar.gz?expires=9999999999&signature=${SECRET}`;
}

function rawGet(base: string, target: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (c) => (data += c));
    socket.on('end', () =>
      resolve({ status: Number(data.split(' ')[1]), body: data.split('\r\n\r\n').slice(1).join('') }),
    );
    socket.on('error', reject);
  });
}

async function serve(args: string[]): Promise<LongRunning> {
  // Info level, so that the test sees every line that could leak the link's signature.
  const proc = await startLectern(
    ['serve', '--port', '0', '--host', '127.0.0.1', ...args],
    { LOG_LEVEL: 'info' },
    /Serving .* on (http:\/\/\S+)/,
  );
  running.push(proc);
  return proc;
}

beforeAll(async () => {
  await ensureBuilt();
  work = tempDir('serve');
  linkServer = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const file = objects.get(url.pathname);
    if (!file || url.searchParams.get('signature') !== SECRET) {
      res.writeHead(403, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: 'link expired or invalid', code: 'LINK_EXPIRED' }));
    }
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': fs.statSync(file).size });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => linkServer.listen(0, '127.0.0.1', r));
  linkBase = `http://127.0.0.1:${(linkServer.address() as AddressInfo).port}`;
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  await new Promise<void>((r) => linkServer.close(() => r()));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('lectern serve', () => {
  let dataDir: string;
  let server: LongRunning;

  it('downloads, verifies, unpacks and serves a bundle', async () => {
    dataDir = path.join(work, 'data');
    const url = await makeBundle('first', 'first home');
    server = await serve(['--bundle-url', url, '--data-dir', dataDir]);
    const home = await fetch(server.url + '/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await home.text()).toBe('<h1>first home</h1>');
    expect(await (await fetch(server.url + '/guides/intro')).text()).toBe('<h1>intro</h1>');
    const health = await (await fetch(server.url + '/healthz')).json();
    expect(health).toMatchObject({ status: 'ok', source: 'downloaded' });
    // Unpacked into a folder named by the archive's SHA-256, with the pointer to it.
    const current = fs.readFileSync(path.join(dataDir, 'current'), 'utf8').trim();
    expect(current).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.existsSync(path.join(dataDir, 'bundles', current, 'guides/intro.html'))).toBe(true);
  });

  it('serves 404.html, redirects, content types and cache headers', async () => {
    const missing = await fetch(server.url + '/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>custom 404</h1>');
    const redirect = await fetch(server.url + '/old/intro', { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/guides/intro');
    expect((await fetch(server.url + '/temp', { redirect: 'manual' })).status).toBe(307);
    const slash = await fetch(server.url + '/guides/intro/', { redirect: 'manual' });
    expect(slash.headers.get('location')).toBe('/guides/intro');
    const css = await fetch(server.url + '/_lectern/app.3f2a1b9c.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(server.url + '/images/logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
    const etag = (await fetch(server.url + '/guides/intro')).headers.get('etag')!;
    expect((await fetch(server.url + '/guides/intro', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    const head = await fetch(server.url + '/guides/intro', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('14');
    expect((await fetch(server.url + '/', { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(server.url + '/guides', { redirect: 'manual' })).headers.get('location')).toBe(
      '/guides/',
    );
  });

  it('refuses traversal and never lists folders', async () => {
    fs.writeFileSync(path.join(dataDir, 'bundles', 'SECRET.txt'), 'TOP SECRET');
    for (const target of [
      '/../SECRET.txt',
      '/%2e%2e/SECRET.txt',
      '/guides/%2e%2e/%2e%2e/SECRET.txt',
      '/..%2fSECRET.txt',
      '/..%5cSECRET.txt',
      '/index.html%00',
      '/../../current',
    ]) {
      const res = await rawGet(server.url, target);
      expect([400, 404], target).toContain(res.status);
      expect(res.body).not.toContain('TOP SECRET');
    }
    const listing = await fetch(server.url + '/_lectern/');
    expect(listing.status).toBe(404);
    expect(await listing.text()).toBe('<h1>custom 404</h1>');
  });

  it('never logs the link signature', () => {
    expect(server.output()).not.toContain(SECRET);
    expect(server.output()).toContain('/objects/first.tar.gz');
  });

  it('keeps serving the last good bundle when the new link fails or the bundle is bad', async () => {
    expect(await server.stop()).toBe(0);
    const expired = `${linkBase}/objects/first.tar.gz?expires=1&signature=wrong${SECRET}`;
    server = await serve(['--bundle-url', expired, '--data-dir', dataDir]);
    expect(await (await fetch(server.url + '/')).text()).toBe('<h1>first home</h1>');
    expect((await (await fetch(server.url + '/healthz')).json()).source).toBe('previous');
    expect(server.output()).toMatch(/last good bundle/);
    expect(server.output()).not.toContain(SECRET);
    await server.stop();

    // A tampered archive: the manifest no longer matches a file.
    const tampered = path.join(work, 'tampered.tar.gz');
    const manifest = JSON.stringify({
      formatVersion: 1,
      domain: 'd',
      jobId: 'j',
      version: null,
      deploymentType: 'cloud',
      createdAt: new Date().toISOString(),
      pageCount: 1,
      files: [{ path: 'index.html', size: 5, sha256: '0'.repeat(64) }],
    });
    fs.writeFileSync(
      tampered,
      gzipTar([
        { path: 'lectern-manifest.json', body: Buffer.from(manifest) },
        { path: 'index.html', body: Buffer.from('hacks') },
      ]),
    );
    objects.set('/objects/tampered.tar.gz', tampered);
    server = await serve([
      '--bundle-url',
      `${linkBase}/objects/tampered.tar.gz?signature=${SECRET}`,
      '--data-dir',
      dataDir,
    ]);
    expect(await (await fetch(server.url + '/')).text()).toBe('<h1>first home</h1>');
    await server.stop();

    // A good new bundle replaces it.
    const second = await makeBundle('second', 'second home');
    server = await serve(['--bundle-url', second, '--data-dir', dataDir]);
    expect(await (await fetch(server.url + '/')).text()).toBe('<h1>second home</h1>');
    expect(await server.stop()).toBe(0);
  });

  it('pins a version: unpacks under its name and reuses it without downloading', async () => {
    const pinnedDir = path.join(work, 'pinned');
    const url = await makeBundle('v1', 'version one', '2026-11-01');
    server = await serve(['--bundle-url', url, '--version', '2026-11-01', '--data-dir', pinnedDir]);
    expect(fs.readFileSync(path.join(pinnedDir, 'current'), 'utf8').trim()).toBe('2026-11-01');
    await server.stop();
    objects.delete('/objects/v1.tar.gz'); // the link has expired since
    server = await serve(['--bundle-url', url, '--version', '2026-11-01', '--data-dir', pinnedDir]);
    expect(await (await fetch(server.url + '/')).text()).toBe('<h1>version one</h1>');
    expect((await (await fetch(server.url + '/healthz')).json()).source).toBe('pinned');
    await server.stop();
    // A bundle labelled with another version is refused for a pin.
    const other = await makeBundle('v2', 'version two', '2026-12-01');
    const mismatch = await lectern([
      'serve',
      '--port',
      '0',
      '--bundle-url',
      other,
      '--version',
      'not-this',
      '--data-dir',
      path.join(work, 'fresh-pin'),
    ]);
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain('2026-12-01');
  });

  it('fails clearly when there is nothing to serve, and refuses hostile archives', async () => {
    const fresh = path.join(work, 'fresh');
    const none = await lectern(['serve', '--port', '0', '--data-dir', fresh]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('--bundle-url');
    // Settings are checked like the server's, naming what is wrong.
    const badLevel = await lectern(['serve', '--port', '0', '--data-dir', fresh], {
      env: { LOG_LEVEL: 'verbose' },
    });
    expect(badLevel.code).toBe(1);
    expect(badLevel.stderr).toMatch(/^lectern: LOG_LEVEL must be one of/m);
    const badHost = await lectern(['serve', '--port', '0', '--host', 'http://0.0.0.0', '--data-dir', fresh]);
    expect(badHost.code).toBe(1);
    expect(badHost.stderr).toContain('--host must be an address');
    const expired = await lectern([
      'serve',
      '--port',
      '0',
      '--data-dir',
      fresh,
      '--bundle-url',
      `${linkBase}/objects/gone.tar.gz?signature=${SECRET}`,
    ]);
    expect(expired.code).toBe(1);
    expect(expired.stderr).toMatch(/expired/);
    expect(expired.stdout + expired.stderr).not.toContain(SECRET);

    const hostile = path.join(work, 'hostile.tar.gz');
    const manifest = JSON.stringify({
      formatVersion: 1,
      domain: 'd',
      jobId: 'j',
      version: null,
      deploymentType: 'cloud',
      createdAt: new Date().toISOString(),
      pageCount: 0,
      files: [],
    });
    fs.writeFileSync(
      hostile,
      gzipTar([
        { path: 'lectern-manifest.json', body: Buffer.from(manifest) },
        { path: '../../escaped.txt', body: Buffer.from('pwned') },
      ]),
    );
    const refused = await lectern(['serve', '--port', '0', '--data-dir', fresh, '--bundle-url', hostile]);
    expect(refused.code).toBe(1);
    expect(fs.existsSync(path.join(work, 'escaped.txt'))).toBe(false);
    expect(fs.existsSync(path.join(fresh, 'escaped.txt'))).toBe(false);
  });
});
