/**
 * A changelog's RSS feed (create/changelogs.mdx, "Subscribable changelogs"): every page holding `<Update>`
 * components gets RSS 2.0 at its URL + `/rss.xml` (`changelog` -> `changelog/rss.xml`, the home page ->
 * `rss.xml`), one item per update: its label (or the `rss` prop's title), a link to its anchor, and its
 * content as plain Markdown (rss-content.ts; or the `rss` prop's description); an update with Markdown
 * headings and no `rss` prop gives one item per heading instead (`items`).
 *
 * The feed is the same for the same page, whenever it is built: no build time, and a `pubDate` only when the
 * update's label or description is a date (read in UTC, never the machine's time zone).
 *
 * Links are absolute under the site's URL (`siteUrl`, else `seo.metatags.canonical`), extensionless as in
 * the sitemap. A build without one cannot know where the feed will live: links are then relative to the feed
 * itself (`../changelog.html#v2`), which feed readers resolve against the feed's URL as browsers do, so they
 * work wherever the site is served (or opened from disk). The self link and permalink guids need an absolute
 * URL and are then left out (guids become page-relative identifiers).
 */
import path from 'node:path';
import type { PageEntry } from '../nav/index.js';
import type { LayoutInput, RenderedPage } from '../types.js';
import { pageUpdates, type PageUpdate } from './rss-content.js';

/** Where the page's feed is written: `guides/changelog` and `guides/changelog/index` -> `guides/changelog/rss.xml`. */
export function feedFileOf(pagePath: string): string {
  const dir = pagePath === 'index' ? '' : pagePath.replace(/\/index$/, '');
  return dir ? `${dir}/rss.xml` : 'rss.xml';
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthOf(name: string): number {
  const n = name.toLowerCase().replace(/\.$/, '');
  return MONTHS.findIndex((m) => m === n || (n.length >= 3 && m.startsWith(n) && n.length <= 4));
}

function utcDate(year: number, month: number, day: number): Date | null {
  if (month < 0 || month > 11 || year < 1970 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month ? date : null;
}

/**
 * A label or description that is a date, at midnight UTC: `2025-03-14`, `2025/03/14`, `March 14, 2025`,
 * `14 March 2025`, `Mar 14th 2025`, or `March 2025` (its first day). An ISO time with a zone is kept as is.
 * Anything else (`v2.5.0`, `Q1 2025`) is no date.
 */
export function parseUpdateDate(raw: string): Date | null {
  const s = raw.trim().replace(/\s+/g, ' ');
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return utcDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(s)) {
    const t = Date.parse(s);
    return Number.isNaN(t) ? null : new Date(t);
  }
  m = /^([a-z]+\.?) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i.exec(s);
  if (m) return utcDate(Number(m[3]), monthOf(m[1]!), Number(m[2]));
  m = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+\.?),? (\d{4})$/i.exec(s);
  if (m) return utcDate(Number(m[3]), monthOf(m[2]!), Number(m[1]));
  m = /^([a-z]+\.?),? (\d{4})$/i.exec(s);
  if (m) return utcDate(Number(m[2]), monthOf(m[1]!), 1);
  return null;
}

/** Characters XML 1.0 forbids (controls, lone surrogates, U+FFFE/F) would make the whole feed unreadable. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function xmlChars(text: string): string {
  return text.replace(NOT_XML, '');
}

export function xmlEscape(text: string): string {
  return xmlChars(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Text as CDATA; a `]]>` inside is split across two sections, the only thing CDATA cannot hold. */
export function cdata(text: string): string {
  return `<![CDATA[${xmlChars(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

export interface FeedItem {
  title: string;
  link: string;
  guid: string;
  permalink: boolean;
  date?: Date;
  categories: string[];
  description: string;
}

export interface Feed {
  title: string;
  description: string;
  link: string;
  /** The feed's own absolute URL (atom:link rel="self"), when the site's URL is known. */
  self?: string;
  language?: string;
  items: FeedItem[];
}

export function rssXml(feed: Feed): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${cdata(feed.title)}</title>`,
    `    <description>${cdata(feed.description)}</description>`,
    `    <link>${xmlEscape(feed.link)}</link>`,
  ];
  if (feed.self)
    out.push(`    <atom:link href="${xmlEscape(feed.self)}" rel="self" type="application/rss+xml"/>`);
  if (feed.language) out.push(`    <language>${xmlEscape(feed.language)}</language>`);
  out.push('    <generator>Lectern</generator>');
  for (const item of feed.items) {
    out.push(
      '    <item>',
      `      <title>${cdata(item.title)}</title>`,
      `      <link>${xmlEscape(item.link)}</link>`,
      `      <guid isPermaLink="${item.permalink}">${xmlEscape(item.guid)}</guid>`,
    );
    if (item.date) out.push(`      <pubDate>${item.date.toUTCString()}</pubDate>`);
    for (const c of item.categories) out.push(`      <category>${cdata(c)}</category>`);
    if (item.description) out.push(`      <description>${cdata(item.description)}</description>`);
    out.push('    </item>');
  }
  out.push('  </channel>', '</rss>', '');
  return out.join('\n');
}

/** Stands for the site's root when its URL is unknown; never written into a feed. */
const LOCAL_ROOT = 'https://lectern.invalid/';

const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/');

/** Turns URLs as the page's HTML holds them (relative to the page's file) into the feed's. */
function feedUrls(pagePath: string, base: string | undefined) {
  const root = new URL(base ? `${base.replace(/\/+$/, '')}/` : LOCAL_ROOT);
  const pageFile = new URL(`${encodePath(pagePath)}.html`, root);
  const feedDir = path.posix.dirname(new URL(encodePath(feedFileOf(pagePath)), root).pathname);
  const out = (url: URL): string => {
    if (!url.href.startsWith(root.href)) return url.href;
    const tail = url.search + url.hash;
    if (!base) return path.posix.relative(feedDir, url.pathname) + tail;
    // A page's file (`guides/intro.html`) is published without its extension, as in the sitemap.
    let rel = url.pathname.slice(root.pathname.length);
    if (rel.endsWith('.html')) {
      rel = rel.slice(0, -'.html'.length);
      rel = rel === 'index' ? '' : rel.replace(/\/index$/, '');
    }
    return root.href + rel + tail;
  };
  return {
    page: (anchor: string) => out(new URL(anchor ? `#${anchor}` : '', pageFile)),
    content: (href: string) => {
      try {
        return out(new URL(href, pageFile));
      } catch {
        return href;
      }
    },
    self: base ? new URL(encodePath(feedFileOf(pagePath)), root).href : undefined,
  };
}

export interface FeedPage {
  path: string;
  title: string;
  description?: string;
  /** The page's content HTML, as rendered. */
  html: string;
  /** The site's URL (layoutSite's `siteUrl`), without a trailing slash. */
  base?: string;
  siteDescription?: string;
  lang?: string;
}

/**
 * The feed items of one update (components/update.mdx, the `rss` prop): with the `rss` prop, or without
 * Markdown headings, one item titled by the prop's title or the label; otherwise one item per heading, titled
 * by it and linking to it, with the content up to the next heading. Content before the first heading is
 * not lost: it is an item of its own, titled as an update without headings is. All share the update's date
 * and tags.
 */
function items(update: PageUpdate, page: FeedPage, urls: ReturnType<typeof feedUrls>): FeedItem[] {
  const date = parseUpdateDate(update.label) ?? parseUpdateDate(update.description ?? '');
  const entry = (id: string, title: string, description: string): FeedItem => {
    const link = urls.page(id);
    return {
      title,
      link,
      permalink: !!page.base,
      guid: page.base ? link : `${page.path}#${id}`,
      ...(date ? { date } : {}),
      categories: update.tags,
      description,
    };
  };
  const title = update.rss.title || update.label || update.description || page.title;
  if (update.headings.length === 0)
    return [entry(update.id, title, update.rss.description ?? update.markdown)];
  return [
    ...(update.lead ? [entry(update.id, title, update.lead)] : []),
    ...update.headings.map((h) => entry(h.id, h.title, h.markdown)),
  ];
}

/** The page's feed, or null when it holds no update. */
export function pageFeed(page: FeedPage): { file: string; xml: string } | null {
  const urls = feedUrls(page.path, page.base);
  const updates = pageUpdates(page.html, urls.content);
  if (updates.length === 0) return null;
  const feed: Feed = {
    title: page.title,
    description: page.description?.trim() || page.siteDescription?.trim() || page.title,
    link: urls.page(''),
    items: updates.flatMap((u) => items(u, page, urls)),
  };
  if (urls.self) feed.self = urls.self;
  if (page.lang) feed.language = page.lang;
  return { file: feedFileOf(page.path), xml: rssXml(feed) };
}

/** A built page's feed (`site` is its layout frame's: the site's URL and the page's language). */
export function entryFeed(
  site: LayoutInput['site'],
  entry: Pick<PageEntry, 'path' | 'url'>,
  page: Pick<RenderedPage, 'html' | 'description'>,
  title: string,
): { file: string; xml: string } | null {
  // A page that only sends readers on (`url:` frontmatter) has no content to follow.
  if (entry.url) return null;
  return pageFeed({
    path: entry.path,
    title,
    html: page.html,
    ...(page.description ? { description: page.description } : {}),
    ...(site.siteUrl ? { base: site.siteUrl } : {}),
    ...(site.description ? { siteDescription: site.description } : {}),
    ...(site.lang ? { lang: site.lang } : {}),
  });
}
