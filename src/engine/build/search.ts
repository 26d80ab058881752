/**
 * Pagefind search, in shards. Pagefind cannot update an index, so re-indexing a whole site after changing
 * one page cost seconds; instead pages are split by a hash of their URL into a few shards, each a complete
 * Pagefind bundle under `_lectern/search/<key>/`, where the key is a hash of the shard's documents. With a
 * cache folder, a shard whose documents did not change is taken from the cache (or left in place) instead
 * of re-indexed. `_lectern/search/shards.json` lists the shards; the client loads the first and merges the
 * others (Pagefind's `mergeIndex`). Each page is one small content-only document, so navigation never
 * pollutes results, and the Pagefind service is always closed, even when the build fails.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { Diagnostic } from '../types.js';
import { NS, type CacheDb } from './cache-db.js';

export const SEARCH_DIR = '_lectern/search';
/** Pages per shard a site aims for, and the most shards a reader's first search loads. */
const PAGES_PER_SHARD = 128;
const MAX_SHARDS = 8;
const MAX_IN_FLIGHT = 32;
/** Pagefind writes its own UI kits too; the site uses only the search API. */
const UNUSED = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\./;

/** Pagefind runs one service per process; builds running side by side share it, the last one closes it. */
let openServices = 0;
async function release(): Promise<void> {
  openServices--;
  if (openServices === 0) await pagefind.close().catch(() => undefined);
}

const pagefindVersion = (() => {
  try {
    return (createRequire(import.meta.url)('pagefind/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
})();

export function shardCount(pages: number): number {
  return pages <= PAGES_PER_SHARD * 1.5 ? 1 : Math.min(MAX_SHARDS, Math.ceil(pages / PAGES_PER_SHARD));
}

function shardOf(url: string, count: number): number {
  return createHash('sha256').update(url).digest().readUInt32BE(0) % count;
}

export interface SearchDoc {
  url: string;
  hash: string;
  /** Present when the page was rendered this build; otherwise read from the cache by hash. */
  html?: string;
}

interface Shard {
  docs: Map<string, string>;
  /** Streaming index (builds without a cache folder). */
  index?: Promise<pagefind.PagefindIndex>;
  inFlight: Set<Promise<void>>;
}

export class SearchShards {
  readonly diagnostics: Diagnostic[] = [];
  private readonly shards: Shard[];
  private readonly indexes: pagefind.PagefindIndex[] = [];
  private closed = false;
  private spare: pagefind.PagefindIndex | null = null;

  private constructor(
    count: number,
    private readonly cacheDir: string | undefined,
    private readonly cacheDb: CacheDb | null,
    private readonly stream: boolean,
  ) {
    this.shards = Array.from({ length: count }, () => ({ docs: new Map(), inFlight: new Set() }));
    openServices++;
  }

  /**
   * Starts Pagefind's service (an error when its binary cannot run on this machine). `stream` indexes pages
   * as they arrive, beside the rendering (right when most shards will be new, as in a first build);
   * otherwise, with a cache, shards are indexed at the end, and only those whose documents changed.
   */
  static async open(
    shards: number,
    opts: { cache?: { dir: string; db: CacheDb }; stream?: boolean } = {},
  ): Promise<SearchShards | { error: string }> {
    const indexer = new SearchShards(
      Math.max(1, shards),
      opts.cache?.dir,
      opts.cache?.db ?? null,
      !opts.cache || opts.stream === true,
    );
    try {
      // The first index tells whether Pagefind runs here; the first shard that needs one gets it.
      const first = await pagefind.createIndex({ keepIndexUrl: true, writePlayground: false });
      if (!first.index || first.errors.length > 0)
        throw new Error(first.errors.join('; ') || 'Pagefind did not start');
      indexer.indexes.push(first.index);
      indexer.spare = first.index;
      return indexer;
    } catch (err) {
      await indexer.close();
      return { error: err instanceof Error ? err.message : String(err) };
    }
  }

  /** Adds a page; resolves once there is room for more (back-pressure for the page pool). */
  async add(doc: SearchDoc): Promise<void> {
    const shard = this.shards[shardOf(doc.url, this.shards.length)];
    shard.docs.set(doc.url, doc.hash);
    if (this.cacheDb && doc.html !== undefined && !this.cacheDb.has(NS.searchDoc, doc.hash))
      this.cacheDb.put(NS.searchDoc, doc.hash, doc.html);
    if (!this.stream) return;
    const html = doc.html ?? this.cacheDb?.get(NS.searchDoc, doc.hash) ?? null;
    if (html === null) {
      this.warn(`${doc.url}: search document missing from the cache`);
      return;
    }
    shard.index ??= this.newIndex();
    const index = await shard.index;
    const p: Promise<void> = index
      .addHTMLFile({ url: doc.url, content: html })
      .then((res) => {
        if (res.errors.length > 0) this.warn(`${doc.url}: ${res.errors.join('; ')}`);
      })
      .catch((err: unknown) => this.warn(`${doc.url}: ${String(err)}`))
      .finally(() => shard.inFlight.delete(p));
    shard.inFlight.add(p);
    while (shard.inFlight.size >= MAX_IN_FLIGHT) await Promise.race(shard.inFlight);
  }

  /**
   * Writes (or reuses) every shard under `<site>/_lectern/search/` and the shard list; returns the files
   * of the site it accounts for, relative to the site folder. `existing` says which shard folders the
   * site already holds (a build updating its folder in place). `prune` drops cached shards and documents
   * this build did not use (not for builds of selected pages, which see only part of the site).
   */
  async write(
    siteDir: string,
    existing: (rel: string) => boolean,
    opts: { prune: boolean },
  ): Promise<string[]> {
    const files: string[] = [];
    const keys: string[] = [];
    for (const shard of this.shards) {
      if (shard.docs.size === 0) continue;
      const key = shardKey(shard.docs);
      keys.push(key);
      const rel = `${SEARCH_DIR}/${key}`;
      const target = path.join(siteDir, rel);
      if (existing(`${rel}/pagefind-entry.json`)) {
        files.push(...listTree(target).map((f) => `${rel}/${f}`));
        continue;
      }
      if (this.cacheDir) {
        const cached = path.join(this.cacheDir, 'search', key);
        if (!fs.existsSync(path.join(cached, 'pagefind-entry.json'))) {
          if (shard.index) await this.intoCache(await shard.index, shard, cached);
          else await this.indexFromCache(shard, cached);
        }
        files.push(...linkTree(cached, target).map((f) => `${rel}/${f}`));
      } else {
        await this.writeIndex(await (shard.index ?? this.newIndex()), shard, target);
        files.push(...listTree(target).map((f) => `${rel}/${f}`));
      }
    }
    fs.mkdirSync(path.join(siteDir, SEARCH_DIR), { recursive: true });
    fs.writeFileSync(
      path.join(siteDir, SEARCH_DIR, 'shards.json'),
      `${JSON.stringify({ pagefind: pagefindVersion, shards: keys })}\n`,
    );
    files.push(`${SEARCH_DIR}/shards.json`);
    if (this.cacheDir && this.cacheDb && opts.prune) {
      pruneShards(this.cacheDir, new Set(keys));
      this.cacheDb.retain(NS.searchDoc, new Set(this.shards.flatMap((s) => [...s.docs.values()])));
    }
    return files;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled(this.shards.flatMap((s) => [...s.inFlight]));
    await Promise.allSettled(this.indexes.map((i) => i.deleteIndex()));
    await release();
  }

  private async newIndex(): Promise<pagefind.PagefindIndex> {
    if (this.spare) {
      const spare = this.spare;
      this.spare = null;
      return spare;
    }
    const { index, errors } = await pagefind.createIndex({ keepIndexUrl: true, writePlayground: false });
    if (!index) throw new Error(`search index not started: ${errors.join('; ')}`);
    this.indexes.push(index);
    return index;
  }

  private async indexFromCache(shard: Shard, cached: string): Promise<void> {
    const index = await this.newIndex();
    const pending: Promise<void>[] = [];
    // In URL order, so the same documents always give the same index files.
    for (const url of [...shard.docs.keys()].sort()) {
      const hash = shard.docs.get(url)!;
      const html = this.cacheDb?.get(NS.searchDoc, hash) ?? null;
      if (html === null) {
        this.warn(`${url}: search document missing from the cache`);
        continue;
      }
      pending.push(
        index.addHTMLFile({ url, content: html }).then(
          (res) => void (res.errors.length > 0 && this.warn(`${url}: ${res.errors.join('; ')}`)),
          (err: unknown) => this.warn(`${url}: ${String(err)}`),
        ),
      );
      if (pending.length >= MAX_IN_FLIGHT) await Promise.all(pending.splice(0));
    }
    await Promise.all(pending);
    await this.intoCache(index, shard, cached);
  }

  /** Written next to the cache entry and renamed: a failed write never leaves a shard that looks complete. */
  private async intoCache(index: pagefind.PagefindIndex, shard: Shard, cached: string): Promise<void> {
    const tmp = `${cached}.tmp-${randomBytes(6).toString('hex')}`;
    await this.writeIndex(index, shard, tmp);
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(tmp, cached);
  }

  private async writeIndex(index: pagefind.PagefindIndex, shard: Shard, outputPath: string): Promise<void> {
    await Promise.all(shard.inFlight);
    const errors = await writeBundle(index, outputPath);
    if (errors.length > 0)
      this.diagnostics.push({
        severity: 'error',
        code: 'SEARCH_INDEX',
        message: `search index not written: ${errors.join('; ')}`,
      });
  }

  private warn(message: string): void {
    if (this.diagnostics.length < 20)
      this.diagnostics.push({ severity: 'warning', code: 'SEARCH_INDEX', message });
  }
}

/**
 * Writes an index's bundle into `outputPath` (without the UI kits the site does not use); returns Pagefind's
 * errors. The files are taken from the service and written here rather than by Pagefind's own `writeFiles`:
 * its service answers before its file writes finish, and closing it then can cut a file short (Pagefind
 * issue #1271, seen here as an empty `pagefind-entry.json` under load).
 */
export async function writeBundle(index: pagefind.PagefindIndex, outputPath: string): Promise<string[]> {
  const res = await index.getFiles();
  if (res.errors.length > 0) return res.errors;
  const root = path.resolve(outputPath);
  for (const file of res.files) {
    if (UNUSED.test(file.path)) continue;
    const target = path.resolve(root, file.path);
    if (!target.startsWith(root + path.sep)) return [`search index file outside its folder: ${file.path}`];
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
  }
  return [];
}

/** The shard's identity: Pagefind's version and its documents (URL and content hash), in URL order. */
function shardKey(docs: Map<string, string>): string {
  const h = createHash('sha256').update(`pagefind ${pagefindVersion}\n`);
  for (const url of [...docs.keys()].sort()) h.update(`${url}\0${docs.get(url)}\n`);
  return h.digest('hex').slice(0, 20);
}

function listTree(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${ent.name}` : ent.name;
    if (ent.isDirectory()) out.push(...listTree(path.join(dir, ent.name), rel));
    else out.push(rel);
  }
  return out;
}

/**
 * Hard links where the file system allows (cache and site on one disk), copies otherwise; returns the files
 * linked, relative to `to`.
 */
function linkTree(from: string, to: string, prefix = ''): string[] {
  const linked: string[] = [];
  fs.mkdirSync(to, { recursive: true });
  for (const ent of fs.readdirSync(from, { withFileTypes: true })) {
    const a = path.join(from, ent.name);
    const b = path.join(to, ent.name);
    const rel = prefix ? `${prefix}/${ent.name}` : ent.name;
    if (ent.isDirectory()) linked.push(...linkTree(a, b, rel));
    else {
      linked.push(rel);
      fs.rmSync(b, { force: true });
      try {
        fs.linkSync(a, b);
      } catch {
        fs.copyFileSync(a, b);
      }
    }
  }
  return linked;
}

/** Keeps the cache to the shards the latest build uses (its documents are kept likewise, in the database). */
function pruneShards(cacheDir: string, shards: Set<string>): void {
  const shardDir = path.join(cacheDir, 'search');
  for (const name of safeReaddir(shardDir))
    if (!shards.has(name)) fs.rmSync(path.join(shardDir, name), { recursive: true, force: true });
}

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}
