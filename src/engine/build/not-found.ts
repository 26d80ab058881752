import { configHref, escapeHtml, renderLayout, safeHref, uiStrings } from '../layout/index.js';
import type { SiteConfig } from '../config/index.js';
import type { LayoutInput, RenderedPage } from '../types.js';
import { plainMarkdownLinks, renderPlainMarkdown } from './plain-markdown.js';
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
 * The links of `errors.404.description`, as written, for the checks of the configuration's links (off-nav.ts
 * configHrefs): one to no page is reported, an unlisted page one names is built.
 */
export function notFoundLinks(config: SiteConfig): { href: string }[] {
  const description = config.errors.notFound.description;
  return description ? plainMarkdownLinks(description).map((href) => ({ href })) : [];
}

/**
 * `404.html`. Hosts serve it for any missing path at any depth, so its relative URLs cannot be computed
 * from its own location: it carries `<base href>` set to the path the site is served under (`/` at the
 * host's root, `/docs/` for `https://example.com/docs`).
 * `errors.404.redirect` (Mintlify's default) sends readers on to the home page.
 * `pageLink` resolves a link of the description as a page at the site's root resolves its links (pages,
 * redirects, files; null for none), so the links work under the `<base href>` as the navigation's do.
 */
export async function notFoundHtml(
  env: BuildEnv,
  config: SiteConfig,
  nav: LayoutInput['nav'],
  homeHref: string,
  pageLink: (href: string) => string | null,
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
      // Unsafe schemes become `#`. A link to no page keeps the form configuration links take (the build
      // reports it with them: notFoundLinks), so a reader still lands where the author meant.
      resolveLink: (href) => {
        const safe = safeHref(href);
        return safe === '#' ? safe : (pageLink(safe) ?? configHref('', safe));
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
