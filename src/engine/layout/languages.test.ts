/**
 * Languages in the layout: the switcher's links, hreflang alternates, each language's own chrome and the
 * translated interface strings. Each test fails if its feature stops reaching the page.
 */
import { describe, expect, it } from 'vitest';
import type { LayoutInput } from '../types.js';
import { languageTag } from '../nav/index.js';
import { fixtureInput, fixturePage, fixtureSection as section, fixtureSite as site } from './fixtures.js';
import { inlineMarkdownHtml, renderLayout } from './index.js';
import { uiStrings } from './strings.js';

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
            html: inlineMarkdownHtml('Nouveau : **version 2**'),
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

  it("labels the multi-view dropdown in the page's language, on pages with views only", () => {
    const views = fixturePage({
      html: '<section class="lectern-view" data-view="JS"><p>a</p></section><section class="lectern-view" data-view="Py"><p>b</p></section>',
    });
    const body = (html: string) => /<body [^>]*>/.exec(html)?.[0] ?? '';
    expect(body(renderLayout(fixtureInput({ page: views, site: site({ lang: 'fr' }) })))).toContain(
      'data-i18n-choose-view="Choisir une vue"',
    );
    expect(body(renderLayout(fixtureInput({ page: views })))).toContain(
      'data-i18n-choose-view="Choose a view"',
    );
    expect(renderLayout(fixtureInput())).not.toContain('data-i18n-choose-view');
    for (const lang of ['fr', 'es', 'zh', 'de', 'ja', 'pt'])
      expect(uiStrings(lang).chooseView, lang).not.toBe(uiStrings('en').chooseView);
  });
});
