/**
 * The `<Update>` entries of a rendered page (markdown/components/update.ts), for its RSS feed (rss.ts).
 * create/changelogs.mdx: "RSS feed entries contain pure Markdown only. They exclude components, code, and
 * HTML elements." The content is read back from the page's HTML, so cached renders give the same feed:
 * only elements Markdown itself produces are kept (paragraphs, headings, lists, quotes, emphasis, links,
 * images, tables, rules), and anything else, a component's markup, a code block or an author's `<div>`, is
 * dropped with what it holds. Inline code stays: it is Markdown, and dropping it would leave sentences with
 * holes ("Set `JWT_ENABLED=ON` to enable" would read "Set to enable").
 */
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import type { Root as MdastRoot } from 'mdast';
import { classesOf as classes, propOf as prop, textOf } from '../markdown/hast-utils.js';
import { markdownText } from './page-markdown.js';
import { decodeUpdateTags } from '../markdown/components/update.js';

export interface PageUpdate {
  /** The update's anchor on the page. */
  id: string;
  label: string;
  description?: string;
  tags: string[];
  /** The `rss` prop: what subscribers get in place of the label and the content. */
  rss: { title?: string; description?: string };
  /** The content as plain Markdown, links and images made absolute (or relative to the feed). */
  markdown: string;
  /**
   * The update's Markdown headings, each with the content up to the next one (components/update.mdx: "Updates
   * with Markdown headings create a separate RSS feed entry for each heading"); empty when it has none.
   */
  headings: UpdateHeading[];
  /** With headings: the content before the first one, as plain Markdown ('' when there is none). */
  lead: string;
}

export interface UpdateHeading {
  /** The heading's anchor on the page. */
  id: string;
  title: string;
  /** What follows the heading, up to the next heading, as plain Markdown. */
  markdown: string;
}

const MARKDOWN_TAGS = new Set([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'br', 'blockquote', 'ul', 'ol', 'li'],
  ...['strong', 'em', 'del', 'a', 'img', 'code'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
]);

/** Cheap test before parsing: most pages hold no update. */
export function mayHoldUpdates(html: string): boolean {
  return html.includes('lectern-update__content');
}

function child(node: Element, cls: string): Element | undefined {
  return node.children.find((c): c is Element => c.type === 'element' && classes(c).includes(cls));
}

/** Keeps what Markdown wrote; `url` rewrites each link and image source. */
function plain(node: ElementContent, url: (href: string) => string): ElementContent[] {
  if (node.type === 'text') return [node];
  if (node.type !== 'element') return [];
  // A task list's checkbox is Markdown (`- [x]`).
  if (node.tagName === 'input') return prop(node, 'type') === 'checkbox' ? [node] : [];
  // `<Visibility for="humans">` holds what a reader sees, and subscribers are readers.
  if (prop(node, 'dataLecternVisibility') === 'humans') return node.children.flatMap((c) => plain(c, url));
  // A link removed for its scheme (markdown/handlers.ts) keeps its text, as on the page.
  if (classes(node).includes('lectern-broken-link')) return node.children.flatMap((c) => plain(c, url));
  // Our own classes on a Markdown tag mark a component's markup (a card's link, a badge's code).
  if (!MARKDOWN_TAGS.has(node.tagName) || classes(node).some((c) => c.startsWith('lectern-'))) return [];
  const properties = { ...node.properties };
  for (const key of ['href', 'src'] as const) {
    const value = prop(node, key);
    if (value !== undefined) properties[key] = url(value);
  }
  const children = node.children.flatMap((c) => plain(c, url));
  // A paragraph or heading left with nothing to say (its only content was a component) goes too.
  if (
    /^(?:p|h[1-6])$/.test(node.tagName) &&
    !children.some((c) => (c.type === 'text' ? c.value.trim() : c.type === 'element'))
  )
    return [];
  return [{ ...node, properties, children }];
}

function markdownOf(nodes: ElementContent[], url: (href: string) => string): string {
  const root = { type: 'root' as const, children: nodes.flatMap((c) => plain(c, url)) };
  return markdownText(toMdast(root) as MdastRoot).replace(/\n{3,}/g, '\n\n');
}

/**
 * A heading of the update's own content: a heading element at its top (Markdown's `##`, or one shown to
 * humans only), not one inside a component, whose markup is not in feeds.
 */
function isHeading(node: ElementContent): node is Element {
  return (
    node.type === 'element' &&
    /^h[1-6]$/.test(node.tagName) &&
    !classes(node).some((c) => c.startsWith('lectern-')) &&
    textOf(node).trim() !== ''
  );
}

/** The content split at its headings: what comes before the first, then each heading with what follows. */
function sections(
  content: Element,
  fallbackId: string,
  url: (href: string) => string,
): { lead: string; headings: UpdateHeading[] } {
  const lead: ElementContent[] = [];
  const found: { heading: Element; body: ElementContent[] }[] = [];
  for (const node of content.children) {
    if (isHeading(node)) found.push({ heading: node, body: [] });
    else (found.at(-1)?.body ?? lead).push(node);
  }
  if (found.length === 0) return { lead: '', headings: [] };
  return {
    lead: markdownOf(lead, url),
    headings: found.map(({ heading, body }) => ({
      id: prop(heading, 'id') ?? fallbackId,
      title: textOf(heading).replace(/\s+/g, ' ').trim(),
      markdown: markdownOf(body, url),
    })),
  };
}

function collect(node: Root | Element, found: Element[]): void {
  for (const c of node.children) {
    if (c.type !== 'element') continue;
    // An update inside another one is part of its content, not an entry of its own.
    if (classes(c).includes('lectern-update')) found.push(c);
    else collect(c, found);
  }
}

/** The page's updates in page order; `url` rewrites links and image sources of their content. */
export function pageUpdates(html: string, url: (href: string) => string): PageUpdate[] {
  if (!mayHoldUpdates(html)) return [];
  const found: Element[] = [];
  collect(fromHtml(html, { fragment: true }), found);
  return found.map((el) => {
    const meta = child(el, 'lectern-update__meta');
    const label = meta && child(meta, 'lectern-update__label');
    const description = meta && child(meta, 'lectern-update__description');
    const content = child(el, 'lectern-update__content');
    const rssTitle = prop(el, 'dataRssTitle');
    const rssDescription = prop(el, 'dataRssDescription');
    const id = prop(el, 'id') ?? '';
    // The `rss` prop makes one entry of the update, so its headings are not read.
    const split =
      content && !rssTitle && !rssDescription ? sections(content, id, url) : { lead: '', headings: [] };
    const update: PageUpdate = {
      id,
      label: label ? textOf(label).trim() : '',
      tags: decodeUpdateTags(prop(el, 'dataTags')),
      rss: {
        ...(rssTitle ? { title: rssTitle } : {}),
        ...(rssDescription ? { description: rssDescription } : {}),
      },
      // The content is not converted when the `rss` prop replaces it.
      markdown: content && !rssDescription ? markdownOf(content.children, url) : '',
      ...split,
    };
    const desc = description ? textOf(description).trim() : '';
    if (desc) update.description = desc;
    return update;
  });
}
