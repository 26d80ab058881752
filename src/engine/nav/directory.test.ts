/**
 * docs.json `directory` (organize/navigation.mdx, "Directory listings") as the navigation reads it: the
 * value inherits down the tree from any object of it, a descendant overrides it, only groups with a `root`
 * page list anything, and an invalid value is a warning naming its key path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import { buildNav } from './index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-directory-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let sites = 0;

/** Builds the navigation of a site whose pages are stubs (`<path>`: frontmatter lines of one page). */
function nav(navigation: unknown, frontmatter: Record<string, string> = {}) {
  const dir = path.join(root, `site-${sites++}`);
  const pages = new Set<string>(JSON.stringify(navigation).match(/"[a-z]+(?:\/[a-z-]+)+"/g) ?? []);
  for (const quoted of pages) {
    const page = JSON.parse(quoted) as string;
    fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
    const title = page.split('/').pop()!.toUpperCase();
    fs.writeFileSync(
      path.join(dir, `${page}.mdx`),
      `---\ntitle: ${title}\n${frontmatter[page] ?? ''}\n---\n\nText.\n`,
    );
  }
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'D', navigation }));
  const loaded = loadSiteConfig(dir);
  const result = buildNav(loaded, dir);
  const listing = (page: string) => result.pages.find((p) => p.path === page)?.directory;
  const warnings = loaded.checker.warnings.map((w) => `${w.code}: ${w.message}`);
  return { listing, warnings, pages: result.pages };
}

const group = (name: string, extra: Record<string, unknown>) => ({ group: name, ...extra });

describe('directory settings', () => {
  test('a group with a root page lists its pages with their titles, descriptions and icons', () => {
    const { listing, warnings } = nav(
      { groups: [group('Start', { root: 's/home', directory: 'card', pages: ['s/one', 's/two'] })] },
      { 's/one': 'description: First steps\nicon: rocket' },
    );
    expect(warnings).toEqual([]);
    expect(listing('s/home')).toEqual({
      style: 'card',
      items: [
        { title: 'ONE', path: 's/one', description: 'First steps', icon: 'rocket' },
        { title: 'TWO', path: 's/two' },
      ],
    });
    expect(listing('s/one')).toBeUndefined();
  });

  test('the value inherits from the navigation and any division, and a descendant overrides it', () => {
    const { listing } = nav({
      directory: 'card',
      tabs: [
        { tab: 'Root', groups: [group('A', { root: 'a/home', pages: ['a/x'] })] },
        {
          tab: 'Help',
          directory: 'accordion',
          anchors: [
            {
              anchor: 'All',
              groups: [
                group('B', {
                  root: 'b/home',
                  pages: [
                    'b/x',
                    group('Off', {
                      root: 'b/off/home',
                      directory: 'none',
                      pages: [
                        'b/off/x',
                        group('Deeper', { root: 'b/off/deep/home', pages: ['b/off/deep/x'] }),
                      ],
                    }),
                    group('On', { root: 'b/on/home', directory: 'card', pages: ['b/on/x'] }),
                  ],
                }),
              ],
            },
          ],
        },
      ],
    });
    expect(listing('a/home')?.style).toBe('card');
    expect(listing('b/home')?.style).toBe('accordion');
    expect(listing('b/off/home')).toBeUndefined();
    // `none` inherits as any value does.
    expect(listing('b/off/deep/home')).toBeUndefined();
    expect(listing('b/on/home')).toEqual({ style: 'card', items: [{ title: 'X', path: 'b/on/x' }] });
  });

  test('groups without a root page are unaffected, and the default is none', () => {
    const { pages } = nav({
      groups: [
        group('Plain', { directory: 'card', pages: ['p/x', group('Inner', { pages: ['p/y'] })] }),
        group('Rooted', { root: 'r/home', pages: ['r/x'] }),
      ],
    });
    expect(pages.filter((p) => p.directory)).toEqual([]);
  });

  test('hidden pages are left out; a child group opens its root page, else its first, described by its root', () => {
    const { listing } = nav(
      {
        directory: 'accordion',
        groups: [
          group('Top', {
            root: 't/home',
            pages: [
              't/home',
              't/secret',
              { title: 'Status', href: 'https://status.example.com', icon: 'signal' },
              group('Guides', { root: 't/g/home', icon: 'book', pages: ['t/g/x', 't/g/hush'] }),
              group('Loose', { pages: ['t/l/x', 't/l/y'] }),
              group('Gone', { hidden: true, pages: ['t/gone/x'] }),
              group('', { pages: ['t/u/x'] }),
            ],
          }),
        ],
      },
      {
        't/secret': 'hidden: true',
        't/g/hush': 'hidden: true',
        't/g/home': 'description: All the guides',
      },
    );
    expect(listing('t/home')).toEqual({
      style: 'accordion',
      items: [
        { title: 'Status', href: 'https://status.example.com', icon: 'signal' },
        {
          title: 'Guides',
          path: 't/g/home',
          description: 'All the guides',
          icon: 'book',
          children: [{ title: 'X', path: 't/g/x' }],
        },
        {
          title: 'Loose',
          path: 't/l/x',
          children: [
            { title: 'X', path: 't/l/x' },
            { title: 'Y', path: 't/l/y' },
          ],
        },
        // A group without a name adds its pages without a heading, as in the sidebar.
        { title: 'X', path: 't/u/x' },
      ],
    });
  });

  test('a card listing does not carry child groups’ entries', () => {
    const { listing } = nav({
      groups: [
        group('Top', {
          root: 'c/home',
          directory: 'card',
          pages: [group('Sub', { pages: ['c/s/x'] })],
        }),
      ],
    });
    expect(listing('c/home')).toEqual({ style: 'card', items: [{ title: 'Sub', path: 'c/s/x' }] });
  });

  test('an invalid value is a warning naming its key path, and the object inherits instead', () => {
    const { listing, warnings } = nav({
      directory: 'accordion',
      tabs: [
        {
          tab: 'T',
          directory: 'cards',
          groups: [
            group('G', { root: 'g/home', pages: ['g/x'] }),
            group('H', { root: 'h/home', directory: true, pages: ['h/x'] }),
          ],
        },
      ],
    });
    expect(warnings).toEqual([
      'CONFIG_IGNORED: docs.json: navigation.tabs[0].directory: expected one of "none", "card", "accordion", got the string "cards"; ignored',
      'CONFIG_IGNORED: docs.json: navigation.tabs[0].groups[1].directory: expected one of "none", "card", "accordion", got boolean true; ignored',
    ]);
    expect(listing('g/home')?.style).toBe('accordion');
    expect(listing('h/home')?.style).toBe('accordion');
  });
});
