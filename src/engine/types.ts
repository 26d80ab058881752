/**
 * Types shared by the engine's parts. The seams:
 *   config/   docs.json | mint.json  ->  SiteConfig           (D1)
 *   nav/      SiteConfig             ->  NavTree + page list  (D1)
 *   markdown/ one page's MDX         ->  RenderedPage         (D2: parse, components, code, math, snippets)
 *   openapi/  OpenAPI op             ->  hast for a page      (D3)
 *   icons/    icon name              ->  inline SVG           (D3)
 *   layout/   RenderedPage + nav     ->  full HTML document   (D3)
 *   client/   browser CSS/JS assets (custom elements)        (D3)
 *   build/    orchestration, workers, cache, output files, search (D1)
 */
import type { Element as HastElement, Root as HastRoot } from 'hast';

export type DeploymentType = 'cloud' | 'client-hosted' | 'air-gapped';

export interface Diagnostic {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  /** Path relative to the source folder. */
  file?: string;
  line?: number;
  column?: number;
}

/** Features a page may offer, decided by the deployment type (spec's feature table). */
export interface SiteFeatures {
  search: boolean;
  apiPlayground: boolean;
}

/** A navigation node after normalisation; every documented shape maps onto these. */
export type NavNode = NavPage | NavGroup | NavLink;

export interface NavPage {
  kind: 'page';
  /** Page path without extension, no leading slash: `guides/intro`, `index`. */
  path: string;
  title: string;
  sidebarTitle?: string;
  icon?: string;
  tag?: string;
  /** HTTP method badge for API pages (`GET`, ...). */
  method?: string;
  hidden?: boolean;
}

export interface NavGroup {
  kind: 'group';
  title: string;
  icon?: string;
  tag?: string;
  expanded?: boolean;
  hidden?: boolean;
  /** Page opened by clicking the group's title. */
  root?: string;
  children: NavNode[];
}

/** docs.json's `color` of an anchor: its icon's colour in light and dark mode (hex codes). */
export interface AnchorColor {
  light?: string;
  dark?: string;
}

export interface NavLink {
  kind: 'link';
  title: string;
  href: string;
  icon?: string;
  /** A global anchor's `color`. */
  color?: AnchorColor;
  /** `global` entries: the division they were declared as (anchors in the sidebar, tabs in the tab bar). */
  division?: NavSection['kind'];
}

/** A top-level section a reader switches between (tab, anchor, dropdown, product, version, language). */
export interface NavSection {
  kind: 'tab' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language';
  /** Stable id: the path of switches leading here, e.g. `en/Documentation`. */
  id: string;
  title: string;
  icon?: string;
  /** An anchor's `color` (nav/anchor-color.ts). */
  color?: AnchorColor;
  href?: string;
  /** First page of the section, its landing link. */
  firstPage?: string;
  /**
   * When `firstPage` is shown in another section (nav/shared-pages.ts): the path of sections listing it in
   * this one, which its switcher entry records so the page opens with this section's header and sidebar.
   */
  firstPageContext?: string[];
  children: NavNode[];
  /** Nested switches (a language holding tabs, a version holding groups...). */
  sections: NavSection[];
  /** Not offered in switchers (its pages still build and link). */
  hidden?: boolean;
  /** An item of a tab's `menu`: listed in a dropdown on the tab in the header, not in a sidebar switcher. */
  menu?: boolean;
  description?: string;
  tag?: string;
  /** `default: true` in docs.json (versions): the one readers land on. */
  isDefault?: boolean;
  /** Language sections: the code from docs.json (`en`, `fr`, `cn`), which prefixes their page paths. */
  language?: string;
  /** Language sections: the code as a BCP 47 tag (`cn` -> `zh`: nav's languageTag), for `lang` attributes. */
  lang?: string;
  /** Language sections: their own `banner`, `footer` and `navbar`, replacing the site's on their pages. */
  chrome?: Pick<LayoutSiteChrome, 'banner' | 'footer' | 'navbar'>;
  /** Its own `global` links (a language's translated anchors): shown, after the root's, on its pages only. */
  globalLinks?: NavLink[];
}

/**
 * docs.json `directory` (organize/navigation.mdx, "Directory listings"): what the root page of a group lists
 * below its own content, read from the navigation (nav/directory.ts) and drawn by the layout.
 */
export interface DirectoryListing {
  style: 'card' | 'accordion';
  items: DirectoryItem[];
}

/** A page, a link or a child group (opening its root page, else its first page) in a directory listing. */
export interface DirectoryItem {
  title: string;
  description?: string;
  icon?: string;
  /** The page it opens (`guides/intro`); a navigation link has `href` (as written in docs.json) instead. */
  path?: string;
  href?: string;
  /** A child group's own entries, which an accordion listing shows inside it. */
  children?: DirectoryItem[];
}

export interface NavTree {
  sections: NavSection[];
  /** Navigation without any switch. */
  root: NavNode[];
  globalLinks: NavLink[];
}

export interface TocEntry {
  depth: number;
  id: string;
  text: string;
  /** An `<Update>`'s tags: a page with any shows tag filters in place of its table of contents. */
  tags?: string[];
}

/** Everything the markdown pipeline needs from the rest of the build for one page. */
export interface PageContext {
  srcDir: string;
  /** Source file relative to srcDir, e.g. `guides/intro.mdx`. */
  file: string;
  /** Page path: `guides/intro`. */
  pagePath: string;
  features: SiteFeatures;
  iconLibrary: 'lucide' | 'fontawesome' | 'tabler';
  /**
   * Resolves a link written in the page (`/guides/x`, `../x`, `x#anchor`) to an href relative to the page's
   * output file (`../guides/x.html#anchor`); returns null when it is an internal link to no built page.
   * External links (with a scheme) are returned unchanged.
   */
  resolveLink(href: string): string | null;
  /**
   * Resolves an image or file reference to the href of the copied asset, relative to the page's output
   * file, recording it for copying; null when the file is missing.
   */
  resolveAsset(src: string): string | null;
  /** Reads a snippet by its import path (`/snippets/x.mdx`); null when missing or outside the source. */
  readSnippet(importPath: string): string | null;
  /**
   * OpenAPI documents available to `openapi:` frontmatter (D3 renders the operation), in the page's playground
   * display mode (`playground:` frontmatter, else `api.playground.display`). Null when the operation cannot be
   * rendered, after the provider has reported why (the page renders without its API section, adding nothing).
   * `pageDescription` is the page's own: an operation description reading the same is not repeated in the body.
   */
  renderApiOperation?(
    spec: string,
    mode?: 'interactive' | 'simple' | 'none' | 'auth',
    pageDescription?: string,
  ): HastRoot | null;
  /**
   * A component schema for `openapi-schema:` frontmatter (`[file] SchemaName`), as a field list. Null when
   * it cannot be found, after the provider has reported why.
   */
  renderApiSchema?(value: string): HastRoot | null;
  /**
   * Highlights a request sample of a manual `api:` page as an operation's samples are (the same fixed set of
   * languages on every thread); null leaves it plain.
   */
  highlightApiSample?(code: string, lang: string): HastElement | null;
}

export interface RenderedPage {
  /** Content HTML only (no layout). */
  html: string;
  title: string;
  description?: string;
  frontmatter: Record<string, unknown>;
  toc: TocEntry[];
  /** The page needs these client features; the layout loads their scripts only then. */
  needs: { mermaid: boolean; math: boolean; code: boolean };
  diagnostics: Diagnostic[];
  /** The page's links with a `#fragment`, checked against their target's ids after the build (build/anchor-check.ts). */
  fragmentLinks?: FragmentLink[];
  /**
   * Browser modules of the page's islands (JavaScript snippets' components that run in the reader's
   * browser), by path in the site (`_lectern/islands/...`); their runtime is written with them.
   */
  islandFiles?: { rel: string; contents: string }[];
}

/** A link with a `#fragment`: as written, as resolved (`#x` stays as written), and where it is written. */
export interface FragmentLink {
  href: string;
  resolved: string;
  file: string;
  line?: number;
}

/** docs.json `seo.organization`; every field optional (the site's name, logo and URL stand in). */
export interface SeoOrganization {
  id?: string;
  name?: string;
  legalName?: string;
  url?: string;
  logo?: string;
  sameAs?: string[];
}

/** Optional site chrome the layout shows when given (from SiteConfig; paths as written in docs.json). */
export interface LayoutSiteChrome {
  logo?: { light: string; dark: string; href?: string };
  favicon?: { light: string; dark: string };
  navbar?: {
    /** `type`: `github` or `discord` show the service's mark. */
    links: { label: string; href: string; icon?: string; type?: string }[];
    primary?: { type: string; label?: string; href: string };
  };
  footer?: {
    socials: Record<string, string>;
    links: { header?: string; items: { label: string; href: string }[] }[];
  };
  banner?: LayoutBanner;
  appearance?: { default: 'system' | 'light' | 'dark'; strict: boolean };
  /** `seo.metatags`: emitted on every page, page frontmatter wins. */
  metatags?: Record<string, string>;
  /** `seo.organization`: the publisher of the pages' structured data (layout/structured-data.ts). */
  organization?: SeoOrganization;
  iconLibrary?: 'lucide' | 'fontawesome' | 'tabler';
  /** `<html lang>`; default `en`. */
  lang?: string;
  /** `fonts` (local font files only: remote sources are dropped when the config is read). */
  fonts?: LayoutFont & { heading?: LayoutFont; body?: LayoutFont };
  /** `background`: colours per theme, a local image per theme, a decoration. */
  background?: {
    color?: { light?: string; dark?: string };
    image?: { light: string; dark: string };
    decoration?: string;
  };
  /** `styling.eyebrows`: the label above the page title (default `section`). */
  eyebrows?: 'section' | 'breadcrumbs';
  /** `interaction.drilldown`: opening a sidebar group goes to its first page. */
  drilldown?: boolean;
  /** `search.prompt`: the search box placeholder. */
  searchPrompt?: string;
}

/**
 * The banner: its content as written (the key a dismissal is remembered by) and as HTML, rendered once per
 * build by the layout's `inlineMarkdownHtml` (links as root-absolute hrefs, which the layout makes relative).
 */
export interface LayoutBanner {
  content: string;
  html: string;
  dismissible: boolean;
  type?: string;
  color?: { light: string; dark: string };
}

export interface LayoutFont {
  family?: string;
  weight?: number;
  source?: string;
  format?: string;
}

export interface LayoutInput {
  site: {
    name: string;
    description?: string;
    colors?: Record<string, string>;
    siteUrl?: string;
  } & LayoutSiteChrome;
  /** `notFound`: the 404 page (noindex, no canonical, no prev/next). Default `page`. */
  kind?: 'page' | 'notFound';
  /**
   * `<base href>`, first in the head: the path the site is served under (`/`, `/docs/`). Only for pages served
   * at any depth (404.html), whose relative URLs (rootPrefix `''`) then start at the site root.
   */
  base?: string;
  /**
   * The page only sends readers on (a meta refresh; noindex, no canonical, no prev/next): `url:` frontmatter
   * as nav validated it (an http(s) or mailto URL, or a root-absolute page path), or 404.html's home page.
   * Written like a docs.json link; the layout makes it relative to the page.
   */
  redirect?: string;
  /**
   * `<meta name="robots" content="noindex">` though the page's frontmatter does not say `noindex`: a page
   * hidden by `hidden: true` or a hidden tab or group (build/site-files.ts `robotsNoindex`).
   */
  noindex?: boolean;
  page: RenderedPage & { path: string };
  /** Prefix from this page's output file to the site root: `''`, `'../'`, `'../../'`. */
  rootPrefix: string;
  /** The sections and nav the reader sees on this page (only its own tab: never the whole site). */
  nav: { sections: NavSection[]; activeSectionIds: string[]; children: NavNode[]; globalLinks?: NavLink[] };
  /** The same page in each language that has it (its language section, BCP 47 tag, page path): hreflang and the switcher. */
  alternates?: { sectionId: string; language: string; path: string }[];
  /** The listing of the group this page is the root of (`directory` in docs.json), after its content. */
  directory?: DirectoryListing;
  /** Frontmatter `related`, resolved (nav/related.ts): the "Related topics" section after the content. */
  related?: DirectoryItem[];
  /**
   * The page's generated Open Graph image, from the site root (`_lectern/og/<key>.png`): the head makes it
   * absolute with the site's URL, unless the site or the page names its own `og:image`.
   */
  ogImage?: string;
  /** `href` is the page path (`guides/intro`, as in NavPage.path); the layout makes it relative. */
  prev?: { title: string; href: string };
  next?: { title: string; href: string };
  /** Hashed asset URLs relative to the site root, e.g. `_lectern/app.3f2a1b.css`. */
  assets: { css: string[]; js: string[]; mermaid?: string; katexCss?: string };
  features: SiteFeatures;
}
