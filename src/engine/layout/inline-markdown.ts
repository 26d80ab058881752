/**
 * Short Markdown written in settings and frontmatter (the banner, a page's description: "basic MDX formatting
 * including links, bold, and italic", Mintlify's docs say) as inline HTML. Rendered, never executed: raw HTML
 * and JSX are dropped, their text kept.
 */
import type { ElementContent, Properties, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { configHref, esc, isExternal, safeHref } from './escape.js';

/** Plain Markdown to HTML; raw HTML and JSX come out as `raw` nodes, which `phrasing` drops or keeps as text. */
const markdown = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true });

/** Characters that can make Markdown of a line, or a block of it; text without them renders as itself. */
const MARKDOWN_SIGNS = /[`*_[\]<>&\\~\n]|^\s*(?:[-+#>]|\d+[.)])/;

/** The phrasing kept; other elements give their content, images nothing. */
const KEPT = new Set(['strong', 'em', 'code', 'br', 'a']);

/** A link: unsafe schemes become `#`, links into the site root-absolute page URLs (`/guides/x.html`). */
function inlineHref(href: unknown): string {
  const safe = safeHref(typeof href === 'string' ? href : '');
  if (safe === '#' || safe.startsWith('#') || isExternal(safe)) return safe;
  return configHref('/', safe);
}

function phrasing(nodes: (RootContent | ElementContent)[], htmlAsText: boolean): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'text') return [node];
    if (node.type === 'raw') return htmlAsText ? [{ type: 'text', value: node.value }] : [];
    if (node.type !== 'element') return [];
    if (node.tagName === 'img') return [];
    const children = phrasing(node.children, htmlAsText);
    if (!KEPT.has(node.tagName)) return children;
    const properties: Properties = {};
    if (node.tagName === 'a') {
      const href = inlineHref(node.properties.href);
      properties.href = href;
      if (isExternal(href)) properties.rel = ['noopener'];
    }
    return [{ type: 'element', tagName: node.tagName, properties, children }];
  });
}

/**
 * Inline Markdown as HTML: bold, italic, code, links and line breaks; everything else is text. Safe to put in a
 * page as it is: no raw HTML, no attributes but a link's href (and rel). Raw HTML is dropped (the banner: its
 * `<b>` gives its text), or with `htmlAsText` shown as written (a page description, which is also the plain
 * text of meta tags and search, and, on API pages, the plain text of a spec's lead paragraph: `List<String>`).
 */
export function inlineMarkdownHtml(content: string, { htmlAsText = false } = {}): string {
  // Most descriptions are plain sentences: no need to parse them (and with no `&`, `<` or `>` in them, they are
  // safe element content as they are).
  if (!MARKDOWN_SIGNS.test(content)) return content.trim();
  const tree = markdown.runSync(markdown.parse(content)) as Root;
  return toHtml(
    { type: 'root', children: phrasing(tree.children, htmlAsText) },
    { characterReferences: { useNamedReferences: true } },
  ).trim();
}

/** Root-absolute hrefs of the links (as `inlineMarkdownHtml` writes them) made relative to the page. */
export function relativeInlineLinks(html: string, rootPrefix: string): string {
  return html.replace(/(<a href=")\/(?!\/)/g, (_all, open: string) => open + esc(rootPrefix));
}
