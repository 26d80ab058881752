/**
 * Every URL written by an author goes through here: scheme allow-list first (no `javascript:`, `data:`
 * only for images), then the build's link/asset resolution, with a diagnostic when the target is missing.
 */
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
 * The href for an author's link; undefined when unsafe or broken (reported, the caller keeps the text).
 * `#anchor` stays as written; external links are returned unchanged.
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
  if (url.startsWith('#')) return url;
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
    page.warn(
      'broken-link',
      `broken link to "${truncate(url)}"${text ? ` ("${truncate(text)}")` : ''}`,
      node,
    );
    return undefined;
  }
  return resolved;
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
