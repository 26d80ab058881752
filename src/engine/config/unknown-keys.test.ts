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

const navigation = { pages: ['index'] };

/** The unknown-key warnings of a site made of these JSON files (`docs.json` gets a name and navigation). */
function unknownKeys(files: Record<string, unknown>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-unknown-keys-'));
  dirs.push(dir);
  for (const [name, value] of Object.entries(files)) {
    const content = name === 'docs.json' ? { name: 'A', navigation, ...(value as object) } : value;
    fs.writeFileSync(path.join(dir, name), JSON.stringify(content));
  }
  return unknownIn(dir);
}

function unknownIn(dir: string): string[] {
  const { checker } = loadSiteConfig(dir);
  return checker.warnings
    .filter((w) => w.code === 'CONFIG_UNKNOWN_KEY')
    .map((w) => {
      expect(w.severity).toBe('warning');
      expect(w.message.startsWith(`${w.file}: `)).toBe(true);
      return w.message;
    });
}

describe('unknown docs.json keys', () => {
  test('the keys real sites got wrong are named, with the key meant', () => {
    expect(
      unknownKeys({
        'docs.json': {
          banner: { content: 'New!', dismissable: true },
          anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }],
          styling: { css: ['custom.css'], eyebrows: 'breadcrumbs' },
        },
      }),
    ).toEqual([
      'docs.json: banner.dismissable: "dismissable" is not a docs.json setting here; it is ignored (did you mean "dismissible"?)',
      'docs.json: anchors: "anchors" is not a docs.json setting; it is ignored (did you mean "navigation.anchors"?)',
      'docs.json: styling.css: "css" is not a docs.json setting here; it is ignored (custom CSS goes in .css files in the docs folder, which every page includes)',
    ]);
  });

  test('a misplaced key is pointed to its object; a mint.json key at the top is named as such', () => {
    expect(
      unknownKeys({
        'docs.json': {
          navbar: { socials: { x: 'https://x.com/acme' } },
          openapi: 'openapi.json',
          topbarLinks: [],
          Colors: { primary: '#112233' },
          api: { playground: { dispaly: 'simple' } },
          integrations: { ga4: { measurmentId: 'G-1' }, googleAnalytics: { id: 'x' } },
        },
      }),
    ).toEqual([
      'docs.json: navbar.socials: "socials" is not a docs.json setting here; it is ignored (did you mean "footer.socials"?)',
      'docs.json: openapi: "openapi" is not a docs.json setting; it is ignored (did you mean "api.openapi"?)',
      'docs.json: topbarLinks: "topbarLinks" is not a docs.json setting; it is ignored (a mint.json setting, which docs.json does not have)',
      'docs.json: Colors: "Colors" is not a docs.json setting; it is ignored (did you mean "colors"?)',
      'docs.json: api.playground.dispaly: "dispaly" is not a docs.json setting here; it is ignored (did you mean "display"?)',
      'docs.json: integrations.ga4.measurmentId: "measurmentId" is not a docs.json setting here; it is ignored (did you mean "measurementId"?)',
      'docs.json: integrations.googleAnalytics: "googleAnalytics" is not a docs.json setting here; it is ignored',
    ]);
  });

  test('navigation entries are checked by kind wherever they nest; keys holding pages are left to navigation.ts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-unknown-keys-'));
    dirs.push(dir);
    fs.writeFileSync(
      path.join(dir, 'docs.json'),
      JSON.stringify({
        name: 'A',
        navigation: {
          tabs: [
            {
              tab: 'Docs',
              icon: { name: 'book', style: 'solid', colour: 'red' },
              groups: [
                {
                  group: 'Start',
                  expandend: true,
                  pages: ['index', { group: 'Sub', hiden: true, pages: ['a'] }],
                },
              ],
              menu: [{ item: 'More', descripton: 'x', pages: ['b'] }],
              extraPages: { pages: ['c'] },
            },
          ],
          global: { anchors: [{ anchor: 'Blog', href: 'https://example.com', colour: 'red' }] },
        },
      }),
    );
    const { checker } = loadSiteConfig(dir);
    expect(checker.warnings.map((w) => `${w.code}: ${w.message}`)).toEqual([
      'CONFIG_IGNORED: docs.json: navigation.tabs[0].extraPages: "extraPages" is not a navigation key Lectern reads here; the page under it is not built',
      'CONFIG_UNKNOWN_KEY: docs.json: navigation.tabs[0].icon.colour: "colour" is not a docs.json setting here; it is ignored',
      'CONFIG_UNKNOWN_KEY: docs.json: navigation.tabs[0].groups[0].expandend: "expandend" is not a navigation key here; it is ignored (did you mean "expanded"?)',
      'CONFIG_UNKNOWN_KEY: docs.json: navigation.tabs[0].groups[0].pages[1].hiden: "hiden" is not a navigation key here; it is ignored (did you mean "hidden"?)',
      'CONFIG_UNKNOWN_KEY: docs.json: navigation.tabs[0].menu[0].descripton: "descripton" is not a navigation key here; it is ignored (did you mean "description"?)',
      'CONFIG_UNKNOWN_KEY: docs.json: navigation.global.anchors[0].colour: "colour" is not a navigation key here; it is ignored (did you mean "color"?)',
    ]);
  });

  test('a key is named with the file it is written in, through $ref includes', () => {
    expect(
      unknownKeys({
        'docs.json': {
          banner: { $ref: './banner.json' },
          navbar: { $ref: './navbar.json', primry: { type: 'github', href: 'https://github.com/a' } },
          thumbnail: { $ref: './thumbnail.json' },
          navigation: { tabs: [{ $ref: './tab.json' }] },
        },
        'banner.json': { content: 'Hi', dismissable: true },
        'navbar.json': { links: [{ label: 'Blog', href: '/blog', iconType: 'solid', lable: 'x' }] },
        'thumbnail.json': { appearance: 'dark' },
        'tab.json': { tab: 'Docs', pages: ['index'], titel: 'x' },
      }),
    ).toEqual([
      // `navigation` comes first in the entry file.
      'tab.json: navigation.tabs[0].titel: "titel" is not a navigation key here; it is ignored',
      'banner.json: banner.dismissable: "dismissable" is not a docs.json setting here; it is ignored (did you mean "dismissible"?)',
      // iconType is documented by Mintlify's reference, though its schema strips it: known.
      'navbar.json: navbar.links[0].lable: "lable" is not a docs.json setting here; it is ignored (did you mean "label"?)',
      // A sibling of `$ref` is written in the referencing file, and so is a key whose value is a `$ref`.
      'docs.json: navbar.primry: "primry" is not a docs.json setting here; it is ignored (did you mean "primary"?)',
      'docs.json: thumbnail: "thumbnail" is not a docs.json setting; it is ignored (did you mean "thumbnails"?)',
    ]);
  });

  test("maps whose keys are the author's own names are not checked", () => {
    expect(
      unknownKeys({
        'docs.json': {
          seo: {
            metatags: { 'og:image': '/og.png', canonical: 'https://acme.dev' },
            paths: [{ path: 'guides', metatags: { robots: 'noindex' } }],
          },
          footer: { socials: { x: 'https://x.com/acme', 'hacker-news': 'https://news.ycombinator.com' } },
          variables: { productName: 'Acme', 'api-version': 'v2' },
          api: { openapi: { source: 'openapi.json', directory: 'api' } },
          contextual: {
            options: [
              'copy',
              { title: 'Ask', href: { base: 'https://x.dev', query: [{ key: 'q', value: '$page' }] } },
            ],
          },
        },
      }),
    ).toEqual([]);
  });

  test('mint.json is checked against its own keys, not docs.json ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-unknown-keys-'));
    dirs.push(dir);
    fs.writeFileSync(
      path.join(dir, 'mint.json'),
      JSON.stringify({
        name: 'Legacy',
        favicon: '/favicon.svg',
        colors: { primary: '#112233', background: { dark: '#000000' } },
        topbarLinks: [{ name: 'Blog', url: 'https://acme.dev/blog' }],
        topbarCtaButton: { name: 'Start', url: 'https://acme.dev' },
        modeToggle: { default: 'dark' },
        feedback: { thumbsRating: true },
        anchors: [{ name: 'Blog', url: 'https://acme.dev/blog', icon: 'book' }],
        navigation: [{ group: 'Start', pages: ['index'] }],
        topbarLink: [],
      }),
    );
    fs.writeFileSync(path.join(dir, 'index.mdx'), '# Home\n');
    expect(unknownIn(dir)).toEqual([
      'mint.json: topbarLink: "topbarLink" is not a mint.json setting; it is ignored (did you mean "topbarLinks"?)',
    ]);
  });

  const corpus =
    process.env.LECTERN_CORPUS ?? path.join(import.meta.dirname, '../../../../shared/corpus/mintlify-docs');
  test.skipIf(!fs.existsSync(path.join(corpus, 'docs.json')))(
    "Mintlify's own docs.json has no unknown key",
    () => {
      expect(unknownIn(corpus)).toEqual([]);
    },
  );
});
