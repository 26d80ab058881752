/**
 * The field sections of an operation page, in Mintlify's order: Authorizations, the parameter groups, the
 * request body (Payload for a webhook), then the responses. Each is an `api-section` of `lectern-field`s
 * (schema.ts); render.ts puts them together with the samples.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { CodeSample } from './code-panel.js';
import type { OpenApiDoc } from './load.js';
import { descriptionBlock, summaryLine } from './markdown.js';
import { exampleCode, mediaExamples, pickMedia } from './media.js';
import type { AuthScheme, Operation } from './operations.js';
import { resolveRef, type Schema } from './refs.js';
import { childFields, field, newContext, type SchemaContext } from './schema.js';

const PARAM_GROUPS = [
  ['path', 'Path Parameters'],
  ['query', 'Query Parameters'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
] as const;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The ids of every section heading, which field anchors must not take. */
export function sectionIds(): Set<string> {
  return new Set(
    ['Authorizations', ...PARAM_GROUPS.map(([, title]) => title), 'Body', 'Payload', 'Response'].map(slug),
  );
}

/** Mintlify's classes (`api-section`, `api-section-heading`...) sit beside ours for sites' own CSS. */
function section(title: string, children: ElementContent[], subtitle?: (ElementContent | string)[]): Element {
  const heading: ElementContent[] = [h('h2.api-section-heading-title', { id: slug(title) }, title)];
  if (subtitle) heading.push(h('p.lectern-api-media.api-section-heading-subtitle', subtitle));
  return h('section.lectern-api-section.api-section', [h('div.api-section-heading', heading), ...children]);
}

export function authSection(auth: AuthScheme[], ids: Set<string>): Element | null {
  if (auth.length === 0) return null;
  const ctx = newContext({}, 'param', { ids });
  const fields = auth.map((a) => {
    const description =
      a.description ??
      (a.scheme === 'basic'
        ? 'Basic authentication header of the form `Basic <encoded-value>`, where `<encoded-value>` is the base64-encoded string `username:password`.'
        : a.type === 'apiKey'
          ? `API key sent in the \`${a.param}\` ${a.in === 'query' ? 'query parameter' : a.in}.`
          : 'Bearer authentication header of the form `Bearer <token>`, where `<token>` is your auth token.');
    return field(ctx, {
      name: a.param,
      schema: { type: 'string' },
      required: true,
      description,
      location: a.in,
      idPrefix: 'authorization',
    });
  });
  return section('Authorizations', fields);
}

/** One section per parameter location that has any, in path, query, header, cookie order. */
export function parameterSections(ctx: SchemaContext, operation: Operation): Element[] {
  const out: Element[] = [];
  for (const [where, title] of PARAM_GROUPS) {
    const params = operation.parameters.filter((p) => p.in === where);
    if (params.length === 0) continue;
    out.push(
      section(
        title,
        params.map((p) =>
          field(ctx, {
            name: p.name,
            schema: p.schema,
            required: p.required,
            deprecated: p.deprecated,
            description: p.description,
            idPrefix: 'parameter',
            owner: p.raw,
          }),
        ),
      ),
    );
  }
  return out;
}

/**
 * The request body's fields under its media type; a body with no properties to list is one `body` field.
 * A webhook's body is the payload the API sends.
 */
export function bodySection(
  ctx: SchemaContext,
  requestBody: Schema,
  media: [string, Schema],
  webhook: boolean,
): Element {
  const fields = childFields(ctx, media[1].schema ?? {}, 'body');
  const body: ElementContent[] = [...descriptionBlock(requestBody.description)];
  body.push(
    ...(fields.length
      ? fields
      : [
          field(ctx, {
            name: 'body',
            schema: media[1].schema ?? {},
            required: requestBody.required === true,
            idPrefix: 'body',
          }),
        ]),
  );
  return section(webhook ? 'Payload' : 'Body', body, [
    h('code', media[0]),
    requestBody.required ? ' · required' : '',
  ]);
}

/**
 * The responses, one collapsible per status (the first open), and their examples for the panel beside
 * them; the section is null when the operation lists no responses.
 */
export function responseSection(
  doc: OpenApiDoc,
  responsesByStatus: Record<string, unknown> | undefined,
  ctx: SchemaContext,
): { section: Element | null; examples: CodeSample[] } {
  const examples: CodeSample[] = [];
  const responses: ElementContent[] = [];
  for (const [status, rawResponse] of Object.entries(responsesByStatus ?? {})) {
    const response = resolveRef(doc, rawResponse).value;
    const media = pickMedia(response.content);
    const children: ElementContent[] = [...descriptionBlock(response.description)];
    if (media) {
      children.unshift(h('p.lectern-api-media', [h('code', media[0])]));
      children.push(...childFields(ctx, media[1].schema ?? {}, 'response'));
      // Several named examples of one status are tabs of their own, as Mintlify offers them to pick.
      const named = mediaExamples(doc, media[1]);
      for (const example of named)
        examples.push({
          label: named.length > 1 && example.name ? `${status} · ${example.name}` : status,
          ...exampleCode(media[0], example.value),
        });
    }
    responses.push(
      h('details.lectern-api-response', { open: responses.length === 0 }, [
        h('summary', [
          h(`span.lectern-api-status.lectern-api-status-${status.charAt(0)}xx`, status),
          ' ',
          ...summaryLine(response.description),
        ]),
        h('div.lectern-api-response-body', children),
      ]),
    );
  }
  return { section: responses.length ? section('Response', responses) : null, examples };
}
