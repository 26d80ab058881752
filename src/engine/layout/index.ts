/**
 * The page layout: a complete HTML document around one rendered page. Pure string building over the page's
 * own section nav (never the whole site), so it stays fast and each page small.
 */
import type { LayoutInput, NavSection, TocEntry } from '../types.js';
import { bannerId, renderBanner } from './banner.js';
import { inlineMarkdownHtml, relativeInlineLinks } from './inline-markdown.js';
import { renderContextualMenu, type MenuLayoutInput } from './contextual.js';
import { contextAttr, renderContextTemplates, type ContextsInput } from './contexts.js';
import { renderDirectory, renderRelated } from './directory.js';
import { configHref, esc, navTargetHref } from './escape.js';
import { renderHead } from './head.js';
import { HOOK } from './hooks.js';
import { ID, LAYOUT_IDS } from './ids.js';
import {
  renderHeader,
  renderSidebarTop,
  renderSocialIcon,
  sectionLevels,
  type SectionLevel,
} from './header.js';
import { intoApiPanel } from './api-panel.js';
import { dropPanels, liftPanel } from './panel.js';
import { mermaidI18nAttrs } from './mermaid-strings.js';
import { renderLastModified, type LastModifiedInput } from './last-modified.js';
import { renderRssButton, type PageFeedInput } from './rss.js';
import { renderUpdateFilters } from './update-filters.js';
import { findTrail, renderNavTree } from './sidebar.js';
import { uiStrings, type UiStrings } from './strings.js';
import { colorStyle, decorationClass } from './theme.js';

export {
  THEME_INIT_SCRIPT,
  THEME_INIT_SCRIPT_CSP_HASH,
  canonicalUrl,
  pageTitle,
  type LayoutAssets,
} from './head.js';
export { ID as LAYOUT_ID, LAYOUT_IDS } from './ids.js';
export { pageHref, configHref, assetHref, esc as escapeHtml, safeHref } from './escape.js';
export { uiStrings, type UiStrings } from './strings.js';
export { inlineMarkdownHtml } from './inline-markdown.js';
export { faviconLinks } from './head.js';
export type { ContextsInput } from './contexts.js';
export type { LastModifiedInput } from './last-modified.js';
export {
  contextualTools,
  menuNeedsMarkdown,
  type ContextualInput,
  type ContextualPage,
  type MenuLayoutInput,
} from './contextual.js';

/**
 * An in-page link to one of the layout's ids was written for a heading (Mintlify's anchors are plain slugs),
 * which took the slug's next free form here (markdown/state.ts): `#footer` leads to `footer-2`.
 */
const LAYOUT_ID_LINK = new RegExp(`href="#(${LAYOUT_IDS.join('|')})"`, 'g');

const PAGE_MODES = new Set(['default', 'wide', 'custom', 'center', 'frame']);
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv']);

/** A language section's own banner, footer and navbar replace the site's on its pages. */
function withLanguageChrome<T extends LayoutInput>(input: T): T {
  const active = new Set(input.nav.activeSectionIds);
  let site = input.site;
  let level: NavSection[] = input.nav.sections;
  while (level.length) {
    const current = level.find((s) => active.has(s.id));
    if (!current) break;
    if (current.chrome) site = { ...site, ...current.chrome };
    level = current.sections;
  }
  return site === input.site ? input : { ...input, site };
}

/** `/` for the home page, `/quickstart`, `/guides` for `guides/index`: the path readers see. */
export function currentPath(pagePath: string): string {
  return `/${pagePath.replace(/(?:^|\/)index$/, '').replace(/^\/+/, '')}`;
}

function renderToc(toc: TocEntry[], t: UiStrings, menu: string): string {
  // A changelog whose updates have tags shows tag filters in its place (update-filters.ts).
  const filters = renderUpdateFilters(toc, t, menu);
  if (filters) return filters;
  const entries = toc.filter((e) => e.depth >= 2 && e.depth <= 4 && e.id);
  if (entries.length === 0)
    return menu
      ? `<aside class="lectern-toc lectern-toc--menu-only" id="${ID.tableOfContents}">${menu}</aside>`
      : '';
  const items = entries
    .map(
      (e) =>
        `<li class="lectern-toc-depth-${e.depth} ${HOOK.tocItem}" data-depth="${e.depth - 2}"><a href="#${esc(e.id)}">${esc(e.text)}</a></li>`,
    )
    .join('');
  return (
    `<aside class="lectern-toc" id="${ID.tableOfContents}">${menu}<lectern-toc id="${ID.tableOfContentsLayout}"><nav id="${ID.tableOfContentsContent}" aria-labelledby="lectern-toc-title">` +
    `<h2 id="lectern-toc-title" class="lectern-toc-title">${esc(t.onThisPage)}</h2><ul class="${HOOK.toc}">${items}</ul></nav></lectern-toc></aside>`
  );
}

function renderPagination(input: LayoutInput, t: UiStrings): string {
  const { prev, next } = input;
  if (!prev && !next) return '';
  const link = (item: { title: string; href: string }, rel: 'prev' | 'next') =>
    `<a class="lectern-pagination-${rel} ${rel === 'prev' ? HOOK.paginationPrev : HOOK.paginationNext}" href="${esc(navTargetHref(input.rootPrefix, item.href))}" rel="${rel}">` +
    `<span class="lectern-pagination-label">${esc(rel === 'prev' ? t.previous : t.next)}</span><span class="lectern-pagination-title ${HOOK.paginationTitle}">${esc(item.title)}</span></a>`;
  return `<nav class="lectern-pagination" id="${ID.pagination}" aria-label="${esc(t.pagination)}">${prev ? link(prev, 'prev') : '<span></span>'}${next ? link(next, 'next') : ''}</nav>`;
}

/**
 * The eyebrow above the title (`styling.eyebrows`): `section` (the default) is the page's group, as in
 * Mintlify; `breadcrumbs` is the whole path from the tab down.
 */
function renderEyebrow(input: LayoutInput, levels: SectionLevel[], t: UiStrings): string {
  const trail = findTrail(input.nav.children, input.page.path) ?? [];
  if (input.site.eyebrows === 'breadcrumbs') {
    const crumbs = pageTrail(input, levels);
    return crumbs.length
      ? `<nav class="lectern-breadcrumb" aria-label="${esc(t.breadcrumb)}"><ol class="${HOOK.breadcrumbList}">${crumbs.map((c) => `<li class="${HOOK.breadcrumbItem}">${esc(c)}</li>`).join('')}</ol></nav>`
      : '';
  }
  const section = trail.at(-1);
  return section ? `<p class="lectern-eyebrow ${HOOK.eyebrow}">${esc(section)}</p>` : '';
}

/** The tab and the groups leading to the page, outermost first: the breadcrumb eyebrow and structured data. */
function pageTrail(input: LayoutInput, levels: SectionLevel[]): string[] {
  return [
    ...levels.filter((l) => l.kind === 'tab' && l.active).map((l) => l.active!.title),
    ...(findTrail(input.nav.children, input.page.path) ?? []),
  ];
}

function renderFooter(input: LayoutInput): string {
  const footer = input.site.footer;
  const socials = Object.entries(footer?.socials ?? {})
    .map(
      ([key, href]) =>
        `<a class="lectern-social" href="${esc(configHref(input.rootPrefix, href))}" rel="noopener">${renderSocialIcon(key)}</a>`,
    )
    .join('');
  const columns = (footer?.links ?? [])
    .map(
      (col) =>
        `<div class="lectern-footer-column">${col.header ? `<h2>${esc(col.header)}</h2>` : ''}<ul>${col.items
          .map((i) => `<li><a href="${esc(configHref(input.rootPrefix, i.href))}">${esc(i.label)}</a></li>`)
          .join('')}</ul></div>`,
    )
    .join('');
  return (
    `<footer class="lectern-footer ${HOOK.footer}${columns ? ` ${HOOK.advancedFooter}` : ''}" id="${ID.footer}">${columns ? `<div class="lectern-footer-columns">${columns}</div>` : ''}` +
    `<div class="lectern-footer-bottom">${socials ? `<div class="lectern-socials">${socials}</div>` : ''}` +
    `<p class="lectern-powered">${esc(input.site.name)}</p></div></footer>`
  );
}

function renderSearchDialog(input: LayoutInput, t: UiStrings): string {
  if (!input.features.search) return '';
  const placeholder = input.site.searchPrompt?.trim() || t.searchDocs;
  // The script's own messages, in the page's language.
  const messages = (['searching', 'noResults', 'results', 'oneResult', 'searchUnavailable'] as const)
    .map((key) => ` data-i18n-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${esc(t[key])}"`)
    .join('');
  return (
    `<dialog class="lectern-search-dialog" data-lectern-search-dialog aria-label="${esc(t.searchDocs)}">` +
    `<lectern-search data-search-index="${esc(input.rootPrefix)}_lectern/search/shards.json" data-root="${esc(input.rootPrefix)}"${messages}>` +
    `<div class="lectern-search-box" role="search"><input type="search" class="lectern-search-input" id="${ID.searchInput}" placeholder="${esc(placeholder)}" aria-label="${esc(t.searchDocs)}" autocomplete="off" spellcheck="false" role="combobox" aria-expanded="false" aria-controls="lectern-search-results" aria-autocomplete="list">` +
    `<button type="button" class="lectern-search-close" data-lectern-search-close>Esc</button></div>` +
    `<p class="lectern-search-status" aria-live="polite"></p>` +
    `<ul id="lectern-search-results" class="lectern-search-results" role="listbox" aria-label="${esc(t.searchResults)}"></ul>` +
    `</lectern-search></dialog>`
  );
}

/**
 * The page's title row: the title and, for `deprecated: true` frontmatter, a badge beside it; the page
 * menu at its end.
 */
function renderPageHeader(input: LayoutInput, levels: SectionLevel[], t: UiStrings, menu: string): string {
  const { page } = input;
  const deprecated =
    page.frontmatter?.deprecated === true
      ? `<span class="lectern-deprecated-badge">${esc(t.deprecated)}</span>`
      : '';
  // Search indexes the content, not this header: the title is the result's title (the h1 is its metadata),
  // so an excerpt never starts with it again. The 404 page is not indexed at all.
  const indexed = input.kind !== 'notFound';
  const title = `<h1 class="lectern-page-title" id="${ID.pageTitle}"${indexed ? ' data-pagefind-meta="title"' : ''}>${esc(page.title)}</h1>`;
  return (
    `<header class="lectern-page-header" id="${ID.header}"${indexed ? ' data-pagefind-ignore' : ''}>${renderEyebrow(input, levels, t)}` +
    (deprecated || menu ? `<div class="lectern-page-title-row">${title}${deprecated}${menu}</div>` : title) +
    (page.description
      ? `<p class="lectern-page-description">${relativeInlineLinks(inlineMarkdownHtml(page.description, { htmlAsText: true }), input.rootPrefix)}</p>`
      : '') +
    `</header>`
  );
}

/** The sidebar: switchers and anchors above the section's pages; none in the modes without one. */
function renderSidebar(input: LayoutInput, levels: SectionLevel[], mode: string): string {
  if (mode === 'custom' || mode === 'center') return '';
  const { rootPrefix, page } = input;
  const iconLibrary = input.site.iconLibrary ?? 'fontawesome';
  return (
    `<aside class="lectern-sidebar" id="${ID.sidebar}" aria-label="Documentation navigation"><div class="lectern-sidebar-inner">` +
    renderSidebarTop(input, levels) +
    `<nav class="lectern-nav" id="${ID.sidebarContent}" aria-label="Pages">${renderNavTree(input.nav.children, { rootPrefix, currentPath: page.path, iconLibrary, drilldown: input.site.drilldown === true })}</nav></div></aside>`
  );
}

export function renderLayout(
  original: MenuLayoutInput & PageFeedInput & ContextsInput & LastModifiedInput,
): string {
  const input = withLanguageChrome(original);
  const { page, site, rootPrefix } = input;
  const t = uiStrings(site.lang);
  const fm = page.frontmatter ?? {};
  const mode = typeof fm.mode === 'string' && PAGE_MODES.has(fm.mode) ? fm.mode : 'default';
  const levels = sectionLevels(input);
  const iconLibrary = site.iconLibrary ?? 'fontawesome';
  const appearance = site.appearance ?? { default: 'system', strict: false };
  const banner = renderBanner(input, t);
  const colors = colorStyle(site);

  const lang = site.lang ?? 'en';
  const htmlAttrs = [
    `lang="${esc(lang)}"`,
    RTL_LANGUAGES.has(lang.toLowerCase().split('-')[0]!) ? 'dir="rtl"' : '',
    `data-theme="${appearance.default === 'dark' ? 'dark' : 'light'}"`,
    // The page's route, as Mintlify marks it for sites' CSS (`html[data-current-path^="/api/"]`).
    `data-current-path="${esc(currentPath(page.path))}"`,
    // The reader's section, which client/scripts/context.js records and a shared page may switch to.
    input.kind === 'notFound' ? '' : contextAttr(input.nav.activeSectionIds).trim(),
    // Mintlify marks dark mode with a `dark` class on <html>, and sites' own CSS targets `.dark ...`.
    appearance.default === 'dark' ? 'class="dark"' : '',
    `data-theme-default="${esc(appearance.default)}"`,
    appearance.strict ? 'data-theme-strict' : '',
    banner && site.banner?.dismissible ? `data-banner="${bannerId(site.banner.content)}"` : '',
    colors ? `style="${esc(colors)}"` : '',
  ].filter(Boolean);

  // API reference pages give the right-hand column to request and response examples, as Mintlify does; an
  // operation's column takes the page's own examples and <Panel> too (api-panel.ts).
  const apiPage =
    typeof fm.openapi === 'string' ||
    typeof fm.asyncapi === 'string' ||
    page.html.includes('class="lectern-api"');
  const apiContent = apiPage ? intoApiPanel(page.html, mode === 'default') : null;
  // Other pages lift <Panel>, <RequestExample> and <ResponseExample> into that column, in place of the TOC;
  // page modes without the column suppress <Panel> (components/panel.mdx).
  const lifted = mode === 'default' && apiContent === null ? liftPanel(page.html) : null;
  const content =
    (lifted ? lifted.html : (apiContent ?? dropPanels(page.html))).replace(LAYOUT_ID_LINK, 'href="#$1-2"') +
    renderDirectory(input.directory, { rootPrefix, iconLibrary }) +
    renderRelated(input.related, { rootPrefix, iconLibrary }, t.relatedTopics);
  const bodyAttrs = [
    `class="lectern-mode-${mode}${apiPage ? ' lectern-api-page' : ''}${lifted ? ' lectern-panel-page' : ''}${input.kind === 'notFound' ? ' lectern-not-found' : ''}${decorationClass(site)}"`,
    `data-root="${esc(rootPrefix)}"`,
    page.needs.mermaid && input.assets.mermaid
      ? `data-mermaid-src="${esc(rootPrefix + input.assets.mermaid)}"`
      : '',
    // The diagram controls' labels in the page's language, for mermaid-controls.js.
    page.needs.mermaid ? mermaidI18nAttrs(t).trim() : '',
    // The multi-view dropdown's label in the page's language, for views.js.
    content.includes('lectern-view') ? `data-i18n-choose-view="${esc(t.chooseView)}"` : '',
  ].filter(Boolean);

  // Mintlify's page modes: custom is a blank canvas, frame keeps only the sidebar, center drops the sidebar.
  const sidebar = renderSidebar(input, levels, mode);
  const hideTitle = mode === 'custom' || mode === 'frame' || fm.hideTitle === true;
  const tocColumn = !lifted && mode === 'default' && !apiPage && fm.hideToc !== true;
  // `display: "toc"` needs the column; a page without one shows the menu in its header, as by default.
  const menuInToc = tocColumn && input.contextual?.display === 'toc';
  // The RSS button (`rss: true`) sits in the title row, before the page menu.
  const headerMenu = hideTitle
    ? ''
    : renderRssButton(input, t) + renderContextualMenu(input, 'header', menuInToc);
  const pageHeader = hideTitle ? '' : renderPageHeader(input, levels, t, headerMenu);
  const paginated = !(input.kind === 'notFound' || fm.hideFooterPagination === true || input.redirect);
  // The header, sidebar, page header (its eyebrow names that section's tab and groups) and prev/next this
  // page has in each other section listing it (contexts.ts).
  const contexts = renderContextTemplates(original, (alt) => {
    const other = withLanguageChrome(alt);
    const otherLevels = sectionLevels(other);
    return (
      renderHeader(other, otherLevels, t) +
      renderSidebar(other, otherLevels, mode) +
      (hideTitle ? '' : renderPageHeader(other, otherLevels, t, headerMenu)) +
      (paginated ? renderPagination(other, t) : '')
    );
  });
  const sideContent = lifted
    ? `<aside class="lectern-side-panel" id="${ID.panel}" data-lectern-side-panel><div class="lectern-content">${lifted.items.join('')}</div></aside>`
    : tocColumn
      ? renderToc(page.toc, t, menuInToc ? renderContextualMenu(input, 'toc') : '')
      : '';
  // Mintlify's `#content-side-layout` holds whichever the side column shows.
  const side = sideContent
    ? `<div class="lectern-side-column" id="${ID.contentSideLayout}">${sideContent}</div>`
    : '';
  const pagination = paginated ? renderPagination(input, t) : '';
  // Mintlify's "Last modified on" line sits under the content, above prev/next (docs.json metadata.timestamp).
  const bottom =
    mode === 'custom' ? '' : `${renderLastModified(input, lang)}${pagination}${renderFooter(input)}`;
  const shellClass = `lectern-shell${lifted ? ' lectern-has-panel' : side ? '' : ' lectern-no-toc'}${sidebar ? '' : ' lectern-no-sidebar'}`;

  return (
    `<!doctype html>\n<html ${htmlAttrs.join(' ')}>\n<head>\n${renderHead(input, { trail: pageTrail(input, levels), lastModified: original.lastModified })}\n</head>\n<body ${bodyAttrs.join(' ')}>\n` +
    `<a class="lectern-skip-link" href="#${ID.contentArea}">${esc(t.skipToContent)}</a>\n${banner}${renderHeader(input, levels, t)}\n` +
    `<div class="${shellClass}" id="${ID.bodyContent}">${sidebar}\n` +
    `<div class="lectern-content-container" id="${ID.contentContainer}"><main class="lectern-main" id="${ID.contentArea}" tabindex="-1"><article class="lectern-article"${input.kind === 'notFound' ? '' : ' data-pagefind-body'}>${pageHeader}` +
    `<div class="lectern-content ${HOOK.mdxContent}" id="${ID.content}">\n${content}\n</div></article>${bottom}</main>\n` +
    `${side}</div></div>\n${contexts}<div class="lectern-backdrop" data-lectern-nav-close hidden></div>${renderSearchDialog(input, t)}\n</body>\n</html>\n`
  );
}
