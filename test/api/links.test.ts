import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, makeDocsSite } from './helpers/fixtures.js';
import { startTestServer, type ApiResponse, type TestServer } from './helpers/server.js';

let server: TestServer;
const logLines: string[] = [];
const body = randomBytes(64 * 1024 + 17);
const KEY = 'exports/se_00000000000000aa/bundle.tar.gz';
let url: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ LECTERN_WORKERS: '0' }, { log: pino({ level: 'info' }, sink) });
  await server.services.store.put(KEY, body, { contentType: 'application/gzip' });
  url = (await server.services.store.presignGet(KEY, 600)).url;
});
afterAll(async () => {
  await server?.stop();
});

function expectForbidden(res: ApiResponse) {
  expect(res.status).toBe(403);
  expect(['LINK_INVALID', 'LINK_EXPIRED']).toContain(res.json.code);
}

describe('GET /v1/objects/* (local presigned links)', () => {
  it('serves the whole object by signature alone, with length, type, ETag and Accept-Ranges', async () => {
    expect(url.startsWith(`${server.url}/v1/objects/`)).toBe(true);
    const res = await server.client.request('GET', url);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(body)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await server.client.request('HEAD', url);
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBe(0);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(res.headers.get('etag')).toMatch(/^"/);
  });

  it('serves byte ranges with 206 and refuses impossible ones with 416', async () => {
    const first = await server.client.request('GET', url, { headers: { range: 'bytes=0-9' } });
    expect(first.status).toBe(206);
    expect(first.bytes.equals(body.subarray(0, 10))).toBe(true);
    expect(first.headers.get('content-range')).toBe(`bytes 0-9/${body.length}`);
    expect(first.headers.get('content-length')).toBe('10');

    const tail = await server.client.request('GET', url, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(body.subarray(body.length - 100))).toBe(true);

    const open = await server.client.request('GET', url, { headers: { range: `bytes=${body.length - 5}-` } });
    expect(open.bytes.equals(body.subarray(body.length - 5))).toBe(true);

    const beyond = await server.client.request('GET', url, { headers: { range: `bytes=${body.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${body.length}`);
    expect(beyond.json.code).toBe('RANGE_NOT_SATISFIABLE');

    // A resumed download whose validator no longer matches gets the whole object.
    const stale = await server.client.request('GET', url, {
      headers: { range: 'bytes=0-9', 'if-range': '"other"' },
    });
    expect(stale.status).toBe(200);
    expect(stale.bytes.length).toBe(body.length);
  });

  it('answers 304 when If-None-Match has the ETag', async () => {
    const etag = (await server.client.request('HEAD', url)).headers.get('etag')!;
    const res = await server.client.request('GET', url, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.bytes.length).toBe(0);
  });

  it('refuses altered links with 403 JSON', async () => {
    const u = new URL(url);
    const sig = u.searchParams.get('signature')!;
    const variants = [
      (() => {
        const x = new URL(u);
        x.searchParams.set('signature', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
        return x;
      })(),
      (() => {
        const x = new URL(u);
        x.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600));
        return x;
      })(),
      (() => {
        const x = new URL(u);
        x.pathname = x.pathname.replace('se_00000000000000aa', 'se_00000000000000ab');
        return x;
      })(),
      (() => {
        const x = new URL(u);
        x.searchParams.delete('signature');
        return x;
      })(),
    ];
    for (const v of variants) {
      const res = await server.client.request('GET', v.toString());
      expectForbidden(res);
      expect(res.json.code).toBe('LINK_INVALID');
    }
  });

  it('refuses an expired link with 403 LINK_EXPIRED', async () => {
    const short = (await server.services.store.presignGet(KEY, 1)).url;
    const expires = Number(new URL(short).searchParams.get('expires'));
    await new Promise((r) => setTimeout(r, Math.max(0, expires * 1000 - Date.now()) + 50));
    const res = await server.client.request('GET', short);
    expectForbidden(res);
    expect(res.json.code).toBe('LINK_EXPIRED');
  });

  it('answers 404 for a validly signed link to an object that does not exist', async () => {
    const missing = (await server.services.store.presignGet('exports/se_00000000000000ff/bundle.tar.gz', 60))
      .url;
    const res = await server.client.request('GET', missing);
    expect(res.status).toBe(404);
  });
});

describe('logging', () => {
  it('never logs admin keys or link signatures', async () => {
    const site = await makeDocsSite(1);
    try {
      const tenant = await createTenant(server.services, site);
      await server.client.request('GET', '/v1/static-export/jobs/se_0000000000000000', { key: tenant.key });
      await server.client.request('POST', '/v1/static-export/jobs', {
        key: 'lct_' + 'x'.repeat(38),
        body: { domain: tenant.domain },
      });
      await server.client.request('GET', url);
      const all = logLines.join('');
      expect(all).toContain('/v1/objects/');
      expect(all).not.toContain(tenant.key);
      expect(all).not.toContain(tenant.key.slice(4, 20));
      expect(all).not.toContain(new URL(url).searchParams.get('signature')!);
      expect(all.toLowerCase()).not.toContain('bearer');
      // The checksum of what was served, as a guard that this test exercised real traffic.
      expect(createHash('sha256').update(body).digest('hex')).toHaveLength(64);
    } finally {
      await fs.rm(site, { recursive: true, force: true });
    }
  });
});
