/** Escaping and URL helpers for building HTML as strings: everything from the source passes through these. */
import { isSafeLinkScheme, urlScheme } from '../markdown/index.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and double-quoted attribute values alike. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function isExternal(href: string): boolean {
  return ANY_SCHEME.test(href) || href.startsWith('//');
}

/**
 * A link target safe to put in href: a scheme author links may use (markdown/urls.ts: the web, mail, phone,
 * app deep links; never `javascript:` or `data:`), fragments and relative paths; anything else `#`.
 */
export function safeHref(href: string): string {
  const trimmed = href.trim();
  // urlScheme reads the scheme as a browser would (tabs and newlines inside it ignored: `java\tscript:`).
  const scheme = urlScheme(trimmed);
  return scheme !== null && !isSafeLinkScheme(scheme) ? '#' : trimmed;
}

/** `guides/intro` -> `<rootPrefix>guides/intro.html`; keeps `#anchor` and `?query`. */
export function pageHref(rootPrefix: string, pagePath: string): string {
  const match = /^([^#?]*)(.*)$/.exec(pagePath)!;
  const path = match[1]!.replace(/^\/+/, '').replace(/\/+$/, '');
  return `${rootPrefix}${path === '' ? 'index' : path}.html${match[2]}`;
}

/**
 * A link written in docs.json (navbar, footer, nav links): external URLs stay; `/guides/x` becomes relative to
 * the page; files with an extension (`/openapi.json`) keep it.
 */
export function configHref(rootPrefix: string, href: string): string {
  const safe = safeHref(href);
  if (safe === '#' || isExternal(safe) || safe.startsWith('#')) return safe;
  const path = safe.replace(/^\.?\/+/, '');
  if (/\.[a-z0-9]+(?:[#?].*)?$/i.test(path.split('/').pop() ?? '')) return rootPrefix + path;
  return pageHref(rootPrefix, path);
}

/**
 * A navigation target (prev/next): a page path, whose last segment may hold a dot (`llms/inference.net`) that
 * configHref would take for a file extension, or an external URL.
 */
export function navTargetHref(rootPrefix: string, target: string): string {
  return isExternal(target) ? configHref(rootPrefix, target) : pageHref(rootPrefix, target);
}

/** A source asset path (`/logo/light.svg`) as an href from the page; external URLs untouched. */
export function assetHref(rootPrefix: string, src: string): string {
  const safe = safeHref(src);
  if (safe === '#' || isExternal(safe)) return safe;
  return rootPrefix + safe.replace(/^\.?\/+/, '');
}

const SAFE_COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|(?:rgb|rgba|hsl|hsla|oklch|oklab)\([0-9.,%\s/a-z-]+\))$/i;

export function safeColor(value: unknown): string | null {
  return typeof value === 'string' && SAFE_COLOR.test(value.trim()) ? value.trim() : null;
}
