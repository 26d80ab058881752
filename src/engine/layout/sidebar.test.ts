import { describe, expect, it } from 'vitest';
import type { NavNode } from '../types.js';
import { renderNavTree } from './sidebar.js';

const nav: NavNode[] = [
  { kind: 'page', path: 'index', title: 'Home' },
  { kind: 'link', title: 'Blog', href: 'https://blog.example.com' },
  {
    kind: 'group',
    title: 'Guides',
    root: 'guides/overview',
    children: [
      { kind: 'page', path: 'guides/a', title: 'A <b>', tag: 'NEW' },
      {
        kind: 'group',
        title: 'Deep',
        children: [{ kind: 'page', path: 'guides/deep/b', title: 'B', method: 'DELETE' }],
      },
      { kind: 'group', title: 'Always', expanded: true, children: [{ kind: 'page', path: 'c', title: 'C' }] },
      { kind: 'group', title: 'Hidden', hidden: true, children: [{ kind: 'page', path: 'h', title: 'H' }] },
      { kind: 'page', path: 'secret', title: 'Secret', hidden: true },
    ],
  },
];

const render = (currentPath: string, rootPrefix = '../') =>
  renderNavTree(nav, { rootPrefix, currentPath, iconLibrary: 'lucide' });

/** The `<details>` of each nested group, in order, and whether it is open. */
const opened = (html: string) => [...html.matchAll(/<details( open)?>/g)].map((m) => m[1] === ' open');

describe('sidebar', () => {
  it('marks the current page and opens the groups that hold it, whichever page asks first', () => {
    const b = render('guides/deep/b');
    const home = render('index');
    expect(render('guides/deep/b')).toBe(b);

    expect(b.match(/aria-current="page"/g)).toHaveLength(1);
    expect(b).toContain('<a class="lectern-nav-link" href="../guides/deep/b.html" aria-current="page">');
    // Deep holds the page; Always is expanded whatever the page.
    expect(opened(b)).toEqual([true, true]);

    expect(home.match(/aria-current="page"/g)).toHaveLength(1);
    expect(home).toContain('<a class="lectern-nav-link" href="../index.html" aria-current="page">');
    expect(opened(home)).toEqual([false, true]);
  });

  it("marks a group's root page on its title link", () => {
    const html = render('guides/overview');
    expect(html).toContain('<a href="../guides/overview.html" aria-current="page">Guides</a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('writes links relative to each page, escapes titles, and leaves hidden entries out', () => {
    const nested = render('index', '../../');
    const top = render('index', '');
    expect(nested).toContain('href="../../guides/a.html"');
    expect(top).toContain('href="guides/a.html"');
    expect(top).not.toContain('../');
    expect(top).toContain('A &lt;b&gt;');
    expect(top).toContain('<span class="lectern-nav-tag">NEW</span>');
    expect(top).toContain('lectern-method-delete');
    expect(top).toContain('href="https://blog.example.com" rel="noopener"');
    expect(top).not.toContain('Hidden');
    expect(top).not.toContain('secret.html');
    // Loose top-level pages and links share one list ahead of the groups.
    expect(
      top.startsWith(
        '<ul class="lectern-nav-tree"><li class="lectern-nav-section"><ul class="lectern-nav-list"><li>',
      ),
    ).toBe(true);
  });
});
