/** Listing a document's operations (for navigation) and gathering one operation with its inherited parts. */
import { HTTP_METHODS, type OpenApiDoc } from './load.js';
import { resolveRef, type Schema } from './refs.js';
import { readXMint, type XMint } from './x-mint.js';

export interface OperationSummary {
  /** Upper-case HTTP method, or `WEBHOOK`. */
  method: string;
  /** The path, or the webhook's name. */
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  /** `x-hidden` (Mintlify): the operation gets its page, reachable by URL, but not shown in the navigation. */
  hidden: boolean;
  /** `x-excluded` (Mintlify): the operation gets no page at all. */
  excluded: boolean;
  /** The operation's `x-mint` (metadata, content, href), when it has a usable one. */
  mint?: XMint;
  /** What was wrong with its `x-mint` (ignored parts), for a warning naming the spec file. */
  mintProblems?: string[];
}

function summarize(method: string, path: string, op: Schema): OperationSummary {
  const { mint, problems } = readXMint(op);
  return {
    ...(mint ? { mint } : {}),
    ...(problems.length ? { mintProblems: problems } : {}),
    method: method.toUpperCase(),
    path,
    operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
    summary: typeof op.summary === 'string' ? op.summary : undefined,
    description: typeof op.description === 'string' ? op.description : undefined,
    tags: Array.isArray(op.tags) ? op.tags.filter((t: unknown): t is string => typeof t === 'string') : [],
    deprecated: op.deprecated === true,
    hidden: op['x-hidden'] === true,
    excluded: op['x-excluded'] === true,
  };
}

/** Every operation in document order, webhooks (OpenAPI 3.1) last. */
export function listOperations(doc: OpenApiDoc): OperationSummary[] {
  const out: OperationSummary[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = resolveRef(doc, rawItem).value;
    for (const method of HTTP_METHODS) {
      if (item[method] && typeof item[method] === 'object') out.push(summarize(method, path, item[method]));
    }
  }
  for (const [name, rawItem] of Object.entries(doc.webhooks ?? {})) {
    const item = resolveRef(doc, rawItem).value;
    const method = HTTP_METHODS.find((m) => item[m]);
    if (method) out.push({ ...summarize(method, name, item[method]), method: 'WEBHOOK' });
  }
  return out;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  deprecated: boolean;
  schema: Schema;
  example?: unknown;
  /** The parameter object as written (refs followed): its `x-mint` pills and other extensions. */
  raw?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  webhook: boolean;
  op: Schema;
  parameters: Parameter[];
  servers: { url: string; description?: string }[];
  security: Record<string, string[]>[];
}

function serverUrl(server: Schema): string {
  let url = typeof server.url === 'string' ? server.url : '';
  for (const [name, variable] of Object.entries<Schema>(server.variables ?? {})) {
    url = url.split(`{${name}}`).join(String(variable?.default ?? ''));
  }
  return url;
}

/** Finds `method path` (or `webhook name`); path matching ignores a trailing slash. Null when absent. */
export function getOperation(doc: OpenApiDoc, method: string, path: string): Operation | null {
  const lower = method.toLowerCase();
  const webhook = lower === 'webhook';
  const items: Record<string, unknown> = (webhook ? doc.webhooks : doc.paths) ?? {};
  const key = Object.hasOwn(items, path)
    ? path
    : Object.keys(items).find((k) => k.replace(/\/$/, '') === path.replace(/\/$/, ''));
  if (key === undefined) return null;
  const item = resolveRef(doc, items[key]).value;
  const verb = webhook ? HTTP_METHODS.find((m) => item[m]) : (lower as (typeof HTTP_METHODS)[number]);
  if (!verb || !item[verb] || typeof item[verb] !== 'object') return null;
  const op: Schema = item[verb];

  const byKey = new Map<string, Parameter>();
  for (const raw of [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(op.parameters) ? op.parameters : []),
  ]) {
    const p = resolveRef(doc, raw).value;
    if (typeof p.name !== 'string' || !['path', 'query', 'header', 'cookie'].includes(p.in)) continue;
    const schema = p.schema ?? (p.content ? (Object.values<Schema>(p.content)[0]?.schema ?? {}) : {});
    byKey.set(`${p.in}:${p.name}`, {
      name: p.name,
      in: p.in,
      required: p.in === 'path' ? true : p.required === true,
      description: typeof p.description === 'string' ? p.description : undefined,
      deprecated: p.deprecated === true,
      schema,
      example:
        p.example ??
        (p.examples ? (Object.values<Schema>(p.examples)[0] as Schema | undefined)?.value : undefined),
      raw: p,
    });
  }

  const serverList: Schema[] =
    [op.servers, item.servers, doc.servers].find((s) => Array.isArray(s) && s.length > 0) ?? [];
  return {
    method: webhook ? 'WEBHOOK' : verb.toUpperCase(),
    path: key,
    webhook,
    op,
    parameters: [...byKey.values()],
    servers: serverList.map((s) => ({
      url: serverUrl(s),
      description: typeof s.description === 'string' ? s.description : undefined,
    })),
    security: Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [],
  };
}

export interface AuthScheme {
  name: string;
  type: string;
  /** Where the credential goes and under which name: `Authorization` header, `api_key` query... */
  in: 'header' | 'query' | 'cookie';
  param: string;
  scheme?: string;
  description?: string;
}

/** The security schemes the operation accepts (first requirement wins for examples). */
export function authSchemes(doc: OpenApiDoc, operation: Operation): AuthScheme[] {
  const out: AuthScheme[] = [];
  const seen = new Set<string>();
  for (const requirement of operation.security) {
    for (const name of Object.keys(requirement ?? {})) {
      if (seen.has(name)) continue;
      seen.add(name);
      const scheme = authScheme(doc, name);
      if (scheme) out.push(scheme);
    }
  }
  return out;
}

/**
 * The operation's security requirements, each the schemes it needs together. Only one of them has to be
 * met (OpenAPI's Security Requirement Object): `[{ ApiKey: [] }, { Bearer: [] }]` is a key or a token, not
 * both. Requirements naming no scheme the page can show are left out.
 */
export function authAlternatives(doc: OpenApiDoc, operation: Operation): AuthScheme[][] {
  return operation.security
    .map((requirement) =>
      Object.keys(requirement ?? {})
        .map((name) => authScheme(doc, name))
        .filter((s): s is AuthScheme => s !== null),
    )
    .filter((schemes) => schemes.length > 0);
}

function authScheme(doc: OpenApiDoc, name: string): AuthScheme | null {
  const s = resolveRef(doc, doc.components?.securitySchemes?.[name]).value;
  const description = typeof s.description === 'string' ? s.description : undefined;
  if (s.type === 'http')
    return {
      name,
      type: 'http',
      in: 'header',
      param: 'Authorization',
      scheme: String(s.scheme ?? 'bearer').toLowerCase(),
      description,
    };
  if (s.type === 'apiKey' && typeof s.name === 'string')
    return {
      name,
      type: 'apiKey',
      in: s.in === 'query' || s.in === 'cookie' ? s.in : 'header',
      param: s.name,
      description,
    };
  if (s.type === 'oauth2' || s.type === 'openIdConnect')
    return { name, type: s.type, in: 'header', param: 'Authorization', scheme: 'bearer', description };
  return null;
}
