/**
 * A tab's `menu` (Mintlify's "Menus"): its items open from the tab in the header's tab bar, not from a switcher
 * at the top of the sidebar; the mobile drawer repeats them. A product's menu stays a sidebar switcher.
 */
import { describe, expect, it } from 'vitest';
import { navForSection } from '../nav/payload.js';
import type { NavSection, NavTree } from '../types.js';
import { fixtureInput, fixtureSection as section } from './fixtures.js';
import { renderLayout } from './index.js';

const page = (path: string, title: string) => ({ kind: 'page' as const, path, title });

function tree(kind: NavSection['kind'], menu: boolean): NavTree {
  const item = (s: Partial<NavSection> & Pick<NavSection, 'id' | 'title'>) =>
    section({ kind: 'dropdown', ...(menu ? { menu: true } : {}), ...s });
  return {
    sections: [
      section({ kind, id: 'Guides', title: 'Guides', firstPage: 'index', children: [page('index', 'Home')] }),
      section({
        kind,
        id: 'Developer tools',
        title: 'Developer tools',
        firstPage: 'api/users',
        sections: [
          item({
            id: 'Developer tools/API reference',
            title: 'API reference',
            description: 'Endpoints',
            firstPage: 'api/users',
            children: [page('api/users', 'Users')],
          }),
          item({
            id: 'Developer tools/SDKs',
            title: 'SDKs',
            firstPage: 'sdks/node',
            children: [page('sdks/node', 'Node')],
          }),
          item({ id: 'Developer tools/Blog', title: 'Blog', href: 'https://example.com/blog' }),
        ],
      }),
    ],
    root: [],
    globalLinks: [],
  };
}

function render(ids: string[], kind: NavSection['kind'] = 'tab', menu = true) {
  const html = renderLayout(fixtureInput({ nav: navForSection(tree(kind, menu), ids) }));
  const header = /<header[\s\S]*?<\/header>/.exec(html)![0];
  const rest = html.slice(html.indexOf('</header>'));
  const drawer = /<div class="lectern-mobile-switchers">[\s\S]*?<\/div>/.exec(rest)?.[0] ?? '';
  return { header, sidebar: rest.replace(drawer, ''), drawer };
}

describe('a tab with a menu', () => {
  it('lists its items in a disclosure on the tab, from a page of another tab', () => {
    const { header } = render(['Guides']);
    const tab = /<li class="lectern-tab-with-menu">[\s\S]*?<\/details><\/li>/.exec(header)![0];
    expect(tab).toContain(
      '<a class="lectern-tab-link nav-tabs-item" href="../api/users.html"><span>Developer tools</span></a>',
    );
    expect(tab).toContain('<details class="lectern-switcher lectern-switcher-dropdown lectern-tab-menu">');
    expect(tab).toContain(
      '<summary class="nav-dropdown-trigger" aria-label="Developer tools: API reference">',
    );
    expect(tab).toMatch(
      /href="\.\.\/api\/users\.html">[\s\S]*?API reference<\/span><span class="lectern-switcher-description[^"]*">Endpoints</,
    );
    expect(tab).toContain('href="../sdks/node.html"><span class="nav-dropdown-item-title">SDKs</span>');
    expect(tab).toContain(
      'href="https://example.com/blog"><span class="nav-dropdown-item-title">Blog</span>',
    );
    expect(tab).not.toContain('aria-current');
  });

  it('marks the tab and the current item active, and leaves the switcher out of the sidebar', () => {
    const { header, sidebar, drawer } = render(['Developer tools', 'Developer tools/SDKs']);
    expect(header).toContain(
      'href="../api/users.html" aria-current="true" data-active><span>Developer tools</span>',
    );
    expect(header).toContain(
      '<a class="lectern-switcher-item nav-dropdown-item" href="../sdks/node.html" aria-current="true" data-active>',
    );
    expect(sidebar).not.toContain('lectern-switcher');
    expect(sidebar).toContain('Node');
    // Phones: the drawer keeps a switcher for the items.
    expect(drawer).toContain('<summary class="nav-dropdown-trigger" aria-label="dropdown: SDKs">');
  });

  it('keeps plain dropdowns and product menus in the sidebar', () => {
    const { header, sidebar } = render(['Developer tools', 'Developer tools/SDKs'], 'product', false);
    expect(header).not.toContain('lectern-tab-menu');
    expect(sidebar).toContain('<details class="lectern-switcher lectern-switcher-dropdown">');
  });
});
