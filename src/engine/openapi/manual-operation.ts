/**
 * A manual API page (`api:` frontmatter, documented by its ParamFields) as the operation-like shape the spec
 * renderer works from: each ParamField becomes a parameter or body property with a JSON schema built from its
 * `type`, `default` and `placeholder`, and `api.mdx.auth` becomes an auth scheme. The playground and the
 * request samples then come from the same code as a spec operation's (examples.ts, samples.ts), so a manual
 * page's cURL reads like a generated page's.
 */
import { exampleFor, requestShape, type RequestShape } from './examples.js';
import { bodySchema, manualSchema } from './manual-schema.js';
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
  /**
   * The names of the ParamFields this one is nested in (in their `<Expandable>`), outermost first; `in` is
   * the outermost's location. A body field's nested fields are its properties (manual-schema.ts); those of
   * a query, path or header field are no parameter of their own.
   */
  within?: string[];
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
    .filter((p): p is ManualParam & { in: Parameter['in'] } => p.in !== 'body' && !p.within?.length)
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
  const schema = bodySchema(params);
  const defaults = settings?.defaults ?? 'all';
  let body: { contentType: string; example: unknown; schema: Schema } | undefined;
  if (schema) {
    const example = exampleFor({}, schema, new Set(), 0, defaults === 'required');
    body = { contentType: 'application/json', example, schema };
  }
  return { operation, auth, shape: requestShape({}, operation, auth, body, defaults) };
}
