import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublicBytes, fetchPublicText, pinnedLookup } from './public-fetch.js';

const seen: http.IncomingHttpHeaders[] = [];
const server = http.createServer((req, res) => {
  seen.push(req.headers);
  if (req.url === '/gzip') {
    res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('openapi: 3.0.3\n'));
  } else if (req.url === '/bomb') {
    // 100 kB of zeros compress to about 100 bytes: the cap applies to what they decode to.
    res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(100_000)));
  } else if (req.url === '/font') {
    res
      .writeHead(200, { 'content-type': 'font/woff2' })
      .end(Buffer.from([0x77, 0x4f, 0x46, 0x32, 0xff, 0xfe, 0]));
  } else if (req.url === '/moved') {
    res.writeHead(301, { location: '/font' }).end();
  } else res.writeHead(200).end('\uFEFF{"openapi":"3.1.0"}');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise((resolve) => server.close(resolve)));

const lax = { allowPrivate: true, timeoutMs: 5000, maxBytes: 10_000, maxRedirects: 3 };

function lookup(fn: LookupFunction, options: Parameters<LookupFunction>[1]): Promise<unknown> {
  return new Promise((resolve, reject) =>
    fn('anything.example', options, (err, address, family) =>
      err ? reject(err) : resolve(Array.isArray(address) ? address : [address, family]),
    ),
  );
}

describe('pinnedLookup', () => {
  it('answers with the checked addresses only, whatever the name, by family when asked', async () => {
    const fn = pinnedLookup(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']);
    expect(await lookup(fn, {})).toEqual(['93.184.215.14', 4]);
    expect(await lookup(fn, { family: 6 })).toEqual(['2606:2800:21f:cb07:6820:80da:af6b:8b2c', 6]);
    expect(await lookup(fn, { all: true })).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
    await expect(lookup(pinnedLookup(['93.184.215.14']), { family: 6 })).rejects.toThrow(
      /no checked address/,
    );
  });
});

describe('fetchPublicText', () => {
  it('sends no credentials or cookies and drops a byte order mark', async () => {
    seen.length = 0;
    const got = await fetchPublicText(`${base}/plain`, lax);
    expect(got.text).toBe('{"openapi":"3.1.0"}');
    expect(seen[0]!.authorization).toBeUndefined();
    expect(seen[0]!.cookie).toBeUndefined();
    await expect(fetchPublicText(`http://user:secret@127.0.0.1:1/x`, lax)).rejects.toThrow(
      'a URL with a user name or password is not fetched (no credentials are sent)',
    );
  });

  it('decodes compressed bodies and caps what they decode to', async () => {
    expect((await fetchPublicText(`${base}/gzip`, lax)).text).toBe('openapi: 3.0.3\n');
    await expect(fetchPublicText(`${base}/bomb`, lax)).rejects.toThrow(
      'the document is larger than 10000 bytes',
    );
  });
});

describe('fetchPublicBytes', () => {
  it('keeps a binary body as it came, with the user agent asked for', async () => {
    seen.length = 0;
    const got = await fetchPublicBytes(`${base}/font`, { ...lax, userAgent: 'Mozilla/5.0 Chrome/131.0' });
    expect([...got.body]).toEqual([0x77, 0x4f, 0x46, 0x32, 0xff, 0xfe, 0]);
    expect(got.contentType).toBe('font/woff2');
    expect(seen[0]!['user-agent']).toBe('Mozilla/5.0 Chrome/131.0');
    await fetchPublicText(`${base}/plain`, lax);
    expect(seen[1]!['user-agent']).toBe('lectern');
  });

  it('follows no redirect when none is allowed', async () => {
    await expect(fetchPublicBytes(`${base}/moved`, { ...lax, maxRedirects: 0 })).rejects.toThrow(
      'a redirect, and none is followed',
    );
  });
});
