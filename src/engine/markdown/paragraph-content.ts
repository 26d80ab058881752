/**
 * Which rendered content a `<p>` can hold: the HTML parser closes an open paragraph at a block start tag, so
 * a paragraph holding one would not read back as written (handlers.ts and html-element.ts make it a `<div>`).
 */
import type { ElementContent } from 'hast';

/** Tags whose start tag closes an open `<p>` in the HTML parser: they cannot sit inside a paragraph. */
const P_CLOSERS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dd',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'search',
  'section',
  'summary',
  'table',
  'ul',
  'xmp',
  'plaintext',
]);

export function isBlock(node: ElementContent): boolean {
  return node.type === 'element' && P_CLOSERS.has(node.tagName);
}

/** True when any element in these trees would close a surrounding `<p>`. */
export function containsBlock(nodes: ElementContent[]): boolean {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    if (P_CLOSERS.has(node.tagName)) return true;
    // SVG and MathML content never closes a paragraph.
    if (node.tagName === 'svg' || node.tagName === 'math') continue;
    if (containsBlock(node.children)) return true;
  }
  return false;
}
