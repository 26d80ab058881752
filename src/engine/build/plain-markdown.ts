/**
 * Short Markdown from the configuration (the 404 page's description) to HTML: plain Markdown through remark
 * and rehype, no components, raw HTML and JSX dropped. Pages go through the full markdown pipeline instead;
 * this keeps the main thread from loading its highlighter for one line of text.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { readFrontmatter } from '../nav/index.js';
import type { PageContext, RenderedPage } from '../types.js';

const toHast = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkRehype);

/** The HTML tree of such Markdown (every plugin is synchronous). */
function hastOf(source: string): Root {
  return toHast.runSync(toHast.parse(source)) as Root;
}

/** The links (`<a href>`) of a tree, in document order; their hrefs as written, no HTML escapes to undo. */
function linkElements(parent: Root | Element, out: Element[] = []): Element[] {
  for (const child of parent.children)
    if (child.type === 'element') {
      if (typeof child.properties.href === 'string') out.push(child);
      linkElements(child, out);
    }
  return out;
}

/** The links of such Markdown, as written (inline, reference and autolinks alike). */
export function plainMarkdownLinks(source: string): string[] {
  return linkElements(hastOf(source)).map((a) => a.properties.href as string);
}

export async function renderPlainMarkdown(source: string, ctx: PageContext): Promise<RenderedPage> {
  const frontmatter = readFrontmatter(source);
  const tree = hastOf(source);
  for (const a of linkElements(tree)) a.properties.href = ctx.resolveLink(a.properties.href as string) ?? '#';
  const html = toHtml(tree);
  return {
    html,
    title: typeof frontmatter.title === 'string' ? frontmatter.title : ctx.pagePath,
    description: typeof frontmatter.description === 'string' ? frontmatter.description : undefined,
    frontmatter,
    toc: [],
    needs: { mermaid: /```mermaid/.test(source), math: false, code: /```/.test(source) },
    diagnostics: [],
  };
}
