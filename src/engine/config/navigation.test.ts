import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadSiteConfig } from './index.js';

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  dirs = [];
});

function load(navigation: unknown, extra: Record<string, unknown> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-nav-config-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'A', navigation }));
  for (const [name, value] of Object.entries(extra))
    fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  const { config, checker } = loadSiteConfig(dir);
  return { navigation: config.navigation, warnings: checker.warnings.map((w) => `${w.code}: ${w.message}`) };
}

const redis = { product: 'Redis', icon: 'database', groups: [{ group: 'Redis', pages: ['redis/start'] }] };
const qstash = { product: 'QStash', groups: [{ group: 'QStash', pages: ['qstash/start'] }] };

describe('navigation shapes read before the navigation walk', () => {
  test("productGroups (Upstash's live docs.json): the groups' products are the tab's products", () => {
    const { navigation, warnings } = load({
      tabs: [
        {
          tab: 'Documentation',
          groups: [{ group: 'Get started', pages: ['index'] }],
          productGroups: [{ group: 'Products', products: [redis, qstash] }],
        },
      ],
    });
    expect(navigation).toEqual({
      tabs: [
        {
          tab: 'Documentation',
          groups: [{ group: 'Get started', pages: ['index'] }],
          products: [redis, qstash],
        },
      ],
    });
    expect(warnings).toEqual([]);
  });

  test('productGroups come after the products an entry lists itself, at the root too', () => {
    const { navigation } = load({
      products: [redis],
      productGroups: [
        { group: 'More', products: [qstash] },
        { group: 'Empty', products: [] },
      ],
    });
    expect(navigation).toEqual({ products: [redis, qstash] });
  });

  test('a productGroups entry that is not a group of products is named in a warning', () => {
    const { navigation, warnings } = load({
      productGroups: [{ group: 'Products', products: [redis] }, 'qstash'],
    });
    expect(navigation).toEqual({ products: [redis] });
    expect(warnings).toEqual([
      'CONFIG_IGNORED: docs.json: navigation.productGroups[1]: expected an object with "products", got the string "qstash"; ignored',
    ]);
  });

  test('productGroups in a $ref include keep the include as the file its products are reported in', () => {
    const odd = { ...qstash, extra: { pages: ['qstash/more'] } };
    const { navigation, warnings } = load(
      { tabs: [{ $ref: './tab.json' }] },
      { 'tab.json': { tab: 'Docs', productGroups: [{ group: 'P', products: [redis, odd] }] } },
    );
    expect(navigation).toEqual({ tabs: [{ tab: 'Docs', products: [redis, odd] }] });
    expect(warnings).toEqual([
      'CONFIG_IGNORED: tab.json: navigation.tabs[0].products[1].extra: "extra" is not a navigation key Lectern reads here; the page under it is not built',
    ]);
  });

  test('a key the navigation walk does not read is named, with its pages, instead of silently dropped', () => {
    const { warnings } = load({
      tabs: [
        {
          tab: 'Docs',
          groups: [
            {
              group: 'Start',
              pages: ['index'],
              // A group's children are `pages`; this one's sub-groups would never be read.
              groups: [{ group: 'Deeper', pages: ['a', 'b'] }],
            },
          ],
          productSections: [{ section: 'X', products: [{ product: 'P', pages: ['p/one'] }] }],
          icon: { name: 'book', style: 'solid' },
        },
      ],
      extraPages: { pages: ['c'] },
    });
    expect(warnings).toEqual([
      'CONFIG_IGNORED: docs.json: navigation.extraPages: "extraPages" is not a navigation key Lectern reads here; the page under it is not built',
      'CONFIG_IGNORED: docs.json: navigation.tabs[0].productSections: "productSections" is not a navigation key Lectern reads here; the page under it is not built',
      'CONFIG_IGNORED: docs.json: navigation.tabs[0].groups[0].groups: "groups" is not a navigation key Lectern reads here; the 2 pages under it are not built',
    ]);
  });

  test('keys that hold no pages, and the keys the walk reads, are not reported', () => {
    const { warnings } = load({
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com' }] },
      languages: [
        {
          language: 'en',
          navbar: { links: [{ label: 'Home', href: '/' }] },
          banner: { content: 'Hi' },
          tabs: [{ tab: 'Docs', menu: [{ item: 'Guides', pages: ['index'] }] }],
        },
      ],
      groups: [{ group: 'G', root: 'index', pages: [{ group: 'Sub', pages: ['x'] }] }],
    });
    expect(warnings).toEqual([]);
  });
});
