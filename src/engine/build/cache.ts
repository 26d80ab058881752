import { createHash } from 'node:crypto';
import type { PageEntry } from '../nav/index.js';
import { NS, type CacheDb, type KeyValueStore } from './cache-db.js';
import type { BuildEnv, CachedRender } from './types.js';

/**
 * Content-addressed render cache: rendered pages in the build cache's database (cache-db.ts). The key covers what
 * decides a page's rendering up front (engine, source, page path, render settings, OpenAPI files for API
 * pages); what the page looks up while rendering (snippets, links, assets) is checked by replaying probes.
 */
export class RenderCache {
  private readonly store: KeyValueStore<CachedRender>;
  constructor(db: CacheDb) {
    this.store = db.json<CachedRender>(NS.page);
  }

  static key(env: BuildEnv, entry: PageEntry): string {
    const h = createHash('sha256');
    for (const part of [
      env.engineKey,
      env.renderConfigHash,
      entry.path,
      entry.sourceHash,
      entry.openapiScope ?? '',
      entry.usesApi ? env.openapiHash : '',
    ]) {
      h.update(part).update('\0');
    }
    return h.digest('hex');
  }

  /** Whether a render for this key is stored (it may still be stale: lookups are checked on use). */
  has(key: string): boolean {
    return this.store.has(key);
  }

  get(key: string): CachedRender | null {
    return this.store.get(key);
  }

  put(key: string, value: CachedRender): void {
    this.store.put(key, value);
  }
}
