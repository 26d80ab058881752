/**
 * The hooks Mintlify documents for sites' own CSS (customize/custom-scripts.mdx): ids on the layout's
 * elements, `data-current-path` on `<html>`, `data-active` on the current link and tab; and the site's own
 * stylesheets linked after ours.
 */
import { describe, expect, it } from 'vitest';
import type { LayoutInput, NavSection } from '../types.js';
import { fixtureInput, fixturePage } from './fixtures.js';
import { HOOK } from './hooks.js';
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
      'localization-select-item': 'a',
      'body-content': 'div',
      sidebar: 'aside',
      'sidebar-content': 'nav',
      'navigation-items': 'ul',
      'content-container': 'div',
      'content-area': 'main',
      header: 'header',
      'page-title': 'h1',
      content: 'div',
      pagination: 'nav',
      footer: 'footer',
      'content-side-layout': 'div',
      'table-of-contents': 'aside',
      'table-of-contents-layout': 'lectern-toc',
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

  it("nests the sidebar's list and the two columns as Mintlify does", () => {
    const html = fullPage();
    // `#navigation-items .sidebar-group-header` (Kernel's CSS): the list of groups, inside #sidebar-content.
    expect(html).toMatch(
      /<nav class="lectern-nav" id="sidebar-content"[^>]*><ul class="lectern-nav-tree" id="navigation-items">[\s\S]*?class="lectern-nav-heading sidebar-group-header"/,
    );
    // #content-container holds the content column and the side column; #content-side-layout the TOC.
    expect(html).toContain(
      '<div class="lectern-content-container" id="content-container"><main class="lectern-main" id="content-area"',
    );
    expect(html).toMatch(
      /<\/main>\n<div class="lectern-side-column" id="content-side-layout"><aside class="lectern-toc" id="table-of-contents">[\s\S]*<\/aside><\/div><\/div><\/div>\n/,
    );
  });

  it('leaves #content-side-layout out of a page without a side column', () => {
    const html = renderLayout(fixtureInput({ page: fixturePage({ frontmatter: { hideToc: true } }) }));
    expect(tagWithId(html, 'content-container')).toBe('div');
    expect(tagWithId(html, 'content-side-layout')).toBeUndefined();
  });

  it('names the side panel of a page with <Panel> content', () => {
    const html = renderLayout(
      fixtureInput({
        page: fixturePage({ html: '<p>Text.</p><aside class="lectern-panel"><p>Aside.</p></aside>' }),
      }),
    );
    expect(tagWithId(html, 'panel')).toBe('aside');
    expect(tagWithId(html, 'table-of-contents')).toBeUndefined();
    expect(html).toContain(
      '<div class="lectern-side-column" id="content-side-layout"><aside class="lectern-side-panel" id="panel"',
    );
  });

  it('sends in-page links written for a heading with a taken id to the heading', () => {
    const html = renderLayout(
      fixtureInput({
        page: fixturePage({
          html: '<h2 id="footer-2">Footer</h2><p><a href="#footer">See the footer settings</a>, <a href="#requirements">requirements</a>.</p><p><a href="#navigation-items">Items</a> <a href="#content-container">container</a> <a href="#content-side-layout">side</a></p>',
        }),
      }),
    );
    expect(html).toContain('<a href="#footer-2">See the footer settings</a>');
    expect(html).toContain(
      '<a href="#navigation-items-2">Items</a> <a href="#content-container-2">container</a> <a href="#content-side-layout-2">side</a>',
    );
    expect(html).toContain('<a href="#requirements">');
  });
});

/** Each element carrying `hook` among its classes: its tag and its whole class list. */
const holders = (html: string, hook: string) =>
  [...html.matchAll(/<([a-z0-9-]+)\s[^>]*?class="([^"]*)"/g)]
    .filter((m) => m[2]!.split(' ').includes(hook))
    .map((m) => ({ tag: m[1], classes: m[2]!.split(' ') }));

const section = (kind: NavSection['kind'], id: string, extra: Partial<NavSection> = {}): NavSection => ({
  kind,
  id,
  title: id,
  firstPage: 'index',
  children: [],
  sections: [],
  ...extra,
});

/** Every switch level at once: tabs, anchors (one tagged), a dropdown and a products menu, described. */
function menusPage(eyebrows?: 'breadcrumbs'): string {
  const base = fixtureInput();
  const products = [
    section('product', 'Core', { description: 'The core API', icon: 'box' }),
    section('product', 'Cloud', { description: 'Hosted' }),
  ];
  const dropdowns = [
    section('dropdown', 'Guides', { description: 'Learn', icon: 'book', sections: products }),
    section('dropdown', 'Reference'),
  ];
  const anchors = [
    section('anchor', 'Home', { tag: 'NEW', sections: dropdowns }),
    section('anchor', 'Community', { icon: 'users' }),
  ];
  return renderLayout({
    ...base,
    site: { ...base.site, ...(eyebrows ? { eyebrows } : {}) },
    nav: {
      ...base.nav,
      sections: [section('tab', 'Docs', { sections: anchors }), section('tab', 'API')],
      activeSectionIds: ['Docs', 'Home', 'Guides', 'Core'],
      globalLinks: [{ kind: 'link', title: 'Blog', href: 'https://acme.test/blog', division: 'anchor' }],
    },
  });
}

describe("Mintlify's element hooks on the layout's elements", () => {
  const html = menusPage();
  // Each hook, the tag it sits on and Lectern's own class beside it (null: none of ours there).
  const expected: [string, string, string | null][] = [
    ['mdx-content', 'div', 'lectern-content'],
    ['eyebrow', 'p', 'lectern-eyebrow'],
    ['nav-logo', 'a', 'lectern-logo'],
    ['navbar-link', 'a', 'lectern-navbar-link'],
    ['nav-anchors', 'ul', 'lectern-anchors'],
    ['nav-anchor', 'a', 'lectern-anchor-link'],
    ['nav-tabs', 'nav', 'lectern-tabs-bar'],
    ['nav-tabs-item', 'a', 'lectern-tab-link'],
    ['topbar-right-container', 'div', 'lectern-header-end'],
    ['nav-tag-pill', 'span', 'lectern-nav-tag'],
    ['nav-tag-pill-text', 'span', null],
    ['nav-dropdown-trigger', 'summary', null],
    ['nav-dropdown-content', 'ul', 'lectern-switcher-menu'],
    ['nav-dropdown-item', 'a', 'lectern-switcher-item'],
    ['nav-dropdown-item-text-container', 'span', 'lectern-switcher-text'],
    ['nav-dropdown-item-title', 'span', null],
    ['nav-dropdown-item-description', 'span', 'lectern-switcher-description'],
    ['nav-dropdown-item-icon', 'svg', 'lectern-nav-icon'],
    ['nav-dropdown-products-selector-trigger', 'summary', null],
    ['nav-dropdown-products-selector-content', 'ul', 'lectern-switcher-menu'],
    ['nav-dropdown-products-selector-item', 'a', 'lectern-switcher-item'],
    ['nav-dropdown-products-selector-item-title', 'span', null],
    ['nav-dropdown-products-selector-item-description', 'span', 'lectern-switcher-description'],
    ['nav-dropdown-products-selector-item-icon', 'svg', 'lectern-nav-icon'],
    ['sidebar-group', 'ul', 'lectern-nav-list'],
    ['sidebar-group-icon', 'svg', 'lectern-nav-icon'],
    ['sidebar-group-header', 'h2', 'lectern-nav-heading'],
    ['sidebar-title', 'span', null],
    ['method-nav-pill', 'span', 'lectern-method'],
    ['toc', 'ul', null],
    ['toc-item', 'li', 'lectern-toc-depth-2'],
    ['footer', 'footer', 'lectern-footer'],
    ['advanced-footer', 'footer', 'lectern-footer'],
    ['pagination-prev', 'a', 'lectern-pagination-prev'],
    ['pagination-next', 'a', 'lectern-pagination-next'],
    ['pagination-title', 'span', 'lectern-pagination-title'],
  ];

  it.each(expected)('puts %s on the %s of %s', (hook, tag, ours) => {
    const found = holders(html, hook);
    expect(found.length, hook).toBeGreaterThan(0);
    for (const el of found) {
      expect(el.tag).toBe(tag);
      if (ours === 'lectern-toc-depth-2')
        expect(el.classes.some((c) => c.startsWith('lectern-toc-depth-'))).toBe(true);
      else if (ours) expect(el.classes).toContain(ours);
    }
  });

  it('marks the current dropdown and product entries, not the others', () => {
    const active = (hook: string) =>
      [...html.matchAll(new RegExp(`<a class="[^"]*\\b${hook}\\b[^"]*"[^>]*>`, 'g'))].map((m) =>
        m[0].includes(' data-active'),
      );
    expect(active('nav-dropdown-item')).toEqual([true, false]);
    expect(active('nav-dropdown-products-selector-item')).toEqual([true, false]);
  });

  it('writes the breadcrumbs as breadcrumb-list and breadcrumb-item', () => {
    const crumbs = menusPage('breadcrumbs');
    expect(holders(crumbs, 'breadcrumb-list').map((el) => el.tag)).toEqual(['ol']);
    expect(holders(crumbs, 'breadcrumb-item').length).toBeGreaterThan(1);
  });

  it('leaves advanced-footer off a footer without columns', () => {
    const base = fixtureInput();
    const plain = renderLayout({ ...base, site: { ...base.site, footer: { socials: {}, links: [] } } });
    expect(holders(plain, 'footer')).toHaveLength(1);
    expect(holders(plain, 'advanced-footer')).toEqual([]);
  });

  it("never appears in Lectern's own stylesheets, which only the site's CSS may aim at them", async () => {
    const { clientAssets } = await import('../client/index.js');
    const css = String((await clientAssets()).find((a) => a.name === 'lectern.css')!.contents).replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const names = new Set(expected.map(([hook]) => hook));
    for (const name of Object.values(HOOK)) names.add(name);
    // `.mermaid` is the diagram library's own class, styled before it was a hook.
    names.delete('mermaid');
    const used = [...names].filter((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css));
    expect(used).toEqual([]);
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
    // The link, its item, the top-level group holding it (`sidebar-group[data-active]`), the tab.
    expect(html.match(/ data-active/g)).toHaveLength(4);
    expect(html).toContain('</h2><ul class="lectern-nav-list sidebar-group" data-active>');
    expect(html).toContain(
      '<li data-active><a class="lectern-nav-link" href="../guides/install.html" aria-current="page" data-active>',
    );
    expect(html).toContain(
      '<a class="lectern-tab-link nav-tabs-item" href="../index.html" aria-current="true" data-active><span>Documentation</span></a>',
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
