/**
 * A page listed in several sections carries, in a template per other section, the header and sidebar it has
 * there (contexts.ts); a page listed once carries none.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import { buildNav, NavPayloads } from '../nav/index.js';
import { fixtureTmpRoot, prepareFixture } from '../nav/fixtures.test-support.js';
import { fixtureInput, fixturePage } from './fixtures.js';
import { renderLayout } from './index.js';

const tmpRoot = fixtureTmpRoot();
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));

describe('context templates', () => {
  const dir = prepareFixture('versions-shared-pages', tmpRoot);
  const nav = buildNav(loadSiteConfig(dir), dir);
  const payloads = new NavPayloads(nav.tree);
  const render = (path: string) => {
    const entry = nav.pages.find((p) => p.path === path)!;
    return renderLayout({
      ...fixtureInput(),
      page: fixturePage({ path, title: entry.title, toc: [] }),
      rootPrefix: '../'.repeat(path.split('/').length - 1),
      nav: payloads.for(entry.sectionIds),
      contexts: payloads.contexts(entry),
    });
  };
  const templates = (html: string) =>
    [...html.matchAll(/<template data-lectern-context="([^"]*)">([\s\S]*?)<\/template>/g)].map((m) => ({
      context: JSON.parse(m[1]!.replace(/&quot;/g, '"')) as string[],
      html: m[2]!,
    }));
  const activeVersion = (html: string) =>
    /<details class="lectern-switcher lectern-switcher-version">.*?<span>([^<]*)<\/span><\/summary>/.exec(
      html,
    )?.[1];

  test("a shared page carries each other listing's header and sidebar", () => {
    const html = render('shared/secret');
    // Its own chrome is the default version's, and names it as the page's context.
    expect(html).toContain('data-lectern-context="[&quot;v2&quot;,&quot;v2/Docs&quot;]"');
    expect(activeVersion(html)).toBe('v2');
    const [edge, ...others] = templates(html);
    expect(others).toEqual([]);
    expect(edge!.context).toEqual(['Edge', 'Edge/Docs']);
    // Edge's header (its version switcher says Edge, its Docs tab is the current one) and Edge's sidebar.
    expect(edge!.html).toMatch(/^<header class="lectern-header" id="navbar">/);
    expect(activeVersion(edge!.html)).toBe('Edge');
    expect(edge!.html).toMatch(
      /<a class="lectern-tab-link[^"]*" href="[^"]*" aria-current="true" data-active>.*?<span>Docs<\/span>/,
    );
    expect(edge!.html).toContain('<aside class="lectern-sidebar" id="sidebar"');
    expect(edge!.html).toContain('href="../edge/intro.html"');
    expect(edge!.html).not.toContain('href="../v2/intro.html"');
  });

  test('a page listed once carries none', () => {
    const html = render('v1/intro');
    expect(templates(html)).toEqual([]);
    expect(html).not.toContain('<template');
    expect(html).toContain('data-lectern-context="[&quot;v1&quot;,&quot;v1/Docs&quot;]"');
  });

  test('a page of every version carries all but its own, in navigation order', () => {
    const [edge, ...others] = templates(render('index'));
    expect([edge, ...others].map((t) => t!.context)).toEqual([
      ['Edge', 'Edge/Home'],
      ['v1', 'v1/Home'],
      ['Archive'],
    ]);
    // The page is the current one in each of those sidebars too.
    expect(edge!.html).toMatch(/<aside[\s\S]*href="index.html"[^>]*aria-current="page"/);
  });

  test("each listing's page header carries its own eyebrow: the tab and groups of that section", () => {
    const base = fixtureInput();
    const inGroup = (group: string) => [
      {
        kind: 'group' as const,
        title: group,
        children: [{ kind: 'page' as const, path: 'faq', title: 'FAQ' }],
      },
    ];
    const tab = (id: string) => ({
      kind: 'tab' as const,
      id,
      title: id,
      firstPage: 'faq',
      children: [],
      sections: [],
    });
    const html = renderLayout({
      ...base,
      site: { ...base.site, eyebrows: 'breadcrumbs' },
      page: fixturePage({ path: 'faq', title: 'FAQ', toc: [] }),
      rootPrefix: '',
      nav: { sections: [tab('Docs')], activeSectionIds: ['Docs'], children: inGroup('Support') },
      contexts: [
        {
          sectionIds: ['Documentation'],
          nav: {
            sections: [tab('Documentation')],
            activeSectionIds: ['Documentation'],
            children: inGroup('Help'),
          },
        },
      ],
    });
    const crumbs = (part: string) =>
      [...part.matchAll(/<li class="breadcrumb-item">([^<]*)<\/li>/g)].map((m) => m[1]);
    const [other] = templates(html);
    const own = html.slice(0, html.indexOf('<template'));
    expect(crumbs(own)).toEqual(['Docs', 'Support']);
    expect(other!.html).toContain('<header class="lectern-page-header" id="header"');
    expect(crumbs(other!.html)).toEqual(['Documentation', 'Help']);
  });
});
