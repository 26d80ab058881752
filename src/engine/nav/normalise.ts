import {
  ConfigChecker,
  formatKeyPath,
  isObject,
  readBanner,
  readFooter,
  readNavbar,
  specSources,
  type ApiSpecSource,
  type KeyPath,
} from '../config/index.js';
import { bannerHtml } from '../layout/index.js';
import type { Diagnostic, NavGroup, NavLink, NavNode, NavPage, NavSection, NavTree } from '../types.js';
import { methodOf } from './frontmatter.js';
import { MintReports, openapiPageMint, slugify, SpecCache } from './openapi.js';
import { iconName, navPage, type Scope } from './nav-node.js';
import { isOperationRef, OperationPages } from './operation-pages.js';
import {
  entryFromSource,
  languageName,
  languageTag,
  normalisePagePath,
  readPageSource,
} from './page-source.js';
import type { PageEntry } from './types.js';

/** Navigation divisions and the key naming each element (`tabs: [{ tab: "API" }]`). */
const DIVISIONS = [
  ['languages', 'language', 'language'],
  ['versions', 'version', 'version'],
  ['products', 'product', 'product'],
  ['dropdowns', 'dropdown', 'dropdown'],
  ['tabs', 'tab', 'tab'],
  ['anchors', 'anchor', 'anchor'],
  // Menus are dropdowns inside a tab or product.
  ['menu', 'item', 'dropdown'],
] as const;

interface Contents {
  children: NavNode[];
  sections: NavSection[];
}

/** Walks the raw navigation once: validates its shape, reads page frontmatter, collects pages in order. */
export class NavBuilder {
  readonly pages = new Map<string, PageEntry>();
  readonly diagnostics: Diagnostic[] = [];
  readonly openapiFiles = new Set<string>();
  private readonly sectionIdsSeen = new Set<string>();
  private readonly mintReports = new MintReports(this.diagnostics);
  private readonly operations: OperationPages;

  constructor(
    private readonly srcDir: string,
    private readonly c: ConfigChecker,
    private readonly specs: SpecCache,
    private readonly rootOpenapi: ApiSpecSource | undefined,
    /** `api.openapi`: where an `openapi:` page's operation is looked up after its section's own file. */
    private readonly apiSpecs: ApiSpecSource[] = [],
  ) {
    this.operations = new OperationPages({
      srcDir,
      c,
      specs,
      pages: this.pages,
      diagnostics: this.diagnostics,
      openapiFiles: this.openapiFiles,
      mintReports: this.mintReports,
    });
  }

  build(nav: Record<string, unknown>): NavTree {
    const at: KeyPath = ['navigation'];
    const contents = this.container(
      nav,
      at,
      {
        sectionIds: [],
        crumbs: [],
        hidden: false,
        openapi: this.rootOpenapi,
        folder: this.rootOpenapi?.directory ?? 'api-reference',
      },
      'API reference',
    );
    const globalLinks: NavLink[] = [];
    if (nav.global !== undefined) {
      if (!isObject(nav.global)) this.c.expected([...at, 'global'], 'an object', nav.global);
      else
        for (const [key, titleKey, division] of DIVISIONS) {
          const list = nav.global[key];
          if (list === undefined) continue;
          if (!Array.isArray(list)) {
            this.c.expected([...at, 'global', key], 'an array', list);
            continue;
          }
          list.forEach((el, i) => {
            const where = [...at, 'global', key, i];
            if (!isObject(el) || typeof el[titleKey] !== 'string')
              return this.c.expected(where, `an object with "${titleKey}"`, el);
            if (typeof el.href !== 'string')
              return this.c.warn(where, 'NAV_IGNORED', 'a global entry needs "href"; ignored');
            const link: NavLink = { kind: 'link', title: el[titleKey] as string, href: el.href, division };
            const icon = iconName(el.icon);
            if (icon) link.icon = icon;
            globalLinks.push(link);
          });
        }
    }
    return { sections: contents.sections, root: contents.children, globalLinks };
  }

  private container(raw: Record<string, unknown>, at: KeyPath, parent: Scope, title: string): Contents {
    const scope = this.withOpenapi(raw, at, parent, title);
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
      list.forEach((el, i) => {
        const section = this.section(el, [...at, key, i], titleKey, kind, scope);
        if (section) out.sections.push(section);
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
    if (!hasContent && raw.openapi !== undefined && scope.openapi)
      out.children.push(...this.operations.all(scope.openapi, at, scope));
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
    const raw = el[titleKey];
    if (typeof raw !== 'string' || raw.trim() === '') {
      this.c.error([...at, titleKey], `expected a non-empty string naming the ${kind}`);
      return null;
    }
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
      if (banner) chrome.banner = { ...banner, html: bannerHtml(banner.content) };
      if (el.footer !== undefined) chrome.footer = readFooter(this.c, el, at);
      if (el.navbar !== undefined) chrome.navbar = readNavbar(this.c, el, at);
      for (const key of ['banner', 'footer', 'navbar'] as const)
        if (chrome[key] === undefined) delete chrome[key];
      if (Object.keys(chrome).length) section.chrome = chrome;
    }
    const icon = iconName(el.icon);
    if (icon) section.icon = icon;
    if (typeof el.href === 'string') section.href = el.href;
    if (el.hidden === true) section.hidden = true;
    if (el.default === true) section.isDefault = true;
    if (typeof el.description === 'string') section.description = el.description;
    if (typeof el.tag === 'string') section.tag = el.tag;
    const inner = this.container(
      el,
      at,
      {
        ...scope,
        sectionIds: [...scope.sectionIds, id],
        crumbs: kind === 'language' || kind === 'version' ? scope.crumbs : [...scope.crumbs, section.title],
        hidden: scope.hidden || section.hidden === true,
        lang: kind === 'language' ? raw : scope.lang,
      },
      raw,
    );
    section.children = inner.children;
    section.sections = inner.sections;
    section.firstPage = firstPageOf(section);
    return section;
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
    const scope = this.withOpenapi(
      g,
      at,
      {
        ...parent,
        crumbs: unnamed ? parent.crumbs : [...parent.crumbs, g.group],
        hidden: parent.hidden || g.hidden === true,
      },
      g.group,
    );
    let root: NavPage | null = null;
    if (g.root !== undefined) {
      if (typeof g.root !== 'string') this.c.expected([...at, 'root'], 'a page path', g.root);
      else {
        root = this.page(g.root, [...at, 'root'], scope);
        if (root && !unnamed) group.root = root.path;
      }
    }
    if (g.pages !== undefined) group.children = this.pageList(g.pages, [...at, 'pages'], scope);
    else if (g.openapi !== undefined && scope.openapi)
      group.children = this.operations.all(scope.openapi, at, scope);
    else if (g.root === undefined)
      this.c.error([...at, 'pages'], 'is required (a list of page paths or groups)');
    if (root && unnamed) group.children.unshift(root);
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
          : this.page(item, where, scope);
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

  private page(raw: string, at: KeyPath, scope: Scope): NavPage | null {
    const pagePath = normalisePagePath(raw);
    if (pagePath === null) {
      this.c.error(at, `"${raw}" is not a page path inside the docs folder`);
      return null;
    }
    const existing = this.pages.get(pagePath);
    if (existing) return navPage(existing, scope.hidden);
    const src = readPageSource(this.srcDir, pagePath);
    if (!src) {
      this.diagnostics.push({
        severity: 'error',
        code: 'PAGE_NOT_FOUND',
        message: this.c.message(at, `page "${pagePath}" not found (no ${pagePath}.mdx or ${pagePath}.md)`),
        file: this.c.fileFor(at),
      });
      return null;
    }
    const mint = openapiPageMint(this.srcDir, src.frontmatter, [
      ...(scope.openapi ? [scope.openapi.source] : []),
      ...this.apiSpecs.map((s) => s.source),
    ]);
    if (mint.problems) this.mintReports.problems(mint.problems.file, mint.problems.label, mint.problems.list);
    const fm = mint.frontmatter;
    const entry = entryFromSource(
      pagePath,
      { ...src, frontmatter: fm },
      {
        sectionIds: scope.sectionIds,
        breadcrumb: scope.crumbs,
        hidden: scope.hidden,
        declaredAt: `${this.c.fileFor(at)}: ${formatKeyPath(at)}`,
        ...(scope.lang ? { lang: scope.lang } : {}),
      },
    );
    if (scope.openapi) entry.openapiScope = scope.openapi.source;
    if (mint.mint) entry.mint = mint.mint;
    this.pages.set(pagePath, entry);
    const node = navPage(entry, scope.hidden);
    if (typeof fm.icon === 'string') node.icon = fm.icon;
    if (typeof fm.tag === 'string') node.tag = fm.tag;
    const method = methodOf(fm.openapi) ?? methodOf(fm.api);
    if (method) node.method = method;
    return node;
  }

  private withOpenapi(raw: Record<string, unknown>, at: KeyPath, scope: Scope, title: string): Scope {
    if (raw.openapi === undefined) return scope;
    const specs = specSources(this.c, raw.openapi, [...at, 'openapi']);
    const spec = specs[0];
    if (!spec) return scope;
    this.operations.loadSpec(spec.source, [...at, 'openapi']);
    return {
      ...scope,
      openapi: spec,
      folder: SpecCache.normalisePath(spec.directory ?? '') ?? (slugify(title) || 'api-reference'),
    };
  }
}

/** The page a section's switcher entry opens: its first visible page, or its default sub-section's. */
export function firstPageOf(section: { children: NavNode[]; sections: NavSection[] }): string | undefined {
  const inNodes = (nodes: NavNode[]): string | undefined => {
    for (const n of nodes) {
      if (n.kind === 'page' && !n.hidden) return n.path;
      if (n.kind === 'group' && !n.hidden) {
        const found = n.root ?? inNodes(n.children);
        if (found) return found;
      }
    }
    return undefined;
  };
  const direct = inNodes(section.children);
  if (direct) return direct;
  const ordered = [
    ...section.sections.filter((s) => s.isDefault),
    ...section.sections.filter((s) => !s.isDefault && !s.hidden),
  ];
  for (const s of ordered) if (s.firstPage) return s.firstPage;
  return undefined;
}
