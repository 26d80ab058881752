/**
 * One API operation as hast: header, description, the field sections (operation-sections.ts) beside the
 * examples column (operation-samples.ts), and the request form when the page shows it.
 */
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { requestShape } from './examples.js';
import { OpenApiError, type OpenApiDoc } from './load.js';
import { apiHeader, endpointUrl } from './endpoint.js';
import { descriptionAfterLead } from './markdown.js';
import { mediaEntries, mediaExamples } from './media.js';
import { authAlternatives, authSchemes, getOperation, type Operation, type Parameter } from './operations.js';
import {
  authSection,
  bodySection,
  parameterSections,
  responseSection,
  sectionIds,
} from './operation-sections.js';
import { examplesColumn, requestSamples } from './operation-samples.js';
import { playgroundForm } from './playground.js';
import { prefillValue } from './prefill.js';
import { resolveRef } from './refs.js';
import { newContext } from './schema.js';
import { headerServer, type ApiSettings } from './settings.js';

export interface RenderOperationOptions {
  /** The request form (never for webhooks): the page's display mode is `interactive` and the deployment allows it. */
  playground: boolean;
  /** The header copies the endpoint (never for webhooks, which the API calls): `simple` display mode. */
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
  const ids = sectionIds();
  const ctx = newContext(doc, 'param', { expanded, postKeys, ids });
  const responseCtx = newContext(doc, 'response', { expanded, postKeys, ids });
  const auth = authSchemes(doc, operation);
  const main: ElementContent[] = [];

  main.push(...descriptionAfterLead(op.description, opts.pageDescription));
  if (op.deprecated)
    main.push(h('p.lectern-api-deprecated', [h('span.lectern-badge.lectern-badge-red', 'Deprecated')]));

  const requestBody = resolveRef(doc, op.requestBody).value;
  const bodyMediaTypes = mediaEntries(requestBody.content);
  // The samples, the playground and the request examples send the first (JSON when there is one).
  const bodyMedia = bodyMediaTypes[0];
  const bodyExamples = bodyMedia ? mediaExamples(doc, bodyMedia[1], defaults === 'required') : [];
  const shape = requestShape(
    doc,
    operation,
    auth,
    bodyMedia
      ? { contentType: bodyMedia[0], example: bodyExamples[0]?.value, schema: bodyMedia[1].schema }
      : undefined,
    defaults,
  );

  if (opts.playground && !operation.webhook) {
    const prefill = opts.settings?.prefill ? (p: Parameter) => prefillValue(doc, p) : undefined;
    main.push(playgroundForm(operation, auth, shape, postKeys, prefill, opts.settings?.credentials));
  }

  // Built in page order: each field takes the next free anchor id.
  const authBlock = authSection(authAlternatives(doc, operation), ids);
  if (authBlock) main.push(authBlock);
  main.push(...parameterSections(ctx, operation));
  if (bodyMedia) main.push(bodySection(ctx, requestBody, bodyMediaTypes, operation.webhook));
  const responses = responseSection(doc, op.responses, responseCtx);
  if (responses.section) main.push(responses.section);

  const aside = examplesColumn({
    samples: requestSamples(operation, shape, opts.settings),
    ...(bodyMedia ? { body: { mediaType: bodyMedia[0], examples: bodyExamples } } : {}),
    responses: responses.examples,
    highlight: opts.highlight,
  });

  const shown = headerServer(
    operation.servers.map((s) => s.url),
    opts.settings,
  );
  const copy =
    opts.endpoint && !operation.webhook ? endpointUrl(operation.servers[0]?.url, operation.path) : undefined;
  return {
    type: 'root',
    children: [
      h('div.lectern-api', { dataMethod: operation.method, dataPath: operation.path }, [
        apiHeader(operation.method, shown, operation.path, copy),
        h('div.lectern-api-grid', [
          h('div.lectern-api-main', main),
          ...(aside.length ? [h('aside.lectern-api-examples', aside)] : []),
        ]),
      ]),
    ],
  };
}
