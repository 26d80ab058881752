/**
 * A page's RSS feed in the layout (build/rss.ts writes the feed): a `<link rel="alternate">` in the head of
 * every page that has one, so readers and browsers find it, and, for `rss: true` frontmatter
 * (create/changelogs.mdx), an RSS icon button at the top of the page linking to it.
 */
import { renderIcon } from '../icons/index.js';
import type { LayoutInput } from '../types.js';
import { esc } from './escape.js';
import type { UiStrings } from './strings.js';

/** The page's feed: its file from the site root (`changelog/rss.xml`), and whether to show the button. */
export interface PageFeedInput {
  feed?: { href: string; button: boolean };
}

function feedHref(input: LayoutInput & PageFeedInput): string | null {
  if (!input.feed || input.kind === 'notFound' || input.redirect) return null;
  return input.rootPrefix + input.feed.href.split('/').map(encodeURIComponent).join('/');
}

export function feedLink(input: LayoutInput & PageFeedInput): string {
  const href = feedHref(input);
  return href
    ? `<link rel="alternate" type="application/rss+xml" title="${esc(input.page.title || input.site.name)}" href="${esc(href)}">`
    : '';
}

export function renderRssButton(input: LayoutInput & PageFeedInput, t: UiStrings): string {
  const href = feedHref(input);
  if (!href || !input.feed?.button) return '';
  const icon =
    renderIcon('rss', { library: 'lucide', size: 16, className: 'lectern-rss-button__icon' }) ?? '';
  return `<a class="lectern-rss-button" href="${esc(href)}" aria-label="${esc(t.rssFeed)}" title="${esc(t.rssFeed)}">${icon}</a>`;
}
