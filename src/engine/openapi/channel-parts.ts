/**
 * The parts of an AsyncAPI channel page around the payload: the WebSocket handshake a reader's client
 * makes (the channel's `bindings.ws` headers and query, schemas of type object) and a message's own headers.
 * Both are schemas, listed field by field like a payload's.
 */
import type { Element } from 'hast';
import { h } from 'hastscript';
import type { OpenApiDoc } from './load.js';
import { section } from './operation-sections.js';
import { resolveRef, type Schema } from './refs.js';
import { childFields, type SchemaContext } from './schema.js';

/**
 * A schema as AsyncAPI gives it: AsyncAPI 3 may wrap one with its format (`{ schemaFormat, schema }`, a
 * multi-format schema object); either may be a reference.
 */
export function schemaOf(doc: OpenApiDoc, raw: unknown): Schema | undefined {
  if (raw === undefined || raw === null) return undefined;
  const value = resolveRef(doc, raw).value;
  if (
    value &&
    typeof value === 'object' &&
    'schema' in value &&
    !('type' in value) &&
    !('properties' in value)
  )
    return resolveRef(doc, value.schema).value;
  return value;
}

function wsBinding(doc: OpenApiDoc, channel: Schema): Schema | undefined {
  const bindings = schemaOf(doc, channel.bindings);
  return bindings ? schemaOf(doc, bindings.ws) : undefined;
}

/** The names of the handshake's query parameters (the playground's inputs). */
export function handshakeQueryNames(doc: OpenApiDoc, channel: Schema): string[] {
  const query = schemaOf(doc, wsBinding(doc, channel)?.query);
  const properties = query?.properties;
  return properties && typeof properties === 'object' ? Object.keys(properties) : [];
}

/** The WebSocket handshake's headers and query parameters (`bindings.ws`), each a section; none without. */
export function handshakeSections(ctx: SchemaContext, channel: Schema): Element[] {
  const ws = wsBinding(ctx.doc, channel);
  if (!ws) return [];
  const out: Element[] = [];
  for (const [key, title] of [
    ['headers', 'Headers'],
    ['query', 'Query parameters'],
  ] as const) {
    const schema = schemaOf(ctx.doc, ws[key]);
    const fields = schema ? childFields(ctx, schema, key === 'query' ? 'query' : 'header') : [];
    if (fields.length) out.push(section(title, fields));
  }
  return out;
}

/** A message's headers under their own heading, then "Payload" before its fields; nothing when it has none. */
export function messageHeaders(ctx: SchemaContext, message: Schema): Element[] {
  const schema = schemaOf(ctx.doc, message.headers);
  const fields = schema ? childFields(ctx, schema, 'message-header') : [];
  if (!fields.length) return [];
  return [
    h('h4.lectern-api-message-part', 'Headers'),
    ...fields,
    h('h4.lectern-api-message-part', 'Payload'),
  ];
}
