/** Example values from schemas, and request code samples (curl, Python requests, JavaScript fetch). */
import type { OpenApiDoc } from './load.js';
import type { AuthScheme, Operation } from './operations.js';
import { resolveRef } from './refs.js';
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
  const resolved = resolveRef(doc, raw);
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
      return typeof schema.minimum === 'number' ? schema.minimum : 123;
    case 'boolean':
      return true;
    case 'string':
      return stringExample(schema.format);
    default:
      return undefined;
  }
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
}

/**
 * The request the samples show: server + path, query and header parameters (only the required ones with
 * `defaults: 'required'`; Mintlify's default `all` shows optional ones too), auth and body.
 */
export function requestShape(
  doc: OpenApiDoc,
  operation: Operation,
  auth: AuthScheme[],
  body?: { contentType: string; example: unknown },
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
  if (body) headers.push(['Content-Type', body.contentType]);
  return {
    method: operation.webhook ? 'POST' : operation.method,
    url: server + operation.path,
    headers,
    query,
    contentType: body?.contentType,
    body: body?.example,
  };
}

export function fullUrl(req: RequestShape): string {
  if (req.query.length === 0) return req.url;
  return `${req.url}?${req.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function curlSample(req: RequestShape): string {
  const lines = [`curl --request ${req.method}`, `--url ${shellQuote(fullUrl(req))}`];
  for (const [k, v] of req.headers) lines.push(`--header ${shellQuote(`${k}: ${v}`)}`);
  if (req.body !== undefined) {
    const data = typeof req.body === 'string' ? req.body : JSON.stringify(req.body, null, 2);
    lines.push(`--data ${shellQuote(data)}`);
  }
  return lines.join(' \\\n  ');
}

/** A JSON value as a Python literal (True/False/None). */
export function pythonLiteral(value: unknown, indent = 0): string {
  const pad = '    '.repeat(indent + 1);
  const end = '    '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + pythonLiteral(v, indent + 1)).join(',\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, indent + 1)}`).join(',\n')}\n${end}}`;
}

export function pythonSample(req: RequestShape): string {
  const lines = ['import requests', '', `url = ${JSON.stringify(req.url)}`, ''];
  const args = ['url'];
  if (req.query.length) {
    lines.push(`params = ${pythonLiteral(Object.fromEntries(req.query))}`);
    args.push('params=params');
  }
  const json = req.body !== undefined && /json/i.test(req.contentType ?? '');
  if (req.body !== undefined) {
    lines.push(`payload = ${json ? pythonLiteral(req.body) : JSON.stringify(String(req.body))}`);
    args.push(json ? 'json=payload' : 'data=payload');
  }
  const headers = req.headers.filter(([k]) => !(json && k === 'Content-Type'));
  if (headers.length) {
    lines.push(`headers = ${pythonLiteral(Object.fromEntries(headers))}`);
    args.push('headers=headers');
  }
  if (lines[lines.length - 1] !== '') lines.push('');
  lines.push(
    `response = requests.request(${JSON.stringify(req.method)}, ${args.join(', ')})`,
    '',
    'print(response.text)',
  );
  return lines.join('\n');
}

export interface JavascriptSampleOptions {
  /** `await fetch(...)` at the top level (Node.js, TypeScript) instead of a promise chain (browsers). */
  topLevelAwait?: boolean;
  /** Annotate the options as `RequestInit` (TypeScript). */
  typed?: boolean;
}

/** A `fetch` call: the browser's promise chain by default; Node.js and TypeScript samples set the options. */
export function javascriptSample(req: RequestShape, opts: JavascriptSampleOptions = {}): string {
  const options: string[] = [`method: ${JSON.stringify(req.method)}`];
  if (req.headers.length) {
    options.push(
      `headers: ${JSON.stringify(Object.fromEntries(req.headers), null, 2).replace(/\n/g, '\n  ')}`,
    );
  }
  if (req.body !== undefined) {
    // A JSON body written as a value is serialised by the sample; text (or a JSON text example) is sent as is.
    const json = /json/i.test(req.contentType ?? '') && typeof req.body !== 'string';
    const text = typeof req.body === 'string' ? req.body : JSON.stringify(req.body, null, 2);
    options.push(
      `body: ${json ? `JSON.stringify(${JSON.stringify(req.body, null, 2).replace(/\n/g, '\n  ')})` : JSON.stringify(text)}`,
    );
  }
  const url = JSON.stringify(fullUrl(req));
  const declaration = `const options${opts.typed ? ': RequestInit' : ''} = {\n  ${options.join(',\n  ')}\n};`;
  if (opts.topLevelAwait)
    return [
      `const url = ${url};`,
      declaration,
      '',
      'const response = await fetch(url, options);',
      'const data = await response.json();',
      'console.log(data);',
    ].join('\n');
  return [
    declaration,
    '',
    `fetch(${url}, options)`,
    '  .then((response) => response.json())',
    '  .then((data) => console.log(data))',
    '  .catch((error) => console.error(error));',
  ].join('\n');
}
