/**
 * Short Markdown from the configuration (the 404 page's description) to HTML: plain Markdown through remark
 * and rehype, no components, raw HTML and JSX dropped. Pages go through the full markdown pipeline instead;
 * this keeps the main thread from loading its highlighter for one line of text.
 */
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { readFrontmatter } from '../nav/index.js';
import type { PageContext, RenderedPage } from '../types.js';

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeStringify);

export async function renderPlainMarkdown(source: string, ctx: PageContext): Promise<RenderedPage> {
  const frontmatter = readFrontmatter(source);
  const html = String(await processor.process(source)).replace(/href="([^"]*)"/g, (all, href: string) => {
    const resolved = ctx.resolveLink(href.replace(/&amp;/g, '&'));
    return resolved === null
      ? 'href="#"'
      : `href="${resolved.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  });
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
