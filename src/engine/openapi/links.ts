/**
 * Links in an operation's or schema's descriptions (`[guide](/guide/sessions)`, `[errors](#errors)`),
 * resolved like the page's own links. The descriptions come from the spec, not the page, so a broken one is
 * reported against the page with the spec and operation named, under the page's code (`broken-link`), and
 * without a line of the page; a link with a fragment goes to the build's anchor check naming the spec file.
 */
import type { Element, ElementContent, Root } from 'hast';

/** What the build gives the renderers for the links of a spec's descriptions. */
export interface SpecLinkOptions {
  /**
   * Resolves a root-absolute link in a description as the page's own links are (PageContext.resolveLink);
   * null when nothing is there. Without it such links are left to the page's offline pass.
   */
  resolveLink?: (href: string) => string | null;
  /** The href a link to nothing keeps, as the page's own broken links do; without it the href is dropped. */
  unresolvedLink?: (href: string) => string | undefined;
  /** A link with a fragment (`/x#y` as resolved, `#y` as written), for the build's anchor check. */
  onFragmentLink?: (link: { href: string; resolved: string; file: string }) => void;
  /**
   * Problems worth a build diagnostic (missing document, unknown operation, remote reference, broken link).
   * One with a `file` is the spec's own (a ref to nothing): reported against that file in the same words from
   * every page meeting it, so the build keeps it once.
   */
  onProblem?: (problem: { code: string; message: string; file?: string }) => void;
}

function textOf(nodes: ElementContent[]): string {
  return nodes
    .map((n) => (n.type === 'text' ? n.value : n.type === 'element' ? textOf(n.children) : ''))
    .join('');
}

/**
 * Rewrites each `/x` link of the rendered spec content to what `resolveLink` answers (a link to nothing is
 * reported and keeps `unresolvedLink`'s href) and notes links with a fragment. `file` is the spec's path,
 * `where` names the operation or schema in messages.
 */
export function resolveSpecLinks(root: Root, opts: SpecLinkOptions, file: string, where: string): void {
  const { resolveLink } = opts;
  if (!resolveLink) return;
  const visit = (nodes: Root['children'] | ElementContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const el: Element = node;
      const href = el.properties.href;
      if (el.tagName === 'a' && typeof href === 'string') {
        if (href.startsWith('#')) opts.onFragmentLink?.({ href, resolved: href, file });
        else if (/^\/(?!\/)/.test(href)) {
          const resolved = resolveLink(href);
          if (resolved !== null) {
            el.properties.href = resolved;
            if (href.includes('#')) opts.onFragmentLink?.({ href, resolved, file });
          } else {
            const kept = opts.unresolvedLink?.(href);
            if (kept !== undefined) el.properties.href = kept;
            else delete el.properties.href;
            const text = textOf(el.children).trim();
            opts.onProblem?.({
              code: 'broken-link',
              message: `broken link to "${href}"${text ? ` ("${text}")` : ''} in ${where}`,
            });
          }
        }
      }
      visit(el.children);
    }
  };
  visit(root.children);
}
