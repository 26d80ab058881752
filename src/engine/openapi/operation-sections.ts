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
import { exampleCode, mediaEntries, mediaExamples } from './media.js';
import { mediaTabs } from './media-tabs.js';
import { tabbedMarkup } from '../markdown/components/tablist.js';
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
export function section(
  title: string,
  children: ElementContent[],
  subtitle?: (ElementContent | string)[],
): Element {
  const heading: ElementContent[] = [h('h2.api-section-heading-title', { id: slug(title) }, title)];
  if (subtitle) heading.push(h('p.lectern-api-media.api-section-heading-subtitle', subtitle));
  return h('section.lectern-api-section.api-section', [h('div.api-section-heading', heading), ...children]);
}

/**
 * The schemes a request authenticates with. Several security requirements are alternatives, one to meet:
 * a selector of them (labelled with their scheme names, as Mintlify offers a choice of auth methods), each
 * listing its own schemes as required; one requirement lists its schemes plainly.
 */
export function authSection(alternatives: AuthScheme[][], ids: Set<string>): Element | null {
  if (alternatives.length === 0) return null;
  const ctx = newContext({}, 'param', { ids });
  const [only] = alternatives;
  if (alternatives.length === 1 && only) return section('Authorizations', authFields(ctx, only));
  return section('Authorizations', [
    tabbedMarkup('lectern-api-auth', {
      element: 'lectern-tabs',
      base: 'lectern-tabs',
      className: ['lectern-api-media-tabs', 'lectern-api-auth-tabs'],
      items: alternatives.map((schemes) => ({
        label: schemes.map((s) => s.name).join(' & '),
        content: authFields(ctx, schemes),
      })),
      // A method picked here is no choice for other tab sets of the page that share the label.
      attributes: { dataSync: 'false' },
      listLabel: 'Authorization method',
    }),
  ]);
}

function authFields(ctx: SchemaContext, auth: AuthScheme[]): Element[] {
  return auth.map((a) => {
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
 * A schema's fields; one with none to list (a string, a `text/event-stream` with its format in its
 * description) is itself one field named `name`, so its type and description still show.
 */
export function fieldsOrWhole(
  ctx: SchemaContext,
  schema: Schema | undefined,
  name: 'body' | 'response' | 'payload',
  required = false,
): Element[] {
  const fields = childFields(ctx, schema ?? {}, name);
  if (fields.length) return fields;
  return [field(ctx, { name, schema: schema ?? {}, required, idPrefix: name })];
}

/**
 * The request body's fields under its media type, or under a selector of its media types when it has
 * several; a body with no properties to list is one `body` field. A webhook's body is the payload the API
 * sends.
 */
export function bodySection(
  ctx: SchemaContext,
  requestBody: Schema,
  media: [string, Schema][],
  webhook: boolean,
): Element {
  const fieldsOf = ([, entry]: [string, Schema]): ElementContent[] =>
    fieldsOrWhole(ctx, entry.schema, 'body', requestBody.required === true);
  const body: ElementContent[] = [...descriptionBlock(requestBody.description)];
  const [only] = media;
  if (media.length === 1 && only) body.push(...fieldsOf(only));
  else
    body.push(
      mediaTabs(
        'lectern-api-media-body',
        media.map((m) => ({ mediaType: m[0], content: fieldsOf(m) })),
      ),
    );
  // The media types are the selector's labels when there are several.
  const subtitle: (ElementContent | string)[] =
    media.length === 1 && only
      ? [h('code', only[0]), requestBody.required ? ' · required' : '']
      : requestBody.required
        ? ['required']
        : [];
  return section(webhook ? 'Payload' : 'Body', body, subtitle.length ? subtitle : undefined);
}

/**
 * The responses, one collapsible per status (the first open), and their examples for the panel beside
 * them; the section is null when the operation lists no responses. A response's description is shown once:
 * in its summary line when it fits there, else in its body. Several media types are a selector of their
 * own, each with its fields, and their examples are tabs of their own.
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
    const media = mediaEntries(response.content);
    const summary = summaryLine(response.description);
    const children: ElementContent[] = summary ? [] : [...descriptionBlock(response.description)];
    for (const [type, entry] of media) {
      // Several named examples of one status are tabs of their own, as Mintlify offers them to pick.
      const named = mediaExamples(doc, entry);
      for (const example of named) {
        const parts = [status, ...(media.length > 1 ? [type] : [])];
        if (named.length > 1 && example.name) parts.push(example.name);
        examples.push({ label: parts.join(' · '), ...exampleCode(type, example.value) });
      }
    }
    // A media type with no schema (only examples) has nothing to list; one with a schema always shows it.
    const fieldsOf = (entry: Schema): Element[] =>
      entry.schema === undefined ? [] : fieldsOrWhole(ctx, entry.schema, 'response');
    const [only] = media;
    if (media.length === 1 && only) {
      children.unshift(h('p.lectern-api-media', [h('code', only[0])]));
      children.push(...fieldsOf(only[1]));
    } else if (media.length > 1) {
      const panels = media.map(([type, entry]) => ({ mediaType: type, content: fieldsOf(entry) }));
      children.push(mediaTabs(`lectern-api-media-response-${slug(status) || 'default'}`, panels));
    }
    responses.push(
      h('details.lectern-api-response', { open: responses.length === 0 }, [
        h('summary', [
          h(`span.lectern-api-status.lectern-api-status-${status.charAt(0)}xx`, status),
          // The space keeps `200 OK` apart where the flex gap does not apply (the page's Markdown).
          ...(summary ? [' ', h('span.lectern-api-response-summary', summary)] : []),
        ]),
        ...(children.length ? [h('div.lectern-api-response-body', children)] : []),
      ]),
    );
  }
  return { section: responses.length ? section('Response', responses) : null, examples };
}
