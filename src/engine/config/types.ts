import type { SeoOrganization } from '../types.js';

/** The site configuration after loading (`docs.json` or `mint.json`), validation and defaults. */
export interface SiteConfig {
  /** The file it was read from. */
  sourceFile: 'docs.json' | 'mint.json';
  /** Every configuration file read (the entry and its `$ref` includes), relative to the source folder. */
  files: string[];
  name: string;
  description?: string;
  theme?: string;
  colors: { primary: string; light?: string; dark?: string };
  /** Paths as written (`/logo/light.svg`) or external URLs. */
  logo?: { light: string; dark: string; href?: string };
  favicon?: { light: string; dark: string };
  navbar: { links: NavbarLink[]; primary?: NavbarPrimary };
  footer: { socials: Record<string, string>; links: FooterColumn[] };
  banner?: Banner;
  /** `background`: colours per theme, a local image per theme (remote ones are dropped), a decoration. */
  background?: {
    color?: { light?: string; dark?: string };
    image?: { light: string; dark: string };
    decoration?: 'gradient' | 'grid' | 'windows';
  };
  search?: { prompt?: string };
  appearance: { default: 'system' | 'light' | 'dark'; strict: boolean };
  /** Only fonts served from the source folder; remote font URLs are dropped with a warning. */
  fonts?: FontSettings;
  seo: { metatags: Record<string, string>; indexing: 'navigable' | 'all'; organization?: SeoOrganization };
  errors: { notFound: { redirect: boolean; title?: string; description?: string } };
  api: {
    openapi: ApiSpecSource[];
    asyncapi: ApiSpecSource[];
    /** `credentials`: the request form sends the reader's cookies when it calls the API directly (`proxy: false`). */
    playground: {
      display: 'interactive' | 'simple' | 'none' | 'auth';
      proxy: boolean;
      credentials?: boolean;
    };
    /** `api.mdx`: manual (`api:` frontmatter) pages' servers (the first shown, all offered) and credential. */
    mdx?: {
      auth?: { method?: 'bearer' | 'basic' | 'key' | 'cobo' | 'none'; name?: string };
      server?: string[];
    };
    /** `api.baseUrl`: servers for manual pages when `api.mdx.server` names none. */
    baseUrl?: string[];
    /**
     * `api.examples`: generated sample languages (as written, known ones only), whether optional parameters
     * show, whether playground inputs start with the spec's examples, and whether samples are generated.
     */
    examples?: {
      languages?: string[];
      defaults?: 'all' | 'required';
      prefill?: boolean;
      autogenerate?: boolean;
    };
    /** `api.url`: `full` shows the base URL in every endpoint header. */
    url?: 'full';
    /**
     * `api.params.expanded`: `all` opens nested parameter lists. `api.params.post`: schema keys (`nullable`,
     * `x-internal`) whose values show as pills after every field's name.
     */
    params?: { expanded?: 'all' | 'closed'; post?: string[] };
  };
  redirects: Redirect[];
  icons: { library: 'lucide' | 'fontawesome' | 'tabler' };
  styling?: {
    eyebrows?: 'section' | 'breadcrumbs';
    /**
     * `styling.codeblocks` as the mode code blocks show in: `system` follows the site, `dark` / `light` fix
     * it (a single Shiki theme gives its own mode; separate light and dark themes give `system`).
     */
    codeblocks?: 'system' | 'dark' | 'light';
    /**
     * The Shiki themes code is coloured with in the site's light and dark modes (bundled theme ids), when
     * `styling.codeblocks` names any; github-light / github-dark otherwise. A single theme fills both.
     */
    codeThemes?: CodeThemes;
    /** `styling.codeblocks.languages.custom`: TextMate grammar files, as written (the build reads them). */
    codeLanguages?: string[];
    latex?: boolean;
  };
  metadata?: { timestamp?: boolean };
  /**
   * `thumbnails`: the generated Open Graph images' theme, background image (a path in the docs folder) and
   * Google Fonts family (engine `og/`).
   */
  thumbnails?: { appearance?: 'light' | 'dark'; background?: string; fonts?: { family: string } };
  /** `interaction.drilldown`: opening a sidebar group goes to its first page. */
  interaction?: { drilldown?: boolean };
  /**
   * `markdown` (ai/markdown-export.mdx): `instructions` (an array joined with line breaks) go into every page's
   * Markdown and llms.txt as an "Agent Instructions" block; `schema: false` leaves API pages' spec out of theirs.
   */
  markdown?: { instructions?: string; schema?: boolean };
  /** `variables`: `{{name}}` in pages and snippets becomes the text (markdown/variables.ts). */
  variables?: Record<string, string>;
  /** `contextual`: the page menu, without the options that need a service Mintlify hosts (contextual.ts). */
  contextual?: ContextualConfig;
  /** The raw (validated) navigation object; `nav/` normalises it. */
  navigation: Record<string, unknown>;
}

export interface CodeThemes {
  light: string;
  dark: string;
}

export interface Banner {
  content: string;
  dismissible: boolean;
  type: 'info' | 'warning' | 'critical';
  /** `banner.color`: a background per theme (a single hex applies to both). */
  color?: { light: string; dark: string };
}

export interface NavbarLink {
  label: string;
  href: string;
  icon?: string;
  type?: string;
}

export interface NavbarPrimary {
  type: 'button' | 'github' | 'discord';
  label?: string;
  href: string;
}

export interface FooterColumn {
  header?: string;
  items: { label: string; href: string }[];
}

export interface FontFace {
  family: string;
  weight?: number;
  /** Path of a font file inside the source folder (`/fonts/inter.woff2`). */
  source?: string;
  format?: 'woff' | 'woff2';
  /** A remote `source` was dropped: the family is not a Google Font to fetch (build/google-fonts.ts). */
  sourceDropped?: true;
}

export interface FontSettings extends Partial<FontFace> {
  heading?: FontFace;
  body?: FontFace;
}

/** An OpenAPI or AsyncAPI file (path inside the source folder) and the folder its pages go under. */
export interface ApiSpecSource {
  source: string;
  directory?: string;
}

export interface Redirect {
  source: string;
  destination: string;
  permanent: boolean;
}

/** A page menu option a static site can offer (config/contextual.ts CONTEXTUAL_BUILTINS), or a custom one. */
export type ContextualOption =
  | 'copy'
  | 'view'
  | 'chatgpt'
  | 'claude'
  | 'perplexity'
  | 'grok'
  | 'aistudio'
  | 'devin'
  | 'download-spec'
  | ContextualCustom;

export interface ContextualCustom {
  title: string;
  description?: string;
  /** An icon name in the site's icon library. */
  icon?: string;
  /** A URL, or a base URL and query whose values may hold `$page` and `$path`. */
  href: string | { base: string; query: { key: string; value: string }[] };
}

export interface ContextualConfig {
  options: ContextualOption[];
  display: 'header' | 'toc';
}
