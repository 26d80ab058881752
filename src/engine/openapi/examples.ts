/** Example values from schemas, and the request every code sample shows. */
import { formFields, formKind, type FormField } from './form.js';
import type { OpenApiDoc } from './load.js';
import type { AuthScheme, Operation } from './operations.js';
import { resolveSchema } from './nullable.js';
import { mergeAllOf, newContext } from './schema.js';

/**
 * A plausible example: explicit example/default/enum first, then one built from the type. Cycles yield
 * `{}`/`[]`. With `requiredOnly` (`api.examples.defaults: required`), built objects hold only required
 * properties.
 */
export function exampleFor(
  doc: OpenApiDoc,
  raw: unknown,
  seen: Set<string> = new Set(),
  depth = 0,
  requiredOnly = false,
): unknown {
  const resolved = resolveSchema(doc, raw);
  if (resolved.ref && seen.has(resolved.ref)) return undefined;
  const nextSeen = resolved.ref ? new Set([...seen, resolved.ref]) : seen;
  const schema = mergeAllOf({ ...newContext(doc), seen: nextSeen }, resolved.value);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (depth > 8) return undefined;
  const variants = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants) && variants.length && !schema.properties)
    return exampleFor(doc, variants[0], nextSeen, depth + 1, requiredOnly);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type =
    types.find((t: unknown) => t && t !== 'null') ??
    (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      for (const [key, prop] of Object.entries<unknown>(schema.properties ?? {})) {
        if (requiredOnly && !required.has(key)) continue;
        const value = exampleFor(doc, prop, nextSeen, depth + 1, requiredOnly);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const item = exampleFor(doc, schema.items ?? {}, nextSeen, depth + 1, requiredOnly);
      return item === undefined ? [] : [item];
    }
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'string':
      return stringExample(schema.format);
    default:
      return undefined;
  }
}

/**
 * A number the field accepts: its minimum, else 123, moved inside its bounds. OpenAPI 3.0 marks a bound
 * exclusive with `exclusiveMinimum: true`; 3.1 gives the exclusive bound as the keyword's own number.
 * Stepping one past an exclusive bound keeps an integer whole.
 */
function numberExample(schema: Record<string, unknown>): number {
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const low =
    num(schema.exclusiveMinimum) !== undefined
      ? num(schema.exclusiveMinimum)! + 1
      : num(schema.minimum) !== undefined
        ? num(schema.minimum)! + (schema.exclusiveMinimum === true ? 1 : 0)
        : undefined;
  const high =
    num(schema.exclusiveMaximum) !== undefined
      ? num(schema.exclusiveMaximum)! - 1
      : num(schema.maximum) !== undefined
        ? num(schema.maximum)! - (schema.exclusiveMaximum === true ? 1 : 0)
        : undefined;
  if (low !== undefined) return low;
  return high !== undefined && high < 123 ? high : 123;
}

function stringExample(format: unknown): string {
  switch (format) {
    case 'date-time':
      return '2023-11-07T05:31:56Z';
    case 'date':
      return '2023-12-25';
    case 'uuid':
      return '3c90c3cc-0d44-4b50-8888-8dd25736052a';
    case 'email':
      return 'jsmith@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com';
    default:
      return '<string>';
  }
}

export interface RequestShape {
  method: string;
  url: string;
  headers: [string, string][];
  query: [string, string][];
  contentType?: string;
  body?: unknown;
  /**
   * A `multipart/form-data` or `application/x-www-form-urlencoded` body as its fields, which samples send
   * with their language's form client; `body` still holds the example value.
   */
  form?: FormField[];
}

/** The headers without `Content-Type`, for clients that set it themselves (a multipart boundary, a form). */
export function headersWithoutContentType(req: RequestShape): [string, string][] {
  return req.headers.filter(([k]) => k.toLowerCase() !== 'content-type');
}

/**
 * The request the samples show: server + path, query and header parameters (only the required ones with
 * `defaults: 'required'`; Mintlify's default `all` shows optional ones too), auth and body.
 */
export function requestShape(
  doc: OpenApiDoc,
  operation: Operation,
  auth: AuthScheme[],
  body?: { contentType: string; example: unknown; schema?: unknown },
  defaults: 'all' | 'required' = 'all',
): RequestShape {
  const server = operation.servers[0]?.url?.replace(/\/+$/, '') ?? '';
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  for (const p of operation.parameters) {
    if ((defaults === 'required' && !p.required) || (p.in !== 'query' && p.in !== 'header')) continue;
    const value = p.example ?? exampleFor(doc, p.schema);
    const text =
      typeof value === 'string' ? value : value === undefined ? `<${p.name}>` : JSON.stringify(value);
    (p.in === 'query' ? query : headers).push([p.name, text]);
  }
  const scheme = auth[0];
  if (scheme) {
    const value =
      scheme.scheme === 'basic'
        ? 'Basic <encoded-value>'
        : scheme.type === 'apiKey'
          ? '<api-key>'
          : 'Bearer <token>';
    if (scheme.in === 'query') query.push([scheme.param, value]);
    else if (scheme.in === 'header') headers.unshift([scheme.param, value]);
  }
  // A spec converted from Postman lists Content-Type as a header parameter too: sent once, as written there.
  if (body && !headers.some(([k]) => k.toLowerCase() === 'content-type'))
    headers.push(['Content-Type', body.contentType]);
  const kind = formKind(body?.contentType);
  const form = kind && body ? formFields(doc, kind, body.schema ?? {}, body.example) : null;
  return {
    method: operation.webhook ? 'POST' : operation.method,
    url: server + operation.path,
    headers,
    query,
    contentType: body?.contentType,
    body: body?.example,
    ...(form ? { form } : {}),
  };
}

export function fullUrl(req: RequestShape): string {
  if (req.query.length === 0) return req.url;
  return `${req.url}?${req.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}
