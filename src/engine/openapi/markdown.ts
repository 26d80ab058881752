/**
 * Descriptions in OpenAPI documents are CommonMark: rendered with remark (GFM), raw HTML dropped, the result
 * sanitised. Small and cached; the page's own MDX goes through the full pipeline instead.
 */
import type { Element, ElementContent } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
const cache = new Map<string, ElementContent[]>();

export function markdownToHast(markdown: string): ElementContent[] {
  const hit = cache.get(markdown);
  if (hit) return structuredClone(hit);
  const tree = processor.runSync(processor.parse(markdown));
  const clean = sanitize(tree as Parameters<typeof sanitize>[0]);
  const children = ((clean as { children?: ElementContent[] }).children ?? []).filter(
    (c) => !(c.type === 'text' && c.value.trim() === ''),
  );
  if (cache.size > 2000) cache.clear();
  cache.set(markdown, children);
  return structuredClone(children);
}

/** A description block: `<div class="lectern-api-description">` with the rendered Markdown, or nothing. */
export function descriptionBlock(markdown: unknown, className = 'lectern-api-description'): Element[] {
  if (typeof markdown !== 'string' || markdown.trim() === '') return [];
  return [
    {
      type: 'element',
      tagName: 'div',
      properties: { className: [className] },
      children: markdownToHast(markdown),
    },
  ];
}

/**
 * The first line of a description as inline markup, for a one-line summary (a response's `<summary>`):
 * code and emphasis rendered, links reduced to their text (a link inside a toggle would fight it).
 */
export function summaryLine(markdown: unknown, max = 120): ElementContent[] {
  if (typeof markdown !== 'string') return [];
  const line = markdown.split('\n')[0]!.slice(0, max);
  const first = markdownToHast(line)[0];
  if (first?.type !== 'element' || first.tagName !== 'p') return line ? [{ type: 'text', value: line }] : [];
  const unlink = (nodes: ElementContent[]): ElementContent[] =>
    nodes.flatMap((n) =>
      n.type !== 'element'
        ? [n]
        : n.tagName === 'a'
          ? unlink(n.children)
          : [{ ...n, children: unlink(n.children) }],
    );
  return unlink(first.children);
}
