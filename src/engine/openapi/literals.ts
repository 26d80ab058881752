/**
 * Unions of literals: `anyOf: [{enum: ['ENABLED']}, {enum: ['DISABLED']}]` (Zod/TypeBox unions of
 * literals) or `anyOf: [{const: 'owner'}, {const: 'member'}]` mean one enum. Read as such, the field shows
 * `enum<string>` and its values, as Mintlify does, instead of options titled "Option 1 · enum<string>" that
 * never say which value each one is.
 */
import type { OpenApiDoc } from './load.js';
import { resolveRef, type Schema } from './refs.js';

/**
 * A schema that only admits null: `{type: 'null'}`, `{type: ['null']}`, `{enum: [null]}`, `{const: null}`.
 * An all-null enum or a null const wins over a stated type: tsoa writes `{type: 'number', enum: [null],
 * nullable: true}` and Helicone `{type: 'string', nullable: true, enum: [null]}` for "always null".
 */
export function isNullOnly(schema: Schema): boolean {
  const type = schema.type;
  if (type === 'null') return true;
  if (Array.isArray(type) && type.length > 0 && type.every((t) => t === 'null')) return true;
  if (Array.isArray(schema.enum)) return schema.enum.length > 0 && schema.enum.every((v) => v === null);
  if (schema.const !== undefined) return schema.const === null;
  return false;
}

/** The values a literal schema allows (`enum` or `const`), or null when it is not a literal. */
export function literalValues(schema: Schema): unknown[] | null {
  if (schema.properties || schema.items || schema.oneOf || schema.anyOf || schema.allOf) return null;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  return null;
}

/** A literal option's name for its option title (`"owner"`), when it allows exactly one value. */
export function literalTitle(schema: Schema): string | undefined {
  const values = literalValues(schema);
  return values?.length === 1 ? JSON.stringify(values[0]) : undefined;
}

function statedTypes(schema: Schema): string[] {
  const type: unknown = schema.type;
  const list = Array.isArray(type) ? type : typeof type === 'string' ? [type] : [];
  return list.map(String).filter((t) => t !== 'null');
}

/**
 * The union folded into one enum schema (the wrapper's own keys kept, null values read as `nullable`), or
 * null when some option is more than a literal. Options with their own description stay options: folding
 * would lose the only place that says what each value means.
 */
export function foldLiteralUnion(doc: OpenApiDoc, schema: Schema): Schema | null {
  const key = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : null;
  if (!key || schema.properties || schema.allOf) return null;
  const values = new Map<string, unknown>();
  const types = new Set(statedTypes(schema));
  let nullable = schema.nullable === true;
  for (const raw of schema[key] as unknown[]) {
    const { value: branch, unresolved } = resolveRef(doc, raw);
    if (unresolved) return null;
    if (isNullOnly(branch)) {
      nullable = true;
      continue;
    }
    const literals = literalValues(branch);
    if (!literals || typeof branch.description === 'string') return null;
    for (const v of literals) {
      if (v === null) nullable = true;
      else values.set(JSON.stringify(v), v);
    }
    for (const t of statedTypes(branch)) types.add(t);
    if (branch.nullable === true) nullable = true;
  }
  if (values.size === 0) return null;
  const { [key]: _options, ...rest } = schema;
  const folded: Schema = { ...rest, enum: [...values.values()] };
  if (types.size === 1) folded.type = [...types][0];
  else if (types.size > 1) folded.type = [...types];
  else delete folded.type;
  if (nullable) folded.nullable = true;
  return folded;
}
