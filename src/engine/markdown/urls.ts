/**
 * Every URL written by an author goes through here: scheme allow-list first (no `javascript:`, `data:`
 * only for images), then the build's link/asset resolution, with a diagnostic when the target is missing.
 */
import { posix } from 'node:path';
import type { Node } from 'unist';
import type { PageState } from './state.js';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/**
 * Schemes a link may use. Besides the web, mail and phone, docs legitimately link to apps: "Add to Cursor"
 * buttons (`cursor://`), editor and chat deep links, calendars. A link with one of these only asks the
 * browser to hand the URL to an installed app; none of them runs script in the page or carries a whole
 * document, unlike `javascript:`, `vbscript:`, `data:`, `file:`, `blob:` or `about:` (units.test.ts checks that
 * none of those is ever added here). Also the sanitiser's `href` protocol list (sanitize.ts).
 */
export const SAFE_LINK_SCHEMES: ReadonlySet<string> = new Set([
  'http',
  'https',
  'mailto',
  'tel',
  'sms',
  'cursor',
  'vscode',
  'vscode-insiders',
  'windsurf',
  'zed',
  'devin',
  'jetbrains',
  'slack',
  'discord',
  'msteams',
  'zoommtg',
  'webcal',
  'irc',
  'ircs',
  'xmpp',
  'ssh',
  'sftp',
  'ftp',
  'git',
  'magnet',
  'obsidian',
  'raycast',
]);

/** True when a link with this scheme (lowercase, as `urlScheme` returns it) may be kept. */
export function isSafeLinkScheme(scheme: string): boolean {
  return SAFE_LINK_SCHEMES.has(scheme);
}
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)(?:;[a-z0-9=.+-]+)*,/i;

/** The scheme of a URL as a browser would read it (controls and whitespace stripped), lowercased. */
export function urlScheme(url: string): string | null {
  // Browsers ignore tabs/newlines inside schemes and leading control characters: `java\tscript:`.
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]+/g, '');
  const match = SCHEME.exec(cleaned);
  return match ? match[1].toLowerCase() : null;
}

/**
 * The href for an author's link; undefined when unsafe (reported, the caller keeps the text). `#anchor`
 * stays as written; external links are returned unchanged. A link to a page or file the site does not have
 * is reported and kept, in the form it would have were the target there (`unresolvedHref`): Mintlify keeps
 * such links, and a reader landing on the site's 404 page is better off than one facing a card or button
 * that does nothing.
 */
export function resolveHref(
  page: PageState,
  raw: unknown,
  node: Node | null,
  text?: string,
): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = raw.trim();
  if (url === '') return undefined;
  if (url.startsWith('#')) {
    page.noteFragmentLink(url, url, node);
    return url;
  }
  const scheme = urlScheme(url);
  if (scheme !== null && !isSafeLinkScheme(scheme)) {
    page.warn(
      'unsafe-link',
      `link to "${truncate(url)}" was removed: the ${scheme}: scheme is not allowed`,
      node,
    );
    return undefined;
  }
  if (scheme !== null || url.startsWith('//')) return url;
  const resolved = page.ctx.resolveLink(url);
  if (resolved === null || resolved === undefined) {
    // A relative link says where it led (`python` on `sdks/overview` is `sdks/python`).
    const target = url.startsWith('/') ? undefined : linkSitePath(page.ctx.pagePath, url);
    const where = target !== undefined && target !== url ? ` (${truncate(target)})` : '';
    page.warn(
      'broken-link',
      `broken link to "${truncate(url)}"${where}${text ? ` ("${truncate(text)}")` : ''}`,
      node,
    );
    return unresolvedHref(page.ctx.pagePath, url);
  }
  // A link through a redirect to an anchor has a fragment only once resolved: it is checked too.
  if (url.includes('#') || resolved.includes('#')) page.noteFragmentLink(url, resolved, node);
  return resolved;
}

/**
 * The href of an author's own link (`<a href>`, a Markdown link), where an empty href is kept: browsers, React
 * and CommonMark make it a link to the page itself. A component's empty `href` (a card's) is no link, as on
 * Mintlify, so `resolveHref` alone still returns undefined for it.
 */
export function resolveAnchorHref(
  page: PageState,
  raw: unknown,
  node: Node | null,
  text?: string,
): string | undefined {
  if (typeof raw === 'string' && raw.trim() === '') return '';
  return resolveHref(page, raw, node, text);
}

const PAGE_EXTENSION = /\.(?:mdx?|html?)$/i;

/**
 * Where a site link (`/guides/missing`, `../x#y`) points from the page's output file, as the build writes
 * links to pages that exist (build/page-context.ts): relative, to `<path>.html` (a file keeps its own
 * extension), query and fragment kept. Undefined when the path cannot be a site path.
 */
export function unresolvedHref(pagePath: string, url: string): string | undefined {
  const suffix = /^[^?#]*(.*)$/s.exec(url)![1];
  const sitePath = sitePathOf(pagePath, url);
  if (sitePath === undefined) return undefined;
  const isFile = /\.[a-z0-9]+$/i.test(sitePath) && !PAGE_EXTENSION.test(sitePath);
  const file = isFile ? sitePath : `${sitePath.replace(PAGE_EXTENSION, '')}.html`;
  const up = '../'.repeat(pagePath.split('/').length - 1);
  return `${up}${file.split('/').map(encodeURIComponent).join('/')}${suffix}`;
}

/**
 * The site path a link leads to from the page (`../api/ref/?v=2` on `guides/intro`: `api/ref`), a page's
 * without its extension, as a broken link's warning names it; undefined when it cannot be a site path.
 */
function linkSitePath(pagePath: string, url: string): string | undefined {
  const sitePath = sitePathOf(pagePath, url);
  return sitePath?.replace(PAGE_EXTENSION, '');
}

/** The link's path part, decoded, joined to the page's folder and normalised (`index` for the root). */
function sitePathOf(pagePath: string, url: string): string | undefined {
  const pathPart = /^[^?#]*/s.exec(url)![0];
  let decoded = pathPart;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    // Not valid percent-encoding: read as written.
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const joined = decoded.startsWith('/') ? decoded : posix.join(posix.dirname(pagePath), decoded);
  return posix.normalize(`/${joined}`).replace(/^\/+|\/+$/g, '') || 'index';
}

/** The src for an author's image or media file; undefined when unsafe or missing (reported). */
export function resolveSrc(
  page: PageState,
  raw: unknown,
  node: Node | null,
  opts: { image?: boolean } = {},
): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = raw.trim();
  if (url === '') return undefined;
  const scheme = urlScheme(url);
  if (scheme === 'data' && opts.image && SAFE_DATA_IMAGE.test(url)) return url;
  if (scheme === 'http' || scheme === 'https') return url;
  if (scheme !== null) {
    page.warn(
      'unsafe-link',
      `source "${truncate(url)}" was removed: the ${scheme}: scheme is not allowed here`,
      node,
    );
    return undefined;
  }
  if (url.startsWith('//')) return `https:${url}`;
  const resolved = page.ctx.resolveAsset(url);
  if (resolved === null || resolved === undefined) {
    page.warn('missing-image', `missing file "${truncate(url)}"`, node);
    return undefined;
  }
  return resolved;
}

function truncate(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
