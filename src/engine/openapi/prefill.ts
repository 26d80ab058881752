/**
 * `api.examples.prefill`: the value a playground input starts with, taken only from what the spec writes
 * (the parameter's `example` or first `examples` entry, then its schema's `example`, first `examples`
 * entry or `default`). Invented placeholders (`<string>`, 123) stay out: a prefilled request is sent as is.
 */
import type { OpenApiDoc } from './load.js';
import { resolveSchema } from './nullable.js';
import type { Parameter } from './operations.js';
import { resolveRef, type Schema } from './refs.js';
import { mergeAllOf, newContext } from './schema.js';

/** The first entry of an OpenAPI `examples` map (Example objects, maybe `$ref`s) or a JSON Schema list. */
function firstExample(doc: OpenApiDoc, examples: unknown): unknown {
  if (Array.isArray(examples)) return examples[0];
  if (!examples || typeof examples !== 'object') return undefined;
  const first = Object.values(examples as Record<string, unknown>)[0];
  return first === undefined ? undefined : resolveRef(doc, first).value.value;
}

/** The spec's example for one parameter as input text (JSON for objects and lists), or undefined. */
export function prefillValue(doc: OpenApiDoc, param: Parameter): string | undefined {
  const raw: Schema = param.raw ?? {};
  const schema = mergeAllOf(newContext(doc), resolveSchema(doc, param.schema).value);
  const value = [
    raw.example,
    firstExample(doc, raw.examples),
    schema.example,
    firstExample(doc, schema.examples),
    schema.default,
  ].find((v) => v !== undefined && v !== null);
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
