import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageError } from './errors.js';
import type { ObjectStore } from './types.js';

/** One store under test, with what the suite needs to look behind it. */
export interface ContractSubject {
  store: ObjectStore;
  /** Everything the backing storage holds (files, objects, pending uploads), to prove failed puts leave nothing. */
  residue(): Promise<string[]>;
  close(): Promise<void>;
}

/** `now` sets the clock the store signs links with (the server checking them uses real time). */
export type MakeSubject = (opts: { now?: () => Date }) => Promise<ContractSubject>;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

async function codeOf(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(StorageError);
    return (err as StorageError).code;
  }
}

/** A stream that yields `good` bytes and then fails, like a dropped upload. */
function failingStream(good: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(good);
      } else {
        this.destroy(new Error('client went away'));
      }
    },
  });
}

/** Deterministic pseudo-random bytes (incompressible, reproducible). */
export function bytes(size: number, seed = 1): Buffer {
  const out = Buffer.alloc(size);
  let x = seed * 2654435761;
  for (let i = 0; i < size; i++) {
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    out[i] = x & 0xff;
  }
  return out;
}

/** The behaviour every `ObjectStore` must share; run once per implementation. */
export function runObjectStoreContract(name: string, makeSubject: MakeSubject): void {
  describe(`ObjectStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: ObjectStore;
    let tmp: string;
    beforeEach(async () => {
      subject = await makeSubject({});
      store = subject.store;
      tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-contract-'));
    });
    afterEach(async () => {
      await subject.close();
      await fs.rm(tmp, { recursive: true, force: true });
    });

    it('puts, heads, gets and deletes a buffer', async () => {
      const body = Buffer.from('hello, bundle');
      const info = await store.put('exports/se_1/bundle.tar.gz', body, { contentType: 'application/gzip' });
      expect(info.size).toBe(body.length);
      expect(info.etag).toMatch(/^".+"$/);
      expect(info.lastModified).toBeInstanceOf(Date);
      const head = await store.head('exports/se_1/bundle.tar.gz');
      expect(head).toMatchObject({ size: body.length, etag: info.etag, contentType: 'application/gzip' });
      expect(await readAll(await store.get('exports/se_1/bundle.tar.gz'))).toEqual(body);
      await store.delete('exports/se_1/bundle.tar.gz');
      expect(await store.head('exports/se_1/bundle.tar.gz')).toBeNull();
      expect(await codeOf(store.get('exports/se_1/bundle.tar.gz'))).toBe('NOT_FOUND');
      await store.delete('exports/se_1/bundle.tar.gz'); // idempotent
    });

    it('stores empty objects', async () => {
      const info = await store.put('empty', Buffer.alloc(0));
      expect(info.size).toBe(0);
      expect(await readAll(await store.get('empty'))).toEqual(Buffer.alloc(0));
    });

    it('overwrites an object whole, with a new ETag', async () => {
      const a = await store.put('k', Buffer.from('first version'));
      const b = await store.put('k', Buffer.from('second'));
      expect(b.etag).not.toBe(a.etag);
      expect((await readAll(await store.get('k'))).toString()).toBe('second');
    });

    it('uploads files, small and larger than one part (multipart for S3), byte for byte', async () => {
      for (const [size, seed] of [
        [1000, 1],
        [9 * 1024 * 1024 + 123, 2],
      ] as const) {
        const body = bytes(size, seed);
        const file = path.join(tmp, `f${size}`);
        await fs.writeFile(file, body);
        const info = await store.putFile(`files/${size}.bin`, file);
        expect(info.size).toBe(size);
        const back = await readAll(await store.get(`files/${size}.bin`));
        expect(back.length).toBe(size);
        expect(sha(back)).toBe(sha(body));
      }
    });

    it('uploads a stream of unknown length larger than one part', async () => {
      const body = bytes(17 * 1024 * 1024 + 5, 3);
      const chunks = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) =>
        body.subarray(i * 65536, (i + 1) * 65536),
      );
      const info = await store.put('streams/big.bin', Readable.from(chunks));
      expect(info.size).toBe(body.length);
      expect(sha(await readAll(await store.get('streams/big.bin')))).toBe(sha(body));
    });

    it('serves byte ranges', async () => {
      const body = Buffer.from('0123456789abcdef');
      await store.put('r', body);
      expect((await readAll(await store.get('r', { start: 0, end: 0 }))).toString()).toBe('0');
      expect((await readAll(await store.get('r', { start: 3, end: 6 }))).toString()).toBe('3456');
      expect((await readAll(await store.get('r', { start: 10 }))).toString()).toBe('abcdef');
      expect((await readAll(await store.get('r', { start: 14, end: 999 }))).toString()).toBe('ef');
      expect(await codeOf(store.get('r', { start: 16 }))).toBe('RANGE_NOT_SATISFIABLE');
      expect(await codeOf(store.get('r', { start: 5, end: 2 }))).toBe('RANGE_NOT_SATISFIABLE');
    });

    it('leaves nothing visible when a streamed put fails, small or multipart, and keeps the old version', async () => {
      await store.put('atomic', Buffer.from('old'));
      const before = await subject.residue();
      expect(await codeOf(store.put('atomic', failingStream(bytes(1000))))).not.toBeNull();
      expect(await codeOf(store.put('atomic', failingStream(bytes(9 * 1024 * 1024))))).not.toBeNull();
      expect(await codeOf(store.put('fresh', failingStream(bytes(9 * 1024 * 1024))))).not.toBeNull();
      expect((await readAll(await store.get('atomic'))).toString()).toBe('old');
      expect(await store.head('fresh')).toBeNull();
      expect(await subject.residue()).toEqual(before);
    });

    it('refuses invalid keys everywhere', async () => {
      const bad = [
        '',
        '../x',
        'a/../../x',
        '/abs',
        'a//b',
        'trailing/',
        'back\\slash',
        'nul\0byte',
        'sp ace',
        '.hidden',
        'a/.meta/x',
        'ünïcode',
        'a/./b',
      ];
      for (const key of bad) {
        expect(await codeOf(store.put(key, Buffer.from('x'))), key).toBe('INVALID_KEY');
        expect(await codeOf(store.head(key)), key).toBe('INVALID_KEY');
        expect(await codeOf(store.get(key)), key).toBe('INVALID_KEY');
        expect(await codeOf(store.delete(key)), key).toBe('INVALID_KEY');
        expect(await codeOf(store.presignGet(key, 60)), key).toBe('INVALID_KEY');
      }
      expect(await subject.residue()).toEqual([]);
    });

    it('gives presigned links that work over HTTP, with Range', async () => {
      const body = bytes(5000, 4);
      await store.put('links/bundle.tar.gz', body);
      const { url, expiresAt } = await store.presignGet('links/bundle.tar.gz', 300);
      expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
      expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 301_000);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(body);
      expect(res.headers.get('etag')).toBe((await store.head('links/bundle.tar.gz'))!.etag);
      const ranged = await fetch(url, { headers: { range: 'bytes=100-199' } });
      expect(ranged.status).toBe(206);
      expect(Buffer.from(await ranged.arrayBuffer())).toEqual(body.subarray(100, 200));
    });

    it('refuses tampered links', async () => {
      await store.put('links/a.bin', Buffer.from('a'));
      await store.put('links/b.bin', Buffer.from('b'));
      const { url } = await store.presignGet('links/a.bin', 300);
      const u = new URL(url);
      const variants: string[] = [];
      variants.push(url.replace('links/a.bin', 'links/b.bin'));
      for (const [k, v] of u.searchParams) {
        const changed = new URL(url);
        // flip one character of each parameter: signature, expiry, date, credential...
        const flipped = v.length > 0 ? v.slice(0, -1) + (v.endsWith('1') ? '2' : '1') : 'x';
        changed.searchParams.set(k, flipped);
        variants.push(changed.toString());
      }
      for (const v of variants) {
        const res = await fetch(v);
        expect([400, 403], v).toContain(res.status);
        await res.arrayBuffer();
      }
    });

    it('refuses expired links', async () => {
      await subject.close();
      subject = await makeSubject({ now: () => new Date(Date.now() - 2 * 3600_000) });
      store = subject.store;
      await store.put('links/old.bin', Buffer.from('old'));
      const { url, expiresAt } = await store.presignGet('links/old.bin', 3600);
      expect(expiresAt.getTime()).toBeLessThan(Date.now());
      const res = await fetch(url);
      expect(res.status).toBe(403);
      await res.arrayBuffer();
    });

    it('caps link lifetimes at seven days', async () => {
      await store.put('ttl', Buffer.from('x'));
      expect(await codeOf(store.presignGet('ttl', 604_801))).toBe('INVALID_TTL');
      expect(await codeOf(store.presignGet('ttl', 0))).toBe('INVALID_TTL');
      const { expiresAt } = await store.presignGet('ttl', 604_800);
      expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 604_000_000);
    });

    it('pings', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
