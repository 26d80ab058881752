/**
 * The facts line under a field's description: allowed values, constant, bounds, pattern and a scalar
 * example, joined with ` · ` (`factsLine`). Values are code chips as on Mintlify's API pages (`ENABLED`,
 * `DISABLED`, not `"ENABLED"`); the default is a pill in the field's head instead (`defaultLabel`), shown as
 * `<ParamField default>` shows it (`displayDefault`: JSON, so `default: "sonnet"`).
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { isNullOnly, resolveSchema } from './nullable.js';
import type { Schema } from './refs.js';
import type { SchemaContext } from './schema.js';
import { baseTypes, mergeAllOf } from './schema-shape.js';
import { PART } from '../layout/component-parts.js';
import { displayDefault } from '../markdown/components/field.js';

/** One fact: its label and either values (shown as code) or plain text (bounds, pattern). */
export interface FieldFact {
  label: string;
  values?: unknown[];
  text?: string;
}

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

export function fieldFacts(ctx: SchemaContext, schema: Schema): FieldFact[] {
  const out: FieldFact[] = [];
  const allowed = allowedValues(ctx, schema);
  // Mintlify's wording on its generated API pages, which readers of a migrated site know.
  if (allowed) out.push({ label: 'Available options', values: allowed });
  if (schema.const !== undefined && schema.const !== null)
    out.push({ label: 'Value', values: [schema.const] });
  out.push(...boundFacts(schema, 'minimum', 'exclusiveMinimum', 'min'));
  out.push(...boundFacts(schema, 'maximum', 'exclusiveMaximum', 'max'));
  for (const [key, label] of [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
    ['pattern', 'pattern'],
  ] as const) {
    if (schema[key] !== undefined) out.push({ label, text: String(schema[key]) });
  }
  if (schema.example !== undefined && typeof schema.example !== 'object')
    out.push({ label: 'Example', values: [schema.example] });
  return out;
}

/**
 * A numeric bound: OpenAPI 3.0 marks `minimum` exclusive with `exclusiveMinimum: true`, 3.1 gives the
 * exclusive bound as `exclusiveMinimum`'s own number; either way the reader must not take it for allowed.
 */
function boundFacts(
  schema: Schema,
  inclusive: 'minimum' | 'maximum',
  exclusive: 'exclusiveMinimum' | 'exclusiveMaximum',
  label: string,
): FieldFact[] {
  const out: FieldFact[] = [];
  const flag: unknown = schema[exclusive];
  if (schema[inclusive] !== undefined)
    out.push({ label: flag === true ? `exclusive ${label}` : label, text: String(schema[inclusive]) });
  if (typeof flag === 'number') out.push({ label: `exclusive ${label}`, text: String(flag) });
  return out;
}

/**
 * A value as a chip shows it: a string as written (an empty one as `""`, which would otherwise be an empty
 * chip), anything else as its JSON literal (`3`, `true`, `null`).
 */
export function chipText(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '""' : value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The facts as one line's content: `Available options: <code>a</code>, <code>b</code> · min: 1`. */
export function factsLine(facts: FieldFact[]): ElementContent[] {
  const out: ElementContent[] = [];
  facts.forEach((fact, i) => {
    out.push({ type: 'text', value: `${i ? ' · ' : ''}${fact.label}: ` });
    if (fact.values) {
      fact.values.forEach((value, j) => {
        if (j) out.push({ type: 'text', value: ', ' });
        out.push(h('code', chipText(value)));
      });
    } else {
      out.push({ type: 'text', value: fact.text ?? '' });
    }
  });
  return out;
}

/** The `p.lectern-field__meta` line for a schema's facts, or nothing when it has none. */
export function factsBlock(ctx: SchemaContext, schema: Schema): Element[] {
  const facts = fieldFacts(ctx, schema);
  return facts.length ? [h('p.lectern-field__meta', factsLine(facts))] : [];
}

/**
 * The head's `default: <code>value</code>` label, markup and text as `<ParamField default>` has them: none
 * when Mintlify would show none (long JSON, an object holding an object).
 */
export function defaultLabel(schema: Schema): Element | null {
  const text = displayDefault(schema.default);
  if (text === undefined) return null;
  return h('span.lectern-field__label.lectern-field__default', { dataComponentPart: PART.fieldInfoPill }, [
    'default: ',
    h('code', text),
  ]);
}
