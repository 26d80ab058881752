/**
 * `<Visibility for="humans|agents">` (components/visibility.mdx): human content shows on the page and is left
 * out of the page's Markdown file; agent content is in the Markdown file only. The Markdown is made from the
 * page's HTML (build/page-markdown.ts), so both are in the HTML, marked `data-lectern-visibility`: agent
 * content in one `hidden` wrapper that Pagefind skips, human content in a span when inline, else on each of its
 * own top-level nodes (a block wrapper would change what `:first-child`/`:last-child` rules see, and so the
 * page's spacing). The agents' wrapper placed last in a container is skipped by components.css's rule for the
 * last visible child.
 */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { PageState } from '../state.js';
import type { ComponentRenderer } from './types.js';
import { str } from './types.js';

export const visibility: ComponentRenderer = (c) => {
  const audience = str(c.props.for)?.trim().toLowerCase();
  if (audience === 'agents') {
    const body = offPage(c.page, () => c.children());
    return h(
      c.inline ? 'span' : 'div',
      { hidden: true, dataLecternVisibility: 'agents', dataPagefindIgnore: 'all' },
      body,
    );
  }
  if (audience !== 'humans') {
    c.warn('invalid-prop', `<Visibility for="${audience ?? ''}">: expected "humans" or "agents"`);
    return c.children();
  }
  if (c.inline) return h('span', { dataLecternVisibility: 'humans' }, c.children());
  return c.children().map((node) => forHumans(c.page, node));
};

/** Copies rather than marks: rendered nodes may be shared (cached code blocks, snippet output). */
function forHumans(page: PageState, node: ElementContent): ElementContent {
  if (node.type === 'text' && !node.value.trim()) return node;
  const marked: ElementContent =
    node.type === 'element'
      ? { ...node, properties: { ...node.properties, dataLecternVisibility: 'humans' } }
      : h('span', { dataLecternVisibility: 'humans' }, [node]);
  const file = page.origins.get(node);
  if (file) page.stamp([marked], file);
  return marked;
}

/**
 * Renders content the page does not show: its headings stay out of the table of contents and the title, its
 * slugs do not push the page's own headings to `-1` forms, its ParamFields out of the playground, its code
 * or diagrams load nothing. Ids are dropped, so none can shadow an anchor of the page.
 */
function offPage(page: PageState, render: () => ElementContent[]): ElementContent[] {
  const toc = page.toc.length;
  const params = page.paramFields.length;
  const occurrences = Object.assign(Object.create(null) as Record<string, number>, page.slugger.occurrences);
  const { firstHeading } = page;
  const needs = { ...page.needs };
  try {
    return render().map((node) => withoutIds(page, node));
  } finally {
    page.toc.splice(toc);
    page.paramFields.splice(params);
    page.slugger.occurrences = occurrences;
    page.firstHeading = firstHeading;
    Object.assign(page.needs, needs);
  }
}

function withoutIds(page: PageState, node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  const { id: _id, ...properties } = node.properties;
  const copy = { ...node, properties, children: node.children.map((child) => withoutIds(page, child)) };
  const file = page.origins.get(node);
  if (file) page.stamp([copy], file);
  return copy;
}
