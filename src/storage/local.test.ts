import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { runObjectStoreContract } from './contract.test-support.js';
import { createObjectStore, LocalObjectStore, S3ObjectStore, StorageError } from './index.js';

/** The smallest link server: what the API route does, minus Fastify (verify, head, stream `get`). */
async function startLinkServer(
  getStore: () => LocalObjectStore,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const [urlPath, rawQuery = ''] = (req.url ?? '/').split('?');
    const query = Object.fromEntries(new URLSearchParams(rawQuery));
    const store = getStore();
    const verdict = store.verifyLink(req.method ?? 'GET', urlPath, query, new Date());
    if (!verdict.ok) {
      res.writeHead(403, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: verdict.reason }));
    }
    const info = await store.head(verdict.key);
    if (!info) return void res.writeHead(404).end();
    const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const range = m ? { start: Number(m[1]), end: m[2] ? Number(m[2]) : undefined } : undefined;
    const end = range ? Math.min(range.end ?? info.size - 1, info.size - 1) : info.size - 1;
    res.writeHead(range ? 206 : 200, {
      etag: info.etag,
      'content-length': String(range ? end - range.start + 1 : info.size),
    });
    if (req.method === 'HEAD') return res.end();
    await pipeline(await store.get(verdict.key, range), res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function listTree(root: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string): Promise<void> {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else out.push(path.relative(root, full));
    }
  }
  await walk(root);
  return out.sort();
}

runObjectStoreContract('LocalObjectStore', async ({ now }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-local-store-'));
  const ref: { store?: LocalObjectStore } = {};
  const server = await startLinkServer(() => ref.store!);
  const store = (ref.store = new LocalObjectStore({
    root: path.join(dir, 'objects'),
    publicUrl: server.url,
    secret: randomBytes(32),
    now,
  }));
  return {
    store,
    residue: () => listTree(path.join(dir, 'objects')),
    close: async () => {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
});

describe('LocalObjectStore specifics', () => {
  let dir: string;
  let store: LocalObjectStore;
  const secret = randomBytes(32);
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-local-'));
    store = new LocalObjectStore({
      root: path.join(dir, 'objects'),
      publicUrl: 'https://lectern.example.com/',
      secret,
    });
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  function parts(url: string) {
    const u = new URL(url);
    return { path: u.pathname, query: Object.fromEntries(u.searchParams) as Record<string, string> };
  }

  it('builds links on the public URL, signed over method, path and expiry', async () => {
    const at = new Date('2030-01-01T00:00:00Z');
    const timed = new LocalObjectStore({
      root: path.join(dir, 'objects'),
      publicUrl: 'https://lectern.example.com/',
      secret,
      now: () => at,
    });
    const { url, expiresAt } = await timed.presignGet('exports/se_abc/bundle.tar.gz', 3600);
    expect(url).toMatch(
      /^https:\/\/lectern\.example\.com\/v1\/objects\/exports\/se_abc\/bundle\.tar\.gz\?expires=1893459600&signature=[0-9a-f]{64}$/,
    );
    expect(expiresAt.toISOString()).toBe('2030-01-01T01:00:00.000Z');
    const { path: p, query } = parts(url);
    expect(timed.verifyLink('GET', p, query, at)).toEqual({ ok: true, key: 'exports/se_abc/bundle.tar.gz' });
    expect(timed.verifyLink('HEAD', p, query, at)).toEqual({ ok: true, key: 'exports/se_abc/bundle.tar.gz' });
    expect(timed.verifyLink('head', p, query, at).ok).toBe(true);
    expect(timed.verifyLink('GET', p, query, new Date('2030-01-01T00:59:59Z')).ok).toBe(true);
    expect(timed.verifyLink('GET', p, query, new Date('2030-01-01T01:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('tells bad signatures, malformed links and other methods apart', async () => {
    const { url } = await store.presignGet('a/b.bin', 600);
    const { path: p, query } = parts(url);
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('0') ? '1' : '0');
    expect(store.verifyLink('GET', p, { ...query, signature: flip(query.signature) })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(store.verifyLink('GET', p, { ...query, expires: String(Number(query.expires) + 1) })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(store.verifyLink('GET', '/v1/objects/a/c.bin', query)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(store.verifyLink('GET', p, { ...query, signature: query.signature.toUpperCase() }).ok).toBe(true);
    expect(store.verifyLink('PUT', p, query)).toEqual({ ok: false, reason: 'malformed' });
    expect(store.verifyLink('DELETE', p, query)).toEqual({ ok: false, reason: 'malformed' });
    expect(store.verifyLink('GET', p, { expires: query.expires })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(store.verifyLink('GET', p, { signature: query.signature })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(store.verifyLink('GET', p, { ...query, expires: '-5' })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(store.verifyLink('GET', p, { ...query, signature: 'zz' })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(store.verifyLink('GET', '/v1/objects/../secret', query)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(store.verifyLink('GET', '/v1/objects/a%2F..%2F..%2Fx', query)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(store.verifyLink('GET', '/v1/objects/%E0%A4%A', query)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(store.verifyLink('GET', '/v2/other/a/b.bin', query)).toEqual({ ok: false, reason: 'malformed' });
    // percent-encoding of an ordinary key is tolerated
    expect(store.verifyLink('GET', p.replace('/b.bin', '%2Fb.bin'), query).ok).toBe(true);
  });

  it('refuses links signed with another secret', async () => {
    const other = new LocalObjectStore({
      root: path.join(dir, 'objects'),
      publicUrl: 'https://x',
      secret: randomBytes(32),
    });
    const { url } = await other.presignGet('a/b.bin', 600);
    const { path: p, query } = parts(url);
    expect(store.verifyLink('GET', p, query)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('keeps objects as plain files under the root, with ETag = quoted SHA-256', async () => {
    const info = await store.put('x/y.txt', Buffer.from('abc'));
    expect(await fs.readFile(path.join(dir, 'objects', 'x', 'y.txt'), 'utf8')).toBe('abc');
    expect(info.etag).toBe('"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"');
  });

  it('recomputes a stale sidecar instead of trusting it', async () => {
    await store.put('x/y.txt', Buffer.from('abc'));
    // a file replaced behind the store's back (restore from backup, manual copy)
    const file = path.join(dir, 'objects', 'x', 'y.txt');
    await fs.writeFile(`${file}.new`, 'abcd');
    await fs.rename(`${file}.new`, file);
    const info = await store.head('x/y.txt');
    expect(info).toMatchObject({
      size: 4,
      etag: '"88d4266fd4e6338d13b845fcf289579d209c897823b9217da3e161936f031589"',
    });
    expect(await store.head('x/y.txt')).toMatchObject({ etag: info!.etag });
  });

  it('treats a folder at a key as no object', async () => {
    await store.put('dir/inner', Buffer.from('x'));
    expect(await store.head('dir')).toBeNull();
    await expect(store.get('dir')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reports a missing source file for putFile as IO', async () => {
    await expect(store.putFile('k', path.join(dir, 'nope'))).rejects.toBeInstanceOf(StorageError);
    await expect(store.putFile('k', path.join(dir, 'nope'))).rejects.toMatchObject({ code: 'IO' });
  });
});

describe('LocalObjectStore links over HTTP', () => {
  it('answers HEAD with the GET signature, and refuses the link for other methods', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-local-head-'));
    const ref: { store?: LocalObjectStore } = {};
    const server = await startLinkServer(() => ref.store!);
    try {
      const store = (ref.store = new LocalObjectStore({
        root: path.join(dir, 'objects'),
        publicUrl: server.url,
        secret: randomBytes(32),
      }));
      const info = await store.put('a/b.bin', Buffer.from('twelve bytes'));
      const { url } = await store.presignGet('a/b.bin', 60);
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe('12');
      expect(head.headers.get('etag')).toBe(info.etag);
      const del = await fetch(url, { method: 'DELETE' });
      expect(del.status).toBe(403);
      await del.text();
      expect(await store.head('a/b.bin')).not.toBeNull();
    } finally {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('createObjectStore', () => {
  it('makes a local store in <dataDir>/objects by default', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-cfg-'));
    try {
      const store = createObjectStore(
        loadConfig({ LECTERN_DATA_DIR: dataDir, LECTERN_PUBLIC_URL: 'https://a.example/' }),
        randomBytes(32),
      );
      expect(store).toBeInstanceOf(LocalObjectStore);
      expect((store as LocalObjectStore).root).toBe(path.join(dataDir, 'objects'));
      const { url } = await store.presignGet('k', 60);
      expect(url.startsWith('https://a.example/v1/objects/k?')).toBe(true);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('makes an S3 store from LECTERN_STORAGE', () => {
    const store = createObjectStore(
      loadConfig({
        LECTERN_STORAGE: 's3://my-bucket/exports/prod/',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: '1',
        AWS_REGION: 'eu-west-1',
      }),
      randomBytes(32),
    );
    expect(store).toBeInstanceOf(S3ObjectStore);
    expect((store as S3ObjectStore).bucket).toBe('my-bucket');
    expect((store as S3ObjectStore).prefix).toBe('exports/prod');
  });
});
