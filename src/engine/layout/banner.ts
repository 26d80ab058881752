/**
 * The site banner. Its content is "basic MDX formatting including links, bold, and italic" (Mintlify's
 * settings docs): `inlineMarkdownHtml` renders it once per build (the site's in build/env.ts layoutSite, each
 * language's where nav builds its chrome), and `renderBanner` only makes its links relative to the page.
 */
import { createHash } from 'node:crypto';
import { renderIcon } from '../icons/index.js';
import type { LayoutInput } from '../types.js';
import { esc, safeColor } from './escape.js';
import { relativeInlineLinks } from './inline-markdown.js';
import { ID } from './ids.js';
import type { UiStrings } from './strings.js';

export function bannerId(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
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
    `<p>${relativeInlineLinks(banner.html, input.rootPrefix)}</p>${dismiss}</div>`
  );
}
