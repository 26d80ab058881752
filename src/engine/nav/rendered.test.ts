/**
 * Navigation shapes as readers see them: a fixture's normalised tree, cut down to one page's payload and laid
 * out, compared (header and sidebar only, icons elided) with a snapshot per page under __snapshots__/.
 * The fixtures test checks the tree; this one checks that tabs, anchors, dropdowns, products, versions,
 * languages, global links and hidden sections reach the page. Update with `vitest -u` and review the diff.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import { fixtureInput, fixturePage } from '../layout/fixtures.js';
import { renderLayout } from '../layout/index.js';
import { fixtureTmpRoot, prepareFixture } from './fixtures.test-support.js';
import { buildNav, NavPayloads } from './index.js';

const tmpRoot = fixtureTmpRoot();
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));

/** Fixture -> the pages to render (a landing page, plus one where the shape differs). */
const CASES: Record<string, string[]> = {
  tabs: ['api/get', 'help/faq'],
  anchors: ['quickstart'],
  'tabs-with-anchors': ['api/overview'],
  dropdowns: ['api/get'],
  'products-menu': ['core/users'],
  versions: ['v2/api', 'v1/overview'],
  'global-anchors': ['index'],
  'nested-global-links': ['index', 'api/overview', 'fr/index'],
  'hidden-sections': ['v2/rest', 'v2/internal'],
  'language-chrome': ['fr/quickstart', 'guides/only-english'],
  'unnamed-group': ['faq/first'],
  'versions-shared-pages': ['index', 'v1/intro'],
  'languages-in-path': ['v1/ar/install', 'index'],
  'languages-root-prefix': ['l/fr/developers/extend/api', 'intro'],
};

/** The parts of the page that show the navigation, with SVG icons elided so snapshots stay readable. */
function navParts(html: string): string {
  const header = /<header class="lectern-header"[^>]*>[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  const sidebar = /<aside class="lectern-sidebar" id="sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
  const banner = /<div class="lectern-banner[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
  const footer = /<footer class="lectern-footer[^>]*>[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  const alternates = html.match(/<link rel="alternate"[^>]*>/g) ?? [];
  return [...alternates, banner, header, sidebar, footer]
    .filter(Boolean)
    .join('\n')
    .replace(/<svg[\s\S]*?<\/svg>/g, '<svg/>')
    .replace(/></g, '>\n<');
}

describe('navigation shapes, rendered', () => {
  for (const [name, paths] of Object.entries(CASES)) {
    const dir = prepareFixture(name, tmpRoot);
    const nav = buildNav(loadSiteConfig(dir), dir);
    const payloads = new NavPayloads(nav.tree);
    for (const path of paths) {
      test(`${name}: ${path}`, async () => {
        const entry = nav.pages.find((p) => p.path === path)!;
        expect(entry, path).toBeTruthy();
        const base = fixtureInput();
        const html = renderLayout({
          ...base,
          site: { ...base.site, banner: undefined },
          page: fixturePage({ path, title: entry.title, toc: [] }),
          rootPrefix: '../'.repeat(path.split('/').length - 1),
          nav: payloads.for(entry.sectionIds),
          alternates: payloads.alternates(entry.path, entry.sectionIds),
          prev: undefined,
          next: undefined,
        });
        await expect(navParts(html)).toMatchFileSnapshot(
          `./__snapshots__/${name}--${path.replace(/\//g, '_')}.html`,
        );
      });
    }
  }

  test("a section's own global links show, after the root's, only on its pages", () => {
    const dir = prepareFixture('nested-global-links', tmpRoot);
    const nav = buildNav(loadSiteConfig(dir), dir);
    const payloads = new NavPayloads(nav.tree);
    const titles = (path: string) => {
      const entry = nav.pages.find((p) => p.path === path)!;
      return (payloads.for(entry.sectionIds).globalLinks ?? []).map((l) => l.title);
    };
    expect(titles('index')).toEqual(['Site status', 'Blog']);
    expect(titles('api/overview')).toEqual(['Site status', 'Blog', 'Changelog']);
    expect(titles('fr/index')).toEqual(['Site status', 'Le blog']);
    expect(nav.tree.sections[0]!.globalLinks?.map((l) => l.title)).toEqual(['Blog']);
  });

  test('hidden sections are offered only while active', () => {
    const dir = prepareFixture('tabs', tmpRoot);
    const nav = buildNav(loadSiteConfig(dir), dir);
    const payloads = new NavPayloads(nav.tree);
    const render = (path: string) => {
      const entry = nav.pages.find((p) => p.path === path)!;
      return renderLayout(
        fixtureInput({ page: fixturePage({ path, toc: [] }), nav: payloads.for(entry.sectionIds) }),
      );
    };
    expect(render('api/get')).not.toContain('<span>Help</span>');
    const help = render('help/faq');
    expect(help).toMatch(
      /<a class="lectern-tab-link nav-tabs-item" href="[^"]*help\/faq\.html" aria-current="true" data-active>(?:<svg[\s\S]*?<\/svg>)?<span>Help<\/span>/,
    );
  });
});
