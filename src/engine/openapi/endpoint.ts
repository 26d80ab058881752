/**
 * The endpoint header, shared by operations and manual API pages (`api: "POST https://api.acme.com/v1/users"`
 * frontmatter, documented with ParamField on the page), and the manual pages' playground. The page-level
 * `playground:` display mode decides what follows the header: the form (`interactive`), a copyable endpoint
 * (`simple`), or neither (`none`, `auth`).
 */
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { HTTP_METHODS } from './load.js';
import type { AuthScheme, Operation, Parameter } from './operations.js';
import { playgroundForm } from './playground.js';
import { headerServer, showsPlayground, type ApiSettings, type PlaygroundMode } from './settings.js';

export interface ManualParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie' | 'body';
  required?: boolean;
  type?: string;
  default?: unknown;
}

export interface ManualEndpoint {
  /** The `api:` frontmatter value: `METHOD url-or-path`. */
  api: string;
  /** ParamFields found on the page. */
  params: ManualParam[];
  /** `authMethod:` frontmatter (`bearer`, `basic`, `key`, `none`...), over `api.mdx.auth.method`. */
  authMethod?: string;
}

/** `POST https://x/y` or `POST /y` split into method, server (if the value names one) and path. */
export function parseApiValue(value: string): { method: string; server?: string; path: string } | null {
  const m = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(value);
  if (!m || !(HTTP_METHODS as readonly string[]).includes(m[1].toLowerCase())) return null;
  const target = m[2];
  const absolute = /^(https?:\/\/[^/?#]+)(.*)$/i.exec(target);
  if (absolute) return { method: m[1].toUpperCase(), server: absolute[1], path: absolute[2] || '/' };
  if (!target.startsWith('/')) return null;
  return { method: m[1].toUpperCase(), path: target };
}

function authFor(method: string | undefined, name: string | undefined): AuthScheme[] {
  switch ((method ?? '').toLowerCase()) {
    case 'bearer':
      return [{ name: 'bearer', type: 'http', scheme: 'bearer', in: 'header', param: 'Authorization' }];
    case 'basic':
      return [{ name: 'basic', type: 'http', scheme: 'basic', in: 'header', param: 'Authorization' }];
    case 'key':
      return [{ name: 'key', type: 'apiKey', in: 'header', param: name?.trim() || 'Authorization' }];
    default:
      // `none`, or a scheme a browser form cannot produce (`cobo` signs each request): no credential field.
      return [];
  }
}

function placeholderValue(param: ManualParam): unknown {
  const type = (param.type ?? 'string').toLowerCase();
  if (param.default !== undefined) {
    // `default="30"` on an integer field is the number 30 in the JSON body.
    const text = String(param.default);
    if (
      /^(?:number|integer|int|float|double)/.test(type) &&
      text.trim() !== '' &&
      Number.isFinite(Number(text))
    )
      return Number(text);
    if (type.startsWith('bool') && (text === 'true' || text === 'false')) return text === 'true';
    return param.default;
  }
  if (/^(?:number|integer|int|float|double)/.test(type)) return 123;
  if (type.startsWith('bool')) return true;
  if (type.endsWith('[]') || type.startsWith('array')) return [];
  if (type.startsWith('object')) return {};
  return '<string>';
}

/** The method badge and path line every API page starts with, after the base URL when `server` is given. */
export function apiHeader(method: string, server: string | undefined, path: string): Element {
  return h('div.lectern-api-header', [
    h(`span.lectern-method.lectern-method-${method.toLowerCase()}.method-pill`, method),
    h('code.lectern-api-path', [
      server ? h('span.lectern-api-server', server.replace(/\/+$/, '')) : '',
      path,
    ]),
  ]);
}

/** `simple` mode: the full URL (as the header shows it) in a code block with a copy button, as samples are. */
export function endpointBlock(server: string | undefined, path: string): Element {
  const url = `${server?.replace(/\/+$/, '') ?? ''}${path}`;
  return h('figure.lectern-code', { dataLanguage: 'text' }, [
    h('pre.lectern-code__pre', [h('code', url)]),
    h('button.lectern-copy', { type: 'button', ariaLabel: 'Copy endpoint', dataLecternCopy: '' }),
  ]);
}

/** The header, then the form or the copyable endpoint as the mode says; null when `api:` is malformed. */
export function renderManualEndpoint(
  input: ManualEndpoint,
  opts: { mode: PlaygroundMode; allowed: boolean; settings?: ApiSettings },
): Root | null {
  const parsed = parseApiValue(input.api);
  if (!parsed) return null;
  const servers = parsed.server ? [parsed.server] : (opts.settings?.server ?? []);
  const server = servers[0]?.replace(/\/+$/, '');
  const children: ElementContent[] = [
    apiHeader(parsed.method, headerServer(servers, opts.settings), parsed.path),
  ];
  if (showsPlayground(opts.mode, opts.allowed)) {
    const declared = new Set(input.params.filter((p) => p.in === 'path').map((p) => p.name));
    const parameters: Parameter[] = input.params
      .filter((p): p is ManualParam & { in: Parameter['in'] } => p.in !== 'body')
      .map((p) => ({
        name: p.name,
        in: p.in,
        required: p.in === 'path' || p.required === true,
        deprecated: false,
        schema: {},
      }));
    // `{userId}` in the path is a parameter even when no ParamField documents it.
    for (const m of parsed.path.matchAll(/\{([^}/]+)\}/g)) {
      if (!declared.has(m[1]))
        parameters.push({ name: m[1], in: 'path', required: true, deprecated: false, schema: {} });
    }
    const bodyFields = input.params.filter((p) => p.in === 'body');
    const body = bodyFields.length
      ? Object.fromEntries(bodyFields.map((p) => [p.name, placeholderValue(p)]))
      : undefined;
    const operation: Operation = {
      method: parsed.method,
      path: parsed.path,
      webhook: false,
      op: {},
      parameters,
      servers: servers.map((url) => ({ url: url.replace(/\/+$/, '') })),
      security: [],
    };
    const auth = authFor(input.authMethod ?? opts.settings?.auth?.method, opts.settings?.auth?.name);
    const shape = {
      method: parsed.method,
      url: `${server ?? ''}${parsed.path}`,
      headers: [],
      query: [],
      ...(body ? { contentType: 'application/json', body } : {}),
    };
    // `api.examples.prefill`: a manual page's only written values are its ParamFields' defaults.
    const defaults = new Map(
      input.params
        .filter((p) => p.default !== undefined)
        .map((p) => [`${p.in}\0${p.name}`, String(p.default)]),
    );
    const prefill = opts.settings?.prefill ? (p: Parameter) => defaults.get(`${p.in}\0${p.name}`) : undefined;
    children.push(playgroundForm(operation, auth, shape, undefined, prefill));
  } else if (opts.mode === 'simple') {
    children.push(endpointBlock(server, parsed.path));
  }
  return {
    type: 'root',
    children: [h('div.lectern-api', { dataMethod: parsed.method, dataPath: parsed.path }, children)],
  };
}
