/**
 * A manual API page (`api:` frontmatter, documented by its ParamFields) as the operation-like shape the spec
 * renderer works from: each ParamField becomes a parameter or body property with a JSON schema built from its
 * `type`, `default` and `placeholder`, and `api.mdx.auth` becomes an auth scheme. The playground and the
 * request samples then come from the same code as a spec operation's (examples.ts, samples.ts), so a manual
 * page's cURL reads like a generated page's.
 */
import { exampleFor, requestShape, type RequestShape } from './examples.js';
import type { AuthScheme, Operation, Parameter } from './operations.js';
import type { Schema } from './refs.js';
import type { ApiSettings } from './settings.js';

export interface ManualParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie' | 'body';
  required?: boolean;
  type?: string;
  default?: unknown;
  /** `placeholder=`: the value the samples show when the field has no default. */
  placeholder?: string;
}

export interface ManualOperation {
  operation: Operation;
  auth: AuthScheme[];
  /** The request every sample shows, and the playground's body. */
  shape: RequestShape;
}

/** `api.mdx.auth` (or the page's `authMethod:`) as the scheme a spec would declare. */
export function manualAuth(method: string | undefined, name: string | undefined): AuthScheme[] {
  switch ((method ?? '').toLowerCase()) {
    case 'bearer':
      return [{ name: 'bearer', type: 'http', scheme: 'bearer', in: 'header', param: 'Authorization' }];
    case 'basic':
      return [{ name: 'basic', type: 'http', scheme: 'basic', in: 'header', param: 'Authorization' }];
    case 'key':
      return [{ name: 'key', type: 'apiKey', in: 'header', param: name?.trim() || 'Authorization' }];
    default:
      // `none`, or a scheme a browser form cannot produce (`cobo` signs each request): no credential.
      return [];
  }
}

const NUMBER = /^(?:number|float|double|decimal)\b/;
const INTEGER = /^(?:integer|int\d*|long)\b/;

/** ParamField's `type` (`string`, `integer`, `boolean`, `string[]`, `array<number>`, `object`...) as a schema type. */
function typeSchema(raw: string | undefined): Schema {
  const type = (raw ?? 'string').trim().toLowerCase();
  const list = /^(.*)\[\]$/.exec(type) ?? /^array\s*<(.*)>$/.exec(type);
  if (list) return { type: 'array', items: typeSchema(list[1]) };
  if (type.startsWith('array')) return { type: 'array' };
  if (INTEGER.test(type)) return { type: 'integer' };
  if (NUMBER.test(type)) return { type: 'number' };
  if (type.startsWith('bool')) return { type: 'boolean' };
  if (type.startsWith('object') || type === 'json' || type.startsWith('record')) return { type: 'object' };
  // `string`, `enum<string>`, `file`, a type name the author made up: a string is what the sample can show.
  return { type: 'string' };
}

/**
 * A written value (`default="30"`, `placeholder="true"`) as the schema's type reads it: the number 30 in a
 * JSON body, not the string. Undefined when it cannot be one (a number field's `placeholder="Your age"`).
 */
function typedValue(schema: Schema, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  switch (schema.type) {
    case 'integer':
    case 'number':
      return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'array':
    case 'object': {
      try {
        const parsed: unknown = JSON.parse(text);
        const fits = schema.type === 'array' ? Array.isArray(parsed) : isObject(parsed);
        return fits ? parsed : undefined;
      } catch {
        return undefined;
      }
    }
    default:
      return value;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema of one ParamField: its type, with its default (else its placeholder) as the example value. */
export function manualSchema(param: ManualParam): Schema {
  const schema = typeSchema(param.type);
  const fallback = param.default !== undefined ? typedValue(schema, param.default) : undefined;
  if (fallback !== undefined) return { ...schema, default: fallback };
  const shown = param.placeholder !== undefined ? typedValue(schema, param.placeholder) : undefined;
  return shown !== undefined && shown !== '' ? { ...schema, example: shown } : schema;
}

/**
 * The operation a manual page documents. `servers` is the `api:` value's own base URL, else `api.mdx.server`.
 * A header ParamField naming the auth scheme's header (`Authorization`) is that credential, asked for and
 * sent once.
 */
export function manualOperation(
  endpoint: { method: string; path: string; servers: string[] },
  params: ManualParam[],
  opts: { authMethod?: string; settings?: ApiSettings },
): ManualOperation {
  const { settings } = opts;
  const auth = manualAuth(opts.authMethod ?? settings?.auth?.method, settings?.auth?.name);
  const credential = auth[0]?.in === 'header' ? auth[0].param.toLowerCase() : undefined;
  const parameters: Parameter[] = params
    .filter((p): p is ManualParam & { in: Parameter['in'] } => p.in !== 'body')
    .filter((p) => !(p.in === 'header' && p.name.toLowerCase() === credential))
    .map((p) => ({
      name: p.name,
      in: p.in,
      required: p.in === 'path' || p.required === true,
      deprecated: false,
      schema: manualSchema(p),
    }));
  // `{userId}` in the path is a parameter even when no ParamField documents it.
  const declared = new Set(parameters.filter((p) => p.in === 'path').map((p) => p.name));
  for (const m of endpoint.path.matchAll(/\{([^}/]+)\}/g)) {
    if (!declared.has(m[1])) {
      declared.add(m[1]);
      parameters.push({ name: m[1], in: 'path', required: true, deprecated: false, schema: {} });
    }
  }
  const operation: Operation = {
    method: endpoint.method,
    path: endpoint.path,
    webhook: false,
    op: {},
    parameters,
    servers: endpoint.servers.map((url) => ({ url: url.replace(/\/+$/, '') })),
    security: [],
  };
  // Body ParamFields are the properties of one JSON object, as a spec's request body schema would list them.
  const bodyFields = params.filter((p) => p.in === 'body');
  const defaults = settings?.defaults ?? 'all';
  let body: { contentType: string; example: unknown; schema: Schema } | undefined;
  if (bodyFields.length) {
    const schema: Schema = {
      type: 'object',
      properties: Object.fromEntries(bodyFields.map((p) => [p.name, manualSchema(p)])),
      required: bodyFields.filter((p) => p.required).map((p) => p.name),
    };
    const example = exampleFor({}, schema, new Set(), 0, defaults === 'required');
    body = { contentType: 'application/json', example, schema };
  }
  return { operation, auth, shape: requestShape({}, operation, auth, body, defaults) };
}
