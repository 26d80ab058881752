/**
 * The hooks Mintlify documents for sites' own CSS (customize/custom-scripts.mdx): ids on the layout's
 * elements, `data-current-path` on `<html>`, `data-active` on the current link and tab; and the site's own
 * stylesheets linked after ours.
 */
import { describe, expect, it } from 'vitest';
import type { LayoutInput, NavSection } from '../types.js';
import { fixtureInput, fixturePage } from './fixtures.js';
import { LAYOUT_IDS, renderLayout, type LayoutAssets, type MenuLayoutInput } from './index.js';

const ids = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
const tagWithId = (html: string, id: string) => new RegExp(`<([a-z0-9-]+)[^>]*\\sid="${id}"`).exec(html)?.[1];

const language = (id: string, title: string, firstPage: string): NavSection => ({
  kind: 'language',
  id,
  title,
  firstPage,
  children: [],
  sections: [],
});

/** A page with everything that carries an id: banner, languages, page menu in the TOC column. */
function fullPage(extra: Partial<MenuLayoutInput> = {}): string {
  const base = fixtureInput();
  return renderLayout({
    ...base,
    site: { ...base.site, banner: { content: 'News', html: 'News', dismissible: false } },
    nav: {
      ...base.nav,
      sections: [language('en', 'English', 'index'), language('fr', 'Français', 'fr/index')],
      activeSectionIds: ['en'],
    },
    contextual: { options: ['copy', 'view'], display: 'toc', external: false },
    contextualPage: { markdown: '# Install' },
    ...extra,
  });
}

describe("Mintlify's ids on the layout's elements", () => {
  it('puts each documented id on its equivalent, once per page', () => {
    const html = fullPage();
    const expected: Record<string, string> = {
      banner: 'div',
      navbar: 'header',
      'search-bar-entry': 'button',
      'topbar-cta-button': 'a',
      'localization-select-trigger': 'summary',
      'localization-select-content': 'ul',
      'body-content': 'div',
      sidebar: 'div',
      'sidebar-content': 'nav',
      'content-area': 'main',
      header: 'header',
      'page-title': 'h1',
      content: 'div',
      pagination: 'nav',
      footer: 'footer',
      'table-of-contents': 'aside',
      'table-of-contents-content': 'nav',
      'page-context-menu': 'div',
      'page-context-menu-button': 'button',
      'search-input': 'input',
    };
    for (const [id, tag] of Object.entries(expected)) expect(tagWithId(html, id), id).toBe(tag);
    // No id twice: the mobile drawer's copies of the language menu and navbar button, and the page menu's
    // narrow-screen copy, carry none.
    const all = ids(html);
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
    expect(LAYOUT_IDS).toEqual(expect.arrayContaining(Object.keys(expected)));
    expect(html).toContain('<a class="lectern-skip-link" href="#content-area">');
  });

  it('names the side panel of a page with <Panel> content', () => {
    const html = renderLayout(
      fixtureInput({
        page: fixturePage({ html: '<p>Text.</p><aside class="lectern-panel"><p>Aside.</p></aside>' }),
      }),
    );
    expect(tagWithId(html, 'panel')).toBe('aside');
    expect(tagWithId(html, 'table-of-contents')).toBeUndefined();
  });

  it('sends in-page links written for a heading with a taken id to the heading', () => {
    const html = renderLayout(
      fixtureInput({
        page: fixturePage({
          html: '<h2 id="footer-1">Footer</h2><p><a href="#footer">See the footer settings</a>, <a href="#requirements">requirements</a>.</p>',
        }),
      }),
    );
    expect(html).toContain('<a href="#footer-1">See the footer settings</a>');
    expect(html).toContain('<a href="#requirements">');
  });
});

describe('data-current-path and data-active', () => {
  const pathOf = (path: string) =>
    /<html[^>]* data-current-path="([^"]*)"/.exec(
      renderLayout(fixtureInput({ page: fixturePage({ path }) })),
    )?.[1];

  it("marks <html> with the page's route, as readers see it", () => {
    expect(pathOf('index')).toBe('/');
    expect(pathOf('quickstart')).toBe('/quickstart');
    expect(pathOf('api-reference/users/create')).toBe('/api-reference/users/create');
    expect(pathOf('guides/index')).toBe('/guides');
    expect(pathOf('fr/index')).toBe('/fr');
  });

  it('marks the current sidebar link and its item, and the active tab, as aria-current does', () => {
    const html = renderLayout(fixtureInput());
    expect(html.match(/ data-active/g)).toHaveLength(3);
    expect(html).toContain(
      '<li data-active><a class="lectern-nav-link" href="../guides/install.html" aria-current="page" data-active>',
    );
    expect(html).toContain(
      '<a class="lectern-tab-link" href="../index.html" aria-current="true" data-active><span>Documentation</span></a>',
    );
  });
});

describe("the site's own stylesheets", () => {
  const assets = (extra: Partial<LayoutAssets>): LayoutAssets => ({ ...fixtureInput().assets, ...extra });
  const links = (html: string) =>
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">|<style>/g)].map((m) => m[1] ?? '<style>');

  it("come last, after Lectern's, the inline site style and KaTeX's, with the page's prefix", () => {
    const input: LayoutInput & { assets: LayoutAssets } = {
      ...fixtureInput({
        site: { ...fixtureInput().site, fonts: { family: 'Inter' } },
        page: fixturePage({ needs: { mermaid: false, math: true, code: false } }),
      }),
      assets: assets({ siteCss: ['_lectern/site/a.1111111111.css', '_lectern/site/style.2222222222.css'] }),
    };
    expect(links(renderLayout(input))).toEqual([
      '../_lectern/app.abc123.css',
      '<style>',
      '../_lectern/katex.css',
      '../_lectern/site/a.1111111111.css',
      '../_lectern/site/style.2222222222.css',
    ]);
  });

  it('are absent when the site has none', () => {
    expect(links(renderLayout(fixtureInput()))).toEqual(['../_lectern/app.abc123.css']);
  });
});
