/**
 * docs.json `directory` (organize/navigation.mdx, "Directory listings"): set on any object of the navigation,
 * inherited by everything under it until a descendant sets another value. A group with a `root` page and a
 * value other than `none` lists its child pages and groups on that page, below its content
 * (layout/directory.ts). Values were checked when the config was read (config/navigation.ts): an invalid
 * one is gone by now, so the object inherits instead.
 */
import type { DirectoryItem, DirectoryListing, NavGroup, NavNode } from '../types.js';
import { firstPageOf } from './first-page.js';
import type { Scope } from './nav-node.js';
import type { PageEntry } from './types.js';

export type DirectorySetting = 'none' | DirectoryListing['style'];

/** The scope an object of the navigation passes down: with its own `directory` when it sets one. */
export function withDirectory(raw: Record<string, unknown>, scope: Scope): Scope {
  const own = raw.directory;
  return own === 'none' || own === 'card' || own === 'accordion' ? { ...scope, directory: own } : scope;
}

interface Noted {
  group: NavGroup;
  setting: DirectorySetting;
  sectionIds: string[];
}

/**
 * Groups with a root page, noted during the walk. Their listings are made after it, once each page's entry
 * is the one of the section showing it (shared-pages.ts) and every description is known.
 */
export class DirectoryGroups {
  private readonly noted: Noted[] = [];

  note(group: NavGroup, scope: Scope): void {
    if (group.root)
      this.noted.push({ group, setting: scope.directory ?? 'none', sectionIds: scope.sectionIds });
  }

  /**
   * Gives each root page its group's listing. A page that is the root of several groups takes the one in
   * the section it is shown in, else the first; when that one's setting is `none`, it lists nothing.
   */
  attach(pages: Map<string, PageEntry>): void {
    const chosen = new Map<string, Noted>();
    for (const noted of this.noted) {
      const entry = pages.get(noted.group.root!);
      if (!entry) continue;
      const current = chosen.get(entry.path);
      const here = (n: Noted) => sameIds(n.sectionIds, entry.sectionIds);
      if (!current || (!here(current) && here(noted))) chosen.set(entry.path, noted);
    }
    for (const [path, { group, setting }] of chosen) {
      if (setting === 'none') continue;
      const items = listItems(group.children, pages, path, setting === 'accordion');
      if (items.length) pages.get(path)!.directory = { style: setting, items };
    }
  }
}

/**
 * What a group lists: its visible pages (not `exclude`, the page the listing is on), links, and child
 * groups, each leading to its root page or else its first page and described by its root page. `nested`:
 * child groups carry their own entries one level down (an accordion listing opens them in place).
 */
function listItems(
  nodes: NavNode[],
  pages: ReadonlyMap<string, PageEntry>,
  exclude: string,
  nested: boolean,
): DirectoryItem[] {
  const out: DirectoryItem[] = [];
  for (const node of nodes) {
    if (node.kind === 'link') out.push(item(node.title, { href: node.href }, node.icon));
    else if (node.kind === 'page') {
      if (!node.hidden && node.path !== exclude)
        out.push(item(node.title, { path: node.path }, node.icon, pages.get(node.path)?.description));
    } else if (node.hidden) continue;
    // A group without a name shows its pages without a heading in the sidebar (layout/sidebar.ts): here too.
    else if (node.title.trim() === '') out.push(...listItems(node.children, pages, exclude, nested));
    else {
      const path = firstPageOf({ children: [node], sections: [] });
      if (!path) continue;
      const description = node.root ? pages.get(node.root)?.description : undefined;
      const group = item(node.title, { path }, node.icon, description);
      const children = nested ? listItems(node.children, pages, node.root ?? '', false) : [];
      if (children.length) group.children = children;
      out.push(group);
    }
  }
  return out;
}

function item(
  title: string,
  target: { path: string } | { href: string },
  icon: string | undefined,
  description?: string,
): DirectoryItem {
  const out: DirectoryItem = { title, ...target };
  if (description?.trim()) out.description = description;
  if (icon) out.icon = icon;
  return out;
}

function sameIds(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
