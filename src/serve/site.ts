import fs from 'node:fs';
import path from 'node:path';
import type { ActiveBundle } from './bundle-store.js';
import { discoveryHeaders } from '../engine/index.js';
import { Redirects } from './redirects.js';
import { buildSiteIndex } from './site-index.js';
import type { StaticSite } from './static-handler.js';

export interface ServeLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Loads an unpacked site folder for serving: its file index, its redirects and its pages' discovery headers. */
export async function loadSite(
  dir: string,
  manifest: ActiveBundle['manifest'] | null,
  log: ServeLogger,
): Promise<StaticSite> {
  const files = await buildSiteIndex(dir, manifest);
  let rules: unknown = [];
  if (files.has('redirects.json')) {
    try {
      rules = JSON.parse(await fs.promises.readFile(path.join(dir, 'redirects.json'), 'utf8'));
    } catch (err) {
      log.warn(
        { err: (err as Error).message },
        'redirects.json is not valid JSON; serving without redirects',
      );
    }
  }
  const redirects = new Redirects(rules, (message) => log.warn({}, message));
  // Served at the host's root, so the advertised paths need no base path.
  return { files, redirects, pageHeaders: discoveryHeaders((file) => files.has(file)) };
}
