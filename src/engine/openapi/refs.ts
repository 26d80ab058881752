/**
 * `$ref` resolution inside one document (`#/components/schemas/User`). References to other files or URLs are
 * never followed. Callers carry a `seen` set of refs on the current path so recursive schemas stop.
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

function pointerGet(doc: OpenApiDoc, ref: string): unknown {
  const parts = ref
    .slice(2)
    .split('/')
    .map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = doc;
  for (const part of parts) {
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
    if (!next.startsWith('#/') || hops.has(next) || hops.size > 32) {
      return { value: {} as T, ref: next, unresolved: next };
    }
    hops.add(next);
    ref = next;
    const target = pointerGet(doc, next);
    if (target === undefined) return { value: {} as T, ref: next, unresolved: next };
    // OpenAPI 3.1 lets siblings sit beside $ref (description, nullable...): they override the target.
    const { $ref: _ignored, ...siblings } = current;
    current = Object.keys(siblings).length ? { ...(target as object), ...siblings } : (target as Schema);
  }
  return { value: (current ?? {}) as T, ref };
}

/** `#/components/schemas/User` -> `User`. */
export function refName(ref: string | undefined): string | undefined {
  return ref ? decodeURIComponent(ref.split('/').pop() ?? '') || undefined : undefined;
}
