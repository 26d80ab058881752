/**
 * Fetching the OpenAPI specs a site's configuration names by URL, as Mintlify does at build time: each
 * distinct URL once per
 * build, a few at a time, before the navigation is resolved; the answers are registered for the loader
 * (openapi/remote-specs.ts) and sent to the render threads in BuildEnv, so a fetched spec is read exactly
 * as a file of the docs folder would be. The request rules are `fetchPublicText`'s (DESIGN.md, Security);
 * each failure is one warning naming the URL, where it is written and why, and the build goes on without
 * that spec, as it would with fetching off.
 */
import type { LoadedConfig } from '../config/index.js';
import {
  isSpec,
  parseOpenApi,
  shownSpecUrl,
  type OpenApiDoc,
  type RemoteSpec,
  type RemoteSpecs,
} from '../openapi/index.js';
import { fetchPublicText, PublicFetchError } from '../../security/index.js';
import type { Diagnostic } from '../types.js';
import { checkAborted, forEachLimit } from './each-limit.js';
import { remoteSpecPlaces, type SpecPlace } from './remote-spec-places.js';

/** `BuildOptions.remoteSpecs`: whether specs named by URL are fetched, and under which rules. */
export interface RemoteSpecOptions {
  /** Off: a URL spec is reported as not loaded, as when Lectern never fetched (offline, air-gapped). */
  fetch: boolean;
  /** LECTERN_ALLOW_PRIVATE_SOURCES: plain http and loopback or private addresses are allowed. */
  allowPrivate?: boolean;
  /** For one URL, redirects included (default 15 s). */
  timeoutMs?: number;
  /** Largest document accepted (default 25 MB). */
  maxBytes?: number;
}

export const REMOTE_SPEC_DEFAULTS = {
  timeoutMs: 15_000,
  maxBytes: 25 * 2 ** 20,
  maxRedirects: 3,
  /** URLs fetched at once. */
  concurrency: 4,
};

const ACCEPT =
  'application/json, application/yaml, application/x-yaml, text/yaml, text/plain;q=0.9, */*;q=0.5';

/** Why a URL's answer cannot be used, or its text (with the document it parsed to, so it is parsed once). */
async function fetchSpec(
  url: string,
  options: RemoteSpecOptions,
  signal?: AbortSignal,
): Promise<RemoteSpec & { doc?: OpenApiDoc }> {
  if (!/^https?:\/\//i.test(url))
    return { error: `only https URLs are fetched${options.allowPrivate ? ' (and http)' : ''}` };
  try {
    const { text, contentType } = await fetchPublicText(url, {
      allowPrivate: options.allowPrivate ?? false,
      timeoutMs: options.timeoutMs ?? REMOTE_SPEC_DEFAULTS.timeoutMs,
      maxBytes: options.maxBytes ?? REMOTE_SPEC_DEFAULTS.maxBytes,
      maxRedirects: REMOTE_SPEC_DEFAULTS.maxRedirects,
      accept: ACCEPT,
      ...(signal ? { signal } : {}),
    });
    let doc: Record<string, unknown> | null = null;
    try {
      doc = parseOpenApi(text, url);
    } catch {
      doc = null;
    }
    if (!doc || !isSpec(doc)) {
      const type = contentType.split(';')[0]!.trim();
      return {
        error: `the answer is not an OpenAPI document (no "openapi" or "swagger" version${type ? `; ${type}` : ''})`,
      };
    }
    return { text, doc };
  } catch (err) {
    if (!(err instanceof PublicFetchError)) throw err;
    const hint =
      err.code === 'PRIVATE_ADDRESS' ? ' (LECTERN_ALLOW_PRIVATE_SOURCES allows private addresses)' : '';
    return { error: `${err.message}${hint}` };
  }
}

function failure(url: string, error: string, places: SpecPlace[]): Diagnostic {
  const [first, ...others] = places;
  const also = others.length
    ? ` (also named in ${others.length} other place${others.length > 1 ? 's' : ''})`
    : '';
  return {
    severity: 'warning',
    code: 'OPENAPI_SPEC_FETCH_FAILED',
    message: first!.message(`OpenAPI document "${shownSpecUrl(url)}" could not be fetched: ${error}${also}`),
    file: first!.file,
  };
}

/**
 * The build's remote specs: the texts the render threads get (plain data), the documents this thread already
 * parsed while checking them (so the navigation does not parse them again), and a warning per failed URL.
 */
export interface FetchedSpecs {
  specs: RemoteSpecs;
  docs: Record<string, OpenApiDoc>;
  diagnostics: Diagnostic[];
}

/**
 * Fetches every spec the site names by URL; nothing when fetching is off. Specs fetched and why the others
 * were not (the loader tells pages), with one warning per failed URL.
 */
export async function fetchRemoteSpecs(
  loaded: LoadedConfig,
  options: RemoteSpecOptions | undefined,
  signal?: AbortSignal,
): Promise<FetchedSpecs | null> {
  if (!options?.fetch) return null;
  const places = remoteSpecPlaces(loaded);
  const specs: RemoteSpecs = {};
  const docs: Record<string, OpenApiDoc> = {};
  await forEachLimit(
    [...places.keys()],
    REMOTE_SPEC_DEFAULTS.concurrency,
    async (url) => {
      const { doc, ...spec } = await fetchSpec(url, options, signal);
      specs[url] = spec;
      if (doc) docs[url] = doc;
    },
    signal,
  );
  checkAborted(signal);
  const diagnostics = [...places]
    .map(([url, where]) => ({ url, where, spec: specs[url]! }))
    .flatMap(({ url, where, spec }) => ('error' in spec ? [failure(url, spec.error, where)] : []));
  // In the order URLs were named, whatever order the fetches finished in.
  return {
    specs: Object.fromEntries([...places.keys()].map((url) => [url, specs[url]!])),
    docs,
    diagnostics,
  };
}
