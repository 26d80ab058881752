/** The document's `<head>`: title, SEO metadata, favicon, styles, and the theme script that runs before paint. */
import { createHash } from 'node:crypto';
import { OG_HEIGHT, OG_WIDTH } from '../og/index.js';
import type { LayoutInput } from '../types.js';
import { assetHref, configHref, esc, isExternal, pageHref, safeHref } from './escape.js';
import { feedLink, type PageFeedInput } from './rss.js';
import { structuredData, type StructuredDataInput } from './structured-data.js';
import { siteStyle } from './theme.js';

/**
 * Sets `data-theme` before the first paint so a dark-mode reader never sees a light flash. Kept tiny and
 * inline on purpose; the stored choice is ignored when the site's appearance is strict.
 */
export const THEME_INIT_SCRIPT =
  "(function(){var d=document.documentElement,t=d.getAttribute('data-theme-default');try{var s=localStorage.getItem('lectern-theme');if(!d.hasAttribute('data-theme-strict')&&(s==='light'||s==='dark'))t=s}catch(e){}if(t!=='light'&&t!=='dark')t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.setAttribute('data-theme',t);d.classList.toggle('dark',t==='dark');try{var b=d.getAttribute('data-banner');if(b&&localStorage.getItem('lectern-banner-dismissed')===b)d.setAttribute('data-banner-hidden','')}catch(e){}})()";

/** For a Content-Security-Policy `script-src`: the only inline script a page carries. */
export const THEME_INIT_SCRIPT_CSP_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/**
 * Hashed asset names; `siteCss` are the site's own stylesheets (build/site-css.ts), linked after ours.
 * `katexEveryPage` (docs.json `styling.latex: true`): KaTeX's stylesheet on pages with no math found too,
 * for KaTeX markup the renderer cannot see (written as HTML, or by a site's script).
 */
export type LayoutAssets = LayoutInput['assets'] & { siteCss?: string[]; katexEveryPage?: boolean };

/** Meta names that are `property=` (OpenGraph) rather than `name=`. */
function metaTag(key: string, value: string): string {
  const attr = key.startsWith('og:') || key.startsWith('article:') ? 'property' : 'name';
  return `<meta ${attr}="${esc(key)}" content="${esc(value)}">`;
}

const META_KEY =
  /^(?:og|twitter|article):[a-z_:.-]+$|^(?:robots|googlebot|keywords|author|google-site-verification|theme-color|application-name)$/i;

export function pageTitle(input: LayoutInput): string {
  const title = input.page.title.trim();
  const site = input.site.name.trim();
  if (!title || title === site) return site;
  return `${title} - ${site}`;
}

/** Extensionless canonical URL: `<base>/guides/intro`, `<base>/` for the index page; null without a base. */
export function canonicalUrl(input: LayoutInput, pagePath = input.page.path): string | null {
  const base = input.site.siteUrl ?? input.site.metatags?.canonical;
  if (!base || !/^https?:\/\//i.test(base)) return null;
  const path = pagePath.replace(/(?:^|\/)index$/, '').replace(/^\/+/, '');
  return `${base.replace(/\/+$/, '')}/${path}`;
}

/** Where the page sends readers on (`LayoutInput.redirect`), as an href from the page; null when it does not. */
function redirectHref(input: LayoutInput): string | null {
  if (!input.redirect) return null;
  const href = configHref(input.rootPrefix, input.redirect);
  return href === '#' ? null : href;
}

/** `<link rel="alternate" hreflang>` for each language version of the page (itself included, as search engines ask). */
function alternateLinks(input: LayoutInput): string[] {
  const alternates = input.alternates ?? [];
  if (alternates.length < 2) return [];
  return alternates.map((a) => {
    const href = canonicalUrl(input, a.path) ?? pageHref(input.rootPrefix, a.path);
    return `<link rel="alternate" hreflang="${esc(a.language)}" href="${esc(href)}">`;
  });
}

/** `structured`: the page's place and date for its structured data; without it the page carries none. */
export function renderHead(
  input: LayoutInput & { assets: LayoutAssets } & PageFeedInput,
  structured?: StructuredDataInput,
): string {
  const { page, site, rootPrefix } = input;
  const fm = page.frontmatter ?? {};
  const title = pageTitle(input);
  const description = page.description ?? site.description ?? '';
  const redirect = redirectHref(input);
  const out: string[] = [];
  // Before anything that loads: every relative URL of the page starts at the base.
  if (input.base) out.push(`<base href="${esc(input.base)}">`);
  if (redirect) out.push(`<meta http-equiv="refresh" content="0; url=${esc(redirect)}">`);
  out.push(
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
  );
  if (description) out.push(`<meta name="description" content="${esc(description)}">`);
  const notFound = input.kind === 'notFound';
  const canonical = notFound || redirect ? null : canonicalUrl(input);
  if (canonical) out.push(`<link rel="canonical" href="${esc(canonical)}">`);
  // The site's own URL (its root page's), for preview images given as paths and for structured data.
  const root = canonical ? canonicalUrl({ ...input, page: { ...page, path: '' } }) : null;
  if (!notFound && !redirect) out.push(...alternateLinks(input));
  const feed = feedLink(input);
  if (feed) out.push(feed);

  // Site-wide tags first, then defaults from the page, then the page's own `og:*`/`twitter:*` frontmatter.
  const metas = new Map<string, string>();
  for (const [key, value] of Object.entries(site.metatags ?? {})) {
    if (key !== 'canonical' && typeof value === 'string') metas.set(key, value);
  }
  metas.set('og:type', metas.get('og:type') ?? 'website');
  metas.set('og:site_name', metas.get('og:site_name') ?? site.name);
  metas.set('og:title', page.title || site.name);
  if (description) metas.set('og:description', description);
  if (canonical) metas.set('og:url', canonical);
  metas.set('twitter:card', metas.get('twitter:card') ?? 'summary_large_image');
  metas.set('twitter:title', page.title || site.name);
  if (description) metas.set('twitter:description', description);
  for (const [key, value] of Object.entries(fm)) {
    if (!META_KEY.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number') metas.set(key, String(value));
    else if (Array.isArray(value) && key === 'keywords') metas.set(key, value.map(String).join(', '));
  }
  const noindex = fm.noindex === true || input.noindex || notFound || !!redirect;
  if (noindex) metas.set('robots', 'noindex');
  // The generated preview image, where nothing names another (the site's or page's `og:image` replaces it).
  if (input.ogImage && root && !metas.has('og:image')) {
    const url = root + input.ogImage;
    metas.set('og:image', url);
    metas.set('og:image:width', String(OG_WIDTH));
    metas.set('og:image:height', String(OG_HEIGHT));
    if (!metas.has('twitter:image')) metas.set('twitter:image', url);
  }
  for (const key of ['og:image', 'twitter:image']) {
    // Preview images are fetched by other sites, never by the page: a remote URL is fine, a path needs a base.
    const value = metas.get(key);
    if (!value || /^https?:\/\//i.test(value)) continue;
    if (root && value.startsWith('/')) metas.set(key, root + value.replace(/^\/+/, ''));
    else metas.delete(key);
  }
  for (const [key, value] of metas) {
    if (META_KEY.test(key) || key === 'robots') out.push(metaTag(key, value));
  }
  if (structured && !noindex) out.push(structuredData(input, structured, { canonical, root }));

  out.push(...faviconLinks(input));
  for (const css of input.assets.css) out.push(`<link rel="stylesheet" href="${esc(rootPrefix + css)}">`);
  const style = siteStyle(input);
  if (style) out.push(style);
  if ((page.needs.math || input.assets.katexEveryPage) && input.assets.katexCss) {
    out.push(`<link rel="stylesheet" href="${esc(rootPrefix + input.assets.katexCss)}">`);
  }
  // Last, so the site's rules win over ours at equal specificity, as a site's style.css does on Mintlify.
  for (const css of input.assets.siteCss ?? [])
    out.push(`<link rel="stylesheet" href="${esc(rootPrefix + css)}">`);
  out.push(`<script>${THEME_INIT_SCRIPT}</script>`);
  // A classic deferred script, not a module: module scripts are refused on file:// pages, and a bundle opened
  // straight from disk must still switch tabs and open menus.
  for (const js of input.assets.js) out.push(`<script defer src="${esc(rootPrefix + js)}"></script>`);
  return out.join('\n');
}

/** The site's favicon links for a page `rootPrefix` away from the root (also the landing redirect's). */
export function faviconLinks(
  input: Pick<LayoutInput, 'rootPrefix'> & { site: Pick<LayoutInput['site'], 'favicon'> },
): string[] {
  const favicon = input.site.favicon;
  if (!favicon) return [];
  const link = (src: string, media?: string) => {
    const href = assetHref(input.rootPrefix, src);
    if (href === '#' || isExternal(safeHref(src))) return null; // never make the page depend on another host
    const type = /\.svg$/i.test(src)
      ? ' type="image/svg+xml"'
      : /\.png$/i.test(src)
        ? ' type="image/png"'
        : '';
    return `<link rel="icon"${type} href="${esc(href)}"${media ? ` media="${media}"` : ''}>`;
  };
  if (favicon.light === favicon.dark) return [link(favicon.light)].filter((l): l is string => !!l);
  return [
    link(favicon.light, '(prefers-color-scheme: light)'),
    link(favicon.dark, '(prefers-color-scheme: dark)'),
  ].filter((l): l is string => !!l);
}
