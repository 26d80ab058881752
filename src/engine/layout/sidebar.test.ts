import { describe, expect, it } from 'vitest';
import type { NavNode } from '../types.js';
import { findTrail, renderNavTree } from './sidebar.js';

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
    expect(b).toContain(
      '<li data-active><a class="lectern-nav-link" href="../guides/deep/b.html" aria-current="page" data-active>',
    );
    // The link, its item, and the top-level group holding it (Mintlify's `sidebar-group[data-active]`).
    expect(b.match(/data-active/g)).toHaveLength(3);
    expect(b).toContain('</h2><ul class="lectern-nav-list sidebar-group" data-active>');
    // Deep holds the page; Always is expanded whatever the page.
    expect(opened(b)).toEqual([true, true]);

    expect(home.match(/aria-current="page"/g)).toHaveLength(1);
    expect(home).toContain(
      '<a class="lectern-nav-link" href="../index.html" aria-current="page" data-active>',
    );
    expect(home.match(/data-active/g)).toHaveLength(2);
    expect(opened(home)).toEqual([false, true]);
  });

  it("marks a group's root page on its title link", () => {
    const html = render('guides/overview');
    expect(html).toContain('<a href="../guides/overview.html" aria-current="page" data-active>Guides</a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('writes links relative to each page, escapes titles, and leaves hidden entries out', () => {
    const nested = render('index', '../../');
    const top = render('index', '');
    expect(nested).toContain('href="../../guides/a.html"');
    expect(top).toContain('href="guides/a.html"');
    expect(top).not.toContain('../');
    expect(top).toContain('A &lt;b&gt;');
    expect(top).toContain(
      '<span class="lectern-nav-tag nav-tag-pill"><span class="nav-tag-pill-text">NEW</span></span>',
    );
    expect(top).toContain('<span class="lectern-method lectern-method-delete method-nav-pill">DEL</span>');
    expect(top).toContain('href="https://blog.example.com" rel="noopener"');
    expect(top).not.toContain('Hidden');
    expect(top).not.toContain('secret.html');
    // Loose top-level pages and links share one list ahead of the groups.
    expect(
      top.startsWith(
        '<ul class="lectern-nav-tree" id="navigation-items"><li class="lectern-nav-section"><ul class="lectern-nav-list"><li data-active><a',
      ),
    ).toBe(true);
  });

  it('leaves out groups with nothing to show: no pages, only hidden ones, only such groups', () => {
    const html = renderNavTree(
      [
        { kind: 'group', title: 'Overall', children: [{ kind: 'page', path: 'a', title: 'A' }] },
        { kind: 'group', title: 'Community', children: [] },
        {
          kind: 'group',
          title: 'More',
          children: [
            { kind: 'group', title: 'Old', hidden: true, children: [] },
            { kind: 'page', path: 'gone', title: 'Gone', hidden: true },
            { kind: 'group', title: 'Empty too', children: [] },
          ],
        },
        { kind: 'group', title: 'Landing only', root: 'landing', children: [] },
      ],
      { rootPrefix: '', currentPath: 'a', iconLibrary: 'lucide' },
    );
    expect(html).toContain('Overall');
    expect(html).toContain('Landing only');
    for (const title of ['Community', 'More', 'Old', 'Empty too']) expect(html).not.toContain(title);
  });

  it('shows the pages of a group named "" (or blank) in place: no heading, no toggle, no breadcrumb', () => {
    const faq: NavNode[] = [
      {
        kind: 'group',
        title: 'FAQ',
        children: [
          { kind: 'page', path: 'faq', title: 'FAQ' },
          {
            kind: 'group',
            title: '',
            children: [
              { kind: 'page', path: 'q1', title: 'Q1' },
              { kind: 'group', title: 'More', children: [{ kind: 'page', path: 'q2', title: 'Q2' }] },
            ],
          },
        ],
      },
      { kind: 'group', title: ' ', children: [{ kind: 'page', path: 'loose', title: 'Loose' }] },
    ];
    const html = renderNavTree(faq, { rootPrefix: '', currentPath: 'q1', iconLibrary: 'lucide' });
    expect(html).toBe(
      '<ul class="lectern-nav-tree" id="navigation-items">' +
        '<li class="lectern-nav-section"><h2 class="lectern-nav-heading sidebar-group-header"><span class="sidebar-title">FAQ</span></h2><ul class="lectern-nav-list sidebar-group" data-active>' +
        '<li><a class="lectern-nav-link" href="faq.html"><span class="lectern-nav-text">FAQ</span></a></li>' +
        '<li data-active><a class="lectern-nav-link" href="q1.html" aria-current="page" data-active><span class="lectern-nav-text">Q1</span></a></li>' +
        // A named group inside still folds.
        '<li class="lectern-nav-group"><details><summary><span class="lectern-nav-text">More</span></summary><ul class="lectern-nav-list">' +
        '<li><a class="lectern-nav-link" href="q2.html"><span class="lectern-nav-text">Q2</span></a></li></ul></details></li>' +
        '</ul></li>' +
        // At the top, the pages get a list of their own, like pages outside any group.
        '<li class="lectern-nav-section"><ul class="lectern-nav-list sidebar-group">' +
        '<li><a class="lectern-nav-link" href="loose.html"><span class="lectern-nav-text">Loose</span></a></li></ul></li>' +
        '</ul>',
    );
    expect(findTrail(faq, 'q1')).toEqual(['FAQ']);
    expect(findTrail(faq, 'q2')).toEqual(['FAQ', 'More']);
    expect(findTrail(faq, 'loose')).toEqual([]);
  });
});
