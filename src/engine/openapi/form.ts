/**
 * Form bodies (`multipart/form-data`, `application/x-www-form-urlencoded`) as the list of fields each
 * sample language and the playground send with its own form client, instead of a JSON text.
 */
import type { OpenApiDoc } from './load.js';
import { resolveSchema } from './nullable.js';
import { mergeAllOf, newContext } from './schema.js';

export type FormKind = 'multipart' | 'urlencoded';

export interface FormField {
  name: string;
  /** The text value, or for a file the name of the local file the sample uploads. */
  value: string;
  /** A file part (multipart only). */
  file?: boolean;
}

/** The local file the samples upload: Mintlify's samples use the same name. */
export const SAMPLE_FILE = 'example-file';
/** The boundary of the multipart bodies written out by hand (languages whose client has no form type). */
export const BOUNDARY = 'LecternFormBoundary7MA4YWxkTrZu0gW';

export function formKind(contentType: string | undefined): FormKind | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  return null;
}

/**
 * A file as Mintlify's playground reads one: `format: binary` or `base64`, or (OpenAPI 3.1) a
 * `contentMediaType` that is not structured text such as JSON.
 */
function isFileSchema(doc: OpenApiDoc, raw: unknown): boolean {
  const schema = mergeAllOf(newContext(doc), resolveSchema(doc, raw).value);
  if (schema.format === 'binary' || schema.format === 'base64') return true;
  const media = typeof schema.contentMediaType === 'string' ? schema.contentMediaType.toLowerCase() : '';
  return !!media && !/json|xml|^text\/|form|yaml/.test(media);
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

/**
 * The fields of a form body, in the example's order: a list repeats its field once per item (OpenAPI's
 * default `style: form, explode: true`), an object is sent as JSON text. Null when the example is no object.
 */
export function formFields(
  doc: OpenApiDoc,
  kind: FormKind,
  schema: unknown,
  example: unknown,
): FormField[] | null {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return null;
  const merged = mergeAllOf(newContext(doc), resolveSchema(doc, schema).value);
  const properties = (merged.properties ?? {}) as Record<string, unknown>;
  const out: FormField[] = [];
  for (const [name, value] of Object.entries(example as Record<string, unknown>)) {
    const prop = properties[name];
    const propSchema = prop === undefined ? {} : mergeAllOf(newContext(doc), resolveSchema(doc, prop).value);
    const values = Array.isArray(value) ? value : [value];
    const file =
      kind === 'multipart' &&
      prop !== undefined &&
      (isFileSchema(doc, prop) || (Array.isArray(value) && isFileSchema(doc, propSchema.items ?? {})));
    for (const item of values)
      out.push(file ? { name, value: SAMPLE_FILE, file: true } : { name, value: text(item) });
  }
  return out;
}

/** `a=1&b=two%20words`: a urlencoded body as text. */
export function encodeForm(fields: FormField[]): string {
  return new URLSearchParams(fields.map((f) => [f.name, f.value])).toString();
}

/** True when no name repeats (for clients whose form type is a map). */
export function uniqueNames(fields: FormField[]): boolean {
  return new Set(fields.map((f) => f.name)).size === fields.length;
}

/** A part's name in its Content-Disposition header, quoted as browsers do (HTML's form encoding). */
const dispositionName = (name: string) =>
  name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * A multipart body written out by hand, for clients without a form type: text chunks and the files
 * between them, each file to be read from disk by the sample. `contentType` carries the boundary.
 */
export function multipartChunks(fields: FormField[]): {
  chunks: ({ text: string } | { file: string })[];
  contentType: string;
} {
  const chunks: ({ text: string } | { file: string })[] = [];
  let pending = '';
  for (const f of fields) {
    const name = dispositionName(f.name);
    if (f.file) {
      pending += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.value}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      chunks.push({ text: pending }, { file: f.value });
      pending = '\r\n';
    } else {
      pending += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${f.value}\r\n`;
    }
  }
  chunks.push({ text: `${pending}--${BOUNDARY}--\r\n` });
  return { chunks, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** The fields grouped by name, in first-appearance order (for clients that take a list per name). */
export function groupByName(fields: FormField[]): [string, FormField[]][] {
  const groups = new Map<string, FormField[]>();
  for (const f of fields) groups.set(f.name, [...(groups.get(f.name) ?? []), f]);
  return [...groups];
}
