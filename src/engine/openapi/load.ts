/**
 * Loading OpenAPI documents from the source folder (JSON or YAML) and parsing `openapi:` page references.
 * Files outside the source folder are refused; a URL reads as the build fetched it (remote-specs.ts), and
 * the loader itself never reaches the network.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { remoteSpec, remoteSpecUrl } from './remote-specs.js';

// OpenAPI documents are untyped JSON read from the source; every access is checked where it is used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OpenApiDoc = Record<string, any>;

export class OpenApiError extends Error {
  readonly code:
    | 'SPEC_NOT_FOUND'
    | 'SPEC_PARSE'
    | 'SPEC_REMOTE'
    /** The build tried to fetch the URL and reported why it failed, once (build/remote-specs.ts). */
    | 'SPEC_FETCH_FAILED'
    | 'SPEC_OUTSIDE'
    | 'SPEC_INVALID'
    | 'OPERATION_NOT_FOUND'
    | 'REF_INVALID';
  constructor(code: OpenApiError['code'], message: string) {
    super(message);
    this.name = 'OpenApiError';
    this.code = code;
  }
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const cache = new Map<string, { doc: OpenApiDoc; stamp: string }>();

/** A URL's document as the build fetched it; why it cannot be read otherwise. */
function loadRemote(srcDir: string, file: string, url: string): OpenApiDoc {
  const entry = remoteSpec(srcDir, file);
  if (typeof entry === 'object' && 'text' in entry) return (entry.doc ??= parseOpenApi(entry.text, url));
  if (typeof entry === 'object')
    throw new OpenApiError(
      'SPEC_FETCH_FAILED',
      `OpenAPI document "${url}" could not be fetched: ${entry.error}`,
    );
  const why =
    entry === 'off'
      ? 'fetching remote specs is off for this build'
      : 'only specs the configuration names by URL are fetched: name it in docs.json too';
  throw new OpenApiError(
    'SPEC_REMOTE',
    `OpenAPI document "${file}" is remote and was not loaded (${why}): put a copy in the docs folder and name that file`,
  );
}

function confine(srcDir: string, file: string): string {
  const root = realpathSync(srcDir);
  const full = resolve(root, file.replace(/^\/+/, ''));
  let real: string;
  try {
    real = realpathSync(full);
  } catch {
    throw new OpenApiError('SPEC_NOT_FOUND', `OpenAPI document "${file}" was not found`);
  }
  const rel = relative(root, real);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..')) {
    throw new OpenApiError('SPEC_OUTSIDE', `OpenAPI document "${file}" is outside the source folder`);
  }
  return real;
}

/** Parses a document's text: JSON when it looks like JSON, YAML otherwise. */
export function parseOpenApi(text: string, name = 'document'): OpenApiDoc {
  let doc: unknown;
  try {
    doc = /^\s*[{[]/.test(text) ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 100 });
  } catch (error) {
    throw new OpenApiError('SPEC_PARSE', `${name} could not be parsed: ${(error as Error).message}`);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new OpenApiError('SPEC_INVALID', `${name} is not an OpenAPI document`);
  }
  return doc as OpenApiDoc;
}

/**
 * Reads a document from the source folder (path relative to it, leading slash allowed); cached by path, mtime
 * and size. A URL reads as the build fetched it.
 */
export function loadOpenApi(srcDir: string, file: string): OpenApiDoc {
  const url = remoteSpecUrl(file);
  if (url !== null) return loadRemote(srcDir, file, url);
  const real = confine(srcDir, file);
  let stamp: string;
  try {
    const stat = statSync(real);
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch {
    throw new OpenApiError('SPEC_NOT_FOUND', `OpenAPI document "${file}" could not be read`);
  }
  const hit = cache.get(real);
  if (hit && hit.stamp === stamp) return hit.doc;
  let text: string;
  try {
    text = readFileSync(real, 'utf8');
  } catch {
    throw new OpenApiError('SPEC_NOT_FOUND', `OpenAPI document "${file}" could not be read`);
  }
  const doc = parseOpenApi(text, file);
  cache.set(real, { doc, stamp });
  return doc;
}

export function isAsyncApi(doc: OpenApiDoc): boolean {
  return typeof doc.asyncapi === 'string';
}

export interface OperationRef {
  /** The document named in the reference, if any (`/openapi.json`). */
  file?: string;
  method: string;
  /** A path (`/users/{id}`), or a webhook name when method is `webhook`. */
  path: string;
}

/**
 * Parses `openapi:` frontmatter: `"POST /users"`, `"openapi.json POST /users"`, `"/specs/a.yaml GET /x"`,
 * `"webhook newPet"`, `"openapi.json webhook newPet"`. Null when it is none of these.
 */
export function parseOperationRef(value: string): OperationRef | null {
  const parts = value.trim().split(/\s+/);
  if (parts.length < 2) return null;
  const methodIndex = parts.findIndex(
    (p) => p.toLowerCase() === 'webhook' || (HTTP_METHODS as readonly string[]).includes(p.toLowerCase()),
  );
  if (methodIndex < 0 || methodIndex > 1 || methodIndex === parts.length - 1) return null;
  const file = methodIndex === 1 ? parts[0] : undefined;
  const path = parts.slice(methodIndex + 1).join(' ');
  return { file, method: parts[methodIndex]!.toLowerCase(), path };
}
