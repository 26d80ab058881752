/**
 * Paths and links as pages write them: a page's output file and the way back to the root, percent-encoding
 * of site paths, resolving `/x`, `../x` and `x` against a page, and fragments that name the layout's ids.
 */
import path from 'node:path';
import { LAYOUT_IDS } from '../layout/index.js';

export const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
export const PAGE_EXT = /\.(?:mdx?|html?)$/i;

/** `guides/intro` -> `guides/intro.html`. */
export function outputFileOf(pagePath: string): string {
  return `${pagePath}.html`;
}

/** From a page's output file back to the site root: `''`, `'../'`, ... */
export function rootPrefixOf(pagePath: string): string {
  return '../'.repeat(pagePath.split('/').length - 1);
}

/** Characters encodeURIComponent keeps, and the separators: most paths need no encoding at all. */
const PLAIN_PATH = /^[\w.!~*'()/-]*$/;

export function encodePath(p: string): string {
  // A rebuild replays every cached page's links (probesHold), so this runs tens of thousands of times.
  return PLAIN_PATH.test(p) ? p : p.split('/').map(encodeURIComponent).join('/');
}

export function splitHref(href: string): { pathPart: string; suffix: string } {
  const m = /^([^?#]*)(.*)$/s.exec(href)!;
  return { pathPart: m[1], suffix: m[2] };
}

/** Resolves `/x`, `../x`, `x` against a page path; null when it climbs out of the site. */
export function sitePath(pagePath: string, raw: string): string | null {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Keep the raw text when it is not valid percent-encoding.
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const joined = decoded.startsWith('/') ? decoded : path.posix.join(path.posix.dirname(pagePath), decoded);
  const norm = path.posix.normalize(`/${joined}`).replace(/^\/+/, '');
  if (norm.startsWith('..')) return null;
  return norm.replace(/\/+$/, '');
}

const TAKEN_IDS = new Set(LAYOUT_IDS);

/**
 * A link's `#fragment` naming one of the layout's ids (`#navbar`, `#footer`): written for a heading (Mintlify's
 * heading anchors are plain slugs), whose id here is the slug's next free form, `-2` (markdown/state.ts reserves
 * the layout's: the heading is the page's second `navbar`), so the link lands on the heading, not the navbar.
 */
export function headingFragment(suffix: string): string {
  const at = suffix.indexOf('#');
  if (at === -1) return suffix;
  let id = suffix.slice(at + 1);
  try {
    id = decodeURIComponent(id);
  } catch {
    return suffix;
  }
  return TAKEN_IDS.has(id) ? `${suffix.slice(0, at)}#${id}-2` : suffix;
}
