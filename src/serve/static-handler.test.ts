import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from './site.js';
import { cacheControlFor, serveStatic } from './static-handler.js';

let dir: string;
let outside: string;
let server: http.Server;
let base: string;
const log = { info() {}, warn() {}, error() {} };

function write(rel: string, content: string) {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Sends a raw request line, so that paths reach the server exactly as written (fetch would normalise them). */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (c) => (data += c));
    socket.on('end', () =>
      resolve({ status: Number(data.split(' ')[1]), body: data.split('\r\n\r\n').slice(1).join('') }),
    );
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-static-'));
  dir = path.join(tmp, 'site');
  outside = path.join(tmp, 'secret.txt');
  fs.writeFileSync(outside, 'TOP SECRET');
  write('index.html', '<h1>home</h1>');
  write('guides/intro.html', '<h1>intro</h1>');
  write('guides/intro.md', '# intro');
  write('guides/index.html', '<h1>guides</h1>');
  write('404.html', '<h1>custom not found</h1>');
  write('_lectern/app.3f2a1b9c.css', 'body{}');
  write('_lectern/search/pagefind-entry.json', '{}');
  write('images/logo.svg', '<svg/>');
  write('fonts/a.woff2', 'x');
  write('sitemap.xml', '<urlset/>');
  write('.env', 'HIDDEN');
  write(
    'redirects.json',
    JSON.stringify([
      { source: '/old/:slug*', destination: '/guides/:slug*' },
      { source: '/gone', destination: '/', permanent: false },
    ]),
  );
  fs.symlinkSync(outside, path.join(dir, 'link.txt'));
  const site = await loadSite(dir, null, log);
  server = http.createServer((req, res) => void serveStatic(site, req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => fetch(base + p, { redirect: 'manual', ...init });

describe('serveStatic', () => {
  it('serves index.html for / and pages without .html', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toBe('<h1>home</h1>');
    expect(await (await get('/guides/intro')).text()).toBe('<h1>intro</h1>');
    expect(await (await get('/guides/intro.html')).text()).toBe('<h1>intro</h1>');
    expect(await (await get('/guides/')).text()).toBe('<h1>guides</h1>');
  });

  it('fixes trailing slashes so relative links keep working', async () => {
    const a = await get('/guides/intro/?q=1');
    expect(a.status).toBe(308);
    expect(a.headers.get('location')).toBe('/guides/intro?q=1');
    const b = await get('/guides');
    expect(b.status).toBe(308);
    expect(b.headers.get('location')).toBe('/guides/');
  });

  it('serves the site 404.html with status 404 and no directory listing', async () => {
    for (const p of ['/nope', '/_lectern/', '/images', '/.env', '/link.txt']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toBe('<h1>custom not found</h1>');
    }
  });

  it('follows redirects.json', async () => {
    const a = await get('/old/intro');
    expect(a.status).toBe(308);
    expect(a.headers.get('location')).toBe('/guides/intro');
    const b = await get('/gone');
    expect(b.status).toBe(307);
    expect(b.headers.get('location')).toBe('/');
  });

  it('sets content types and cache headers', async () => {
    const css = await get('/_lectern/app.3f2a1b9c.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(css.headers.get('x-content-type-options')).toBe('nosniff');
    const entry = await get('/_lectern/search/pagefind-entry.json');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/images/logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await get('/fonts/a.woff2')).headers.get('content-type')).toBe('font/woff2');
    expect((await get('/sitemap.xml')).headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const page = await get('/guides/intro');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/guides/intro', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers HEAD with headers only and refuses other methods', async () => {
    const head = await get('/guides/intro', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('<h1>intro</h1>'.length));
    expect(await head.text()).toBe('');
    const post = await get('/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses traversal in every encoding', async () => {
    for (const target of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/guides/%2E%2E/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/guides%2f..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/index.html%00.txt',
      '/%c0%ae%c0%ae/secret.txt',
    ]) {
      const res = await rawGet(target);
      expect([400, 404], target).toContain(res.status);
      expect(res.body, target).not.toContain('TOP SECRET');
    }
  });
});

describe('cacheControlFor', () => {
  it('marks only hashed _lectern assets immutable', () => {
    expect(cacheControlFor('_lectern/app.3f2a1b.css')).toContain('immutable');
    expect(cacheControlFor('_lectern/chunk-0123abcd.js')).toContain('immutable');
    expect(cacheControlFor('_lectern/app.css')).toBe('no-cache');
    expect(cacheControlFor('images/a.3f2a1b.png')).toBe('public, max-age=3600');
  });

  it('revalidates Markdown and the .well-known files every time, as Mintlify serves them uncached', () => {
    expect(cacheControlFor('guides/intro.md')).toBe('no-cache');
    expect(cacheControlFor('skill.md')).toBe('no-cache');
    expect(cacheControlFor('.well-known/agent-skills/pay/SKILL.md')).toBe('no-cache');
    expect(cacheControlFor('.well-known/agent-card.json')).toBe('no-cache');
  });
});

describe('pages by Accept', () => {
  it("answers an agent asking for Markdown with the page's Markdown twin, a browser with HTML", async () => {
    const md = await fetch(`${base}/guides/intro`, { headers: { accept: 'text/markdown' } });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await md.text()).toBe('# intro');
    expect(md.headers.get('vary')).toBe('Accept');
    const plain = await fetch(`${base}/guides/intro.html`, { headers: { accept: 'text/plain' } });
    expect(await plain.text()).toBe('# intro');
    const browser = await fetch(`${base}/guides/intro`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(await browser.text()).toBe('<h1>intro</h1>');
    expect(browser.headers.get('vary')).toBe('Accept');
    // A page without a twin answers HTML, and says nothing about Accept.
    const home = await fetch(`${base}/`, { headers: { accept: 'text/markdown' } });
    expect(await home.text()).toBe('<h1>home</h1>');
    expect(home.headers.get('vary')).toBeNull();
  });
});
