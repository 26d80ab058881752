/**
 * The site banner. Its content is "basic MDX formatting including links, bold, and italic" (Mintlify's
 * settings docs): `bannerHtml` renders it once per build (the site's in build/env.ts layoutSite, each
 * language's where nav builds its chrome), and `renderBanner` only makes its links relative to the page.
 */
import { createHash } from 'node:crypto';
import type { ElementContent, Properties, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { renderIcon } from '../icons/index.js';
import type { LayoutInput } from '../types.js';
import { configHref, esc, isExternal, safeColor, safeHref } from './escape.js';
import { ID } from './ids.js';
import type { UiStrings } from './strings.js';

export function bannerId(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}

/** Plain Markdown to HTML (raw HTML and JSX are dropped by remark-rehype, never passed through). */
const markdown = unified().use(remarkParse).use(remarkRehype);

/** The phrasing a banner keeps; other elements give their content, images nothing. */
const KEPT = new Set(['strong', 'em', 'code', 'br', 'a']);

/** A banner link: unsafe schemes become `#`, links into the site root-absolute page URLs (`/guides/x.html`). */
function bannerHref(href: unknown): string {
  const safe = safeHref(typeof href === 'string' ? href : '');
  if (safe === '#' || safe.startsWith('#') || isExternal(safe)) return safe;
  return configHref('/', safe);
}

function phrasing(nodes: (RootContent | ElementContent)[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'text') return [node];
    if (node.type !== 'element') return [];
    if (node.tagName === 'img') return [];
    const children = phrasing(node.children);
    if (!KEPT.has(node.tagName)) return children;
    const properties: Properties = {};
    if (node.tagName === 'a') {
      const href = bannerHref(node.properties.href);
      properties.href = href;
      if (isExternal(href)) properties.rel = ['noopener'];
    }
    return [{ type: 'element', tagName: node.tagName, properties, children }];
  });
}

/**
 * The banner's content as inline HTML: bold, italic, code, links and line breaks; everything
 * else is text. Safe to put in a page as it is: no raw HTML, no attributes but a link's href (and rel).
 */
export function bannerHtml(content: string): string {
  const tree = markdown.runSync(markdown.parse(content)) as Root;
  return toHtml(
    { type: 'root', children: phrasing(tree.children) },
    { characterReferences: { useNamedReferences: true } },
  ).trim();
}

/** Root-absolute hrefs of the banner's links (as `bannerHtml` writes them) made relative to the page. */
function relativeLinks(html: string, rootPrefix: string): string {
  return html.replace(/(<a href=")\/(?!\/)/g, (_all, open: string) => open + esc(rootPrefix));
}

export function renderBanner(input: LayoutInput, t: UiStrings): string {
  const banner = input.site.banner;
  if (!banner?.html) return '';
  const dismiss = banner.dismissible
    ? `<button type="button" class="lectern-banner-dismiss" data-lectern-banner-dismiss aria-label="${esc(t.dismissBanner)}">${renderIcon('x', { library: 'lucide', size: 16, className: 'lectern-ui-icon' }) ?? ''}</button>`
    : '';
  const type = banner.type && /^[a-z]+$/.test(banner.type) ? banner.type : 'info';
  // `banner.color` takes precedence over `type`; the text stays white on it.
  const light = safeColor(banner.color?.light);
  const dark = safeColor(banner.color?.dark) ?? light;
  const style =
    light && dark ? ` style="--lectern-banner-bg:${esc(light)};--lectern-banner-bg-dark:${esc(dark)}"` : '';
  return (
    `<div class="lectern-banner lectern-banner-${type}${style ? ' lectern-banner-custom' : ''}" id="${ID.banner}"${style} role="region" aria-label="Announcement">` +
    `<p>${relativeLinks(banner.html, input.rootPrefix)}</p>${dismiss}</div>`
  );
}
