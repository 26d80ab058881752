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
