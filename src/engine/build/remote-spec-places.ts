/**
 * Every place the configuration names an OpenAPI spec by URL, found before the navigation is resolved so
 * that each URL can be fetched first (remote-specs.ts): docs.json's `api.openapi` (mint.json's top-level
 * `openapi`) and any navigation object's `openapi` (a string, a list, or `{ source }`). A page's `openapi:`
 * naming one of these URLs reads the fetched spec; a URL only a page names is not fetched, as on Mintlify,
 * whose build downloads the specs docs.json names ("You can also reference external OpenAPI URLs in
 * docs.json"): finding those would mean reading every page file before the navigation does (0.2 to 0.6 s
 * for 5,000 pages, on each rebuild).
 */
import { isObject, type KeyPath, type LoadedConfig } from '../config/index.js';
import { remoteSpecUrl } from '../openapi/index.js';

/** Where a URL is written: the file, and a warning about it there (`docs.json: api.openapi: ...`). */
export interface SpecPlace {
  file: string;
  message: (text: string) => string;
}

/** The spec sources of a navigation `openapi` value, each with its key path. */
function navSources(value: unknown, at: KeyPath, add: (source: string, at: KeyPath) => void): void {
  if (typeof value === 'string') add(value, at);
  else if (Array.isArray(value)) value.forEach((item, i) => navSources(item, [...at, i], add));
  else if (isObject(value) && typeof value.source === 'string') add(value.source, [...at, 'source']);
}

/** Every `openapi` key of the navigation, at any depth (tabs, anchors, groups, versions, menus...). */
function walkNavigation(node: unknown, at: KeyPath, add: (source: string, at: KeyPath) => void): void {
  if (Array.isArray(node)) node.forEach((child, i) => walkNavigation(child, [...at, i], add));
  else if (isObject(node))
    for (const [key, child] of Object.entries(node)) {
      if (key === 'openapi') navSources(child, [...at, key], add);
      else walkNavigation(child, [...at, key], add);
    }
}

/** Each URL (in `remoteSpecUrl`'s spelling) with the places naming it, `api.openapi` first. */
export function remoteSpecPlaces(loaded: LoadedConfig): Map<string, SpecPlace[]> {
  const { config, checker } = loaded;
  const places = new Map<string, SpecPlace[]>();
  const add = (source: string, place: SpecPlace) => {
    const url = remoteSpecUrl(source);
    if (url !== null) places.set(url, [...(places.get(url) ?? []), place]);
  };
  // mint.json names the setting `openapi` (as nav/index.ts reports it).
  const apiKey = config.sourceFile.endsWith('mint.json') ? 'openapi' : 'api.openapi';
  const apiFile = checker.fileFor(['api', 'openapi']);
  for (const spec of config.api.openapi)
    add(spec.source, { file: apiFile, message: (t) => `${apiFile}: ${apiKey}: ${t}` });
  walkNavigation(config.navigation, ['navigation'], (source, at) =>
    add(source, { file: checker.fileFor(at), message: (t) => checker.message(at, t) }),
  );
  return places;
}
