/**
 * The examples column of an operation page: the request samples (the spec's `x-codeSamples`, then the
 * generated languages), the request body's other examples, and the response examples, each a code group.
 */
import type { Element } from 'hast';
import { codeGroup, extraSamples, type CodeSample, type Highlight } from './code-panel.js';
import type { RequestShape } from './examples.js';
import { ID } from '../layout/ids.js';
import { exampleCode, type MediaExample } from './media.js';
import type { Operation } from './operations.js';
import { sampleLanguage, sampleLanguages } from './samples.js';
import type { ApiSettings } from './settings.js';

/**
 * The request samples: what the spec writes, then the generated languages it does not write (none for a
 * webhook). A spec's own `cURL` or `Python` sample stands for that language, as on Mintlify, instead of
 * being shown twice beside a generated one (Mem0 writes cURL, Python and JavaScript among six).
 */
export function requestSamples(
  operation: Operation,
  shape: RequestShape,
  settings?: ApiSettings,
): CodeSample[] {
  // `api.examples.autogenerate: false` keeps only the samples the spec writes; a page's own
  // <RequestExample> is page content and is unaffected.
  // A webhook is a request the API sends to the reader's server: no client call to show, only its payload.
  const written = extraSamples(operation.op);
  const covered = new Set(written.map((s) => sampleLanguage(s.lang)));
  const generated =
    settings?.autogenerate === false || operation.webhook
      ? []
      : sampleLanguages(settings?.languages).filter((l) => !covered.has(l));
  const samples = [
    ...written,
    ...generated.map((l) => ({ label: l.label, lang: l.lang, code: l.generate(shape) })),
  ];
  if (operation.webhook && samples.length === 0 && shape.body !== undefined)
    samples.push({
      label: 'Payload',
      lang: 'json',
      code: typeof shape.body === 'string' ? shape.body : JSON.stringify(shape.body, null, 2),
    });
  return samples;
}

export interface ExamplesColumn {
  samples: CodeSample[];
  /** The request body's media type and examples; the samples send the first. */
  body?: { mediaType: string; examples: MediaExample[] };
  responses: CodeSample[];
  highlight?: Highlight;
}

/** The column's code groups, in order: request samples, request examples, response examples. */
export function examplesColumn(column: ExamplesColumn): Element[] {
  const { samples, body, responses, highlight } = column;
  const aside: Element[] = [];
  if (samples.length)
    aside.push(codeGroup(samples, 'lectern-api-request-samples', 'Request samples', highlight));
  // The samples send the first body example; the others are shown beside them, one tab each.
  if (body && body.examples.length > 1)
    aside.push(
      codeGroup(
        body.examples.map((e, i) => ({
          label: e.name ?? `Example ${i + 1}`,
          ...exampleCode(body.mediaType, e.value),
        })),
        'lectern-api-request-examples',
        'Request examples',
        highlight,
      ),
    );
  // Mintlify's ids for the two panels (customize/custom-scripts.mdx); a page's own <RequestExample> or
  // <ResponseExample> takes the place of its group, and its id, in the layout (layout/api-panel.ts).
  if (aside[0]) aside[0].properties.id = ID.requestExample;
  if (responses.length) {
    const group = codeGroup(responses, 'lectern-api-response-examples', 'Response examples', highlight);
    group.properties.id = ID.responseExample;
    aside.push(group);
  }
  // Out of site search: samples and examples drawn from the schema, placeholders and all, repeat the fields
  // the page lists, and outweighed its prose (a search for "intent address" quoted `"<string>"` bodies).
  for (const group of aside) group.properties.dataPagefindIgnore = '';
  return aside;
}
