/**
 * Schemas as field lists, styled like the ParamField/ResponseField components (`lectern-field`). Nested
 * objects and arrays open in expandables; allOf merges; oneOf/anyOf list their options, except a union that
 * only adds null, which reads as its other branch (nullable.ts), and one of literals, which reads as an enum
 * (literals.ts). Cycles stop at the second visit of a `$ref` on the same path.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { expandableSummary } from '../markdown/components/expandable.js';
import { fieldHead } from '../markdown/components/field.js';
import { fieldAnchor } from '../markdown/components/field-id.js';
import type { OpenApiDoc } from './load.js';
import { descriptionBlock } from './markdown.js';
import { defaultLabel, factsBlock } from './field-facts.js';
import { literalTitle } from './literals.js';
import { resolveSchema } from './nullable.js';
import { refName, type Schema } from './refs.js';
import { baseTypes, mergeAllOf, NULL_SUFFIX, typeLabel } from './schema-shape.js';
import { fieldPills } from './x-mint.js';
import { fieldLabelPart, PART } from '../layout/component-parts.js';

// Still read from here by the example, form and prefill builders (and the type-label tests).
export { mergeAllOf, typeLabel };

const MAX_DEPTH = 10;

export interface SchemaContext {
  doc: OpenApiDoc;
  /** Field flavour, as the ParamField/ResponseField components mark it. */
  kind: 'param' | 'response';
  /** Refs on the current path (cycle guard). */
  seen: Set<string>;
  depth: number;
  /** `api.params.expanded: all`: nested fields start open. */
  expanded?: boolean;
  /** `api.params.post`: schema keys whose values become pills after every field's name. */
  postKeys?: readonly string[];
  /** Anchor ids taken on the page so far (shared by every context of one operation), kept unique. */
  ids?: Set<string>;
}

export function newContext(
  doc: OpenApiDoc,
  kind: 'param' | 'response' = 'param',
  opts: { expanded?: boolean; postKeys?: readonly string[]; ids?: Set<string> } = {},
): SchemaContext {
  return {
    doc,
    kind,
    seen: new Set(),
    depth: 0,
    ...(opts.expanded ? { expanded: true } : {}),
    ...(opts.postKeys?.length ? { postKeys: opts.postKeys } : {}),
    ...(opts.ids ? { ids: opts.ids } : {}),
  };
}

/**
 * A field's anchor as Mintlify's generated API pages make it, so links written for a Mintlify site land:
 * the section's prefix (`parameter`, `authorization`, `body`, `response`), then each name on the way
 * slugged as `<ParamField>` names are (`body-max-tokens`, `parameter-call-agent-id`,
 * `response-data-username`). Array items and oneOf options add nothing to the path; the response's status
 * is not in it either, so a later field with the same path gets `-1`, `-2`.
 */
function fieldId(ctx: SchemaContext, prefix: string, name: string): string {
  const slug = fieldAnchor(name).replace(/^param-?/, '');
  const base = slug ? `${prefix}-${slug}` : prefix;
  const ids = ctx.ids;
  if (!ids) return base;
  let id = base;
  for (let n = 1; ids.has(id); n++) id = `${base}-${n}`;
  ids.add(id);
  return id;
}

const label = (cls: string, text: string) =>
  h(`span.lectern-field__label.lectern-field__${cls}`, { dataComponentPart: fieldLabelPart(cls) }, text);

export interface FieldInput {
  name: string;
  schema: unknown;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  /** Where a parameter goes (`query`...), shown beside the type. */
  location?: string;
  /** The anchor of the field's parent, or its section's prefix (`body`); the context's kind without one. */
  idPrefix?: string;
  /** The parameter object around the schema, whose `x-mint` and `api.params.post` keys count too. */
  owner?: Schema;
}

/** One `lectern-field` with its description, constraints and (for objects/arrays) nested children. */
export function field(ctx: SchemaContext, input: FieldInput): Element {
  const resolved = resolveSchema(ctx.doc, input.schema);
  const cyclic = !!resolved.ref && ctx.seen.has(resolved.ref);
  const schema = mergeAllOf(ctx, resolved.value);
  const id = fieldId(ctx, input.idPrefix ?? ctx.kind, input.name);
  const deprecated = input.deprecated || schema.deprecated === true;
  const pills = fieldPills(schema, input.owner, ctx.postKeys);
  // Pre pills before the name, as ParamField's; post pills after the built-in ones, Mintlify's order.
  const head: ElementContent[] = [
    ...pills.pre.map((text) => label('pre', text)),
    h('a.lectern-field__anchor', { href: `#${id}` }, [
      h('code.lectern-field__name', { dataComponentPart: PART.fieldName }, input.name),
    ]),
  ];
  // Mintlify's order (param-head.js), as `<ParamField>`'s: type, location, default, required, deprecated,
  // then OpenAPI's own flags, and `post` last.
  head.push(label('type', typeLabel(ctx, input.schema)));
  if (input.location) head.push(label('location', input.location));
  const fallback = defaultLabel(schema);
  if (fallback) head.push(fallback);
  if (input.required) head.push(label('required', 'required'));
  if (deprecated) head.push(label('deprecated', 'deprecated'));
  if (schema.readOnly) head.push(label('flag', 'read-only'));
  if (schema.writeOnly) head.push(label('flag', 'write-only'));
  head.push(...pills.post.map((text) => label('post', text)));
  const body: ElementContent[] = [
    ...descriptionBlock(input.description ?? schema.description, 'lectern-field__description'),
  ];
  body.push(...factsBlock(ctx, schema));
  if (cyclic) {
    body.push(h('p.lectern-field__meta', `Recursive: same shape as ${refName(resolved.ref)} above.`));
  } else if (ctx.depth < MAX_DEPTH) {
    const inner: SchemaContext = {
      ...ctx,
      seen: resolved.ref ? new Set([...ctx.seen, resolved.ref]) : ctx.seen,
      depth: ctx.depth + 1,
    };
    const children = childFields(inner, schema, id);
    if (children.length) {
      const what = baseTypes(schema).includes('array')
        ? 'item attributes'
        : schema.oneOf || schema.anyOf
          ? 'options'
          : 'child attributes';
      body.push(
        // `option-dropdown`: Mintlify's class for choosing between a field's options (oneOf / anyOf).
        h(
          'details.lectern-expandable',
          {
            open: ctx.expanded === true,
            className: what === 'options' ? ['option-dropdown'] : undefined,
            dataComponentPart: PART.expandable,
          },
          [
            expandableSummary(what),
            h('div.lectern-expandable__content', { dataComponentPart: PART.expandableContent }, children),
          ],
        ),
      );
    }
  }
  // `field`: Mintlify's class for a parameter or property, for sites' own CSS.
  const className = [
    'lectern-field',
    'field',
    `lectern-field--${ctx.kind}`,
    ...(deprecated ? ['lectern-field--deprecated'] : []),
  ];
  return h('div', { className, id }, [
    fieldHead(head),
    ...(body.length ? [h('div.lectern-field__body', body)] : []),
  ]);
}

/**
 * An option's type beside its title. A `$ref` option's title is its schema's name, which its type label
 * names too (`User · User`): it then shows the type the name stands for (`User · object`).
 */
function optionType(ctx: SchemaContext, variant: unknown, title: string): string {
  const text = typeLabel(ctx, variant);
  const main = text.endsWith(NULL_SUFFIX) ? text.slice(0, -NULL_SUFFIX.length) : text;
  // Labelled from the schema itself, not the reference to it.
  return main === title ? typeLabel(ctx, resolveSchema(ctx.doc, variant).value) : text;
}

/** Fields under a schema: object properties, array items' properties, or the options of oneOf/anyOf. */
export function childFields(ctx: SchemaContext, raw: Schema, idPrefix?: string): Element[] {
  const schema = mergeAllOf(ctx, resolveSchema(ctx.doc, raw).value);
  const variants = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants) && !schema.properties) {
    return variants.map((variant: unknown, i: number) => {
      const resolved = resolveSchema(ctx.doc, variant);
      const title = String(
        resolved.value.title ?? refName(resolved.ref) ?? literalTitle(resolved.value) ?? `Option ${i + 1}`,
      );
      const cyclic = !!resolved.ref && ctx.seen.has(resolved.ref);
      const inner: SchemaContext = {
        ...ctx,
        seen: resolved.ref ? new Set([...ctx.seen, resolved.ref]) : ctx.seen,
        depth: ctx.depth + 1,
      };
      const fields = cyclic || ctx.depth >= MAX_DEPTH ? [] : childFields(inner, resolved.value, idPrefix);
      return h('div.lectern-api-variant', [
        h('p.lectern-api-variant-title', `${title} · ${optionType(ctx, variant, title)}`),
        ...descriptionBlock(resolved.value.description, 'lectern-field__description'),
        // An option's own values, bounds...: Ollama's `think` is `boolean` or one of `high`, `medium`, `low`.
        ...factsBlock(ctx, mergeAllOf(ctx, resolved.value)),
        ...fields,
      ]);
    });
  }
  if (baseTypes(schema).includes('array') && schema.items) {
    const items = resolveSchema(ctx.doc, schema.items);
    if (items.ref && ctx.seen.has(items.ref)) return [];
    const inner: SchemaContext = { ...ctx, seen: items.ref ? new Set([...ctx.seen, items.ref]) : ctx.seen };
    return childFields(inner, items.value, idPrefix);
  }
  const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
  const out = Object.entries<unknown>(schema.properties ?? {}).map(([name, prop]) =>
    field(ctx, { name, schema: prop, required: required.has(name), idPrefix }),
  );
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    out.push(field(ctx, { name: '{key}', schema: schema.additionalProperties, idPrefix }));
  }
  return out;
}
