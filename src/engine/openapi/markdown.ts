/**
 * Descriptions in OpenAPI documents are Markdown: rendered with remark (GFM), raw HTML dropped, the result
 * sanitised. Small and cached; the page's own MDX goes through the full pipeline instead.
 * Mintlify renders them as MDX ("rich MDX-formatted descriptions", its changelog), where indentation never
 * makes code: a description indented four spaces (YAML block scalars, docstrings) stays prose here too.
 */
import type { Element, ElementContent } from 'hast';
import type { Nodes as MdastNode, Root as MdastRoot } from 'mdast';
import { sanitize } from 'hast-util-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { type Processor, unified } from 'unified';

/** As remark-mdx does: no indented code, only fenced. */
function noIndentedCode(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({ disable: { null: ['codeIndented'] } });
}

const processor = unified().use(remarkParse).use(noIndentedCode).use(remarkGfm).use(remarkRehype);
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

function plainText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(plainText).join('') : '';
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The plain text of a description's first paragraph, its lines joined; '' when it opens with no paragraph. */
function leadParagraphText(markdown: string): string {
  const first = markdownToHast(markdown).find((n) => n.type === 'element');
  return first?.type === 'element' && first.tagName === 'p' ? collapse(plainText(first)) : '';
}

/** Inline nodes whose Markdown means nothing without the rest of the description (its definitions). */
const REFERENCES = new Set(['linkReference', 'imageReference', 'footnoteReference']);

const refersElsewhere = (node: MdastNode): boolean =>
  REFERENCES.has(node.type) || ('children' in node && node.children.some(refersElsewhere));

/**
 * A description's first paragraph as written, its lines joined: a generated page's own description, whose
 * inline Markdown (code, links, emphasis) renders under the title as a frontmatter description's does, and
 * which meta tags, search and llms.txt keep as written. Its plain text when it links to a definition elsewhere
 * in the description. '' when the description does not open with a paragraph (a list, a table, a heading).
 */
export function leadParagraph(markdown: unknown): string {
  if (typeof markdown !== 'string') return '';
  const tree = processor.parse(markdown) as MdastRoot;
  const first = tree.children.find((n) => n.type !== 'html' && n.type !== 'definition');
  if (first?.type !== 'paragraph') return '';
  const start = first.position?.start.offset;
  const end = first.position?.end.offset;
  if (start === undefined || end === undefined || refersElsewhere(first)) return leadParagraphText(markdown);
  return collapse(markdown.slice(start, end));
}

/**
 * The description block without the paragraph the page already shows under its title: the first paragraph,
 * when it (as written, or its plain text) is the page's description. A description of several paragraphs keeps
 * the others.
 */
export function descriptionAfterLead(markdown: unknown, pageDescription: string | undefined): Element[] {
  if (typeof markdown !== 'string' || markdown.trim() === '') return [];
  const lead = collapse(pageDescription ?? '');
  const children = markdownToHast(markdown);
  const firstAt = children.findIndex((n) => n.type === 'element');
  const first = children[firstAt];
  if (
    lead === '' ||
    first?.type !== 'element' ||
    first.tagName !== 'p' ||
    (collapse(plainText(first)) !== lead && leadParagraph(markdown) !== lead)
  )
    return descriptionBlock(markdown);
  const rest = children.slice(firstAt + 1).filter((n) => n.type === 'element');
  return rest.length
    ? [
        {
          type: 'element',
          tagName: 'div',
          properties: { className: ['lectern-api-description'] },
          children: rest,
        },
      ]
    : [];
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
 * A description as one line of inline markup, for a response's `<summary>` (code and emphasis rendered).
 * Null unless the description is one paragraph of at most `max` characters without links or images, which
 * the summary can show whole; any other stays in the response's body, where a link does not fight the toggle.
 */
export function summaryLine(markdown: unknown, max = 120): ElementContent[] | null {
  if (typeof markdown !== 'string' || markdown.trim() === '' || markdown.trim().length > max) return null;
  const blocks = markdownToHast(markdown.trim());
  const first = blocks[0];
  if (blocks.length !== 1 || first?.type !== 'element' || first.tagName !== 'p') return null;
  const plain = (nodes: ElementContent[]): boolean =>
    nodes.every(
      (n) => n.type !== 'element' || (n.tagName !== 'a' && n.tagName !== 'img' && plain(n.children)),
    );
  return plain(first.children) ? first.children : null;
}
