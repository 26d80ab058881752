import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageEntry } from '../nav/index.js';
import type { BuildEnv, CachedRender } from './types.js';

/**
 * Content-addressed render cache: one JSON file per key under `<cacheDir>/pages/`. The key covers what
 * decides a page's rendering up front (engine, source, page path, render settings, OpenAPI files for API
 * pages); what the page looks up while rendering (snippets, links, assets) is checked by replaying probes.
 */
export class RenderCache {
  private readonly dir: string;
  constructor(cacheDir: string) {
    this.dir = path.join(cacheDir, 'pages');
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

  private file(key: string): string {
    return RenderCache.fileFor(this.dir, key);
  }

  private static fileFor(dir: string, key: string): string {
    return path.join(dir, key.slice(0, 2), `${key}.json`);
  }

  /** Whether a render for this key is stored (it may still be stale: lookups are checked on use). */
  static has(cacheDir: string, key: string): boolean {
    return fs.existsSync(RenderCache.fileFor(path.join(cacheDir, 'pages'), key));
  }

  get(key: string): CachedRender | null {
    try {
      return JSON.parse(fs.readFileSync(this.file(key), 'utf8')) as CachedRender;
    } catch {
      return null;
    }
  }

  /** Written to a temporary name and renamed, so parallel workers and crashed builds never leave half a file. */
  put(key: string, value: CachedRender): void {
    const target = this.file(key);
    try {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(value));
      fs.renameSync(tmp, target);
    } catch {
      // A cache that cannot be written only costs time on the next build.
    }
  }
}
