/**
 * The facts line under a field's description: default, allowed values, constant, bounds, pattern and a
 * scalar example, joined with ` · ` by the field (schema.ts).
 */
import { isNullOnly, resolveSchema } from './nullable.js';
import type { Schema } from './refs.js';
import type { SchemaContext } from './schema.js';
import { baseTypes, mergeAllOf } from './schema-shape.js';

/**
 * The values a field allows: its own `enum`, else its items' for an array (`enum<string>[]`), which would
 * otherwise show a type naming an enum and no values.
 */
function allowedValues(ctx: SchemaContext, schema: Schema): unknown[] | null {
  // "Available options: null" would only repeat the type label, `null`.
  if (isNullOnly(schema)) return null;
  if (Array.isArray(schema.enum)) return schema.enum;
  if (!baseTypes(schema).includes('array') || !schema.items) return null;
  const items = mergeAllOf(ctx, resolveSchema(ctx.doc, schema.items).value);
  return Array.isArray(items.enum) ? items.enum : null;
}

export function fieldFacts(ctx: SchemaContext, schema: Schema): string[] {
  const out: string[] = [];
  if (schema.default !== undefined) out.push(`Default: ${JSON.stringify(schema.default)}`);
  const allowed = allowedValues(ctx, schema);
  // Mintlify's wording on its generated API pages, which readers of a migrated site know.
  if (allowed) out.push(`Available options: ${allowed.map((v: unknown) => JSON.stringify(v)).join(', ')}`);
  if (schema.const !== undefined && schema.const !== null) out.push(`Value: ${JSON.stringify(schema.const)}`);
  for (const [key, label] of [
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
    ['pattern', 'pattern'],
  ] as const) {
    if (schema[key] !== undefined) out.push(`${label}: ${String(schema[key])}`);
  }
  if (schema.example !== undefined && typeof schema.example !== 'object')
    out.push(`Example: ${JSON.stringify(schema.example)}`);
  return out;
}
