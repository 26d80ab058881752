/**
 * docs.json's `api` object (organize/settings-api.mdx): spec sources, playground display, manual pages' server
 * and auth, sample languages and defaults, prefill, autogeneration, the header's base URL and field display.
 */
import { isSampleLanguage } from '../openapi/index.js';
import { legacyPlaygroundDisplay } from './mint-json.js';
import type { ApiSpecSource, SiteConfig } from './types.js';
import {
  ConfigChecker,
  isObject,
  optArray,
  optBool,
  optEnum,
  optObject,
  optString,
  type KeyPath,
} from './validate.js';

/** `api.openapi`: a path, a list of paths, or `{ source, directory }` (or a list of those). */
export function specSources(c: ConfigChecker, v: unknown, at: KeyPath): ApiSpecSource[] {
  if (v === undefined || v === null) return [];
  const list = Array.isArray(v) ? v : [v];
  const out: ApiSpecSource[] = [];
  list.forEach((item, i) => {
    const where = Array.isArray(v) ? [...at, i] : at;
    if (typeof item === 'string') out.push({ source: item });
    else if (isObject(item) && typeof item.source === 'string') {
      out.push(
        typeof item.directory === 'string'
          ? { source: item.source, directory: item.directory }
          : { source: item.source },
      );
    } else c.dropped(where, 'a file path or { source, directory }', item);
  });
  return out;
}

/**
 * mint.json's `api.playground.mode` (`show`, `simple`, `hide`), which sites carry over into docs.json: read as
 * `display` when that is absent, mapped as mint.json's is.
 */
function legacyPlaygroundMode(
  c: ConfigChecker,
  playground: Record<string, unknown>,
): SiteConfig['api']['playground']['display'] | undefined {
  if (playground.mode === undefined || playground.display !== undefined) return undefined;
  const mode = legacyPlaygroundDisplay(playground.mode);
  if (!mode) c.dropped(['api', 'playground', 'mode'], '"show", "simple" or "hide"', playground.mode);
  return mode;
}

export function apiSettings(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['api'] {
  const obj = optObject(c, doc, 'api', []) ?? {};
  const playground = optObject(c, obj, 'playground', ['api']) ?? {};
  const out: SiteConfig['api'] = {
    openapi: specSources(c, obj.openapi, ['api', 'openapi']),
    asyncapi: specSources(c, obj.asyncapi, ['api', 'asyncapi']),
    playground: {
      display:
        optEnum(c, playground, 'display', ['api', 'playground'], [
          'interactive',
          'simple',
          'none',
          'auth',
        ] as const) ??
        legacyPlaygroundMode(c, playground) ??
        'interactive',
      proxy: optBool(c, playground, 'proxy', ['api', 'playground']) ?? true,
    },
  };
  if (optBool(c, playground, 'credentials', ['api', 'playground']) === true)
    out.playground.credentials = true;
  // Read by the content renderer (build/env.ts contentSettings): manual pages' server and auth, sample
  // languages, defaults, prefill and autogenerate, expanded fields, the header's base URL.
  const mdx = optObject(c, obj, 'mdx', ['api']);
  if (mdx) {
    const server = urlList(c, mdx.server, ['api', 'mdx', 'server']);
    const authObj = optObject(c, mdx, 'auth', ['api', 'mdx']);
    const auth: NonNullable<SiteConfig['api']['mdx']>['auth'] = {};
    if (authObj) {
      const at = ['api', 'mdx', 'auth'];
      const method = optEnum(c, authObj, 'method', at, ['bearer', 'basic', 'key', 'cobo', 'none'] as const);
      if (method) auth.method = method;
      const name = optString(c, authObj, 'name', at);
      if (name?.trim()) auth.name = name.trim();
    }
    out.mdx = { ...(server ? { server } : {}), ...(authObj ? { auth } : {}) };
  }
  const baseUrl = urlList(c, obj.baseUrl, ['api', 'baseUrl']);
  if (baseUrl) out.baseUrl = baseUrl;
  const examples = optObject(c, obj, 'examples', ['api']);
  if (examples) {
    const languages: string[] = [];
    (optArray(c, examples, 'languages', ['api', 'examples']) ?? []).forEach((l, i) => {
      const at = ['api', 'examples', 'languages', i];
      if (typeof l !== 'string') c.dropped(at, 'a language name', l);
      else if (!isSampleLanguage(l))
        c.warn(at, 'CONFIG_IGNORED', `"${l}" is not a sample language Lectern writes; ignored`);
      else languages.push(l);
    });
    const defaults = optEnum(c, examples, 'defaults', ['api', 'examples'], ['all', 'required'] as const);
    const prefill = optBool(c, examples, 'prefill', ['api', 'examples']);
    const autogenerate = optBool(c, examples, 'autogenerate', ['api', 'examples']);
    out.examples = {
      ...(languages.length ? { languages } : {}),
      ...(defaults ? { defaults } : {}),
      ...(prefill !== undefined ? { prefill } : {}),
      ...(autogenerate !== undefined ? { autogenerate } : {}),
    };
  }
  const url = optEnum(c, obj, 'url', ['api'], ['full'] as const);
  if (url) out.url = url;
  const params = optObject(c, obj, 'params', ['api']);
  const expanded = params && optEnum(c, params, 'expanded', ['api', 'params'], ['all', 'closed'] as const);
  const post = params && paramsPost(c, params);
  if (expanded || post) out.params = { ...(expanded ? { expanded } : {}), ...(post ? { post } : {}) };
  return out;
}

/** `api.params.post`: schema keys to show as pills; blank, repeated and non-string entries are dropped. */
function paramsPost(c: ConfigChecker, params: Record<string, unknown>): string[] | undefined {
  const out: string[] = [];
  (optArray(c, params, 'post', ['api', 'params']) ?? []).forEach((key, i) => {
    const at = ['api', 'params', 'post', i];
    if (typeof key !== 'string' || key.trim() === '') c.dropped(at, 'a schema key such as "nullable"', key);
    else if (out.includes(key.trim())) c.warn(at, 'CONFIG_IGNORED', `"${key}" is listed twice; ignored`);
    else out.push(key.trim());
  });
  return out.length ? out : undefined;
}

/** A server URL or a list of them (`api.mdx.server`, `api.baseUrl`); blank and non-string entries are dropped. */
function urlList(c: ConfigChecker, value: unknown, at: KeyPath): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  list.forEach((item, i) => {
    if (typeof item === 'string' && item.trim() !== '') out.push(item.trim());
    else c.dropped(Array.isArray(value) ? [...at, i] : at, 'a URL or a list of URLs', item);
  });
  return out.length ? out : undefined;
}
