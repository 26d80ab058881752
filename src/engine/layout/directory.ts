/**
 * A group root page's directory listing (docs.json `directory`, nav/directory.ts), drawn below the page's
 * content with the markup of the content components, so it looks like the rest of the site and sites' CSS
 * for `.card` and `.accordion` reaches it: `card` as a `<CardGroup>` of `<Card>`s (components/card.ts,
 * columns.ts), `accordion` as lists of links with each child group an `<Accordion>` holding its own
 * (components/accordion.ts). Links are relative to the page, like the sidebar's. Search skips it: it
 * repeats other pages' titles and descriptions, not this page's content.
 */
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { renderIcon, renderIconHast, type IconOptions } from '../icons/index.js';
import { cardElement } from './card-markup.js';
import type { DirectoryItem, DirectoryListing } from '../types.js';
import { assetHref, configHref, esc, isExternal, pageHref } from './escape.js';
import { HOOK } from './hooks.js';

interface DirectoryContext {
  rootPrefix: string;
  iconLibrary: 'lucide' | 'fontawesome' | 'tabler';
}

export function renderDirectory(listing: DirectoryListing | undefined, ctx: DirectoryContext): string {
  if (!listing?.items.length) return '';
  const body = listing.style === 'card' ? cards(listing.items, ctx) : accordions(listing.items, ctx);
  return `<div class="lectern-directory" data-directory="${listing.style}" data-pagefind-ignore>${body}</div>`;
}

function cards(items: DirectoryItem[], ctx: DirectoryContext): string {
  const grid = `lectern-columns lectern-columns--2 ${HOOK.columns} lectern-card-group ${HOOK.cardGroup}`;
  return `<div class="${grid}" data-cols="2">${items.map((item) => card(item, ctx)).join('')}</div>`;
}

/** As a `<Card href>` (layout/card-markup.ts): an external link shows the arrow. */
function card(item: DirectoryItem, ctx: DirectoryContext): string {
  const { href, external } = target(item, ctx);
  const element = cardElement({
    modifiers: ['lectern-card--link'],
    icon: item.icon ? renderIconHast(item.icon, iconOptions(ctx, 20)) : null,
    title: item.title,
    href,
    ...(external ? { rel: 'noopener' } : {}),
    content: item.description ? [h('p', item.description)] : [],
    arrow: external,
  });
  return toHtml(element, { characterReferences: { useNamedReferences: true } });
}

/** Runs of pages and links as lists, runs of child groups as an accordion group, in navigation order. */
function accordions(items: DirectoryItem[], ctx: DirectoryContext): string {
  let html = '';
  let run: DirectoryItem[] = [];
  const flush = () => {
    if (!run.length) return;
    html += run[0]!.children
      ? `<div class="lectern-accordion-group ${HOOK.accordionGroup}">${run.map((g) => accordion(g, ctx)).join('')}</div>`
      : linkList(run, ctx);
    run = [];
  };
  for (const item of items) {
    if (run.length && !run[0]!.children !== !item.children) flush();
    run.push(item);
  }
  flush();
  return html;
}

function accordion(group: DirectoryItem, ctx: DirectoryContext): string {
  const icon = iconHtml(group.icon, ctx, 16);
  return (
    `<details class="lectern-accordion ${HOOK.accordion}"><summary class="lectern-accordion__summary">` +
    (icon ? `<span class="lectern-accordion__icon">${icon}</span>` : '') +
    `<span class="lectern-accordion__heading"><span class="lectern-accordion__title">${esc(group.title)}</span>` +
    (group.description
      ? `<span class="lectern-accordion__description">${esc(group.description)}</span>`
      : '') +
    `</span></summary><div class="lectern-accordion__content">` +
    linkList(ownPageFirst(group), ctx) +
    `</div></details>`
  );
}

/** A group's summary only opens it: its root page, which its entries leave out, leads its list. */
function ownPageFirst(group: DirectoryItem): DirectoryItem[] {
  const children = group.children ?? [];
  if (children.some((c) => c.path === group.path)) return children;
  return [{ title: group.title, path: group.path! }, ...children];
}

function linkList(items: DirectoryItem[], ctx: DirectoryContext): string {
  const li = (item: DirectoryItem) => {
    const { href, external } = target(item, ctx);
    return (
      `<li><a href="${esc(href)}"${external ? ' rel="noopener"' : ''}>${esc(item.title)}</a>` +
      (item.description ? ` – ${esc(item.description)}` : '') +
      `</li>`
    );
  };
  return `<ul>${items.map(li).join('')}</ul>`;
}

/**
 * A page's "Related topics" (frontmatter `related`, nav/related.ts): a titled list of links after the
 * content, described like a directory's. Out of search, as the directory is.
 */
export function renderRelated(
  items: DirectoryItem[] | undefined,
  ctx: DirectoryContext,
  heading: string,
): string {
  if (!items?.length) return '';
  return (
    `<nav class="lectern-related" aria-labelledby="lectern-related-title" data-pagefind-ignore>` +
    `<h2 class="lectern-related__title" id="lectern-related-title">${esc(heading)}</h2>${linkList(items, ctx)}</nav>`
  );
}

function target(item: DirectoryItem, ctx: DirectoryContext): { href: string; external: boolean } {
  const href =
    item.path !== undefined
      ? pageHref(ctx.rootPrefix, item.path)
      : configHref(ctx.rootPrefix, item.href ?? '#');
  return { href, external: isExternal(href) };
}

/** Navigation icons were reported (and their image files copied) with the navigation (nav-icons.ts). */
function iconOptions(ctx: DirectoryContext, size: number): IconOptions {
  return { library: ctx.iconLibrary, size, resolveSrc: (src: string) => assetHref(ctx.rootPrefix, src) };
}

function iconHtml(name: string | undefined, ctx: DirectoryContext, size: number): string {
  return name ? (renderIcon(name, iconOptions(ctx, size)) ?? '') : '';
}
