/**
 * What a schema is, as a field shows it: allOf parts merged, its base types, and its short type label
 * (`string<uuid>`, `User[]`, `enum<string>`, `string | null`).
 */
import { isNullOnly, resolveSchema } from './nullable.js';
import { refName, resolveRef, type Schema } from './refs.js';
import type { SchemaContext } from './schema.js';

/** allOf parts merged into one object schema (properties and required lists united). */
export function mergeAllOf(ctx: SchemaContext, schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const merged: Schema = {
    ...rest,
    properties: { ...(rest.properties ?? {}) },
    required: [...(rest.required ?? [])],
  };
  for (const part of allOf) {
    const resolved = resolveRef(ctx.doc, part);
    if (resolved.ref && ctx.seen.has(resolved.ref)) continue;
    const inner = mergeAllOf(ctx, resolved.value);
    Object.assign(merged.properties, inner.properties ?? {});
    merged.required.push(...(inner.required ?? []));
    for (const key of [
      'type',
      'description',
      'items',
      'oneOf',
      'anyOf',
      'enum',
      'format',
      'additionalProperties',
    ]) {
      if (merged[key] === undefined && inner[key] !== undefined) merged[key] = inner[key];
    }
  }
  if (Object.keys(merged.properties).length === 0) delete merged.properties;
  return merged;
}

export function baseTypes(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

export const NULL_SUFFIX = ' | null';

/**
 * A short type label: `string<uuid>`, `User[]`, `enum<string>`, `string | null`, `object`. Unions drop
 * their null branches into one trailing `| null` (see nullable.ts).
 */
export function typeLabel(ctx: SchemaContext, raw: unknown, depth = 0): string {
  const { value, ref } = resolveSchema(ctx.doc, raw);
  const schema = mergeAllOf(ctx, value);
  const variants = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants) && depth < 3) {
    let nullable = schema.nullable === true;
    const labels = variants.map((v: unknown) => {
      const text = typeLabel(ctx, v, depth + 1);
      if (text === 'null' || text.endsWith(NULL_SUFFIX)) nullable = true;
      return text === 'null' ? '' : text.endsWith(NULL_SUFFIX) ? text.slice(0, -NULL_SUFFIX.length) : text;
    });
    const joined = [...new Set(labels.filter(Boolean))].join(' | ') || 'any';
    return nullable ? joined + NULL_SUFFIX : joined;
  }
  if (isNullOnly(schema)) return 'null';
  const types = baseTypes(schema);
  const nullable = schema.nullable === true || types.includes('null');
  const main = types.filter((t) => t !== 'null');
  let label: string;
  if (main.includes('array')) {
    const items = depth < 3 ? typeLabel(ctx, schema.items ?? {}, depth + 1) : '';
    // `(string | null)[]`: without the brackets it would read as `string | null[]`.
    label = !items ? 'array' : items.includes(' | ') ? `(${items})[]` : `${items}[]`;
  } else if (Array.isArray(schema.enum)) {
    label = `enum<${main[0] ?? typeof schema.enum[0]}>`;
  } else if (main.length === 1 && main[0] === 'object' && ref) {
    label = refName(ref) ?? 'object';
  } else {
    label = main.join(' | ') || (schema.const !== undefined ? typeof schema.const : 'any');
    if (schema.format && main.length === 1) label += `<${schema.format}>`;
  }
  return nullable ? label + NULL_SUFFIX : label;
}
