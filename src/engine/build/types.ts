import type { PageEntry } from '../nav/index.js';
import type { Diagnostic, LayoutInput, NavTree, RenderedPage, SiteFeatures } from '../types.js';
import type { Variables } from '../config/index.js';
import type { ContentSettings } from '../markdown/index.js';
import type { RemoteSpecs } from '../openapi/index.js';
import type { ContextualInput, LayoutAssets } from '../layout/index.js';
import type { OgSettings } from '../og/index.js';
import type { PageRecord } from './output-record.js';
import type { PageAnchors } from './anchor-check.js';

/** Everything a page job needs, sent once to each worker (plain data: it crosses threads). */
export interface BuildEnv {
  srcDir: string;
  /** The folder being written (a temporary sibling of the final output folder). */
  outDir: string;
  cacheDir?: string;
  /** Part of every cache key: engine version and a fingerprint of its code. */
  engineKey: string;
  /** Hash of the configuration that changes rendered content (not layout). */
  renderConfigHash: string;
  /** Hash of every OpenAPI file, for pages that render an operation. */
  openapiHash: string;
  openapiFiles: string[];
  /** Specs named by URL that this build fetched (or failed to), read by the loader like files (remote-specs.ts). */
  remoteSpecs?: RemoteSpecs;
  features: SiteFeatures;
  iconLibrary: 'lucide' | 'fontawesome' | 'tabler';
  /** docs.json `variables`, replaced in pages' and snippets' sources (markdown/variables.ts). */
  variables?: Variables;
  /** docs.json `markdown`: agent instructions for pages' Markdown; whether API pages' Markdown holds their spec. */
  markdown?: { instructions?: string; schema?: boolean };
  site: LayoutInput['site'];
  /**
   * Hashed asset names, the site's own stylesheets included (`siteCss`: the Tailwind utilities its pages use,
   * tailwind.ts, then its `.css` files): part of every page's layout frame.
   */
  assets: LayoutAssets;
  tree: NavTree;
  /**
   * Every page links may point at: the navigation's pages (built or not: `paths` only limits what is
   * written) and the page files outside it (built when linked, see off-nav.ts).
   */
  pagePaths: string[];
  /** The page files outside the navigation, whose links a page reports so they get built. */
  unlistedPaths: string[];
  /** Paths the site is published under (`docs` for https://example.com/docs); links may start with them. */
  basePaths?: string[];
  /**
   * docs.json `redirects` in order (the first match wins, as in `lectern serve`), so links to moved pages land;
   * then the site's own (`/skill.md` to the skills index, agent-files.ts).
   */
  redirects: { source: string; destination: string }[];
  /** The skill files, their indexes and the agent card the build writes (agent-files.ts): links land on them. */
  agentFiles?: string[];
  /** docs.json `seo.indexing` (`all` indexes hidden pages: no `noindex` tag, site-files.ts `robotsNoindex`). */
  seoIndexing?: 'navigable' | 'all';
  /** Index with a search document per page for Pagefind. */
  search: boolean;
  /** docs.json settings that change page content (code block theme, API display): env.ts contentSettings. */
  content?: ContentSettings;
  /** Pages are written straight into the output folder, each file atomically (see output-record.ts). */
  inPlace: boolean;
  /**
   * docs.json `contextual` as the layout takes it (options may be empty: pages can set their own), with
   * whether AI tools may be linked (page-menu.ts).
   */
  contextual?: ContextualInput;
  /** Open Graph preview images' settings, when this build makes them (og-images.ts). */
  og?: OgSettings;
}

/** What a page job reports back to the main thread. */
export interface PageResult {
  path: string;
  title: string;
  needs: RenderedPage['needs'];
  diagnostics: Diagnostic[];
  /** Source files the page references (images, downloads), relative to the source folder. */
  assets: string[];
  /** Pages outside the navigation this page links to. */
  unlisted?: string[];
  /** The page's Markdown file (`guides/intro.md`), written beside its HTML for the page menu. */
  markdownFile?: string;
  /** The page's RSS feed (`changelog/rss.xml`), written when the page holds `<Update>` components (rss.ts). */
  feedFile?: string;
  /** The island modules the page loads (`_lectern/islands/...`); their runtime is written with them. */
  islands?: string[];
  /** Those modules' contents, from a render (not kept in the output record: a skipped page's are on disk). */
  islandFiles?: { rel: string; contents: string }[];
  /** A small HTML document for the search index (content only), when the page is searchable. */
  searchDoc?: { url: string; hash: string; html?: string };
  /** The page's generated preview image (`_lectern/og/<key>.png`), when it has one (og-images.ts). */
  ogImage?: string;
  /** That image was drawn for this page now, not taken from the cache or the folder (not recorded). */
  ogDrawn?: boolean;
  /** The page's ids and links with a fragment, checked when every page is done (anchor-check.ts). */
  anchors?: PageAnchors;
  /** From the render cache, or (`skipped`) left as the previous build wrote it. */
  cached: boolean;
  skipped?: boolean;
  /** What the next build needs to tell whether this page's file is still up to date. */
  record: PageRecord;
}

/** A page to build and, when updating a folder in place, what the previous build recorded for it. */
export interface PageTask {
  entry: PageEntry;
  previous?: PageRecord;
  /** The page's "Last modified" instant, when it shows one (last-modified.ts): part of its layout frame. */
  lastModified?: string;
}

/** Inputs and outputs of the lookups a page makes while rendering, replayed to validate a cached render. */
export interface RenderProbes {
  links: [string, string | null][];
  assets: [string, string | null][];
  snippets: [string, string | null][];
  /**
   * Other source files the render read, by path inside the source folder, with their text's hash: an
   * OpenAPI spec the page found from its own folder, which the build's OpenAPI hash does not cover.
   */
  files?: [string, string | null][];
}

export interface CachedRender {
  page: RenderedPage;
  probes: RenderProbes;
}
