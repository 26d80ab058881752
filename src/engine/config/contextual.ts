/**
 * `contextual` in docs.json (and in a page's frontmatter, which replaces it for that page): the page menu of
 * ai/contextual-menu.mdx. Options that only work against a service Mintlify hosts are left out here, with
 * one warning naming them all, so the layout only ever sees options a static site can offer.
 */
import type { ContextualConfig, ContextualCustom, ContextualOption } from './types.js';
import { ConfigChecker, describe, isObject, optArray, optEnum, optString, type KeyPath } from './validate.js';

/** Options a static site can offer: its own Markdown, links to AI tools, and the page's OpenAPI file. */
export const CONTEXTUAL_BUILTINS = [
  'copy',
  'view',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'download-spec',
] as const;

/**
 * Each needs something Mintlify runs for the site: its assistant, its PDF export, its hosted MCP server
 * (which `mcp`, `add-mcp`, `cursor`, `vscode` and `devin-mcp` install or copy), or a desktop app deep link
 * (`devin-desktop`) that opens that server.
 */
const HOSTED: Record<string, string> = {
  assistant: 'the assistant',
  'download-pdf': 'PDF export',
  mcp: 'the MCP server',
  'add-mcp': 'the MCP server',
  cursor: 'the MCP server',
  vscode: 'the MCP server',
  'devin-mcp': 'the MCP server',
  'devin-desktop': 'the MCP server',
};

/** A custom option's query value may name the hosted MCP server; such an option cannot work here. */
const MCP_PLACEHOLDER = '$mcp';

/**
 * Reads `contextual` from `doc` at `at`. Returns undefined when the key is absent or unusable; an empty
 * option list (a page's `options: []`) is kept, since it turns the menu off.
 */
export function readContextual(
  c: ConfigChecker,
  doc: Record<string, unknown>,
  at: KeyPath = [],
  iconExists: (name: string) => boolean = () => true,
): ContextualConfig | undefined {
  const here = [...at, 'contextual'];
  const value = doc.contextual;
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) {
    c.dropped(here, 'an object with "options"', value);
    return undefined;
  }
  const list = optArray(c, value, 'options', here);
  if (!list) {
    if (value.options === undefined) c.warn(here, 'CONFIG_IGNORED', 'needs "options" (a list); ignored');
    return undefined;
  }
  const options: ContextualOption[] = [];
  const hosted = new Map<string, string>();
  list.forEach((item, i) => {
    const where = [...here, 'options', i];
    if (typeof item === 'string') {
      const id = item.trim();
      if ((CONTEXTUAL_BUILTINS as readonly string[]).includes(id)) {
        if (options.includes(id as ContextualOption))
          c.warn(where, 'CONFIG_IGNORED', `"${id}" is listed twice; ignored`);
        else options.push(id as ContextualOption);
      } else if (HOSTED[id]) hosted.set(id, HOSTED[id]);
      else
        c.warn(
          where,
          'CONFIG_IGNORED',
          `unknown option "${item}" (expected one of ${[...CONTEXTUAL_BUILTINS, ...Object.keys(HOSTED)].join(', ')}, or a custom option object); ignored`,
        );
    } else if (isObject(item)) {
      const custom = customOption(c, item, where, iconExists);
      if (custom) options.push(custom);
    } else c.dropped(where, 'an option name or a custom option object', item);
  });
  if (hosted.size > 0) {
    const needs = [...new Set(hosted.values())].join(', ');
    c.warn(
      [...here, 'options'],
      'CONTEXTUAL_HOSTED',
      `${[...hosted.keys()].map((k) => `"${k}"`).join(', ')} left out of the page menu: ${hosted.size === 1 ? 'it needs' : 'they need'} a service Mintlify hosts for the site (${needs}), which a static export does not have`,
    );
  }
  const display = optEnum(c, value, 'display', here, ['header', 'toc'] as const) ?? 'header';
  return { options, display };
}

function customOption(
  c: ConfigChecker,
  item: Record<string, unknown>,
  at: KeyPath,
  iconExists: (name: string) => boolean,
): ContextualCustom | undefined {
  const title = optString(c, item, 'title', at)?.trim();
  if (!title) {
    c.warn(at, 'CONFIG_IGNORED', 'a custom option needs "title"; ignored');
    return undefined;
  }
  const href = customHref(c, item.href, [...at, 'href']);
  if (!href) return undefined;
  const query = typeof href === 'string' ? [] : href.query;
  if (query.some((q) => q.value.includes(MCP_PLACEHOLDER))) {
    c.warn(
      [...at, 'href'],
      'CONTEXTUAL_HOSTED',
      `"${title}" left out of the page menu: "${MCP_PLACEHOLDER}" is the URL of the MCP server Mintlify hosts for the site, which a static export does not have`,
    );
    return undefined;
  }
  const out: ContextualCustom = { title, href };
  const description = optString(c, item, 'description', at)?.trim();
  if (description) out.description = description;
  const icon = optString(c, item, 'icon', at)?.trim();
  if (icon) {
    if (iconExists(icon)) out.icon = icon;
    else
      c.warn(
        [...at, 'icon'],
        'CONFIG_IGNORED',
        `"${icon}" is not an icon of the site's icon library; the option shows without one`,
      );
  }
  return out;
}

function customHref(c: ConfigChecker, value: unknown, at: KeyPath): ContextualCustom['href'] | undefined {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (!isObject(value)) {
    if (value === undefined)
      c.warn(at.slice(0, -1), 'CONFIG_IGNORED', 'a custom option needs "href"; ignored');
    else c.dropped(at, 'a URL or { base, query }', value);
    return undefined;
  }
  const base = optString(c, value, 'base', at)?.trim();
  if (!base) {
    c.warn(at, 'CONFIG_IGNORED', 'needs "base" (a URL); the option is ignored');
    return undefined;
  }
  const query: { key: string; value: string }[] = [];
  (optArray(c, value, 'query', at) ?? []).forEach((q, i) => {
    const where = [...at, 'query', i];
    if (isObject(q) && typeof q.key === 'string' && q.key !== '' && typeof q.value === 'string')
      query.push({ key: q.key, value: q.value });
    else
      c.warn(
        where,
        'CONFIG_IGNORED',
        `expected { key, value } with string values, got ${isObject(q) ? describeParts(q) : describe(q)}; ignored`,
      );
  });
  return { base, query };
}

/** For a message: which of `key` and `value` is wrong in a query entry. */
function describeParts(q: Record<string, unknown>): string {
  const part = (v: unknown) => (v === undefined ? 'missing' : describe(v));
  return `{ key: ${part(q.key)}, value: ${part(q.value)} }`;
}
