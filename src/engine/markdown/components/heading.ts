/** `<Heading level id noAnchor>`: a heading written as a component; it gets an id and joins the TOC. */
import { h } from 'hastscript';
import type { ComponentContext, ComponentRenderer } from './types.js';
import { num, str } from './types.js';
import { isValidHeadingId } from '../heading-id.js';

export const heading: ComponentRenderer = (c) => {
  const level = Math.min(6, Math.max(1, Math.round(num(c.props.level) ?? 2)));
  const text = c.text().trim();
  const id = authorId(c) ?? c.page.slug(text);
  if (level === 2 || level === 3) c.page.toc.push({ depth: level, id, text });
  // Inside another heading a heading tag would be split off by the browser: keep the text only.
  if (c.page.htmlStack.some((open) => open === '#heading' || /^h[1-6]$/.test(open)))
    return h('span', { id }, c.phrasing());
  c.page.htmlStack.push('#heading');
  try {
    return h(`h${level}`, { id }, c.phrasing());
  } finally {
    c.page.htmlStack.pop();
  }
};

/**
 * The `id` prop as written, under the rules of a `## Title {#id}` id (heading-id.ts): the same characters,
 * reserved before the page's slugs are made and page-unique (`id-2` when taken). One it refuses is a warning,
 * and the heading gets the id its text would.
 */
function authorId(c: ComponentContext): string | undefined {
  const id = str(c.props.id)?.trim();
  if (!id) return undefined;
  if (isValidHeadingId(id)) return c.page.claimId(id);
  c.warn(
    'heading-id',
    `<Heading id="${id.slice(0, 80)}">: the id was not used: an id is letters, digits, "-", "_", "." and ":"`,
  );
  return undefined;
}
