/**
 * The endpoint header, shared by operations and manual API pages (`api: "POST https://api.acme.com/v1/users"`
 * frontmatter, documented with ParamField on the page), and the manual pages' playground. The page-level
 * `playground:` display mode decides what follows the header: the form (`interactive`), a copy button in the
 * header (`simple`), or neither (`none`, `auth`). The request samples beside the page's content come from the
 * page's ParamFields made into an operation (manual-operation.ts).
 */
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { HTTP_METHODS } from './load.js';
import type { Highlight } from './code-panel.js';
import { copyButton } from '../layout/copy-button.js';
import { spaced } from '../markdown/hast-utils.js';
import { manualOperation, type ManualParam } from './manual-operation.js';
import { examplesColumn, requestSamples } from './operation-samples.js';
import type { Parameter } from './operations.js';
import { playgroundForm } from './playground.js';
import { headerServer, showsPlayground, type ApiSettings, type PlaygroundMode } from './settings.js';

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

/**
 * The method badge and path line every API page starts with, after the base URL when `server` is given. With
 * `copy` (the full URL, `simple` mode: "a copyable endpoint") the bar ends in a button that copies it, even
 * when the bar leaves the base URL out (`api.playground.header`).
 */
export function apiHeader(method: string, server: string | undefined, path: string, copy?: string): Element {
  return h(
    'div.lectern-api-header',
    spaced([
      h(`span.lectern-method.lectern-method-${method.toLowerCase()}.method-pill`, method),
      h('code.lectern-api-path', [
        server ? h('span.lectern-api-server', server.replace(/\/+$/, '')) : '',
        path,
      ]),
      ...(copy === undefined ? [] : [endpointCopy(copy)]),
    ]),
  );
}

/** The full URL `simple` mode copies: the first server (when there is one) and the path. */
export function endpointUrl(server: string | undefined, path: string): string {
  return `${server?.replace(/\/+$/, '') ?? ''}${path}`;
}

/** The client copies `data-lectern-copy-text` as it is (client/scripts/widgets.js). */
function endpointCopy(url: string): Element {
  return copyButton('Copy endpoint', { copyText: url, className: ['lectern-api-copy'] });
}

/**
 * The header (copyable in `simple` mode), then the form when the mode shows it, and beside the page's content
 * the request samples a spec operation would get (unless `api.examples.autogenerate` is false; a page's own
 * `<RequestExample>` takes their place in the layout, layout/api-panel.ts); null when `api:` is malformed.
 */
export function renderManualEndpoint(
  input: ManualEndpoint,
  opts: { mode: PlaygroundMode; allowed: boolean; settings?: ApiSettings; highlight?: Highlight },
): Root | null {
  const parsed = parseApiValue(input.api);
  if (!parsed) return null;
  const { settings } = opts;
  const servers = parsed.server ? [parsed.server] : (settings?.server ?? []);
  const { operation, auth, shape } = manualOperation(
    { method: parsed.method, path: parsed.path, servers },
    input.params,
    { ...(input.authMethod ? { authMethod: input.authMethod } : {}), ...(settings ? { settings } : {}) },
  );
  const children: ElementContent[] = [
    apiHeader(
      parsed.method,
      headerServer(servers, settings),
      parsed.path,
      opts.mode === 'simple' ? endpointUrl(servers[0], parsed.path) : undefined,
    ),
  ];
  if (showsPlayground(opts.mode, opts.allowed)) {
    // `api.examples.prefill`: a manual page's only written values are its ParamFields' defaults (a nested
    // field's is in the body, not an input of its own).
    const defaults = new Map(
      input.params
        .filter((p) => p.default !== undefined && !p.within?.length)
        .map((p) => [`${p.in}\0${p.name}`, String(p.default)]),
    );
    const prefill = settings?.prefill ? (p: Parameter) => defaults.get(`${p.in}\0${p.name}`) : undefined;
    children.push(playgroundForm(operation, auth, shape, undefined, prefill, settings?.credentials));
  }
  // The page's content joins the grid's main column in the layout, as on a spec operation's page.
  const aside = examplesColumn({
    samples: requestSamples(operation, shape, settings),
    responses: [],
    highlight: opts.highlight,
  });
  if (aside.length)
    children.push(
      h('div.lectern-api-grid', [h('div.lectern-api-main'), h('aside.lectern-api-examples', aside)]),
    );
  return {
    type: 'root',
    children: [h('div.lectern-api', { dataMethod: parsed.method, dataPath: parsed.path }, children)],
  };
}
