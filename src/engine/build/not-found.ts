import { escapeHtml, renderLayout, safeHref, uiStrings } from '../layout/index.js';
import type { SiteConfig } from '../config/index.js';
import type { LayoutInput, RenderedPage } from '../types.js';
import { renderPlainMarkdown } from './plain-markdown.js';
import type { BuildEnv } from './types.js';

/**
 * The path the site is served under, from its base URL as site-files.ts siteBaseUrl computed it (the site URL
 * option, else `seo.metatags.canonical`; BuildEnv `site.siteUrl`): `https://example.com/docs` -> `/docs/`;
 * `/` without one.
 */
export function sitePath(baseUrl: string | null | undefined): string {
  let path = '/';
  try {
    if (baseUrl) path = new URL(baseUrl).pathname; // percent-encoded by URL
  } catch {
    // siteBaseUrl only passes http(s) URLs; anything else serves from the root.
  }
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * `404.html`. Hosts serve it for any missing path at any depth, so its relative URLs cannot be computed
 * from its own location: it carries `<base href>` set to the path the site is served under (`/` at the
 * host's root, `/docs/` for `https://example.com/docs`).
 * `errors.404.redirect` (Mintlify's default) sends readers on to the home page.
 */
export async function notFoundHtml(
  env: BuildEnv,
  config: SiteConfig,
  nav: LayoutInput['nav'],
  homeHref: string,
): Promise<string> {
  const nf = config.errors.notFound;
  const t = uiStrings(env.site.lang);
  const title = nf.title ?? t.pageNotFound;
  let html: string;
  if (nf.description) {
    // Markdown without components or raw HTML: the config text is rendered, never executed.
    const rendered = await renderPlainMarkdown(nf.description, {
      srcDir: env.srcDir,
      file: 'docs.json',
      pagePath: '404',
      features: env.features,
      iconLibrary: env.iconLibrary,
      // Links out and anchors stay (unsafe schemes become `#`); pages are not known here.
      resolveLink: (href) => {
        const safe = safeHref(href);
        return /^[a-z][a-z0-9+.-]*:/i.test(safe) || safe.startsWith('#') ? safe : null;
      },
      resolveAsset: () => null,
      readSnippet: () => null,
    });
    html = rendered.html;
  } else html = `<p>${escapeHtml(t.pageNotFoundText)}</p>`;
  html += `<p><a href="${escapeHtml(homeHref)}">${escapeHtml(t.goHome)}</a></p>`;
  const page: RenderedPage & { path: string } = {
    html,
    title,
    frontmatter: { noindex: true },
    toc: [],
    diagnostics: [],
    path: '404',
    needs: { mermaid: false, math: false, code: false },
  };
  const input: LayoutInput = {
    site: env.site,
    kind: 'notFound',
    base: sitePath(env.site.siteUrl),
    page,
    rootPrefix: '',
    nav,
    assets: env.assets,
    features: env.features,
  };
  if (nf.redirect) input.redirect = homeHref;
  return renderLayout(input);
}
