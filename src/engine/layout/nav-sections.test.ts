/**
 * Navigation sections in the layout: hidden tabs and versions in the switchers, dropdown descriptions, and
 * `navigation.global` anchors and tabs. Each test fails if its feature stops reaching the page.
 */
import { describe, expect, it } from 'vitest';
import type { LayoutInput } from '../types.js';
import { fixtureInput, fixtureSection as section } from './fixtures.js';
import { renderLayout } from './index.js';

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

describe('anchor colours', () => {
  it("draws an anchor's icon in its docs.json colour for each mode, a global anchor's too", () => {
    const html = renderLayout(
      fixtureInput({
        nav: {
          sections: [
            section({
              kind: 'anchor',
              id: 'Docs',
              title: 'Docs',
              icon: 'book',
              color: { light: '#0D9373', dark: '#07C983' },
              firstPage: 'index',
            }),
            section({ kind: 'anchor', id: 'Plain', title: 'Plain', icon: 'code', firstPage: 'plain' }),
          ],
          activeSectionIds: ['Docs'],
          children: [],
          globalLinks: [
            {
              kind: 'link',
              title: 'Status',
              href: 'https://status.acme.test',
              icon: 'signal',
              color: { light: '#16A34A' },
              division: 'anchor',
            },
          ],
        },
      }),
    );
    expect(html).toMatch(
      /<a class="lectern-anchor-link nav-anchor" href="\.\.\/index\.html" style="--lectern-anchor-light:#0D9373;--lectern-anchor-dark:#07C983" aria-current="true" data-active><svg/,
    );
    expect(html).toMatch(/<a class="lectern-anchor-link nav-anchor" href="\.\.\/plain\.html"><svg/);
    expect(html).toContain(
      'href="https://status.acme.test" rel="noopener" style="--lectern-anchor-light:#16A34A">',
    );
  });
});
