/** `<Heading level id noAnchor>`: a heading written as a component; it gets an id and joins the TOC. */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { num, str } from './types.js';

export const heading: ComponentRenderer = (c) => {
  const level = Math.min(6, Math.max(1, Math.round(num(c.props.level) ?? 2)));
  const text = c.text().trim();
  const id = c.page.explicitId(str(c.props.id), true) ?? c.page.slug(text);
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
