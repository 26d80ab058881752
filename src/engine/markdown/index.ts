/**
 * The markdown part of the engine: one page of Mintlify MDX -> content HTML, TOC, needs, diagnostics.
 * MDX is parsed to a syntax tree and never executed; components are rendered by our own renderers
 * (`components/`, one file each) into semantic HTML with `lectern-*` class names and a few custom elements
 * that the client script upgrades (see README.md in this folder for the markup contract).
 *
 * Intended use: create ONE renderer per thread and reuse it for every page. Its highlighter starts Shiki and
 * loads grammars on the first page that needs them (seconds); rendering a page then costs milliseconds.
 *
 *   const renderer = await createRenderer();          // once per worker thread
 *   for (const page of pages) {
 *     const fm = readFrontmatter(source);             // cheap: YAML block only (navigation titles)
 *     const rendered = await renderer.render(source, ctx);
 *   }
 *
 * `renderPage(source, ctx)` does the same through a lazily created shared renderer.
 */
import type { PageContext, RenderedPage } from '../types.js';
import { createParsers } from './parse.js';
import { getCodeHighlighter, type CodeHighlighter } from './code/highlighter.js';
import type { RendererEnv } from './env.js';
import { renderWithEnv } from './render.js';
import type { ContentSettings } from './settings.js';
import type { CodeBlockCache } from './code/block-cache.js';

export { readFrontmatter } from './frontmatter.js';
export { enforceOffline, type OfflineIssue, type OfflineOptions } from './offline.js';
/** The scheme checks author links go through, for other producers of links (the layout's safeHref). */
export { urlScheme, isSafeLinkScheme, unresolvedHref } from './urls.js';
export { TWOSLASH_EXTRAS } from './code/twoslash.js';
export type { ContentSettings } from './settings.js';
export { codeBlockCache, type CodeBlockCache, type EncodedBlockStore } from './code/block-cache.js';
export {
  getCodeHighlighter,
  type CodeHighlighter,
  type CodeThemes,
  type CustomLanguage,
} from './code/highlighter.js';

/** The thread's highlighter for a site's settings: its themes and its own grammars. */
export function highlighterFor(settings: ContentSettings): Promise<CodeHighlighter> {
  return getCodeHighlighter(settings.codeThemes, settings.customLanguages);
}

export interface PageRenderer {
  /** Renders one page. Never throws for bad input: problems come back as diagnostics. */
  render(source: string, ctx: PageContext): Promise<RenderedPage>;
}

export interface RendererOptions {
  /** Site settings from docs.json that change content (see settings.ts); defaults when absent. */
  settings?: ContentSettings;
  /** Highlighted code blocks kept between builds (see code/block-cache.ts). */
  codeCache?: CodeBlockCache;
}

export async function createRenderer(options: RendererOptions = {}): Promise<PageRenderer> {
  const env: RendererEnv = {
    parsers: createParsers({ math: options.settings?.latex !== false }),
    highlighter: await highlighterFor(options.settings ?? {}),
    snippetCache: new Map(),
    settings: options.settings ?? {},
  };
  if (options.codeCache) env.codeCache = options.codeCache;
  return { render: (source, ctx) => renderWithEnv(env, source, ctx) };
}

let shared: Promise<PageRenderer> | null = null;

/** Renders one page with a renderer shared by this thread (created on first use). */
export async function renderPage(source: string, ctx: PageContext): Promise<RenderedPage> {
  shared ??= createRenderer().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return (await shared).render(source, ctx);
}
