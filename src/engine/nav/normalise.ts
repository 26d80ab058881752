import {
  ConfigChecker,
  isObject,
  MINT_OPENAPI_PAGES,
  readBanner,
  readFooter,
  readNavbar,
  specSources,
  type ApiSpecSource,
  formatKeyPath,
  type KeyPath,
  type Variables,
} from '../config/index.js';
import { inlineMarkdownHtml } from '../layout/index.js';
import type { Diagnostic, NavGroup, NavNode, NavPage, NavSection, NavTree } from '../types.js';
import { apiFolder, MintReports, SpecCache } from './openapi.js';
import { DIVISIONS, iconName, type Listing, type Scope } from './nav-node.js';
import { DirectoryGroups, withDirectory } from './directory.js';
import { attachRelated } from './related.js';
import { firstPageOf } from './first-page.js';
import { readAnchorColor } from './anchor-color.js';
import { readGlobalLinks } from './global-links.js';
import { filePage, type FilePageContext } from './file-pages.js';
import { isOperationRef, OperationPages } from './operation-pages.js';
import { channelPages } from './channel-pages.js';
import { languageName, languageTag } from './page-source.js';
import { settleSharedPages } from './shared-pages.js';
import type { PageEntry } from './types.js';

interface Contents {
  children: NavNode[];
  sections: NavSection[];
}

/** Walks the raw navigation once: validates its shape, reads page frontmatter, collects pages in order. */
export class NavBuilder {
  readonly pages = new Map<string, PageEntry>();
  readonly diagnostics: Diagnostic[] = [];
  readonly openapiFiles = new Set<string>();
  private readonly listings = new Map<string, Listing[]>();
  private readonly sectionIdsSeen = new Set<string>();
  private readonly mintReports = new MintReports(this.diagnostics);
  private readonly directories = new DirectoryGroups();
  private readonly operations: OperationPages;
  /** What the parts of the walk in other files share (page map, diagnostics, specs). */
  private readonly walk: FilePageContext;

  constructor(
    private readonly srcDir: string,
    private readonly c: ConfigChecker,
    private readonly specs: SpecCache,
    private readonly rootOpenapi: ApiSpecSource | undefined,
    /** `api.openapi`: where an `openapi:` page's operation is looked up after its section's own file. */
    private readonly apiSpecs: ApiSpecSource[] = [],
    variables?: Variables,
  ) {
    this.walk = {
      srcDir,
      ...(variables ? { variables } : {}),
      c,
      specs,
      pages: this.pages,
      diagnostics: this.diagnostics,
      openapiFiles: this.openapiFiles,
      mintReports: this.mintReports,
      listings: this.listings,
      apiSpecs,
      fileNodes: new Map(),
    };
    this.operations = new OperationPages(this.walk);
  }

  build(nav: Record<string, unknown>): NavTree {
    const at: KeyPath = ['navigation'];
    const contents = this.container(nav, at, {
      sectionIds: [],
      crumbs: [],
      hidden: false,
      openapi: this.rootOpenapi,
      folder: apiFolder(this.rootOpenapi),
    });
    const globalLinks =
      nav.global === undefined ? [] : readGlobalLinks(this.c, nav.global, [...at, 'global']);
    const tree = { sections: contents.sections, root: contents.children, globalLinks };
    settleSharedPages(tree, this.pages, this.listings, this.c);
    this.directories.attach(this.pages);
    attachRelated(this.pages, this.diagnostics);
    return tree;
  }

  /** `owner`: the kind of the section `raw` is (a tab's `menu` items are marked, a product's are not). */
  private container(
    raw: Record<string, unknown>,
    at: KeyPath,
    parent: Scope,
    owner?: NavSection['kind'],
  ): Contents {
    const scope = withDirectory(raw, this.withOpenapi(raw, at, parent));
    const out: Contents = { children: [], sections: [] };
    let hasContent = false;
    for (const [key, titleKey, kind] of DIVISIONS) {
      const list = raw[key];
      if (list === undefined) continue;
      hasContent = true;
      if (!Array.isArray(list)) {
        this.c.expected([...at, key], 'an array', list);
        continue;
      }
      // A division listed twice by its name (openclaw's "Platforms" tab) shows twice: likely a slip, so said.
      const seen = new Map<string, number>();
      list.forEach((el, i) => {
        const section = this.section(el, [...at, key, i], titleKey, kind, scope);
        if (section && key === 'menu' && owner === 'tab') section.menu = true;
        if (!section) return;
        const first = seen.get(section.title);
        if (first !== undefined)
          this.c.warn(
            [...at, key, i],
            'NAV_DUPLICATE',
            `${kind} "${section.title}" is listed again (first at ${formatKeyPath([...at, key, first])}); both are shown`,
          );
        else seen.set(section.title, i);
        out.sections.push(section);
      });
    }
    if (raw.groups !== undefined) {
      hasContent = true;
      if (!Array.isArray(raw.groups))
        this.c.expected([...at, 'groups'], 'an array of group objects', raw.groups);
      else
        raw.groups.forEach((g, i) => {
          if (isObject(g) && g.group === undefined)
            return this.c.error([...at, 'groups', i, 'group'], 'is required (the group title)');
          if (!isObject(g))
            return this.c.expected(
              [...at, 'groups', i],
              'a group object ({ "group": ..., "pages": [...] })',
              g,
            );
          const group = this.group(g, [...at, 'groups', i], scope);
          if (group) out.children.push(group);
        });
    }
    if (raw.pages !== undefined) {
      hasContent = true;
      out.children.push(...this.pageList(raw.pages, [...at, 'pages'], scope));
    }
    // A mint.json tab or anchor with `openapi` lists every operation, after any groups of its own.
    const allOperations = !hasContent || (raw as Record<symbol, unknown>)[MINT_OPENAPI_PAGES] === true;
    if (allOperations && raw.openapi !== undefined && scope.openapi)
      out.children.push(...this.operations.all(scope.openapi, at, scope));
    if (!hasContent && raw.asyncapi !== undefined)
      out.children.push(...channelPages(this.c, this.operations, raw.asyncapi, at, scope));
    return out;
  }

  private section(
    el: unknown,
    at: KeyPath,
    titleKey: string,
    kind: NavSection['kind'],
    scope: Scope,
  ): NavSection | null {
    if (!isObject(el)) {
      this.c.expected(at, `an object with "${titleKey}"`, el);
      return null;
    }
    const name = this.sectionName(el, at, titleKey, kind);
    if (name === null) return null;
    const raw = name.title;
    let id = [...scope.sectionIds.slice(-1), raw].join('/');
    for (let n = 2; this.sectionIdsSeen.has(id); n++)
      id = `${[...scope.sectionIds.slice(-1), raw].join('/')}~${n}`;
    this.sectionIdsSeen.add(id);
    const section: NavSection = {
      kind,
      id,
      title: kind === 'language' ? languageName(raw) : raw,
      children: [],
      sections: [],
    };
    if (kind === 'language') {
      section.language = raw;
      section.lang = languageTag(raw);
      // Each language may carry its own banner, footer and navbar (organize/navigation.mdx, "Languages").
      const chrome: NonNullable<NavSection['chrome']> = {};
      const banner = el.banner !== undefined ? readBanner(this.c, el, at) : undefined;
      // Its banner's Markdown is rendered here, once per build, like the site's (build/env.ts layoutSite).
      if (banner) chrome.banner = { ...banner, html: inlineMarkdownHtml(banner.content) };
      if (el.footer !== undefined) chrome.footer = readFooter(this.c, el, at);
      if (el.navbar !== undefined) chrome.navbar = readNavbar(this.c, el, at);
      for (const key of ['banner', 'footer', 'navbar'] as const)
        if (chrome[key] === undefined) delete chrome[key];
      if (Object.keys(chrome).length) section.chrome = chrome;
    }
    const icon = iconName(el.icon);
    if (icon) section.icon = icon;
    const color =
      kind === 'anchor' && el.color !== undefined && readAnchorColor(this.c, el.color, [...at, 'color']);
    if (color) section.color = color;
    if (typeof el.href === 'string') section.href = el.href;
    if (el.hidden === true) section.hidden = true;
    if (el.default === true) section.isDefault = true;
    if (typeof el.description === 'string') section.description = el.description;
    if (typeof el.tag === 'string') section.tag = el.tag;
    // `global` is allowed on every division entry, not only the root (a language's translated anchors).
    if (el.global !== undefined) {
      const links = readGlobalLinks(this.c, el.global, [...at, 'global']);
      if (links.length) section.globalLinks = links;
    }
    const inner = this.container(
      el,
      at,
      {
        ...scope,
        sectionIds: [...scope.sectionIds, id],
        // A made-up name is no crumb (an unnamed group adds none either), else "API Reference > API Reference".
        crumbs:
          kind === 'language' || kind === 'version' || !name.named
            ? scope.crumbs
            : [...scope.crumbs, section.title],
        hidden: scope.hidden || section.hidden === true,
        // Only tabs and groups take `searchable` (a hidden version, dropdown... keeps its pages unindexed).
        searchable: searchableBelow(scope, section.hidden === true, kind === 'tab' && el.searchable === true),
        lang: kind === 'language' ? raw : scope.lang,
      },
      kind,
    );
    section.children = inner.children;
    section.sections = inner.sections;
    section.firstPage = firstPageOf(section);
    // Nothing to open (a legacy mint.json tab no group falls under): offered, it would be a dead entry.
    if (!section.firstPage && !section.href && !section.hidden) {
      section.hidden = true;
      this.c.warn(at, 'NAV_EMPTY', `${kind} "${section.title}" has no pages and no "href"; it is not shown`);
    }
    return section;
  }

  /**
   * The name a section is listed under. One written without it (two of dify-docs' dropdowns) is kept, with a
   * warning, under its first group's name or its place: failing the whole site for a missing label costs more
   * than a made-up one. A language is the exception: its name is its code, which sets its pages' language.
   */
  private sectionName(
    el: Record<string, unknown>,
    at: KeyPath,
    titleKey: string,
    kind: NavSection['kind'],
  ): { title: string; named: boolean } | null {
    const raw = el[titleKey];
    if (typeof raw === 'string' && raw.trim() !== '') return { title: raw, named: true };
    if (kind === 'language' || (raw !== undefined && typeof raw !== 'string')) {
      this.c.error([...at, titleKey], `expected a non-empty string naming the ${kind}`);
      return null;
    }
    const firstGroup = Array.isArray(el.groups) && isObject(el.groups[0]) ? el.groups[0].group : undefined;
    const place = at[at.length - 1];
    const title =
      typeof firstGroup === 'string' && firstGroup.trim() !== ''
        ? firstGroup
        : `${kind[0]!.toUpperCase()}${kind.slice(1)} ${typeof place === 'number' ? place + 1 : ''}`.trim();
    this.c.warn(at, 'NAV_UNNAMED', `${kind} has no "${titleKey}" naming it; shown as "${title}"`);
    return { title, named: false };
  }

  private group(g: Record<string, unknown>, at: KeyPath, parent: Scope): NavGroup | null {
    if (typeof g.group !== 'string') {
      this.c.expected([...at, 'group'], 'a string naming the group', g.group);
      return null;
    }
    const group: NavGroup = { kind: 'group', title: g.group, children: [] };
    const icon = iconName(g.icon);
    if (icon) group.icon = icon;
    if (typeof g.tag === 'string') group.tag = g.tag;
    if (typeof g.expanded === 'boolean') group.expanded = g.expanded;
    if (g.hidden === true) group.hidden = true;
    // A group named "" (Helicone's FAQ) shows its pages without a heading (layout/sidebar.ts), so it adds no
    // breadcrumb, and its root page, with no title to click, is listed as its first page.
    const unnamed = g.group.trim() === '';
    const scope = withDirectory(
      g,
      this.withOpenapi(g, at, {
        ...parent,
        crumbs: unnamed ? parent.crumbs : [...parent.crumbs, g.group],
        hidden: parent.hidden || g.hidden === true,
        searchable: searchableBelow(parent, g.hidden === true, g.searchable === true),
        ...(searchBoost(g.boost) !== undefined ? { boost: searchBoost(g.boost) } : {}),
      }),
    );
    let root: NavPage | null = null;
    if (g.root !== undefined) {
      if (typeof g.root !== 'string') this.c.expected([...at, 'root'], 'a page path', g.root);
      else {
        root = filePage(this.walk, g.root, [...at, 'root'], scope);
        if (root && !unnamed) group.root = root.path;
      }
    }
    if (g.pages !== undefined) group.children = this.pageList(g.pages, [...at, 'pages'], scope);
    else if (g.openapi !== undefined && scope.openapi)
      group.children = this.operations.all(scope.openapi, at, scope);
    else if (g.root === undefined && g.asyncapi === undefined)
      this.c.error([...at, 'pages'], 'is required (a list of page paths or groups)');
    // An AsyncAPI file's channels join the pages the group lists (asyncapi-setup.mdx, nested groups).
    if (g.asyncapi !== undefined)
      group.children.push(...channelPages(this.c, this.operations, g.asyncapi, at, scope));
    if (root && unnamed) group.children.unshift(root);
    this.directories.note(group, scope);
    return group;
  }

  private pageList(list: unknown, at: KeyPath, scope: Scope): NavNode[] {
    if (!Array.isArray(list)) {
      this.c.expected(at, 'an array of page paths or group objects', list);
      return [];
    }
    const out: NavNode[] = [];
    list.forEach((item, i) => {
      const where = [...at, i];
      if (typeof item === 'string') {
        const node = isOperationRef(item.trim())
          ? this.operations.page(item.trim(), where, scope)
          : filePage(this.walk, item, where, scope);
        const url = node ? this.pages.get(node.path)?.url : undefined;
        // `url:` frontmatter (organize/pages.mdx, "External links"): the sidebar entry links out.
        if (node && url)
          out.push({
            kind: 'link',
            title: node.sidebarTitle ?? node.title,
            href: url,
            ...(node.icon ? { icon: node.icon } : {}),
          });
        else if (node) out.push(node);
      } else if (isObject(item) && item.group !== undefined) {
        const g = this.group(item, where, scope);
        if (g) out.push(g);
      } else if (
        isObject(item) &&
        typeof item.href === 'string' &&
        typeof (item.title ?? item.label) === 'string'
      ) {
        out.push({
          kind: 'link',
          title: String(item.title ?? item.label),
          href: item.href,
          ...(iconName(item.icon) ? { icon: iconName(item.icon) } : {}),
        });
      } else this.c.expected(where, 'a page path or a group object', item);
    });
    return out;
  }

  private withOpenapi(raw: Record<string, unknown>, at: KeyPath, scope: Scope): Scope {
    if (raw.openapi === undefined) return scope;
    const specs = specSources(this.c, raw.openapi, [...at, 'openapi']);
    const spec = specs[0];
    if (!spec) return scope;
    this.operations.loadSpec(spec.source, [...at, 'openapi']);
    return { ...scope, openapi: spec, folder: apiFolder(spec) };
  }
}

/**
 * Whether pages below an element stay indexed though hidden: an element that hides them decides by its own
 * `searchable: true` (a hidden group without it, inside a searchable tab, hides its pages from search again);
 * one that does not hide them passes on what it was given.
 */
function searchableBelow(parent: Scope, hides: boolean, searchable: boolean): boolean {
  return hides ? searchable : parent.searchable === true;
}

/** A search boost as written: a positive number, else nothing (it is ignored, as an unknown value would be). */
export function searchBoost(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}
