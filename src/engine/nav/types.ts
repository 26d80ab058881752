import type { Diagnostic, DirectoryItem, DirectoryListing, NavTree } from '../types.js';

/** One page to build, in navigation order. */
export interface PageEntry {
  /** `guides/intro`, `index`. */
  path: string;
  /** Source file relative to the source folder (`guides/intro.mdx`); null for pages generated from OpenAPI. */
  file: string | null;
  /** SHA-256 of the source (or of the generated source), for the render cache. */
  sourceHash: string;
  /** Class names on the page's own markup (Tailwind candidates: build/tailwind.ts). */
  classNames?: string[];
  title: string;
  sidebarTitle?: string;
  description?: string;
  /** Ids of the sections holding the page, outermost first (`['en', 'en/Documentation']`); empty at the root. */
  sectionIds: string[];
  /** Titles of the sections and groups above the page. */
  breadcrumb: string[];
  /** Not navigable: a hidden page, or in a hidden group or section. */
  hidden: boolean;
  /**
   * Hidden only by a tab or group marked `searchable: true`, or listed under a hidden one with `hidden: false` of
   * its own: indexed all the same (build/site-files.ts).
   */
  searchable?: boolean;
  /** `boost` of the nearest group above that sets one: the page's weight in site search (optimize/search.mdx). */
  boost?: number;
  /**
   * Hidden only because no navigation lists it (build/off-nav.ts; not `hidden: true` of its own): kept out of
   * the sitemap and search, but with no `noindex` tag, as on Mintlify (build/site-files.ts `robotsNoindex`).
   */
  unlisted?: boolean;
  /** `noindex: true` in frontmatter. */
  noindex: boolean;
  /** Frontmatter `timestamp` (a boolean): shows or hides the "Last modified" date whatever docs.json says. */
  timestamp?: boolean;
  /** Frontmatter `lastUpdatedDate`, an ISO instant: the date shown instead of the last commit's. */
  lastUpdatedDate?: string;
  /** Language code of the enclosing language section. */
  lang?: string;
  /** The OpenAPI file (inside the source folder) that `openapi: GET /x` frontmatter refers to on this page. */
  openapiScope?: string;
  /** The page renders an API operation (`openapi:`/`api:`/`asyncapi:` frontmatter, or generated). */
  usesApi: boolean;
  /**
   * Pages generated from an OpenAPI operation: the synthetic page's `openapi:` value and title, and the
   * operation's `x-mint.metadata`, which the synthetic page carries as frontmatter.
   */
  generated?: { spec: string; title: string; description?: string; metadata?: Record<string, unknown> };
  /**
   * The operation's `x-mint` parts the page job applies (`spec` is `file METHOD /path`, for messages):
   * `content` rendered before the reference; `metadata` only for `openapi:` pages, whose own frontmatter
   * wins over it (a generated page has it in its frontmatter already). For an `openapi:` page with no title
   * of its own or from `x-mint`, `metadata.title` is the operation's (summary, else `METHOD /path`).
   */
  mint?: { spec: string; content?: string; metadata?: Record<string, unknown> };
  /** `url:` frontmatter: the page is an external link in the sidebar and a redirect on its own. */
  url?: string;
  /** The root page of a group with a `directory` setting: what it lists below its content (nav/directory.ts). */
  directory?: DirectoryListing;
  /** Frontmatter `related` as written (organize/related-pages.mdx): each a path or URL with its own title or not. */
  relatedWritten?: { title?: string; target: string }[];
  /** The related pages and links, resolved after the walk (nav/related.ts): the "Related topics" section. */
  related?: DirectoryItem[];
  /**
   * The other sections listing the page (each a full `sectionIds` path, visible and of the page's language):
   * the page carries their header and sidebar too, for readers who come from them (shared-pages.ts).
   */
  contexts?: string[][];
  /** Where the page is first listed, for messages: `docs.json: navigation.tabs[0].pages[2]`. */
  declaredAt: string;
  prev?: { title: string; path: string };
  next?: { title: string; path: string };
}

export interface NavResult {
  tree: NavTree;
  /** Every page in the navigation with its source present, in navigation order (each once). */
  pages: PageEntry[];
  diagnostics: Diagnostic[];
  /** Every OpenAPI file the navigation or the config refers to (paths inside the source folder). */
  openapiFiles: string[];
}
