/**
 * What a page's menu (`contextual`, layout/contextual.ts) needs from the build: the menu itself (docs.json's,
 * or the page's own from its frontmatter), the page's Markdown, and the OpenAPI file `download-spec` offers.
 */
import { createHash } from 'node:crypto';
import { ConfigChecker, readContextual } from '../config/index.js';
import { isImageIcon, renderIcon } from '../icons/index.js';
import {
  contextualTools,
  menuNeedsMarkdown,
  type ContextualInput,
  type ContextualPage,
} from '../layout/index.js';
import type { PageEntry } from '../nav/index.js';
import { findOperation } from '../openapi/index.js';
import type { Diagnostic, RenderedPage } from '../types.js';
import type { KeyValueStore } from './cache-db.js';
import { markdownBody, markdownDocument } from './page-markdown.js';
import { apiSpecMarkdown } from './page-spec-markdown.js';
import type { BuildEnv } from './types.js';

export interface PageMenuOutput {
  menu?: ContextualInput;
  /** What the layout links to: the Markdown (to write as `markdownFile`) and the spec's href from the root. */
  page: ContextualPage;
  markdownFile?: string;
  /** The OpenAPI file to copy into the site (relative to the source folder). */
  spec?: string;
}

/** The page's menu and the files it offers; warnings about the page's own menu join `page.diagnostics`. */
export function pageMenuOutput(
  env: Pick<BuildEnv, 'contextual' | 'iconLibrary' | 'engineKey' | 'srcDir' | 'openapiFiles' | 'markdown'>,
  entry: PageEntry,
  page: Pick<RenderedPage, 'frontmatter' | 'html' | 'description' | 'diagnostics'>,
  title: string,
  store: KeyValueStore<string> | null,
): PageMenuOutput {
  // A page that only sends readers on has no content to offer.
  const menu = entry.url ? undefined : pageMenu(env, page, entry.file ?? undefined, page.diagnostics);
  const out: PageMenuOutput = { menu, page: {} };
  if (menuNeedsMarkdown(menu)) {
    try {
      const spec = apiSpecMarkdown(env, entry, page);
      out.page.markdown = pageMarkdownText(
        page,
        title,
        env.engineKey,
        store,
        env.markdown?.instructions,
        spec,
      );
      out.markdownFile = `${entry.path}.md`;
    } catch (err) {
      // The page itself is fine: it goes out without its Markdown (and the options that need it).
      page.diagnostics.push({
        severity: 'warning',
        code: 'MARKDOWN_FAILED',
        message: `the page could not be written as Markdown: ${err instanceof Error ? err.message : String(err)}`,
        ...(entry.file ? { file: entry.file } : {}),
      });
    }
  }
  const spec = menu?.options.includes('download-spec') ? pageSpecFile(env, entry, page) : null;
  if (spec) {
    out.spec = spec;
    out.page.spec = spec.split('/').map(encodeURIComponent).join('/');
  }
  return out;
}

/**
 * The page's menu. ai/contextual-menu.mdx: "The page-level `contextual` object replaces the global one for
 * that page ... If a page override is invalid, Mintlify falls back to the global `contextual`
 * configuration." Leaving out options a static site cannot offer does not make an override invalid.
 */
export function pageMenu(
  env: Pick<BuildEnv, 'contextual' | 'iconLibrary'>,
  page: Pick<RenderedPage, 'frontmatter'>,
  file: string | undefined,
  diagnostics: Diagnostic[],
): ContextualInput | undefined {
  const site = env.contextual;
  const fm = page.frontmatter ?? {};
  if (fm.contextual === undefined || fm.contextual === null || !site)
    return site?.options.length ? site : undefined;
  const checker = new ConfigChecker(fm, new WeakMap(), 'frontmatter');
  const library = env.iconLibrary;
  const own = readContextual(
    checker,
    fm,
    [],
    (icon: string) => !isImageIcon(icon) && renderIcon(icon, { library }) !== null,
  );
  const invalid = checker.warnings.some((w) => w.code !== 'CONTEXTUAL_HOSTED');
  for (const w of checker.warnings)
    diagnostics.push({
      severity: 'warning',
      code: w.code,
      message:
        invalid && w.code !== 'CONTEXTUAL_HOSTED'
          ? `${w.message} (the page keeps docs.json's menu)`
          : w.message,
      ...(file ? { file } : {}),
    });
  const menu = !own || invalid ? site : { ...own, external: site.external };
  return menu.options.length ? menu : undefined;
}

/**
 * The page's Markdown, its body taken from the cache when this engine converted the same content before:
 * converting costs about half as much as rendering the page (BENCHMARKS.md), and a page whose render is
 * cached (a build into a fresh folder, a layout change) would otherwise pay it every build.
 */
export function pageMarkdownText(
  page: Pick<RenderedPage, 'html' | 'description'>,
  title: string,
  engineKey: string,
  store: KeyValueStore<string> | null,
  instructions?: string,
  spec = '',
): string {
  const key = createHash('sha256').update(engineKey).update('\0').update(page.html).digest('hex');
  let body = store?.get(key) ?? null;
  if (body === null) {
    body = markdownBody(page.html);
    store?.put(key, body);
  }
  return markdownDocument(title, page.description, [body, spec].filter(Boolean).join('\n\n'), instructions);
}

/**
 * The OpenAPI file of an API page, for `download-spec`: the document its operation is found in, as the
 * page's API section finds it (its own file, from the page's folder or the root, else the page's and the
 * site's specs). Null for other pages, AsyncAPI and remote documents.
 */
export function pageSpecFile(
  env: Pick<BuildEnv, 'srcDir' | 'openapiFiles'>,
  entry: PageEntry,
  page: Pick<RenderedPage, 'frontmatter'>,
): string | null {
  if (!entry.usesApi) return null;
  const ref = page.frontmatter?.openapi;
  if (typeof ref !== 'string') return null;
  const defaultSpecs = [
    ...new Set([entry.openapiScope, ...env.openapiFiles].filter((s): s is string => !!s)),
  ];
  try {
    const found = findOperation(ref, {
      srcDir: env.srcDir,
      defaultSpecs,
      ...(entry.file ? { page: entry.file } : {}),
    });
    if (!found || found.method === 'channel') return null;
    const rel = found.file.replace(/^\.?\/+/, '');
    return /^[a-z][a-z0-9+.-]*:/i.test(rel) || rel.split('/').includes('..') ? null : rel;
  } catch {
    return null;
  }
}

/** AI tools open the page at its public URL: without one they leave the menu, which the author should hear. */
export function warnToolsWithoutUrl(
  env: BuildEnv,
  deploymentType: string | undefined,
  file: string | undefined,
  diagnostics: Diagnostic[],
): void {
  const tools = env.contextual?.external ? [] : contextualTools(env.contextual?.options ?? []);
  if (!tools.length) return;
  const why =
    deploymentType === 'air-gapped'
      ? 'an air-gapped copy has no public URL for them to open'
      : 'the site has no public URL for them to open (set siteUrl or seo.metatags.canonical)';
  diagnostics.push({
    severity: 'warning',
    code: 'CONTEXTUAL_NEEDS_URL',
    message: `${tools.map((t) => `"${t}"`).join(', ')} left out of the page menu: ${why}`,
    ...(file ? { file } : {}),
  });
}
