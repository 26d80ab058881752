/**
 * Plain text of mdast or hast content, skipping what is never shown as text: MDX code (expressions,
 * imports), frontmatter, and hast comments and raw markup.
 */
import type { Node } from 'unist';

const HIDDEN = new Set(['mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm', 'yaml', 'comment', 'raw']);

export function plainText(node: Node | undefined | null): string {
  if (!node) return '';
  const type = node.type;
  if (HIDDEN.has(type)) return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (type === 'image' || type === 'imageReference') return String((node as { alt?: string }).alt ?? '');
  if ('children' in node && Array.isArray(node.children)) {
    let out = '';
    for (const child of node.children as Node[]) out += plainText(child);
    return out;
  }
  return '';
}
