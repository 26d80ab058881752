import type { LayoutInput, NavNode, NavSection, NavTree } from '../types.js';
import { LanguageAlternates } from './alternates.js';
import type { PageEntry } from './types.js';

type PageNav = LayoutInput['nav'];

function shallow(section: NavSection): NavSection {
  const { children: _c, sections: _s, globalLinks: _g, ...rest } = section;
  return { ...rest, children: [], sections: [] };
}

/**
 * The navigation one page carries: the switcher entries along its own path (siblings without their
 * contents) and the sidebar of its innermost section. Never the whole site: sizes stay flat as sites grow.
 */
export function navForSection(tree: NavTree, sectionIds: string[]): PageNav {
  const trim = (sections: NavSection[], depth: number): NavSection[] =>
    sections.map((s) => {
      const copy = shallow(s);
      if (s.id === sectionIds[depth]) copy.sections = trim(s.sections, depth + 1);
      // A tab's menu items are listed on the tab in every page's header (layout/header.ts): kept, without contents.
      else if (s.sections.some((m) => m.menu)) copy.sections = s.sections.map(shallow);
      return copy;
    });
  let children: NavNode[] = tree.root;
  let level = tree.sections;
  // The root's global links, then those of each section the page is in, outermost first.
  const globalLinks = [...tree.globalLinks];
  for (const id of sectionIds) {
    const found = level.find((s) => s.id === id);
    if (!found) break;
    children = found.children;
    level = found.sections;
    if (found.globalLinks) globalLinks.push(...found.globalLinks);
  }
  const nav: PageNav = { sections: trim(tree.sections, 0), activeSectionIds: [...sectionIds], children };
  if (globalLinks.length) nav.globalLinks = globalLinks;
  return nav;
}

/** Memoises `navForSection` per section: every page of a section shares one payload object. */
export class NavPayloads {
  private readonly cache = new Map<string, PageNav>();
  private readonly languages: LanguageAlternates;
  constructor(private readonly tree: NavTree) {
    this.languages = new LanguageAlternates(tree);
  }

  /** The page in each sibling language that shows it (alternates.ts); empty outside languages. */
  alternates(pagePath: string, sectionIds: string[]): NonNullable<LayoutInput['alternates']> {
    return this.languages.for(pagePath, sectionIds);
  }

  /**
   * The navigation of each other section a shared page is listed in (`PageEntry.contexts`), for its templates,
   * with the page's previous and next pages in that section's sidebar: a reader in version 1 goes on in it.
   */
  contexts(entry: Pick<PageEntry, 'contexts' | 'path'>): PageContextNav[] {
    return (entry.contexts ?? []).map((sectionIds) => {
      const nav = this.for(sectionIds);
      return { sectionIds, nav, ...neighbours(nav.children, entry.path) };
    });
  }

  for(sectionIds: string[]): PageNav {
    const key = sectionIds.join('\u0000');
    let nav = this.cache.get(key);
    if (!nav) {
      nav = navForSection(this.tree, sectionIds);
      this.cache.set(key, nav);
    }
    return nav;
  }
}

export interface PageContextNav {
  sectionIds: string[];
  nav: PageNav;
  prev?: { title: string; href: string };
  next?: { title: string; href: string };
}

/** The entries before and after `path` in a sidebar's reading order (a group's root under the group's title). */
function neighbours(nodes: NavNode[], path: string): Pick<PageContextNav, 'prev' | 'next'> {
  const order: { path: string; title: string }[] = [];
  const walk = (list: NavNode[]) => {
    for (const n of list) {
      if (n.kind === 'page' && !n.hidden) order.push({ path: n.path, title: n.sidebarTitle ?? n.title });
      else if (n.kind === 'group' && !n.hidden) {
        if (n.root) order.push({ path: n.root, title: n.title });
        walk(n.children);
      }
    }
  };
  walk(nodes);
  const at = order.findIndex((o) => o.path === path);
  if (at < 0) return {};
  const link = (o: { path: string; title: string } | undefined) =>
    o ? { title: o.title, href: o.path } : undefined;
  const out: Pick<PageContextNav, 'prev' | 'next'> = {};
  const prev = link(
    order
      .slice(0, at)
      .reverse()
      .find((o) => o.path !== path),
  );
  const next = link(order.slice(at + 1).find((o) => o.path !== path));
  if (prev) out.prev = prev;
  if (next) out.next = next;
  return out;
}

/** Flattens a sidebar into reading order: group roots before their children; hidden entries skipped. */
export function readingOrder(nodes: NavNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.kind === 'page' && !n.hidden) out.push(n.path);
    else if (n.kind === 'group' && !n.hidden) {
      if (n.root) out.push(n.root);
      readingOrder(n.children, out);
    }
  }
  return out;
}

/** Sets prev/next on each page within the sidebar of the section it belongs to. */
export function linkPrevNext(tree: NavTree, pages: Map<string, PageEntry>): void {
  const visit = (children: NavNode[], sectionId: string) => {
    // Every page the sidebar lists is a neighbour, a page shown in another section too (its owner's chrome,
    // or this section's for a reader coming from here: layout/contexts.ts); each page takes its links from
    // the section it belongs to.
    const order = [...new Set(readingOrder(children))].filter((p) => pages.has(p));
    order.forEach((p, i) => {
      const e = pages.get(p)!;
      if ((e.sectionIds.at(-1) ?? '') !== sectionId) return;
      const prev = order[i - 1] ? pages.get(order[i - 1])! : undefined;
      const next = order[i + 1] ? pages.get(order[i + 1])! : undefined;
      if (prev) e.prev = { title: prev.sidebarTitle ?? prev.title, path: prev.path };
      if (next) e.next = { title: next.sidebarTitle ?? next.title, path: next.path };
    });
  };
  const walk = (sections: NavSection[]) => {
    for (const s of sections) {
      visit(s.children, s.id);
      walk(s.sections);
    }
  };
  visit(tree.root, '');
  walk(tree.sections);
}
