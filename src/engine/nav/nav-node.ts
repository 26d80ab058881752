/** Shared by the navigation walk (normalise.ts) and the modules it hands parts of the walk to. */
import { isObject, type ApiSpecSource } from '../config/index.js';
import type { NavPage } from '../types.js';
import type { PageEntry } from './types.js';

/** What a navigation element passes down to what it contains. */
export interface Scope {
  sectionIds: string[];
  crumbs: string[];
  hidden: boolean;
  /**
   * A hidden tab or group above says `searchable: true`: its pages stay out of the navigation but are indexed
   * (site search, sitemap, llms.txt) as visible pages are (organize/hidden-pages.mdx). A hidden group below
   * without it ends that again.
   */
  searchable?: boolean;
  /** `boost` of the nearest group that sets one (optimize/search.mdx); a page's own frontmatter wins. */
  boost?: number;
  lang?: string;
  openapi?: ApiSpecSource;
  /** Folder for pages generated from `openapi`. */
  folder: string;
  /** `directory`, inherited (directory.ts); unset is `none`. */
  directory?: 'none' | 'card' | 'accordion';
}

/** One place a page is listed, and the page's entry as it would be had that listing been its only one. */
export interface Listing {
  scope: Scope;
  entry: () => PageEntry;
}

export function navPage(entry: PageEntry, hiddenScope: boolean): NavPage {
  const node: NavPage = { kind: 'page', path: entry.path, title: entry.title };
  if (entry.sidebarTitle) node.sidebarTitle = entry.sidebarTitle;
  if (entry.hidden && !hiddenScope) node.hidden = true;
  return node;
}

/** A page's node listed again: the first one's, hidden there only by its own `hidden:`, not by that scope. */
export function listingNode(first: NavPage, ownHidden: boolean, hiddenScope: boolean): NavPage {
  const { hidden: _hidden, ...node } = first;
  return ownHidden && !hiddenScope ? { ...node, hidden: true } : node;
}

export function iconName(icon: unknown): string | undefined {
  if (typeof icon === 'string') return icon;
  if (isObject(icon) && typeof icon.name === 'string') return icon.name;
  return undefined;
}

/** Navigation divisions and the key naming each element (`tabs: [{ tab: "API" }]`). */
export const DIVISIONS = [
  ['languages', 'language', 'language'],
  ['versions', 'version', 'version'],
  ['products', 'product', 'product'],
  ['dropdowns', 'dropdown', 'dropdown'],
  ['tabs', 'tab', 'tab'],
  ['anchors', 'anchor', 'anchor'],
  // Menus are dropdowns inside a tab or product; a tab's items are marked `menu` (shown on the tab, in the header).
  ['menu', 'item', 'dropdown'],
] as const;
