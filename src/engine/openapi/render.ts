/** One API operation as hast: header, description, auth, parameters, body, responses, samples, examples. */
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { codeGroup, extraSamples, type CodeSample } from './code-panel.js';
import { requestShape } from './examples.js';
import { ID } from '../layout/ids.js';
import { OpenApiError, type OpenApiDoc } from './load.js';
import { apiHeader, endpointBlock } from './endpoint.js';
import { descriptionBlock, summaryLine } from './markdown.js';
import { exampleCode, mediaExamples, pickMedia } from './media.js';
import { authSchemes, getOperation, type AuthScheme, type Operation, type Parameter } from './operations.js';
import { playgroundForm } from './playground.js';
import { prefillValue } from './prefill.js';
import { resolveRef } from './refs.js';
import { sampleLanguages } from './samples.js';
import { childFields, field, newContext } from './schema.js';
import { headerServer, type ApiSettings } from './settings.js';

export interface RenderOperationOptions {
  /** The request form (never for webhooks): the page's display mode is `interactive` and the deployment allows it. */
  playground: boolean;
  /** The copyable endpoint under the header (never for webhooks, which the API calls): `simple` display mode. */
  endpoint?: boolean;
  /**
   * Highlights a sample (`lang` is bash, python, javascript, json or an x-codeSamples language) into a
   * `<pre>`, e.g. the markdown pipeline's Shiki highlighter; without it the samples stay plain.
   */
  highlight?: (code: string, lang: string) => Element | null;
  /** docs.json `api` settings: sample languages, required-only samples, expanded fields. */
  settings?: ApiSettings;
  /**
   * The page's description, shown under its title. A page generated from the spec takes the operation's as its
   * own, so the operation's is left out of the body when it reads the same (Mintlify shows it once).
   */
  pageDescription?: string;
}

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

/** Mintlify's classes (`api-section`, `api-section-heading`...) sit beside ours for sites' own CSS. */
function section(title: string, children: ElementContent[], subtitle?: (ElementContent | string)[]): Element {
  const heading: ElementContent[] = [h('h2.api-section-heading-title', { id: slug(title) }, title)];
  if (subtitle) heading.push(h('p.lectern-api-media.api-section-heading-subtitle', subtitle));
  return h('section.lectern-api-section.api-section', [h('div.api-section-heading', heading), ...children]);
}

function authSection(auth: AuthScheme[], ids: Set<string>): Element | null {
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

export function renderOperation(
  doc: OpenApiDoc,
  method: string,
  path: string,
  opts: RenderOperationOptions,
): Root {
  const operation = getOperation(doc, method, path);
  if (!operation)
    throw new OpenApiError(
      'OPERATION_NOT_FOUND',
      `operation "${method.toUpperCase()} ${path}" is not in the document`,
    );
  return renderResolvedOperation(doc, operation, opts);
}

export function renderResolvedOperation(
  doc: OpenApiDoc,
  operation: Operation,
  opts: RenderOperationOptions,
): Root {
  const { op } = operation;
  const expanded = opts.settings?.expanded === 'all';
  const defaults = opts.settings?.defaults ?? 'all';
  const postKeys = opts.settings?.postKeys;
  // Field anchors are unique on the page, and never one of the section headings' ids.
  const ids = new Set(
    ['Authorizations', ...PARAM_GROUPS.map(([, title]) => title), 'Body', 'Payload', 'Response'].map(slug),
  );
  const ctx = newContext(doc, 'param', { expanded, postKeys, ids });
  const responseCtx = newContext(doc, 'response', { expanded, postKeys, ids });
  const auth = authSchemes(doc, operation);
  const main: ElementContent[] = [];

  if (!sameText(op.description, opts.pageDescription)) main.push(...descriptionBlock(op.description));
  if (op.deprecated)
    main.push(h('p.lectern-api-deprecated', [h('span.lectern-badge.lectern-badge-red', 'Deprecated')]));

  const requestBody = resolveRef(doc, op.requestBody).value;
  const bodyMedia = pickMedia(requestBody.content);
  const bodyExamples = bodyMedia ? mediaExamples(doc, bodyMedia[1], defaults === 'required') : [];
  const bodyExample = bodyExamples[0]?.value;
  const shape = requestShape(
    doc,
    operation,
    auth,
    bodyMedia ? { contentType: bodyMedia[0], example: bodyExample, schema: bodyMedia[1].schema } : undefined,
    defaults,
  );

  if (opts.playground && !operation.webhook) {
    const prefill = opts.settings?.prefill ? (p: Parameter) => prefillValue(doc, p) : undefined;
    main.push(playgroundForm(operation, auth, shape, postKeys, prefill));
  }

  const authBlock = authSection(auth, ids);
  if (authBlock) main.push(authBlock);
  for (const [where, title] of PARAM_GROUPS) {
    const params = operation.parameters.filter((p) => p.in === where);
    if (params.length === 0) continue;
    main.push(
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
  if (bodyMedia) {
    const fields = childFields(ctx, bodyMedia[1].schema ?? {}, 'body');
    const body: ElementContent[] = [...descriptionBlock(requestBody.description)];
    body.push(
      ...(fields.length
        ? fields
        : [
            field(ctx, {
              name: 'body',
              schema: bodyMedia[1].schema ?? {},
              required: requestBody.required === true,
              idPrefix: 'body',
            }),
          ]),
    );
    main.push(
      section(operation.webhook ? 'Payload' : 'Body', body, [
        h('code', bodyMedia[0]),
        requestBody.required ? ' · required' : '',
      ]),
    );
  }

  const responseExamples: CodeSample[] = [];
  const responses: ElementContent[] = [];
  for (const [status, rawResponse] of Object.entries<unknown>(op.responses ?? {})) {
    const response = resolveRef(doc, rawResponse).value;
    const media = pickMedia(response.content);
    const children: ElementContent[] = [...descriptionBlock(response.description)];
    if (media) {
      children.unshift(h('p.lectern-api-media', [h('code', media[0])]));
      const fields = childFields(responseCtx, media[1].schema ?? {}, 'response');
      children.push(...fields);
      // Several named examples of one status are tabs of their own, as Mintlify offers them to pick.
      const examples = mediaExamples(doc, media[1]);
      for (const example of examples)
        responseExamples.push({
          label: examples.length > 1 && example.name ? `${status} · ${example.name}` : status,
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
  if (responses.length) main.push(section('Response', responses));

  // `api.examples.autogenerate: false` keeps only the samples the spec writes; a page's own
  // <RequestExample> is page content and is unaffected.
  // A webhook is a request the API sends to the reader's server: no client call to show, only its payload.
  const generated =
    opts.settings?.autogenerate === false || operation.webhook
      ? []
      : sampleLanguages(opts.settings?.languages);
  const samples = [
    ...extraSamples(op),
    ...generated.map((l) => ({ label: l.label, lang: l.lang, code: l.generate(shape) })),
  ];
  if (operation.webhook && samples.length === 0 && shape.body !== undefined)
    samples.push({
      label: 'Payload',
      lang: 'json',
      code: typeof shape.body === 'string' ? shape.body : JSON.stringify(shape.body, null, 2),
    });
  const aside: Element[] = [];
  if (samples.length)
    aside.push(codeGroup(samples, 'lectern-api-request-samples', 'Request samples', opts.highlight));
  // The samples send the first body example; the others are shown beside them, one tab each.
  if (bodyMedia && bodyExamples.length > 1)
    aside.push(
      codeGroup(
        bodyExamples.map((e, i) => ({
          label: e.name ?? `Example ${i + 1}`,
          ...exampleCode(bodyMedia[0], e.value),
        })),
        'lectern-api-request-examples',
        'Request examples',
        opts.highlight,
      ),
    );
  // Mintlify's ids for the two panels (customize/custom-scripts.mdx); a page's own <RequestExample> or
  // <ResponseExample> takes the place of its group, and its id, in the layout (layout/api-panel.ts).
  if (aside[0]) aside[0].properties.id = ID.requestExample;
  if (responseExamples.length) {
    const group = codeGroup(
      responseExamples,
      'lectern-api-response-examples',
      'Response examples',
      opts.highlight,
    );
    group.properties.id = ID.responseExample;
    aside.push(group);
  }

  const server = operation.servers[0]?.url;
  const shown = headerServer(
    operation.servers.map((s) => s.url),
    opts.settings,
  );
  const top: ElementContent[] = [apiHeader(operation.method, shown, operation.path)];
  if (opts.endpoint && !operation.webhook) top.push(endpointBlock(server, operation.path));
  return {
    type: 'root',
    children: [
      h('div.lectern-api', { dataMethod: operation.method, dataPath: operation.path }, [
        ...top,
        h('div.lectern-api-grid', [
          h('div.lectern-api-main', main),
          ...(aside.length ? [h('aside.lectern-api-examples', aside)] : []),
        ]),
      ]),
    ],
  };
}

function sameText(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');
  return norm(a) !== '' && norm(a) === norm(b);
}

/** A notice for AsyncAPI documents, which Lectern does not render. */
export function asyncApiNotice(name: string): Root {
  return {
    type: 'root',
    children: [
      h('div.lectern-callout.lectern-callout-info', { role: 'note' }, [
        h('div.lectern-callout-content', [
          h(
            'p',
            `This page documents an AsyncAPI channel (${name}). AsyncAPI reference pages are not rendered by Lectern yet.`,
          ),
        ]),
      ]),
    ],
  };
}
