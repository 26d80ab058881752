import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { searchDocHash, searchDocument } from './page-job.js';
import { SearchShards, shardCount } from './search.js';
import { CacheDb } from './cache-db.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-search-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function doc(i: number, words = `alpha${i} common`): { url: string; hash: string; html: string } {
  const html = searchDocument('en', `Page ${i}`, `<p>${words}</p>`);
  return { url: `/p/${i}.html`, hash: searchDocHash(html), html };
}

const dbs: CacheDb[] = [];
afterAll(() => dbs.forEach((db) => db.close()));

async function open(count: number, cacheDir?: string, stream = false): Promise<SearchShards> {
  const db = cacheDir ? CacheDb.open(cacheDir) : null;
  if (db) dbs.push(db);
  const opened = await SearchShards.open(count, { ...(db ? { cache: { dir: cacheDir!, db } } : {}), stream });
  if ('error' in opened) throw new Error(opened.error);
  return opened;
}

const shardsOf = (site: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(site, '_lectern/search/shards.json'), 'utf8')) as {
      shards: string[];
    }
  ).shards;

describe('search shards', () => {
  test('one shard up to 192 pages, then one per 128 pages, at most eight', () => {
    expect([1, 192, 193, 500, 1000, 5000, 50_000].map(shardCount)).toEqual([1, 1, 2, 4, 8, 8, 8]);
  });

  test('with a cache, only the shard holding a changed page is indexed again; the others are linked', async () => {
    const cache = path.join(root, 'cache');
    const first = path.join(root, 'site1');
    const a = await open(3, cache);
    for (let i = 0; i < 30; i++) await a.add(doc(i));
    const filesA = await a.write(first, () => false, { prune: true });
    await a.close();
    const keysA = shardsOf(first);
    expect(keysA).toHaveLength(3);
    for (const key of keysA) expect(filesA).toContain(`_lectern/search/${key}/pagefind-entry.json`);

    // Page 7 changes; the rebuild gets the other documents by hash only (unchanged pages are not rendered).
    const second = path.join(root, 'site2');
    const b = await open(3, cache);
    for (let i = 0; i < 30; i++) {
      const d = i === 7 ? doc(7, 'changed words') : doc(i);
      await b.add(i === 7 ? d : { url: d.url, hash: d.hash });
    }
    await b.write(second, () => false, { prune: true });
    await b.close();
    const keysB = shardsOf(second);
    expect(keysB.filter((k) => keysA.includes(k))).toHaveLength(2);
    const changed = keysB.find((k) => !keysA.includes(k))!;
    // Reused shards are hard links to the cached copy; the cache keeps only what this build uses.
    for (const key of keysB) {
      const inSite = fs.statSync(path.join(second, '_lectern/search', key, 'pagefind-entry.json'));
      const inCache = fs.statSync(path.join(cache, 'search', key, 'pagefind-entry.json'));
      expect(inSite.ino).toBe(inCache.ino);
    }
    expect(fs.readdirSync(path.join(cache, 'search')).sort()).toEqual([...keysB].sort());
    expect(changed).toBeDefined();
  });

  test('a first build indexes as pages arrive and leaves its shards in the cache for the next one', async () => {
    const cache = path.join(root, 'cache-stream');
    const first = path.join(root, 'site-stream-1');
    const a = await open(2, cache, true);
    for (let i = 0; i < 10; i++) await a.add(doc(i));
    await a.write(first, () => false, { prune: true });
    await a.close();
    const keys = shardsOf(first);
    expect(keys).toHaveLength(2);
    for (const key of keys)
      expect(fs.existsSync(path.join(cache, 'search', key, 'pagefind-entry.json'))).toBe(true);
    // The next build knows the pages by hash only, and every shard comes from the cache.
    const second = path.join(root, 'site-stream-2');
    const b = await open(2, cache);
    for (let i = 0; i < 10; i++) await b.add({ url: doc(i).url, hash: doc(i).hash });
    await b.write(second, () => false, { prune: true });
    await b.close();
    expect(shardsOf(second)).toEqual(keys);
    for (const key of keys) {
      expect(fs.statSync(path.join(second, '_lectern/search', key, 'pagefind-entry.json')).ino).toBe(
        fs.statSync(path.join(cache, 'search', key, 'pagefind-entry.json')).ino,
      );
    }
  });

  test('a site built with shards is searchable through every shard', async () => {
    const site = path.join(root, 'site3');
    const s = await open(2);
    for (let i = 0; i < 12; i++) await s.add(doc(i));
    await s.write(site, () => false, { prune: false });
    await s.close();
    const keys = shardsOf(site);
    expect(keys).toHaveLength(2);
    // Each shard is a complete Pagefind bundle holding part of the pages.
    const fragments = keys.map(
      (k) => fs.readdirSync(path.join(site, '_lectern/search', k, 'fragment')).length,
    );
    expect(fragments.reduce((x, y) => x + y, 0)).toBe(12);
    expect(fragments.every((n) => n > 0)).toBe(true);
  });

  test('every file of a shard is whole the moment write() returns, and the UI kits are left out', async () => {
    // Pagefind's own writeFiles answered before its writes ended, so a file read (or a service closed) right
    // after could be cut short; the bundle is written by the engine, so it is complete once write() returns.
    const site = path.join(root, 'site-whole');
    const s = await open(2);
    for (let i = 0; i < 40; i++) await s.add(doc(i, `alpha${i} ${'lorem ipsum '.repeat(200)}`));
    const files = await s.write(site, () => false, { prune: false });
    const checked = files.filter((f) => f !== '_lectern/search/shards.json');
    const contents = checked.map((f) => fs.readFileSync(path.join(site, f)));
    await s.close();
    expect(checked.some((f) => f.endsWith('/pagefind.js'))).toBe(true);
    expect(checked.filter((f) => /\/pagefind-(?:component-ui|modular-ui|ui|highlight)\./.test(f))).toEqual(
      [],
    );
    for (const [i, file] of checked.entries()) {
      const bytes = contents[i];
      expect(bytes.length, file).toBeGreaterThan(0);
      if (file.endsWith('.json')) expect(() => JSON.parse(bytes.toString('utf8')), file).not.toThrow();
      else if (bytes[0] === 0x1f && bytes[1] === 0x8b)
        expect(() => zlib.gunzipSync(bytes), file).not.toThrow();
    }
    // Files on disk are exactly what was listed.
    const onDisk = filesOnDisk(site);
    expect(onDisk.sort()).toEqual(checked.sort());
  });
});

function filesOnDisk(site: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = `${rel}/${ent.name}`;
      if (ent.isDirectory()) walk(path.join(dir, ent.name), r);
      else out.push(r);
    }
  };
  for (const key of shardsOf(site)) walk(path.join(site, '_lectern/search', key), `_lectern/search/${key}`);
  return out;
}
