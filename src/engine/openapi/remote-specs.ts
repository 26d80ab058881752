/**
 * Remote OpenAPI documents as the loader sees them. A spec source may be a URL (`"openapi":
 * "https://api.example.com/openapi.yaml"`); the build fetches each such URL once, before the navigation is
 * resolved (build/remote-specs.ts), and registers the answers here for its docs folder. From then on
 * `loadOpenApi` reads a fetched URL like a file of that folder: nothing is written into the user's folder,
 * and the render threads register the same answers from their BuildEnv.
 */
import fs from 'node:fs';
import { posix } from 'node:path';
import type { OpenApiDoc } from './load.js';

/** What the build learned of one URL: the document's text, or why it was not fetched. Plain data. */
export type RemoteSpec = { text: string } | { error: string };

/** The build's remote specs by URL (`remoteSpecUrl`'s form), as BuildEnv carries them to the threads. */
export type RemoteSpecs = Record<string, RemoteSpec>;

/** A registered answer, with its parsed document once a page asked for it. */
export type RemoteEntry = RemoteSpec & { doc?: OpenApiDoc };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The URL a spec source names, in one spelling (`new URL().href`); null for a path in the docs folder.
 * A generated page's reference carries its spec after a slash (`/https://x/a.yaml GET /a`, from
 * nav/openapi.ts's `/<spec> METHOD /path`), and `//host/x` is an https URL.
 */
export function remoteSpecUrl(source: string): string | null {
  let s = source.trim();
  if (s.startsWith('/') && SCHEME.test(s.slice(1))) s = s.slice(1);
  else if (s.startsWith('//')) s = `https:${s}`;
  if (!SCHEME.test(s)) return null;
  try {
    return new URL(s).href;
  } catch {
    return s;
  }
}

/** A spec URL as a warning shows it: never with the user name or password it may carry. */
export function shownSpecUrl(url: string): string {
  try {
    const u = new URL(url);
    if (!u.username && !u.password) return url;
    u.username = '';
    u.password = '';
    return u.href;
  } catch {
    return url;
  }
}

/** The name a found spec has among the build's OpenAPI files: its URL, or its path in the docs folder. */
export function specFileKey(file: string): string {
  return remoteSpecUrl(file) ?? posix.normalize(file.replace(/^\/+/, ''));
}

/** Whether a spec source is a URL rather than a path (any scheme: only http(s) ones are ever fetched). */
export function isRemoteSpec(source: string): boolean {
  return remoteSpecUrl(source) !== null;
}

/** Registrations by docs folder; a nested build of the same folder (in-thread pages) adds its own. */
const overlays = new Map<string, Map<string, RemoteEntry>[]>();

function folderKey(srcDir: string): string {
  try {
    return fs.realpathSync(srcDir);
  } catch {
    return srcDir;
  }
}

/**
 * Makes `specs` what URLs read as for loads from `srcDir` (the latest registration wins), until the returned
 * function is called; `parsed` holds documents the caller already parsed from those texts. Fetching being off registers nothing, which the loader's message tells apart.
 */
export function useRemoteSpecs(
  srcDir: string,
  specs: RemoteSpecs,
  parsed: Record<string, OpenApiDoc> = {},
): () => void {
  const key = folderKey(srcDir);
  const entries = new Map<string, RemoteEntry>(
    Object.entries(specs).map(([url, spec]) => [
      url,
      parsed[url] ? { ...spec, doc: parsed[url] } : { ...spec },
    ]),
  );
  const list = overlays.get(key) ?? [];
  list.push(entries);
  overlays.set(key, list);
  return () => {
    const at = list.indexOf(entries);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0 && overlays.get(key) === list) overlays.delete(key);
  };
}

/**
 * The build's answer for a URL spec source: `off` when no build of the folder fetches (offline, or no build
 * running) or the source is a path, `unknown` when it fetched other URLs but not this one, else the entry.
 */
export function remoteSpec(srcDir: string, source: string): RemoteEntry | 'off' | 'unknown' {
  const url = overlays.size === 0 ? null : remoteSpecUrl(source);
  const list = url === null ? undefined : overlays.get(folderKey(srcDir));
  if (!list?.length) return 'off';
  return list.at(-1)!.get(url!) ?? 'unknown';
}

/** Whether the build tried this URL and reported why it failed (so nothing else reports it again). */
export function remoteSpecFailed(srcDir: string, source: string): boolean {
  const entry = remoteSpec(srcDir, source);
  return typeof entry === 'object' && 'error' in entry;
}

/** A fetched document's text, for the build's OpenAPI hash; null for paths and URLs not fetched. */
export function remoteSpecText(srcDir: string, source: string): string | null {
  const entry = remoteSpec(srcDir, source);
  return typeof entry === 'object' && 'text' in entry ? entry.text : null;
}
