/**
 * Unions that only say "or null". Pydantic v2 and FastAPI write every `Optional[X]` as
 * `anyOf: [X, {type: 'null'}]`, OpenAPI 3.0 writes a nullable reference as `nullable: true` beside
 * `allOf: [X]` or `oneOf: [X]`: all of them mean X, nullable, exactly as `type: [x, 'null']` does. Reading
 * them so keeps labels (`string | null`, `User | null`), constraints, child fields and examples those of X,
 * instead of an option list whose second option is "null".
 */
import type { OpenApiDoc } from './load.js';
import { foldLiteralUnion, isNullOnly } from './literals.js';
import { resolveRef, type Resolved, type Schema } from './refs.js';

export { isNullOnly };

const MAX_UNWRAP = 8;

/** Keys of the wrapper that describe the field rather than X: they win over X's own. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'nullable',
]);

function unionKey(schema: Schema): 'oneOf' | 'anyOf' | null {
  if (Array.isArray(schema.oneOf)) return 'oneOf';
  if (Array.isArray(schema.anyOf)) return 'anyOf';
  return null;
}

/**
 * `$ref` resolution that also reads a union with a single non-null branch (or a lone `allOf` part) as that
 * branch, nullable when a null branch was dropped or the wrapper says `nullable: true`. With several
 * non-null branches left, the null ones are dropped and the schema is marked nullable. `ref` is the
 * branch's when it was reached through one, so labels name it and cycle guards see it. A union of
 * literals reads as one enum (literals.ts).
 */
export function resolveSchema(doc: OpenApiDoc, raw: unknown, depth = 0): Resolved {
  const resolved = resolveRef(doc, raw);
  const schema = resolved.value;
  if (depth >= MAX_UNWRAP || schema.properties) return resolved;
  const key = unionKey(schema);
  let branches: unknown[];
  let dropped = false;
  let wrapper: 'oneOf' | 'anyOf' | 'allOf';
  if (key) {
    const folded = foldLiteralUnion(doc, schema);
    if (folded) return { ...resolved, value: folded };
    const all = schema[key] as unknown[];
    branches = all.filter((b) => !isNullOnly(resolveRef(doc, b).value));
    dropped = branches.length < all.length;
    wrapper = key;
    if (branches.length === 0) return resolved;
    if (branches.length > 1 || schema.allOf) {
      if (!dropped) return resolved;
      return { ...resolved, value: { ...schema, [key]: branches, nullable: true } };
    }
  } else if (
    Array.isArray(schema.allOf) &&
    schema.allOf.length === 1 &&
    Object.keys(schema).every(
      (k) => k === 'allOf' || k === 'type' || ANNOTATIONS.has(k) || k.startsWith('x-'),
    )
  ) {
    // Anything else beside a lone allOf part (required, properties) is merged by mergeAllOf instead.
    branches = schema.allOf as unknown[];
    wrapper = 'allOf';
  } else {
    return resolved;
  }
  const inner = resolveSchema(doc, branches[0], depth + 1);
  if (inner.unresolved) return resolved;
  const value: Schema = { ...inner.value };
  for (const [k, v] of Object.entries(schema)) {
    if (k === wrapper || v === undefined) continue;
    if (ANNOTATIONS.has(k) || k.startsWith('x-') || value[k] === undefined) value[k] = v;
  }
  if (dropped || schema.nullable === true || inner.value.nullable === true) value.nullable = true;
  return { value, ref: inner.ref ?? resolved.ref };
}
