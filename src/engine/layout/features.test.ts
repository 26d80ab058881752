/** Layout features driven by docs.json and frontmatter: each test fails if its feature stops reaching the page. */
import { describe, expect, it } from 'vitest';
import type { LayoutInput, NavSection } from '../types.js';
import { languageTag } from '../nav/index.js';
import { fixtureInput, fixturePage } from './fixtures.js';
import { bannerHtml, renderLayout } from './index.js';
import { dropPanels, liftPanel } from './panel.js';
import { uiStrings } from './strings.js';

const site = (extra: Partial<LayoutInput['site']>): LayoutInput['site'] => ({
  ...fixtureInput().site,
  ...extra,
});
const section = (s: Partial<NavSection> & Pick<NavSection, 'kind' | 'id' | 'title'>): NavSection => ({
  children: [],
  sections: [],
  ...s,
});

describe('hidden sections', () => {
  const nav = (active: string[]): LayoutInput['nav'] => ({
    sections: [
      section({
        kind: 'version',
        id: 'v2',
        title: 'v2',
        firstPage: 'v2/index',
        sections:
          active[0] === 'v2'
            ? [
                section({ kind: 'tab', id: 'v2/Docs', title: 'Docs', firstPage: 'v2/index' }),
                section({
                  kind: 'tab',
                  id: 'v2/Internal',
                  title: 'Internal',
                  hidden: true,
                  firstPage: 'v2/internal',
                }),
              ]
            : [],
      }),
      section({ kind: 'version', id: 'v1', title: 'v1', hidden: true, firstPage: 'v1/index' }),
    ],
    activeSectionIds: active,
    children: [],
  });

  it('leaves hidden tabs and versions out of the switchers', () => {
    const html = renderLayout(fixtureInput({ nav: nav(['v2', 'v2/Docs']) }));
    expect(html).not.toContain('<span>Internal</span>');
    expect(html).not.toContain('<span>v1</span>');
    expect(html).toContain('<span>Docs</span>');
  });

  it('still shows a hidden section while the reader is in it', () => {
    const html = renderLayout(fixtureInput({ nav: nav(['v2', 'v2/Internal']) }));
    expect(html).toMatch(
      /<a class="lectern-tab-link nav-tabs-item" href="\.\.\/v2\/internal\.html" aria-current="true" data-active><span>Internal<\/span>/,
    );
    const v1 = renderLayout(fixtureInput({ nav: nav(['v1']) }));
    expect(v1).toContain('<summary aria-label="version: v1"><span>v1</span></summary>');
  });

  it('shows dropdown and product descriptions under their titles', () => {
    const html = renderLayout(
      fixtureInput({
        nav: {
          sections: [
            section({
              kind: 'dropdown',
              id: 'Guides',
              title: 'Guides',
              description: 'Learn the basics',
              firstPage: 'index',
            }),
            section({
              kind: 'dropdown',
              id: 'Staff',
              title: 'Staff',
              description: 'Internal',
              hidden: true,
              firstPage: 'staff',
            }),
          ],
          activeSectionIds: ['Guides'],
          children: [],
        },
      }),
    );
    expect(html).toContain(
      '<span class="lectern-switcher-text nav-dropdown-item-text-container"><span class="nav-dropdown-item-title">Guides</span><span class="lectern-switcher-description nav-dropdown-item-description">Learn the basics</span></span>',
    );
    expect(html).not.toContain('Staff');
  });
});

describe('navigation.global', () => {
  const html = renderLayout(
    fixtureInput({
      nav: {
        ...fixtureInput().nav,
        globalLinks: [
          { kind: 'link', title: 'Changelog', href: '/changelog', icon: 'list', division: 'anchor' },
          { kind: 'link', title: 'Status', href: 'https://status.acme.test', division: 'tab' },
        ],
      },
    }),
  );

  it('puts global anchors at the top of the sidebar and global tabs in the tab bar', () => {
    expect(html).toMatch(
      /<ul class="lectern-anchors lectern-global-anchors nav-anchors"><li><a class="lectern-anchor-link lectern-global-link nav-anchor" href="\.\.\/changelog\.html">(?:<svg[\s\S]*?<\/svg>)<span>Changelog<\/span>/,
    );
    const tabs = /<nav class="lectern-tabs-bar[\s\S]*?<\/nav>/.exec(html)![0];
    expect(tabs).toContain(
      '<a class="lectern-tab-link lectern-global-link nav-tabs-item" href="https://status.acme.test" rel="noopener"><span>Status</span></a>',
    );
    expect(tabs.indexOf('Status')).toBeGreaterThan(tabs.indexOf('API reference'));
  });

  it('gives a site with only global tabs a tab bar', () => {
    const only = renderLayout(
      fixtureInput({
        nav: {
          sections: [],
          activeSectionIds: [],
          children: [],
          globalLinks: [{ kind: 'link', title: 'Blog', href: 'https://blog.acme.test', division: 'tab' }],
        },
      }),
    );
    expect(only).toContain(
      '<nav class="lectern-tabs-bar nav-tabs" aria-label="Sections"><ul><li><a class="lectern-tab-link lectern-global-link nav-tabs-item" href="https://blog.acme.test"',
    );
  });
});

describe('languages', () => {
  const languages = (active: 'en' | 'fr'): LayoutInput['nav'] => ({
    sections: [
      section({
        kind: 'language',
        id: 'en',
        title: 'English',
        language: 'en',
        lang: 'en',
        firstPage: 'index',
      }),
      section({
        kind: 'language',
        id: 'fr',
        title: 'Français',
        language: 'fr',
        lang: 'fr',
        firstPage: 'fr/index',
        chrome: {
          banner: {
            content: 'Nouveau : **version 2**',
            html: bannerHtml('Nouveau : **version 2**'),
            dismissible: false,
          },
          navbar: { links: [{ label: 'Aide', href: '/fr/aide' }] },
          footer: {
            socials: {},
            links: [{ header: 'Ressources', items: [{ label: 'Blog', href: 'https://acme.test/fr/blog' }] }],
          },
        },
      }),
      section({
        kind: 'language',
        id: 'es',
        title: 'Español',
        language: 'es',
        lang: 'es',
        firstPage: 'es/index',
      }),
    ],
    activeSectionIds: [active],
    children: [],
  });
  const alternates = [
    { sectionId: 'en', language: 'en', path: 'guides/install' },
    { sectionId: 'fr', language: 'fr', path: 'fr/guides/install' },
  ];
  const fr = renderLayout(
    fixtureInput({
      rootPrefix: '../../',
      site: site({ lang: 'fr' }),
      page: fixturePage({ path: 'fr/guides/install' }),
      nav: languages('fr'),
      alternates,
    }),
  );

  it('switches to the same page in another language, else to that language home', () => {
    expect(fr).toContain(
      '<li lang="en"><a class="lectern-switcher-item" href="../../guides/install.html"><span>English</span></a></li>',
    );
    expect(fr).toContain(
      '<li lang="es"><a class="lectern-switcher-item" href="../../es/index.html"><span>Español</span></a></li>',
    );
  });

  it("keeps the reader's own language on the current page, not on that language's home", () => {
    const current = (html: string) =>
      [...html.matchAll(/<li lang="fr"><a class="lectern-switcher-item"( id="[^"]*")? href="([^"]*)"/g)].map(
        (m) => [m[1] ?? '', m[2]],
      );
    // The header's menu (with Mintlify's id on the current entry) and the drawer's copy.
    expect(current(fr)).toEqual([
      [' id="localization-select-item"', '../../fr/guides/install.html'],
      ['', '../../fr/guides/install.html'],
    ]);
    // A page only this language has (no alternates) stays put too.
    const only = renderLayout(
      fixtureInput({
        rootPrefix: '../',
        page: fixturePage({ path: 'fr/aide' }),
        nav: languages('fr'),
      }),
    );
    expect(current(only).map((m) => m[1])).toEqual(['../fr/aide.html', '../fr/aide.html']);
    // The 404 page has no page to stay on: the language's home.
    const missing = renderLayout(
      fixtureInput({
        kind: 'notFound',
        rootPrefix: '',
        page: fixturePage({ path: '404' }),
        nav: languages('fr'),
      }),
    );
    expect(current(missing).map((m) => m[1])).toEqual(['fr/index.html', 'fr/index.html']);
  });

  it('links each language version with hreflang', () => {
    expect(fr).toContain('<link rel="alternate" hreflang="en" href="https://docs.acme.test/guides/install">');
    expect(fr).toContain(
      '<link rel="alternate" hreflang="fr" href="https://docs.acme.test/fr/guides/install">',
    );
    expect(fr).not.toContain('hreflang="es"');
  });

  it("uses the language's own banner, navbar and footer", () => {
    expect(fr).toContain('<p>Nouveau : <strong>version 2</strong></p>');
    expect(fr).toContain(
      '<a class="lectern-navbar-link navbar-link" href="../../fr/aide.html"><span>Aide</span></a>',
    );
    expect(fr).not.toContain('Talk to us');
    expect(fr).toContain('<h2>Ressources</h2>');
    const en = renderLayout(fixtureInput({ nav: languages('en') }));
    expect(en).toContain('Talk to us');
    expect(en).not.toContain('Ressources');
  });

  it('translates the interface strings, falling back to English', () => {
    expect(fr).toContain('<h2 id="lectern-toc-title" class="lectern-toc-title">Sur cette page</h2>');
    expect(fr).toContain('<span class="lectern-search-label">Rechercher...</span>');
    expect(fr).toContain('<span class="lectern-pagination-label">Précédent</span>');
    expect(fr).toContain('<span class="lectern-pagination-label">Suivant</span>');
    expect(fr).toContain('data-label-close="Fermer la navigation"');
    expect(fr).toContain('data-i18n-no-results="Aucun résultat pour « {q} »"');
    for (const [lang, toc] of [
      ['es', 'En esta página'],
      ['zh', '本页内容'],
      ['zh-Hans', '本页内容'],
      // docs.json's own codes reach the layout as BCP 47 tags (nav's languageTag).
      [languageTag('cn'), '本页内容'],
      [languageTag('jp'), 'このページの内容'],
      ['de-CH', 'Auf dieser Seite'],
      ['zh-Hant', 'On this page'],
      ['xx', 'On this page'],
    ]) {
      expect(uiStrings(lang).onThisPage, lang).toBe(toc);
      expect(renderLayout(fixtureInput({ site: site({ lang }) }))).toContain(`>${toc}</h2>`);
    }
  });
});

describe('site settings', () => {
  it('renders banner Markdown (bold, italic, code, links) and nothing else', () => {
    // Rendered once per build (bannerHtml); each page only makes the links relative (renderLayout).
    const banner = (content: string, rootPrefix = '') => {
      const html = renderLayout(
        fixtureInput({
          rootPrefix,
          site: site({ banner: { content, html: bannerHtml(content), dismissible: false } }),
        }),
      );
      return /<div class="lectern-banner[^>]*><p>([\s\S]*?)<\/p><\/div>/.exec(html)![1];
    };
    expect(
      banner('**New**: _fast_ and *safe* `lectern build`, [docs](/guides/x) or snake_case_name', '../'),
    ).toBe(
      '<strong>New</strong>: <em>fast</em> and <em>safe</em> <code>lectern build</code>, <a href="../guides/x.html">docs</a> or snake_case_name',
    );
    expect(bannerHtml('[docs](/guides/x), [home](/), [guide](guides/y) and [top](#top)')).toBe(
      '<a href="/guides/x.html">docs</a>, <a href="/index.html">home</a>, <a href="/guides/y.html">guide</a> and <a href="#top">top</a>',
    );
    expect(banner('[docs](/guides/x) and [file](/openapi.json)')).toBe(
      '<a href="guides/x.html">docs</a> and <a href="openapi.json">file</a>',
    );
    expect(banner('[**bold link**](https://acme.test) 5 * 3 * 2', '../../')).toBe(
      '<a href="https://acme.test" rel="noopener"><strong>bold link</strong></a> 5 * 3 * 2',
    );
    expect(banner('\\*not italic\\* and **unclosed')).toBe('*not italic* and **unclosed');
    // Raw HTML and JSX never pass through; unsafe links go nowhere; images and blocks leave their text only.
    expect(
      banner(
        '<img src=x onerror=alert(1)> [x](javascript:void) **<b>bold</b>** <Tip>tip</Tip> ![pic](/a.png)',
        '../',
      ),
    ).toBe('<a href="#">x</a> <strong>bold</strong> tip');
    expect(banner('# Title\n\n- one & two', '../')).toBe('Title\n\none &amp; two');
    // Only the banner's own links are made relative: text that looks like one stays as written.
    expect(banner('say href="/x"', '../')).toBe('say href="/x"');
    expect(banner('[away](//evil.test)', '../')).toBe('<a href="//evil.test" rel="noopener">away</a>');
  });

  it('colours the banner with banner.color over its type', () => {
    const html = renderLayout(
      fixtureInput({
        site: site({
          banner: {
            content: 'Hi',
            html: bannerHtml('Hi'),
            dismissible: false,
            type: 'warning',
            color: { light: '#123456', dark: 'red;}</style>' },
          },
        }),
      }),
    );
    expect(html).toContain(
      '<div class="lectern-banner lectern-banner-warning lectern-banner-custom" id="banner" style="--lectern-banner-bg:#123456;--lectern-banner-bg-dark:#123456"',
    );
  });

  it('applies background colours, a local image and a decoration', () => {
    const html = renderLayout(
      fixtureInput({
        site: site({
          background: {
            color: { light: '#F8FAFC', dark: '#0F172A' },
            image: { light: '/images/bg.png', dark: '/images/bg "dark".png' },
          },
        }),
      }),
    );
    expect(html).toMatch(/<html [^>]*style="[^"]*--lectern-bg-light:#F8FAFC;--lectern-bg-dark:#0F172A"/);
    expect(html).toContain(`<style>body{background-image:url("../images/bg.png");`);
    expect(html).toContain(`[data-theme='dark'] body{background-image:url("../images/bg%20%22dark%22.png")}`);
    const remote = renderLayout(
      fixtureInput({
        site: site({
          background: { image: { light: 'https://cdn.test/bg.png', dark: 'https://cdn.test/bg.png' } },
        }),
      }),
    );
    expect(remote).not.toContain('cdn.test');
    const decorated = renderLayout(fixtureInput({ site: site({ background: { decoration: 'gradient' } }) }));
    expect(decorated).toContain('<body class="lectern-mode-default lectern-decoration-gradient"');
  });

  it('emits @font-face for local fonts and sets the body and heading families', () => {
    const html = renderLayout(
      fixtureInput({
        site: site({
          fonts: {
            family: 'Inter',
            source: '/fonts/inter.woff2',
            weight: 400,
            heading: { family: 'Playfair Display', source: '/fonts/playfair.woff', format: 'woff' },
            body: { family: 'Evil"}</style><script>x()</script>' },
          },
        }),
      }),
    );
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style).toContain(
      '@font-face{font-family:"Inter";src:url("../fonts/inter.woff2") format("woff2");font-weight:400;font-display:swap}',
    );
    expect(style).toContain(
      '@font-face{font-family:"Playfair Display";src:url("../fonts/playfair.woff") format("woff");font-display:swap}',
    );
    expect(style).toContain(`--font-heading:"Playfair Display", ui-sans-serif`);
    expect(style).toContain(`--font-sans:"Evilstylescriptxscript", ui-sans-serif`);
    expect(html).not.toContain('<script>x()');
    const remote = renderLayout(
      fixtureInput({ site: site({ fonts: { family: 'Inter', source: 'https://fonts.test/inter.woff2' } }) }),
    );
    expect(remote).not.toContain('fonts.test');
    expect(remote).toContain('--font-sans:"Inter"');
  });

  it('uses colors.dark for buttons, defaulting every colour to primary', () => {
    const only = renderLayout(fixtureInput({ site: site({ colors: { primary: '#112233' } }) }));
    expect(only).toContain(
      'style="--lectern-primary:#112233;--lectern-primary-light:#112233;--lectern-primary-dark:#112233"',
    );
  });

  it('shows the section or the whole path as the eyebrow (styling.eyebrows)', () => {
    expect(renderLayout(fixtureInput())).toContain(
      '<header class="lectern-page-header" id="header" data-pagefind-ignore><p class="lectern-eyebrow eyebrow">Guides</p><h1',
    );
    const crumbs = renderLayout(fixtureInput({ site: site({ eyebrows: 'breadcrumbs' }) }));
    expect(crumbs).toContain(
      '<nav class="lectern-breadcrumb" aria-label="Breadcrumb"><ol class="breadcrumb-list"><li class="breadcrumb-item">Documentation</li><li class="breadcrumb-item">Get started</li><li class="breadcrumb-item">Guides</li></ol></nav>',
    );
  });

  it('uses search.prompt as the search placeholder', () => {
    const html = renderLayout(fixtureInput({ site: site({ searchPrompt: 'Ask "Acme" anything' }) }));
    expect(html).toContain('<span class="lectern-search-label">Ask &quot;Acme&quot; anything</span>');
    expect(html).toContain('placeholder="Ask &quot;Acme&quot; anything"');
  });

  it('repeats navbar links and the primary button in the mobile drawer', () => {
    const sidebar = /<aside class="lectern-sidebar" id="sidebar"[\s\S]*?<nav class="lectern-nav"/.exec(
      renderLayout(fixtureInput()),
    )![0];
    expect(sidebar).toContain(
      '<nav class="lectern-mobile-links" aria-label="Site links"><a class="lectern-mobile-link" href="https://acme.test/contact"><span>Talk to us</span></a><a class="lectern-mobile-primary" href="https://acme.test/start"><span>Get started</span></a></nav>',
    );
  });
});

describe('frontmatter', () => {
  it('marks deprecated pages beside the title', () => {
    const html = renderLayout(fixtureInput({ page: fixturePage({ frontmatter: { deprecated: true } }) }));
    expect(html).toContain(
      '<div class="lectern-page-title-row"><h1 class="lectern-page-title" id="page-title" data-pagefind-meta="title">Install</h1><span class="lectern-deprecated-badge">Deprecated</span></div>',
    );
    expect(
      renderLayout(
        fixtureInput({
          site: site({ lang: 'fr' }),
          page: fixturePage({ frontmatter: { deprecated: true } }),
        }),
      ),
    ).toContain('>Obsolète</span>');
    expect(renderLayout(fixtureInput())).not.toContain('lectern-deprecated-badge');
  });

  it('turns a url: page into a redirect that stays out of search engines', () => {
    // `url:` is validated once, by nav (entryFromSource), and reaches the layout as `redirect`.
    const html = renderLayout(fixtureInput({ redirect: 'https://www.npmjs.com/package/mint' }));
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://www.npmjs.com/package/mint">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('lectern-pagination');
    // A path on the site is a page link, relative to this page like any other.
    const local = renderLayout(fixtureInput({ rootPrefix: '../', redirect: '/guides/x' }));
    expect(local).toContain('<meta http-equiv="refresh" content="0; url=../guides/x.html">');
    expect(local).toContain('<meta name="robots" content="noindex">');
    expect(local).not.toContain('rel="canonical"');
    const unsafe = renderLayout(fixtureInput({ redirect: 'javascript:alert(1)' }));
    expect(unsafe).not.toContain('http-equiv="refresh"');
    // The frontmatter itself is not read again here.
    const unchecked = renderLayout(
      fixtureInput({ page: fixturePage({ frontmatter: { url: '/guides/x' } }) }),
    );
    expect(unchecked).not.toContain('http-equiv="refresh"');
  });

  it('puts <base href> first in the head when given', () => {
    const html = renderLayout(
      fixtureInput({ kind: 'notFound', rootPrefix: '', base: '/docs/', redirect: 'index.html' }),
    );
    expect(html).toMatch(
      /<head>\n<base href="\/docs\/">\n<meta http-equiv="refresh" content="0; url=index.html">\n<meta charset="utf-8">/,
    );
    expect(renderLayout(fixtureInput())).not.toContain('<base');
  });

  it('hides prev/next with hideFooterPagination', () => {
    expect(
      renderLayout(fixtureInput({ page: fixturePage({ frontmatter: { hideFooterPagination: true } }) })),
    ).not.toContain('lectern-pagination');
  });
});

describe('the right-hand panel', () => {
  const request =
    '<div class="lectern-example lectern-example--request"><lectern-code-group class="lectern-code-group"><div><p>curl</p></div></lectern-code-group></div>';
  const response =
    '<div class="lectern-example lectern-example--response"><pre><code>{"ok": "&lt;/div&gt;"}</code></pre></div>';
  const panel =
    '<aside class="lectern-panel"><div class="lectern-callout" title="a > b"><p>Pinned</p></div></aside>';
  const nested =
    '<div class="lectern-tabs__panel"><div class="lectern-example lectern-example--request"><p>nested</p></div></div>';
  const html = `<p>Intro.</p>\n${request}\n<h2 id="a">A</h2>\n${panel}\n${nested}\n${response}\n<p>End.</p>`;

  it('lifts top-level panels and examples, leaving slots, and keeps nested ones in place', () => {
    const lifted = liftPanel(html)!;
    expect(lifted.items).toEqual([
      request.replace('<div ', '<div data-lectern-lifted="0" '),
      panel.replace('<aside ', '<aside data-lectern-lifted="1" '),
      response.replace('<div ', '<div data-lectern-lifted="2" '),
    ]);
    expect(lifted.html).toBe(
      `<p>Intro.</p>\n<div class="lectern-panel-slot" data-lectern-slot="0" hidden></div>\n<h2 id="a">A</h2>\n<div class="lectern-panel-slot" data-lectern-slot="1" hidden></div>\n${nested}\n<div class="lectern-panel-slot" data-lectern-slot="2" hidden></div>\n<p>End.</p>`,
    );
    expect(liftPanel('<p>No panel.</p>')).toBeNull();
  });

  it('puts them in the side column in place of the table of contents', async () => {
    const page = renderLayout(fixtureInput({ page: fixturePage({ html }) }));
    expect(page).toContain('<body class="lectern-mode-default lectern-panel-page"');
    expect(page).toContain('<div class="lectern-shell lectern-has-panel" id="body-content">');
    expect(page).not.toContain('<lectern-toc>');
    await expect(page).toMatchFileSnapshot('./__snapshots__/panel-page.html');
  });

  it('drops <Panel> in modes without a side column and keeps examples inline', () => {
    expect(dropPanels(html)).toBe(
      `<p>Intro.</p>\n${request}\n<h2 id="a">A</h2>\n\n${nested}\n${response}\n<p>End.</p>`,
    );
    const wide = renderLayout(fixtureInput({ page: fixturePage({ html, frontmatter: { mode: 'wide' } }) }));
    expect(wide).not.toContain('Pinned');
    expect(wide).toContain(request);
    expect(wide).not.toContain('lectern-side-panel');
  });
});
