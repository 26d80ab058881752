/**
 * The API part at the top of a page: an OpenAPI operation (`openapi:` frontmatter, rendered by ../openapi
 * through ctx.renderApiOperation), or a manual endpoint (`api: "POST https://api.acme.com/v1/users"`,
 * documented by the page's own ParamFields, which also make its request samples). Either way the page's display mode (`playground:` frontmatter,
 * else `api.playground.display`) decides between the request form, a copyable endpoint, or neither; the
 * form needs a deployment that allows it.
 */
import type { Element, ElementContent } from 'hast';
import { LAYOUT_IDS } from '../layout/ids.js';
import { playgroundMode, renderManualEndpoint } from '../openapi/index.js';
import type { PageContext } from '../types.js';
import { stringField } from './frontmatter.js';
import type { PageState } from './state.js';

/**
 * The component schema an `openapi-schema:` page documents, after the page's own content. Empty when it
 * cannot be rendered: the renderer has reported why.
 */
export function schemaSection(frontmatter: Record<string, unknown>, ctx: PageContext): ElementContent[] {
  const value = stringField(frontmatter['openapi-schema']);
  const root = value && ctx.renderApiSchema ? ctx.renderApiSchema(value) : null;
  return root ? (root.children as ElementContent[]) : [];
}

/** Runs after the page is converted: a manual endpoint's parameters are the ParamFields it recorded. */
export function apiSection(
  frontmatter: Record<string, unknown>,
  ctx: PageContext,
  page: PageState,
): ElementContent[] {
  const settings = page.env.settings.api;
  const mode = playgroundMode(frontmatter.playground, settings);
  const allowed = ctx.features.apiPlayground;
  const highlight = ctx.highlightApiSample?.bind(ctx);
  const channel = stringField(frontmatter.asyncapi);
  if (channel) {
    // `"/asyncapi.yaml channelOne"`: the channel's page (openapi/channel.ts); the renderer reports problems.
    const root = ctx.renderApiOperation?.(channel, mode, stringField(frontmatter.description));
    return root ? (root.children as ElementContent[]) : [];
  }
  const spec = stringField(frontmatter.openapi);
  if (spec) {
    if (!ctx.renderApiOperation) return [];
    // Null when the operation cannot be rendered; the renderer has reported why (a missing operation, an
    // unreadable document, a malformed reference), so the page adds no second diagnostic of its own.
    const root = ctx.renderApiOperation(spec, mode, stringField(frontmatter.description));
    if (root) return root.children as ElementContent[];
    // The spec is out of reach (remote, missing): the endpoint the page names still heads it, with the
    // page's own ParamFields, as a manual `api:` page would show them.
    const endpoint = /(?:^|\s)(get|post|put|patch|delete|head|options|trace)\s+(\/\S*)\s*$/i.exec(spec);
    if (!endpoint) return [];
    const fallback = renderManualEndpoint(
      { api: `${endpoint[1].toUpperCase()} ${endpoint[2]}`, params: page.paramFields },
      { mode, allowed, settings, highlight },
    );
    return fallback ? (fallback.children as ElementContent[]) : [];
  }
  const api = stringField(frontmatter.api);
  if (!api) return [];
  const authMethod = stringField(frontmatter.authMethod);
  const root = renderManualEndpoint(
    { api, params: page.paramFields, ...(authMethod ? { authMethod } : {}) },
    { mode, allowed, settings, highlight },
  );
  if (!root) {
    page.diagnostics.push({
      severity: 'warning',
      code: 'api-endpoint',
      message: `api: "${api}" is not "METHOD https://host/path" or "METHOD /path"`,
      file: ctx.file,
      line: 1,
    });
    return [];
  }
  return root.children as ElementContent[];
}

/**
 * Makes the ids of a rendered API part (rendered on its own, after the page's content) unique on the page:
 * one the page's headings already took (a page's own `## Response` above the operation's Response section)
 * takes its next free form, and the part's links to it follow. The layout's ids it writes on purpose
 * (`request-example`) stay.
 */
export function claimPartIds(nodes: ElementContent[], page: PageState): void {
  const renamed = new Map<string, string>();
  const elements: Element[] = [];
  const walk = (list: ElementContent[]) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      elements.push(node);
      const id = node.properties.id;
      if (typeof id === 'string' && !LAYOUT_IDS.includes(id)) {
        const unique = page.uniqueId(id, 2);
        if (unique !== id) renamed.set(id, unique);
        node.properties.id = unique;
      }
      walk(node.children);
    }
  };
  walk(nodes);
  if (renamed.size === 0) return;
  const follow = (id: unknown) => (typeof id === 'string' ? (renamed.get(id) ?? id) : id);
  for (const { properties } of elements) {
    const href = properties.href;
    if (typeof href === 'string' && href.startsWith('#')) properties.href = `#${follow(href.slice(1))}`;
    for (const name of ID_REFERENCES) {
      const value = properties[name];
      if (Array.isArray(value)) properties[name] = value.map(follow) as string[];
      else if (value !== undefined) properties[name] = follow(value) as string;
    }
  }
}

/** The attributes that name other elements by id (a label's `for`, the ARIA relations). */
const ID_REFERENCES = ['htmlFor', 'ariaControls', 'ariaLabelledBy', 'ariaDescribedBy'];
