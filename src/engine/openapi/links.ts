/**
 * Root-absolute links in an operation's descriptions (`[guide](/guide/sessions)`), resolved like the page's
 * own links. The descriptions come from the spec, not the page, so a broken one is reported against the page
 * with the spec and operation named, under the page's code (`broken-link`), and without a line of the page.
 */
import type { Element, ElementContent, Root } from 'hast';

function textOf(nodes: ElementContent[]): string {
  return nodes
    .map((n) => (n.type === 'text' ? n.value : n.type === 'element' ? textOf(n.children) : ''))
    .join('');
}

/** Rewrites each `/x` link to what `resolveLink` answers; a link to nothing loses its href (kept as text). */
export function resolveDescriptionLinks(
  root: Root,
  resolveLink: (href: string) => string | null,
  broken: (href: string, text: string) => void,
): void {
  const visit = (nodes: Root['children'] | ElementContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const el: Element = node;
      const href = el.properties.href;
      if (el.tagName === 'a' && typeof href === 'string' && /^\/(?!\/)/.test(href)) {
        const resolved = resolveLink(href);
        if (resolved !== null) el.properties.href = resolved;
        else {
          delete el.properties.href;
          broken(href, textOf(el.children).trim());
        }
      }
      visit(el.children);
    }
  };
  visit(root.children);
}
