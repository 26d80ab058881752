/**
 * Pages listed in several sections (a Home page in every version, a path in every language). A page is built
 * once, so it is shown in one of them: the one readers land in. At each switch level that is the default
 * entry (`default: true`, else the first: organize/navigation.mdx, "Default version"; the same for languages
 * in guides/internationalization.mdx), and a visible listing wins over a hidden one. The other sections'
 * switcher entries then open a page of their own.
 */
import type { ConfigChecker } from '../config/index.js';
import type { NavNode, NavSection, NavTree } from '../types.js';
import { firstPageOf } from './first-page.js';
import type { Listing } from './nav-node.js';
import type { PageEntry } from './types.js';

export interface Placement {
  sectionIds: string[];
  hidden: boolean;
}

interface Ranked extends Placement {
  /** Each enclosing section's place among its siblings, the default one first. */
  rank: number[];
}

function ranks(sections: NavSection[]): number[] {
  const preferred = Math.max(
    0,
    sections.findIndex((s) => s.isDefault),
  );
  return sections.map((_, i) => (i === preferred ? 0 : i + 1));
}

function before(a: Ranked, b: Ranked): boolean {
  if (a.hidden !== b.hidden) return !a.hidden;
  for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++)
    if (a.rank[i] !== b.rank[i]) return a.rank[i]! < b.rank[i]!;
  return a.rank.length < b.rank.length;
}

/** Where each page of the tree is shown, of all the places that list it. */
export function pageOwners(tree: Pick<NavTree, 'root' | 'sections'>): Map<string, Placement> {
  const best = new Map<string, Ranked>();
  const offer = (path: string, at: Ranked) => {
    const current = best.get(path);
    if (!current || before(at, current)) best.set(path, at);
  };
  const nodes = (list: NavNode[], place: Ranked) => {
    for (const n of list) {
      if (n.kind === 'page') offer(n.path, place);
      else if (n.kind === 'group') {
        const inner = n.hidden ? { ...place, hidden: true } : place;
        if (n.root) offer(n.root, inner);
        nodes(n.children, inner);
      }
    }
  };
  const sections = (list: NavSection[], place: Ranked) => {
    const order = ranks(list);
    list.forEach((s, i) => {
      const inner: Ranked = {
        sectionIds: [...place.sectionIds, s.id],
        hidden: place.hidden || s.hidden === true,
        rank: [...place.rank, order[i]!],
      };
      nodes(s.children, inner);
      sections(s.sections, inner);
    });
  };
  const top: Ranked = { sectionIds: [], hidden: false, rank: [] };
  nodes(tree.root, top);
  sections(tree.sections, top);
  return new Map([...best].map(([path, { sectionIds, hidden }]) => [path, { sectionIds, hidden }]));
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * After the walk: gives each page listed more than once the entry of the listing that shows it, points
 * each section's switcher entry at a page it shows, and warns about entries that cannot.
 */
export function settleSharedPages(
  tree: NavTree,
  pages: Map<string, PageEntry>,
  listings: Map<string, Listing[]>,
  c: ConfigChecker,
): void {
  const owners = pageOwners(tree);
  for (const [path, list] of listings) {
    const owner = owners.get(path);
    const current = pages.get(path);
    if (!owner || !current || list.length < 2) continue;
    const pick = list.find(
      (l) => same(l.scope.sectionIds, owner.sectionIds) && l.scope.hidden === owner.hidden,
    );
    // Map.set on a present key keeps the page's place in navigation order.
    if (pick && pick !== list[0]) pages.set(path, { ...pick.entry(), declaredAt: current.declaredAt });
    const contexts = otherContexts(list, owner, pick?.scope.lang ?? current.lang);
    if (contexts.length) pages.get(path)!.contexts = contexts;
  }
  const elsewhere = new Map<string, NavSection[]>();
  ownFirstPages(tree.sections, pages, false, elsewhere);
  for (const [page, sections] of elsewhere) {
    const shownIn = pages.get(page)?.sectionIds.at(-1);
    const one = sections.length === 1;
    c.warn(
      ['navigation'],
      'NAV_SHARED_PAGE',
      `${listed(sections.map((s) => `${s.kind} "${s.id}"`))} ${one ? 'lists' : 'list'} no page of ${one ? 'its' : 'their'} own: ${one ? 'its switcher entry opens its' : 'their switcher entries open their'} first page, "${page}", which is shown in ${shownIn ? `"${shownIn}"` : 'the root navigation'} (a page listed in several sections is shown in the default one); give ${one ? 'it' : 'each'} a page of ${one ? 'its' : 'their'} own`,
    );
  }
  languageSharing(listings, c);
}

/**
 * The other places a page is listed that it carries a header and sidebar for (client/scripts/context.js):
 * visible ones, in the owner's language (pages shared across languages stay undefined, as on Mintlify), each
 * section path once, in navigation order.
 */
function otherContexts(list: Listing[], owner: Placement, lang: string | undefined): string[][] {
  if (owner.hidden) return [];
  const out: string[][] = [];
  for (const { scope } of list) {
    if (scope.hidden || scope.lang !== lang || same(scope.sectionIds, owner.sectionIds)) continue;
    if (!out.some((ids) => same(ids, scope.sectionIds))) out.push(scope.sectionIds);
  }
  return out;
}

/**
 * Bottom-up: a section's first page it shows (so its switcher entry switches even without scripts). When it
 * shows none, its listed first page: a shared page carrying this section's header and sidebar keeps readers
 * in it (its switcher entry records `firstPageContext`, client/scripts/context.js); else the section is
 * collected for a warning.
 */
function ownFirstPages(
  sections: NavSection[],
  pages: Map<string, PageEntry>,
  hiddenAbove: boolean,
  elsewhere: Map<string, NavSection[]>,
): void {
  for (const s of sections) {
    const hidden = hiddenAbove || s.hidden === true;
    ownFirstPages(s.sections, pages, hidden, elsewhere);
    const own = firstPageOf(s, (p) => pages.get(p)?.sectionIds.includes(s.id) === true);
    if (own) s.firstPage = own;
    else if (s.firstPage && !s.href && !hidden) {
      const context = pages.get(s.firstPage)?.contexts?.find((ids) => ids.includes(s.id));
      if (context) {
        s.firstPageContext = context;
        continue;
      }
      const list = elsewhere.get(s.firstPage) ?? [];
      list.push(s);
      elsewhere.set(s.firstPage, list);
    }
  }
}

/** One warning for all paths listed in more than one language, which Mintlify leaves undefined. */
function languageSharing(listings: Map<string, Listing[]>, c: ConfigChecker): void {
  const shared: string[] = [];
  for (const [path, list] of listings) {
    const langs = [...new Set(list.map((l) => l.scope.lang).filter((l) => l !== undefined))];
    if (langs.length > 1) shared.push(`"${path}" (${langs.join(', ')})`);
  }
  if (shared.length === 0) return;
  c.warn(
    ['navigation'],
    'NAV_LANGUAGE_SHARED_PAGE',
    `${shared.length === 1 ? 'a page is' : `${shared.length} pages are`} listed in more than one language: ${listed(shared)}. Mintlify leaves this undefined ("each page path must appear in only one language's navigation"): such a page is built once, in the default language listing it, and the other languages' switcher entries and hreflang links do not lead to it`,
  );
}

function listed(items: string[], max = 8): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}
