/**
 * Plain text of mdast or hast content, skipping what is never shown as text: MDX code (expressions,
 * imports), frontmatter, and hast comments and raw markup.
 */
import type { Node } from 'unist';

const HIDDEN = new Set(['mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm', 'yaml', 'comment', 'raw']);

/**
 * `expressionText`, when given, supplies the text of MDX expressions (`## {strings.heading}`), which are
 * otherwise skipped.
 */
export function plainText(node: Node | undefined | null, expressionText?: (node: Node) => string): string {
  if (!node) return '';
  const type = node.type;
  if (expressionText && (type === 'mdxTextExpression' || type === 'mdxFlowExpression'))
    return expressionText(node);
  if (HIDDEN.has(type)) return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (type === 'image' || type === 'imageReference') return String((node as { alt?: string }).alt ?? '');
  if ('children' in node && Array.isArray(node.children)) {
    let out = '';
    for (const child of node.children as Node[]) out += plainText(child, expressionText);
    return out;
  }
  return '';
}

/**
 * Source text quoted in a diagnostic: whitespace collapsed and, when longer than `max`, cut at a word
 * boundary (mid-word only when a word is very long) and ended with an ellipsis, so a quoted excerpt never
 * looks like the whole of the code.
 */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // Punctuation that only opens or separates what was cut away goes too.
  const kept = (space >= max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:({[]+$/, '');
  return `${kept}…`;
}
