/**
 * A request or response body's media type and its examples. Mintlify lets a reader pick among a media
 * type's named `examples` ("Multiple responses" in api-playground): every one is kept, named by its
 * `summary`, else its key.
 */
import { exampleFor } from './examples.js';
import type { OpenApiDoc } from './load.js';
import { resolveRef, type Schema } from './refs.js';

/** Picks the JSON media type when there is one, else the first: the one samples and the playground send. */
export function pickMedia(content: unknown): [string, Schema] | null {
  return mediaEntries(content)[0] ?? null;
}

/**
 * Every media type of a body or response, the picked one first (the samples send it, so the page shows it
 * first), then the others in the document's order. An entry that is no object counts as one without schema.
 */
export function mediaEntries(content: unknown): [string, Schema][] {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return [];
  const entries = Object.entries(content as Record<string, unknown>).map(
    ([type, media]): [string, Schema] => [type, media && typeof media === 'object' ? (media as Schema) : {}],
  );
  const json = entries.findIndex(([type]) => /json/i.test(type));
  if (json > 0) entries.unshift(...entries.splice(json, 1));
  return entries;
}

export interface MediaExample {
  /** The example's summary or key; none for a single `example` or one built from the schema. */
  name?: string;
  value: unknown;
}

/**
 * The media type's `example`, else its `examples` that carry a value (an `externalValue` is never
 * fetched), else one built from the schema. Empty when nothing yields a value.
 */
export function mediaExamples(doc: OpenApiDoc, media: Schema, requiredOnly = false): MediaExample[] {
  if (media.example !== undefined) return [{ value: media.example }];
  if (media.examples && typeof media.examples === 'object' && !Array.isArray(media.examples)) {
    const named: MediaExample[] = [];
    for (const [key, raw] of Object.entries<unknown>(media.examples)) {
      const entry = resolveRef(doc, raw).value;
      if (entry.value === undefined) continue;
      const summary = typeof entry.summary === 'string' && entry.summary.trim() ? entry.summary.trim() : key;
      named.push({ name: summary, value: entry.value });
    }
    if (named.length) return named;
  }
  const built = exampleFor(doc, media.schema ?? {}, new Set(), 0, requiredOnly);
  return built === undefined ? [] : [{ value: built }];
}

/** An example as the panel shows it: JSON pretty-printed, text as written. */
export function exampleCode(mediaType: string, value: unknown): { lang: string; code: string } {
  return {
    lang: /json/i.test(mediaType) ? 'json' : 'text',
    code: typeof value === 'string' ? value : JSON.stringify(value, null, 2),
  };
}
