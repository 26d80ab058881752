/** The page menu in the layout: where it shows, what it offers, and what it leaves out. */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { fixtureInput, fixturePage } from './fixtures.js';
import { menuNeedsMarkdown, renderLayout, type ContextualInput, type MenuLayoutInput } from './index.js';
import { MAX_HREF_LENGTH } from './contextual.js';

const MARKDOWN = '# Install\n\nInstall the CLI.\n';

function layout(menu: Partial<ContextualInput>, extra: Partial<MenuLayoutInput> = {}): string {
  return renderLayout({
    ...fixtureInput(),
    contextual: {
      options: ['copy', 'view', 'chatgpt', 'claude'],
      display: 'header',
      external: true,
      ...menu,
    },
    contextualPage: { markdown: MARKDOWN },
    ...extra,
  });
}

function findAll(node: Root | Element, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) out.push(child);
    findAll(child, test, out);
  }
  return out;
}

const hasClass = (cls: string) => (el: Element) =>
  Array.isArray(el.properties.className) && el.properties.className.includes(cls);

/** The menus of a page, each with where it sits and its items' hrefs (or `copy`). */
function menus(html: string) {
  const tree = fromHtml(html);
  return findAll(tree, (el) => el.properties.dataLecternContextual !== undefined).map((menu) => {
    const cls = (menu.properties.className as string[]).join(' ');
    return {
      where: cls.includes('--toc') ? 'toc' : 'header',
      narrow: cls.includes('--narrow'),
      items: findAll(menu, hasClass('lectern-contextual__item')).map((item) =>
        item.tagName === 'button' ? 'copy' : String(item.properties.href),
      ),
    };
  });
}

describe('the page menu', () => {
  it('sits in the page header by default, with copy leading and every option in the list', () => {
    const html = layout({});
    const [menu, ...others] = menus(html);
    expect(others).toEqual([]);
    expect(menu!.where).toBe('header');
    expect(menu!.items).toEqual([
      'copy',
      'install.md',
      `https://chatgpt.com/?hints=search&q=${encodeURIComponent('Read from https://docs.acme.test/guides/install so I can ask questions about it.')}`,
      `https://claude.ai/new?q=${encodeURIComponent('Read from https://docs.acme.test/guides/install.md so I can ask questions about it.')}`,
    ]);
    // Inside the page's title row, after the title.
    expect(html).toMatch(
      /<div class="lectern-page-title-row"><h1[^>]*>Install<\/h1><div class="lectern-contextual/,
    );
    // An accessible disclosure: a named toggle that controls the list.
    expect(html).toContain(
      '<button type="button" class="lectern-contextual__toggle" id="page-context-menu-button" aria-expanded="false" aria-controls="lectern-contextual-header" aria-label="More actions">',
    );
    expect(html).toContain('<ul id="lectern-contextual-header" class="lectern-contextual__menu">');
    expect(html).toContain('data-markdown="install.md"');
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('sits in the table of contents column with `display: "toc"`, and in the header on narrow screens', () => {
    const html = layout({ display: 'toc' });
    expect(menus(html).map((m) => [m.where, m.narrow])).toEqual([
      ['header', true],
      ['toc', false],
    ]);
    expect(html).toMatch(
      /<aside class="lectern-toc" id="table-of-contents"><div class="lectern-contextual lectern-contextual--toc" id="page-context-menu"/,
    );
    expect(html).toContain('aria-controls="lectern-contextual-toc"');
    // A page without headings still gets the column for its menu.
    const bare = layout({ display: 'toc' }, { page: fixturePage({ toc: [] }) });
    expect(menus(bare).map((m) => m.where)).toEqual(['header', 'toc']);
    // Where the page has no such column (hideToc), the header holds the only menu, on every screen.
    const hidden = layout({ display: 'toc' }, { page: fixturePage({ frontmatter: { hideToc: true } }) });
    expect(menus(hidden).map((m) => [m.where, m.narrow])).toEqual([['header', false]]);
  });

  it('leaves AI tools out without a site URL, or when readers cannot reach them (air-gapped)', () => {
    // The build decides `external`: no site URL, or the air-gapped deployment type (page-menu.build.test.ts).
    const html = layout({ external: false });
    expect(menus(html)[0]!.items).toEqual(['copy', 'install.md']);
    expect(html).not.toContain('chatgpt.com');
    expect(html).not.toContain('claude.ai');
    // Without a URL to read, even an `external` menu offers no tool.
    const site = { ...fixtureInput().site, siteUrl: undefined, metatags: {} };
    expect(menus(layout({}, { site }))[0]!.items).toEqual(['copy', 'install.md']);
  });

  it('offers copy and view only when the Markdown file was written', () => {
    const html = layout({ options: ['copy', 'view', 'chatgpt'] }, { contextualPage: {} });
    // ChatGPT reads the page itself, so it stays; the Markdown options go, and no toggle is left to show.
    expect(menus(html)[0]!.items).toEqual([expect.stringContaining('https://chatgpt.com/')]);
    expect(html).not.toContain('data-markdown');
    expect(html).toContain('<span>Page actions</span>');
  });

  it('fills custom links: $path, $page when the link stays short enough, and plain hrefs', () => {
    const custom = [
      {
        title: 'Tweet',
        href: { base: 'https://x.com/intent/tweet', query: [{ key: 'text', value: 'See $path' }] },
      },
      { title: 'Ask', href: { base: 'https://ask.test/?src=docs', query: [{ key: 'q', value: '$page' }] } },
      { title: 'Support', description: 'Talk to us', icon: 'life-buoy', href: '/support' },
      { title: 'Feedback', href: { base: '/feedback', query: [{ key: 'page', value: '$path' }] } },
      { title: 'Evil', href: 'javascript:alert(1)' },
    ];
    const items = menus(layout({ options: ['view', ...custom] }))[0]!.items;
    expect(items).toEqual([
      'install.md',
      'https://x.com/intent/tweet?text=See%20%2Fguides%2Finstall',
      `https://ask.test/?src=docs&q=${encodeURIComponent(MARKDOWN)}`,
      '../support.html',
      '../feedback.html?page=%2Fguides%2Finstall',
    ]);
    const long = 'x'.repeat(MAX_HREF_LENGTH);
    const tooLong = layout({ options: ['view', ...custom] }, { contextualPage: { markdown: long } });
    expect(menus(tooLong)[0]!.items).toEqual([
      'install.md',
      'https://x.com/intent/tweet?text=See%20%2Fguides%2Finstall',
      '../support.html',
      '../feedback.html?page=%2Fguides%2Finstall',
    ]);
  });

  it('links the page OpenAPI file for download-spec, when the build found one', () => {
    const html = layout(
      { options: ['download-spec'] },
      { contextualPage: { spec: 'specs/open%20api.json' } },
    );
    expect(menus(html)[0]!.items).toEqual(['../specs/open%20api.json']);
    expect(html).toMatch(/href="\.\.\/specs\/open%20api\.json" download>/);
    expect(menus(layout({ options: ['download-spec'] }, { contextualPage: {} }))).toEqual([]);
  });

  it('is absent from pages without a menu, redirects and the 404 page', () => {
    expect(menus(renderLayout(fixtureInput()))).toEqual([]);
    expect(menus(layout({}, { redirect: 'https://example.com' }))).toEqual([]);
    expect(menus(layout({}, { kind: 'notFound' }))).toEqual([]);
  });

  it('speaks the page language', () => {
    const site = { ...fixtureInput().site, lang: 'fr' };
    expect(layout({}, { site })).toContain('Copier la page');
  });

  it('knows which options need the Markdown file', () => {
    const menu = (options: ContextualInput['options'], external = true): ContextualInput => ({
      options,
      display: 'header',
      external,
    });
    expect(menuNeedsMarkdown(menu(['copy']))).toBe(true);
    expect(menuNeedsMarkdown(menu(['view']))).toBe(true);
    expect(menuNeedsMarkdown(menu(['claude']))).toBe(true);
    expect(menuNeedsMarkdown(menu(['claude'], false))).toBe(false);
    expect(menuNeedsMarkdown(menu(['chatgpt', 'download-spec']))).toBe(false);
    expect(
      menuNeedsMarkdown(
        menu([{ title: 'Ask', href: { base: 'https://a.test', query: [{ key: 'q', value: '$page' }] } }]),
      ),
    ).toBe(true);
    expect(menuNeedsMarkdown(undefined)).toBe(false);
  });
});
