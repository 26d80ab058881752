/** The sidebar: the page's own section navigation (groups, nested groups, pages, links). */
import { renderIcon } from '../icons/index.js';
import type { NavGroup, NavNode } from '../types.js';
import { assetHref, configHref, esc, isExternal, pageHref } from './escape.js';
import { HOOK } from './hooks.js';
import { ID } from './ids.js';

export interface NavRenderContext {
  rootPrefix: string;
  currentPath: string;
  iconLibrary: 'lucide' | 'fontawesome' | 'tabler';
  /** docs.json `interaction.drilldown`: opening a closed group goes to its first page (client/scripts/chrome.js). */
  drilldown?: boolean;
}

/** A navigation icon; `hook` is a Mintlify class name it carries too (`sidebar-group-icon`). */
export function navIcon(
  name: string | undefined,
  ctx: Pick<NavRenderContext, 'rootPrefix' | 'iconLibrary'>,
  size = 16,
  hook?: string,
): string {
  if (!name) return '';
  return (
    renderIcon(name, {
      library: ctx.iconLibrary,
      size,
      className: hook ? `lectern-nav-icon ${hook}` : 'lectern-nav-icon',
      resolveSrc: (src) => assetHref(ctx.rootPrefix, src),
    }) ?? ''
  );
}

/** A page's, group's or section's `tag`, as Mintlify's tag pill. */
export function navTag(text: string | undefined): string {
  return text
    ? `<span class="lectern-nav-tag ${HOOK.navTagPill}"><span class="${HOOK.navTagPillText}">${esc(text)}</span></span>`
    : '';
}

function method(verb: string | undefined): string {
  if (!verb) return '';
  const lower = verb.toLowerCase().replace(/[^a-z]/g, '');
  return `<span class="lectern-method lectern-method-${lower} method-nav-pill">${esc(shortMethod(verb))}</span>`;
}

function shortMethod(verb: string): string {
  const upper = verb.toUpperCase();
  return upper === 'DELETE' ? 'DEL' : upper === 'OPTIONS' ? 'OPT' : upper;
}

/** Whether a group has an entry the sidebar shows: its root page, a visible page, a link, or such a group. */
function showsAnything(group: NavGroup): boolean {
  if (group.root) return true;
  return group.children.some((child) =>
    child.kind === 'page'
      ? !child.hidden
      : child.kind === 'link'
        ? true
        : !child.hidden && showsAnything(child),
  );
}

/** A group with an empty or blank name: its pages are shown without a heading (see compileNode). */
function unnamed(group: NavGroup): boolean {
  return group.title.trim() === '';
}

/**
 * Titles of the groups leading to the page, outermost first (for the breadcrumb and eyebrow); groups without
 * a name are left out.
 */
export function findTrail(nodes: NavNode[], path: string): string[] | null {
  for (const node of nodes) {
    if (node.kind === 'page' && node.path === path) return [];
    if (node.kind === 'group') {
      const own = unnamed(node) ? [] : [node.title];
      if (node.root === path) return own;
      const inner = findTrail(node.children, path);
      if (inner) return [...own, ...inner];
    }
  }
  return null;
}

/**
 * A section's sidebar compiled once per link prefix: static HTML with holes for what depends on the page
 * (which link is current, which groups are open). At 5,000 pages a section's sidebar is about 40 KB and was
 * the largest part of every page; filling the holes costs a fraction of rendering it again.
 */
type Part =
  string | { current: string } | { item: string } | { open: Set<string> | true } | { holds: Set<string> };

class NavTemplate {
  readonly parts: Part[] = [];
  private text = '';

  add(html: string): void {
    this.text += html;
  }

  hole(part: Exclude<Part, string>): void {
    this.parts.push(this.text, part);
    this.text = '';
  }

  end(): void {
    this.parts.push(this.text);
    this.text = '';
  }
}

function compileNode(
  node: NavNode,
  ctx: Omit<NavRenderContext, 'currentPath'>,
  depth: number,
  t: NavTemplate,
): void {
  if (node.kind === 'page') {
    if (node.hidden) return;
    t.add('<li');
    t.hole({ item: node.path });
    t.add(`><a class="lectern-nav-link" href="${esc(pageHref(ctx.rootPrefix, node.path))}"`);
    t.hole({ current: node.path });
    t.add(
      `>${method(node.method)}${navIcon(node.icon, ctx)}<span class="lectern-nav-text">${esc(node.sidebarTitle ?? node.title)}</span>${navTag(node.tag)}</a></li>`,
    );
    return;
  }
  if (node.kind === 'link') {
    const href = configHref(ctx.rootPrefix, node.href);
    const external = isExternal(href);
    t.add(
      `<li><a class="lectern-nav-link${external ? ' lectern-nav-external' : ''}" href="${esc(href)}"${external ? ' rel="noopener"' : ''}>` +
        `${navIcon(node.icon, ctx)}<span class="lectern-nav-text">${esc(node.title)}</span></a></li>`,
    );
    return;
  }
  // A group with nothing to show (no pages, or only hidden ones) is left out, heading and all.
  if (node.hidden || !showsAnything(node)) return;
  if (unnamed(node)) {
    // `"group": ""` (Helicone's FAQ): Mintlify lists the pages with no heading and no toggle. At the top they
    // get a list of their own, like pages outside any group; nested, they sit in their parent's list.
    if (depth === 0) groupList(node, '<li class="lectern-nav-section">', t);
    for (const child of node.children) compileNode(child, ctx, depth + 1, t);
    if (depth === 0) t.add('</ul></li>');
    return;
  }
  const rootLink = (cls: string) => {
    t.add(`<a${cls} href="${esc(pageHref(ctx.rootPrefix, node.root!))}"`);
    t.hole({ current: node.root! });
    t.add(`>${esc(node.title)}</a>`);
  };
  if (depth === 0) {
    // Top-level groups are headings, always shown, like Mintlify's sidebar.
    t.add(
      `<li class="lectern-nav-section"><h2 class="lectern-nav-heading ${HOOK.sidebarGroupHeader}">${navIcon(node.icon, ctx, 16, HOOK.sidebarGroupIcon)}<span class="${HOOK.sidebarTitle}">`,
    );
    if (node.root) rootLink('');
    else t.add(esc(node.title));
    groupList(node, `</span>${navTag(node.tag)}</h2>`, t);
    for (const child of node.children) compileNode(child, ctx, depth + 1, t);
    t.add('</ul></li>');
    return;
  }
  t.add('<li class="lectern-nav-group"><details');
  t.hole({ open: node.expanded ? true : pagesIn(node) });
  const first = ctx.drilldown && !node.root ? firstPage(node) : null;
  const drill = first ? ` data-drilldown="${esc(pageHref(ctx.rootPrefix, first))}"` : '';
  t.add(`><summary${drill}>${navIcon(node.icon, ctx)}`);
  if (node.root) rootLink(' class="lectern-nav-group-link"');
  else t.add(`<span class="lectern-nav-text">${esc(node.title)}</span>`);
  t.add(`${navTag(node.tag)}</summary><ul class="lectern-nav-list">`);
  for (const child of node.children) compileNode(child, ctx, depth + 1, t);
  t.add('</ul></details></li>');
}

/**
 * The list of a top-level group: Mintlify's `sidebar-group`, marked `data-active` on the pages it holds
 * (`sidebar-group[data-active]`).
 */
function groupList(group: NavGroup, before: string, t: NavTemplate): void {
  t.add(`${before}<ul class="lectern-nav-list ${HOOK.sidebarGroup}"`);
  t.hole({ holds: pagesIn(group) });
  t.add('>');
}

/** The pages a group holds at any depth (its own root included): it renders open on any of them. */
/** The first page a reader sees listed in a group (its root, else its first shown page, nested or not). */
function firstPage(group: NavGroup): string | null {
  if (group.root) return group.root;
  for (const c of group.children) {
    if (c.kind === 'page' && !c.hidden) return c.path;
    if (c.kind === 'group' && !c.hidden) {
      const inner = firstPage(c);
      if (inner) return inner;
    }
  }
  return null;
}

function pagesIn(group: NavGroup, out = new Set<string>()): Set<string> {
  if (group.root) out.add(group.root);
  for (const c of group.children) {
    if (c.kind === 'page') out.add(c.path);
    else if (c.kind === 'group') pagesIn(c, out);
  }
  return out;
}

function compileNavTree(nodes: NavNode[], ctx: Omit<NavRenderContext, 'currentPath'>): Part[] {
  const t = new NavTemplate();
  t.add(`<ul class="lectern-nav-tree" id="${ID.navigationItems}">`);
  // Pages and links that sit directly at the top are gathered into one list.
  let loose = false;
  for (const node of nodes) {
    if (node.kind === 'group') {
      if (loose) t.add('</ul></li>');
      loose = false;
      compileNode(node, ctx, 0, t);
    } else {
      if (!loose) t.add('<li class="lectern-nav-section"><ul class="lectern-nav-list">');
      loose = true;
      compileNode(node, ctx, 1, t);
    }
  }
  if (loose) t.add('</ul></li>');
  t.add('</ul>');
  t.end();
  return t.parts;
}

/** Compiled sidebars by navigation (the same array for every page of a section) and link prefix. */
const compiled = new WeakMap<NavNode[], Map<string, Part[]>>();

/** The `<ul>` of the nav for the current page. */
export function renderNavTree(nodes: NavNode[], ctx: NavRenderContext): string {
  let byPrefix = compiled.get(nodes);
  if (!byPrefix) compiled.set(nodes, (byPrefix = new Map()));
  const key = `${ctx.iconLibrary}\0${ctx.rootPrefix}\0${ctx.drilldown ? 1 : 0}`;
  let parts = byPrefix.get(key);
  if (!parts) byPrefix.set(key, (parts = compileNavTree(nodes, ctx)));
  let html = '';
  for (const part of parts) {
    if (typeof part === 'string') html += part;
    // `data-active` as Mintlify marks the current link and its item for sites' CSS
    // (`#sidebar-content li[data-active]`).
    else if ('current' in part)
      html += part.current === ctx.currentPath ? ' aria-current="page" data-active' : '';
    else if ('item' in part) html += part.item === ctx.currentPath ? ' data-active' : '';
    else if ('holds' in part) html += part.holds.has(ctx.currentPath) ? ' data-active' : '';
    else html += part.open === true || part.open.has(ctx.currentPath) ? ' open' : '';
  }
  return html;
}
