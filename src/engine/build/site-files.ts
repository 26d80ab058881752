import type { PageEntry } from '../nav/index.js';
import type { SiteConfig } from '../config/index.js';
import {
  isExactRedirectSource,
  parseRedirectDestination,
  parseRedirectSource,
  WILDCARD,
} from '../redirects/index.js';
import type { Diagnostic } from '../types.js';

function xmlEscape(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The site's public base URL (`https://docs.example.com/docs`), from the option or `seo.metatags.canonical`. */
export function siteBaseUrl(siteUrl: string | undefined, config: SiteConfig): string | null {
  const base = siteUrl ?? config.seo.metatags.canonical;
  if (!base || !/^https?:\/\/[^\s/]+/i.test(base)) return null;
  return base.replace(/\/+$/, '');
}

/** Files the build writes at the site's root that pages may link to (`/llms.txt`, `/sitemap.xml`). */
export const GENERATED_ROOT_FILES: ReadonlySet<string> = new Set([
  'llms.txt',
  '.well-known/llms.txt',
  'sitemap.xml',
  'robots.txt',
]);

/** Extensionless canonical path: `index` -> ``, `guides/index` -> `guides`, `a/b` -> `a/b`. */
export function canonicalPath(pagePath: string): string {
  return pagePath === 'index' ? '' : pagePath.replace(/\/index$/, '');
}

/**
 * Whether the page is in the sitemap, llms.txt and site search (organize/hidden-pages.mdx): not `noindex`,
 * and visible, or hidden only by a `searchable: true` tab or group, or any hidden page with `seo.indexing: "all"`.
 */
export function isIndexable(entry: PageEntry, config: SiteConfig): boolean {
  return indexable(entry, config.seo.indexing);
}

function indexable(entry: PageEntry, indexing: SiteConfig['seo']['indexing']): boolean {
  if (entry.noindex) return false;
  return indexing === 'all' || !entry.hidden || entry.searchable === true;
}

/**
 * Whether the page's head says `<meta name="robots" content="noindex">` (with its frontmatter `noindex`, which
 * the layout reads itself): a page Mintlify keeps out of indexing (`isIndexable`), except one hidden only by
 * being left out of the navigation, which "only keeps it out of your sitemap.xml" (organize/hidden-pages.mdx).
 * Decided in the page's layout frame, so a docs.json change reaches cached and in-place pages.
 */
export function robotsNoindex(entry: PageEntry, indexing: SiteConfig['seo']['indexing']): boolean {
  return entry.unlisted !== true && !indexable(entry, indexing);
}

export function siteNoindex(config: SiteConfig): boolean {
  return /noindex/i.test(config.seo.metatags.robots ?? '');
}

export function sitemapXml(base: string | null, pages: PageEntry[]): string {
  const urls = pages.map((p) => {
    const loc = `${base ?? ''}/${canonicalPath(p.path)}`;
    return `  <url><loc>${xmlEscape(encodeURI(loc))}</loc></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(base: string | null, config: SiteConfig): string {
  if (siteNoindex(config)) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n${base ? `\nSitemap: ${base}/sitemap.xml\n` : ''}`;
}

/**
 * Netlify `_redirects` (also read by Cloudflare Pages, GitLab Pages and others), built from the tokens
 * `lectern serve` matches with (`../redirects`). A trailing `*` or `:name*` becomes the splat `*` and
 * reappears in the destination as `:splat`; whole-segment `:name` placeholders are the same in both. Forms the
 * hosts cannot express the same way (a partial wildcard like `/articles/concepts-*`, a wildcard before the end
 * of the path, `:name+`'s "at least one segment") are left out with a warning: `lectern serve` applies them
 * from redirects.json.
 */
export function netlifyRedirects(config: SiteConfig, diagnostics?: Diagnostic[]): string {
  const lines: string[] = [];
  for (const r of config.redirects) {
    const rule = hostRedirect(r.source, r.destination);
    if ('reason' in rule) {
      diagnostics?.push({
        severity: 'warning',
        code: 'REDIRECT_NOT_PORTABLE',
        message: `redirect "${r.source}" -> "${r.destination}" is not written to _redirects: ${rule.reason} (lectern serve still applies it from redirects.json)`,
        file: config.sourceFile,
      });
      continue;
    }
    // `/openai` and `/openai/` are one rule to the hosts, which ignore a trailing slash: written once.
    const line = `${rule.source} ${rule.destination} ${r.permanent ? 308 : 307}`;
    if (!lines.includes(line)) lines.push(line);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/**
 * Redirects whose source is a page the site builds never apply: hosts serve an existing file before their
 * redirect rules (Netlify's and Cloudflare's default, and `lectern serve`'s), and links to the path resolve to
 * the page. Worth a warning, since the author meant one of the two to go.
 */
export function shadowedRedirects(config: SiteConfig, pages: PageEntry[], diagnostics: Diagnostic[]): void {
  const paths = new Set(pages.map((p) => p.path));
  for (const r of config.redirects) {
    if (!isExactRedirectSource(r.source)) continue;
    const path = r.source.replace(/^\/+|\/+$/g, '');
    const page = [path, path ? `${path}/index` : 'index'].find((p) => paths.has(p));
    if (!page) continue;
    diagnostics.push({
      severity: 'warning',
      code: 'REDIRECT_SHADOWED',
      message: `redirect "${r.source}" -> "${r.destination}" never applies: "${page}" is a page of the site, which hosts serve before any redirect; remove the redirect or the page from the navigation`,
      file: config.sourceFile,
    });
  }
}

/** One Mintlify redirect in `_redirects` syntax, or why the hosts would not read it as `lectern serve` does. */
export function hostRedirect(
  source: string,
  destination: string,
): { source: string; destination: string } | { reason: string } {
  const tokens = parseRedirectSource(source);
  const placeholders = new Set<string>();
  let splat: string | null = null;
  const out: string[] = [];
  for (const [i, token] of tokens.entries()) {
    switch (token.kind) {
      case 'literal':
        // The hosts would read these characters as a placeholder or a splat; lectern serve reads them as text.
        if (token.text.startsWith(':') || token.text.includes('*'))
          return {
            reason: `"${token.text}" is a literal segment to lectern serve but a pattern to the hosts`,
          };
        out.push(token.text);
        break;
      case 'partial':
        return { reason: `the wildcard in "${token.text}" matches part of a path segment` };
      case 'param':
        if (token.repeat === '') {
          placeholders.add(token.name);
          out.push(`:${token.name}`);
        } else if (token.repeat === '+') {
          return {
            reason: `"${token.text}" needs at least one segment, and the hosts' splat also matches none`,
          };
        } else if (i !== tokens.length - 1) {
          return { reason: `the wildcard "${token.text}" is not at the end of the path` };
        } else {
          splat = token.name;
          out.push('*');
        }
    }
  }
  let problem: string | null = null;
  const target = parseRedirectDestination(destination)
    .map((part) => {
      if (part.kind === 'text') return part.text;
      const name = part.kind === 'wildcard' ? WILDCARD : part.name;
      if (name === splat) return ':splat';
      if (placeholders.has(name)) return `:${name}`;
      problem ??= `"${part.text}" in the destination is not captured by the source`;
      return part.text;
    })
    .join('');
  if (problem) return { reason: problem };
  // Relative to the site root, as lectern serve and the link checker read it (`guides/x` is `/guides/x`);
  // never `//host`, which the hosts would read as another site.
  const absolute = /^https?:\/\//i.test(target);
  const normalised = absolute ? target : `/${target.replace(/^\/+/, '').replace(/\/{2,}/g, '/')}`;
  return { source: `/${out.join('/')}`, destination: normalised };
}

export function redirectsJson(config: SiteConfig): string {
  return `${JSON.stringify(config.redirects, null, 2)}\n`;
}

/** `index.html` when the site has no `index` page: sends readers to the first page. */
/** `head`: more of the head, already HTML (the site's favicon links, so browsers ask for no /favicon.ico). */
export function rootRedirectHtml(siteName: string, targetHref: string, head = ''): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(siteName)}</title>` +
    `<meta http-equiv="refresh" content="0; url=${esc(targetHref)}"><link rel="canonical" href="${esc(targetHref)}">${head}</head>` +
    `<body><p><a href="${esc(targetHref)}">${esc(siteName)}</a></p></body></html>\n`
  );
}
