/**
 * Links to an anchor the target page does not have: `/setup#web-app` where `setup` has no element with id
 * `web-app`, or `#x` on the page itself (Mintlify's CLI reports these with `mint broken-links
 * --check-anchors`). A target's ids are known only once it is rendered, so each page job reports its own ids
 * and its links with a fragment (`pageAnchors`, part of the page's result: cached renders and pages an
 * in-place rebuild skips report them too), and the main thread checks them all when every page is done
 * (`AnchorCheck`), without reading any HTML itself.
 */
import path from 'node:path';
import { LAYOUT_IDS } from '../layout/index.js';
import { mintlifySlug } from '../markdown/slug.js';
import type { Diagnostic, RenderedPage } from '../types.js';

/**
 * A link with a fragment: target page path, the link as written, source file and line (0: unknown), and the
 * fragment it lands on when that is not the written one's (a redirect's own, `/old` -> `/new#part`).
 */
export type AnchorLink = [target: string, href: string, file: string, line: number, fragment?: string];

/** What a page reports: every id of its content, and its links with a fragment to a page of the site. */
export interface PageAnchors {
  ids: string[];
  links?: AnchorLink[];
}

/**
 * ` id="..."` anywhere in the content HTML. Serialised HTML escapes `"` inside attribute values, so this
 * cannot start inside one; in text it could (`id="x"` written in prose), which only adds an id no link is
 * checked against, never hides a real one.
 */
const ID_ATTR = /\sid="([^"]*)"/g;
const CHAR_REF = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|lt|gt|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };
const SCHEME = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function unescapeAttr(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(CHAR_REF, (ref, hex?: string, dec?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? ref;
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code <= 0x10ffff ? String.fromCodePoint(code) : ref;
  });
}

/** Runs of percent-escapes decoded, each run on its own, as the client script does (client/scripts/anchors.js). */
export function decodeFragment(fragment: string): string {
  return fragment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * The page a resolved link opens: the resolver writes links to pages as `<relative path>.html` plus the
 * written query and fragment (page-context.ts), and leaves `#x` as written. Null for files, other hosts and
 * anything without a fragment.
 */
export function linkTarget(pagePath: string, resolved: string): string | null {
  const hash = resolved.indexOf('#');
  if (hash === -1 || SCHEME.test(resolved)) return null;
  const pathPart = resolved.slice(0, hash).replace(/\?.*$/s, '');
  if (pathPart === '') return pagePath;
  if (!pathPart.endsWith('.html')) return null;
  let decoded = pathPart;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return null;
  }
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(pagePath), decoded));
  return target.startsWith('../') ? null : target.slice(0, -'.html'.length);
}

/** A page's ids and fragment links, from its rendered content (in the page's render thread). */
export function pageAnchors(
  pagePath: string,
  page: Pick<RenderedPage, 'html' | 'fragmentLinks'>,
): PageAnchors {
  const ids = new Set<string>();
  for (const m of page.html.matchAll(ID_ATTR)) if (m[1]) ids.add(unescapeAttr(m[1]));
  const out: PageAnchors = { ids: [...ids] };
  const links = new Map<string, AnchorLink>();
  for (const link of page.fragmentLinks ?? []) {
    // The resolved link's fragment: a redirect's own wins over the written one, as in the browser.
    const hash = link.resolved.indexOf('#');
    if (hash === -1) continue;
    const fragment = link.resolved.slice(hash + 1);
    const written = link.href.includes('#') ? link.href.slice(link.href.indexOf('#') + 1) : null;
    // `#` alone and `#top` scroll to the top of the page in every browser, whatever ids it has.
    if (fragment === '' || fragment.toLowerCase() === 'top') continue;
    const target = linkTarget(pagePath, link.resolved);
    if (target === null) continue;
    const entry: AnchorLink = [target, link.href, link.file, link.line ?? 0];
    if (fragment !== written) entry.push(fragment);
    // A component's Markdown can be rendered more than once; each link is reported once.
    links.set(JSON.stringify(entry), entry);
  }
  if (links.size > 0) out.links = [...links.values()];
  return out;
}

/**
 * Whether a fragment lands on a page with these ids (the layout's are on every page): as written, decoded,
 * or decoded and slugged as headings are, which the client script also tries (`#tui-mode%3A-interactive-
 * development` for "TUI Mode: Interactive Development", whose id has no colon).
 */
export function fragmentLands(fragment: string, ids: ReadonlySet<string>): boolean {
  if (ids.has(fragment) || LAYOUT_IDS.includes(fragment)) return true;
  const decoded = decodeFragment(fragment);
  if (ids.has(decoded) || LAYOUT_IDS.includes(decoded)) return true;
  const slug = mintlifySlug(decoded);
  return slug !== '' && ids.has(slug);
}

/** Collects every built page's anchors; `diagnostics()` checks the links once all pages are in. */
export class AnchorCheck {
  private readonly pages = new Map<string, PageAnchors>();

  add(pagePath: string, anchors: PageAnchors | undefined): void {
    if (anchors) this.pages.set(pagePath, anchors);
  }

  /**
   * A `broken-anchor` warning per link whose target page was built and has no such id. Links to pages not
   * built in this build (a build of selected pages) are not checked: their ids are unknown.
   */
  diagnostics(): Diagnostic[] {
    const idSets = new Map<string, Set<string>>();
    const out: Diagnostic[] = [];
    const reported = new Set<string>();
    for (const anchors of this.pages.values()) {
      for (const [target, href, file, line, redirected] of anchors.links ?? []) {
        const targetAnchors = this.pages.get(target);
        if (!targetAnchors) continue;
        let ids = idSets.get(target);
        if (!ids) idSets.set(target, (ids = new Set(targetAnchors.ids)));
        const fragment = redirected ?? href.slice(href.indexOf('#') + 1);
        if (fragmentLands(fragment, ids)) continue;
        const through = redirected === undefined ? '' : ` (through a redirect to "#${redirected}")`;
        const message = `link to "${href}"${through}: page "${target}" has no heading or element with id "${decodeFragment(fragment)}"`;
        // A spec's or snippet's link is checked on each page showing it, and reported once.
        const said = `${file}\0${line}\0${message}`;
        if (reported.has(said)) continue;
        reported.add(said);
        out.push({
          severity: 'warning',
          code: 'broken-anchor',
          message,
          file,
          ...(line ? { line } : {}),
        });
      }
    }
    // Pages finish in any order across threads; the report does not depend on it.
    const order = (a: Diagnostic) => [a.file!, String(a.line ?? 0).padStart(9, '0'), a.message].join('\0');
    return out.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  }
}
