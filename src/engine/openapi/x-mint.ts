/**
 * Mintlify's `x-mint` OpenAPI extension (api-playground/openapi-setup, "Customize your endpoint pages"): on an
 * operation, `metadata` (frontmatter for the generated page), `content` (MDX shown before the generated
 * reference) and `href` (the page's own path); on any schema, `pre` / `post` pill labels. `api.params.post`
 * adds pills read from other schema keys. Everything here is read from user files: values are checked here
 * and escaped by whoever renders them.
 */
import type { Schema } from './refs.js';

export interface XMint {
  /** Frontmatter keys for the page, `openapi` removed (the page's operation is not the spec's to change). */
  metadata: Record<string, unknown>;
  /** MDX rendered before the generated reference. */
  content?: string;
  /** The page path the generated page takes instead of its default (`/guides/special`, as written). */
  href?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * An operation's `x-mint`, checked: wrong shapes are left out and described in `problems` (for a warning
 * naming the spec file), never thrown, since one odd operation must not stop a build.
 */
export function readXMint(op: unknown): { mint: XMint | null; problems: string[] } {
  const raw = isRecord(op) ? op['x-mint'] : undefined;
  if (raw === undefined || raw === null) return { mint: null, problems: [] };
  if (!isRecord(raw)) return { mint: null, problems: ['x-mint: expected an object; ignored'] };
  const problems: string[] = [];
  const mint: XMint = { metadata: {} };
  if (raw.metadata !== undefined && raw.metadata !== null) {
    if (!isRecord(raw.metadata)) problems.push('x-mint.metadata: expected an object; ignored');
    else
      for (const [key, value] of Object.entries(raw.metadata)) {
        if (key === 'openapi')
          problems.push('x-mint.metadata.openapi: a generated page keeps its own operation; ignored');
        else if (key !== '__proto__') mint.metadata[key] = value;
      }
  }
  if (raw.content !== undefined && raw.content !== null) {
    if (typeof raw.content !== 'string') problems.push('x-mint.content: expected MDX text; ignored');
    else if (raw.content.trim()) mint.content = raw.content;
  }
  if (raw.href !== undefined && raw.href !== null) {
    if (typeof raw.href !== 'string' || raw.href.trim() === '')
      problems.push('x-mint.href: expected a page path such as "/guides/endpoint"; ignored');
    else mint.href = raw.href.trim();
  }
  const empty = Object.keys(mint.metadata).length === 0 && !mint.content && !mint.href;
  return { mint: empty ? null : mint, problems };
}

/** `x-mint.pre` / `x-mint.post` as a list of labels: strings (and numbers), blanks dropped. */
function labelList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .filter((v): v is string | number => typeof v === 'string' || (typeof v === 'number' && isFinite(v)))
    .map((v) => String(v).trim())
    .filter(Boolean);
}

/**
 * The pills one `api.params.post` key gives (organize/settings-api, `api.params.post`): a string verbatim,
 * `true` the key's name, a number as written, an array of strings or numbers one pill each; `false`, `null`,
 * blank strings, objects and anything else nothing.
 */
export function configPills(key: string, value: unknown): string[] {
  if (value === true) return [key];
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (typeof value === 'number') return isFinite(value) ? [String(value)] : [];
  if (Array.isArray(value))
    return value.flatMap((v) => (typeof v === 'string' || typeof v === 'number' ? configPills(key, v) : []));
  return [];
}

export interface Pills {
  pre: string[];
  post: string[];
}

/**
 * The custom pills of one field. `schema` is the field's (resolved) schema; `owner` the parameter object
 * around it, when there is one, since authors put extensions on either. Mintlify's order for post pills is
 * config-driven (`api.params.post`, in the order listed) then the field's own `x-mint.post`.
 */
export function fieldPills(schema: Schema, owner?: Schema, postKeys: readonly string[] = []): Pills {
  const mintOf = (s: Schema | undefined): Schema => (isRecord(s?.['x-mint']) ? s['x-mint'] : {});
  const own = mintOf(schema);
  const outer = mintOf(owner);
  const post: string[] = [];
  for (const key of postKeys) {
    const value = Object.hasOwn(schema, key)
      ? schema[key]
      : owner && Object.hasOwn(owner, key)
        ? owner[key]
        : undefined;
    post.push(...configPills(key, value));
  }
  post.push(...labelList(outer.post), ...labelList(own.post));
  return { pre: [...labelList(outer.pre), ...labelList(own.pre)], post };
}
