/**
 * `$ref` resolution inside one document (`#/components/schemas/User`). References to other files or URLs are
 * never followed. Callers carry a `seen` set of refs on the current path so recursive schemas stop. A ref
 * that cannot be followed reads as an empty schema; a renderer watching the document (watchUnresolved)
 * learns of it, to warn (ref-problems.ts).
 */
import type { OpenApiDoc } from './load.js';

// Schemas are untyped JSON from the document; every access is checked where it is used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Schema = Record<string, any>;

export interface Resolved<T = Schema> {
  value: T;
  /** The last ref followed (`#/components/schemas/User`), for labels and cycle checks. */
  ref?: string;
  /** The ref could not be followed (remote, missing): `value` is then an empty object. */
  unresolved?: string;
}

/** Why a ref could not be followed: it names nothing, another file or URL, or a loop of refs. */
export type UnresolvedReason = 'missing' | 'external' | 'loop';

/** The refs each watched document failed to follow while a render ran (watchUnresolved). */
const watched = new WeakMap<object, Map<string, UnresolvedReason>>();

/**
 * Runs `run` and returns, beside its result, the refs of `doc` that resolveRef could not follow meanwhile,
 * each once: rendering reads such a ref as an empty schema (`any`), so the caller reports them.
 */
export function watchUnresolved<T>(
  doc: OpenApiDoc,
  run: () => T,
): { result: T; unresolved: Map<string, UnresolvedReason> } {
  const outer = watched.get(doc);
  const met = new Map<string, UnresolvedReason>();
  watched.set(doc, met);
  try {
    return { result: run(), unresolved: met };
  } finally {
    if (outer) {
      for (const [ref, why] of met) outer.set(ref, why);
      watched.set(doc, outer);
    } else watched.delete(doc);
  }
}

function unresolved<T>(doc: OpenApiDoc, ref: string, why: UnresolvedReason): Resolved<T> {
  watched.get(doc)?.set(ref, why);
  return { value: {} as T, ref, unresolved: ref };
}

/** A local ref's JSON pointer as its keys: `#/paths/~1users/get` -> `paths`, `/users`, `get`. */
export function pointerSegments(ref: string): string[] {
  return ref
    .slice(2)
    .split('/')
    .map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value a local ref (`#/components/schemas/User`) points at, without following refs; undefined if none. */
export function refTarget(doc: OpenApiDoc, ref: string): unknown {
  let node: unknown = doc;
  for (const part of pointerSegments(ref)) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node as object, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Follows `$ref` chains (at most 32 hops, stopping at cycles) to a concrete object. */
export function resolveRef<T = Schema>(doc: OpenApiDoc, node: unknown): Resolved<T> {
  let current = node as Schema | undefined;
  let ref: string | undefined;
  const hops = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const next: string = current.$ref;
    if (!next.startsWith('#/')) return unresolved(doc, next, 'external');
    if (hops.has(next) || hops.size > 32) return unresolved(doc, next, 'loop');
    hops.add(next);
    ref = next;
    const target = refTarget(doc, next);
    if (target === undefined) return unresolved(doc, next, 'missing');
    // OpenAPI 3.1 lets siblings sit beside $ref (description, nullable...): they override the target.
    const { $ref: _ignored, ...siblings } = current;
    current = Object.keys(siblings).length ? { ...(target as object), ...siblings } : (target as Schema);
  }
  return { value: (current ?? {}) as T, ref };
}

/** `#/components/schemas/User` -> `User` (a JSON pointer's `~1` and `~0` read back as `/` and `~`). */
export function refName(ref: string | undefined): string | undefined {
  if (!ref) return undefined;
  const last = decodeURIComponent(ref.split('/').pop() ?? '');
  return last.replace(/~1/g, '/').replace(/~0/g, '~') || undefined;
}
