/** 404.html is served for missing paths at any depth: its <base> must point at the site's own root. */
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/index.js';
import { fixtureInput } from '../layout/fixtures.js';
import { notFoundHtml, notFoundLinks, sitePath } from './not-found.js';
import { siteBaseUrl } from './site-files.js';
import type { BuildEnv } from './types.js';

function env(site: Partial<BuildEnv['site']>): BuildEnv {
  const input = fixtureInput();
  return {
    srcDir: '/nonexistent',
    features: input.features,
    iconLibrary: 'lucide',
    site: { ...input.site, ...site },
    assets: input.assets,
  } as BuildEnv;
}
const config = { errors: { notFound: { redirect: false } } } as SiteConfig;
const nav = { sections: [], activeSectionIds: [], children: [] };
/** A site with no pages: every site link is unresolved. */
const noPages = () => null;

describe('404.html', () => {
  it('derives <base href> from the path of the site base URL', () => {
    expect(sitePath('https://example.com/docs')).toBe('/docs/');
    expect(sitePath('https://example.com/docs/v2/')).toBe('/docs/v2/');
    expect(sitePath('https://example.com')).toBe('/');
    expect(sitePath(undefined)).toBe('/');
    // Nothing in the path can leave the attribute: URL percent-encodes it.
    expect(sitePath('https://example.com/a b"<x>')).toBe('/a%20b%22%3Cx%3E/');
    // The base URL is siteBaseUrl's (the site URL option, else seo.metatags.canonical), not computed again.
    const canonical = (url?: string) => ({ seo: { metatags: { canonical: url } } }) as unknown as SiteConfig;
    expect(sitePath(siteBaseUrl(undefined, canonical('https://www.mintlify.com/docs')))).toBe('/docs/');
    expect(sitePath(siteBaseUrl('https://example.com/v2', canonical('https://x.test/docs')))).toBe('/v2/');
    expect(sitePath(siteBaseUrl('not a url', canonical()))).toBe('/');
  });

  it('writes the base before anything that loads, and redirects relative to it', async () => {
    const html = await notFoundHtml(
      env({ siteUrl: 'https://example.com/docs' }),
      { errors: { notFound: { redirect: true } } } as SiteConfig,
      nav,
      'index.html',
      noPages,
    );
    expect(html).toMatch(
      /<head>\n<base href="\/docs\/">\n<meta http-equiv="refresh" content="0; url=index.html">\n<meta charset="utf-8">/,
    );
    const atRoot = await notFoundHtml(
      env({ siteUrl: undefined, metatags: {} }),
      config,
      nav,
      'index.html',
      noPages,
    );
    expect(atRoot).toContain('<head>\n<base href="/">\n<meta charset="utf-8">');
  });

  it('renders the configured description without unsafe links', async () => {
    const html = await notFoundHtml(
      env({}),
      {
        errors: {
          notFound: {
            redirect: false,
            description:
              'See [status](https://status.acme.test), [x](javascript:alert(1)) or <b onclick="x()">b</b>.',
          },
        },
      } as SiteConfig,
      nav,
      'index.html',
      // A page's resolver passes links out through unchanged: unsafe ones must never reach it.
      (href) => href,
    );
    expect(html).toContain('<a href="https://status.acme.test">status</a>');
    expect(html).toContain('<a href="#">x</a>');
    expect(html).not.toMatch(/javascript:|onclick|<b\b/);
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it("speaks the site's language", async () => {
    const html = await notFoundHtml(env({ lang: 'fr' }), config, nav, 'index.html', noPages);
    expect(html).toContain('<h1 class="lectern-page-title" id="page-title">Page introuvable</h1>');
    expect(html).toContain('<a href="index.html">Aller à la page d’accueil</a>');
  });

  it("resolves the description's site links as pages do; one to no page keeps the navigation's form", async () => {
    const description = 'Try the [home](/), the [guide](guide#start) or [gone](/gone?x=1&y=2).';
    const notFound = { errors: { notFound: { redirect: false, description } } } as SiteConfig;
    const pages: Record<string, string> = { '/': 'index.html', guide: 'guide.html' };
    const html = await notFoundHtml(env({}), notFound, nav, 'index.html', (href) => {
      const [path, suffix] = href.split('#');
      return pages[path!] === undefined ? null : pages[path!] + (suffix ? `#${suffix}` : '');
    });
    expect(html).toContain('Try the <a href="index.html">home</a>, the <a href="guide.html#start">guide</a>');
    expect(html).toContain('<a href="gone.html?x=1&#x26;y=2">gone</a>');
    expect(html).not.toContain('href="#"');
    // The build checks them with the configuration's links, as written.
    expect(notFoundLinks(notFound)).toEqual([
      { href: '/' },
      { href: 'guide#start' },
      { href: '/gone?x=1&y=2' },
    ]);
    expect(notFoundLinks(config)).toEqual([]);
  });
});
