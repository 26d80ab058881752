import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import { buildNav } from '../nav/index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-nav-icons-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function site(name: string, files: Record<string, unknown>): string {
  const dir = path.join(root, name);
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(
      path.join(dir, rel),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    );
  }
  return dir;
}

function iconWarnings(dir: string) {
  return buildNav(loadSiteConfig(dir), dir)
    .diagnostics.filter((d) => d.code === 'icon' || d.code === 'unknown-icon')
    .map(({ code, file, message }) => ({ code, file, message }));
}

const PRO = 'not in Font Awesome Free, Lucide or Tabler (a Font Awesome Pro icon?)';

describe('icons of the navigation, navbar and frontmatter', () => {
  it('are reported once per name where they are first used, naming the stand-in', () => {
    const dir = site('everywhere', {
      'docs.json': {
        name: 'Acme',
        icons: { library: 'fontawesome' },
        navbar: { links: [{ label: 'Blog', href: 'https://acme.dev/blog', icon: 'newspaper-pro-only' }] },
        contextual: {
          options: ['copy', { title: 'Ask', href: 'https://acme.dev/ask', icon: 'square-2' }],
        },
        navigation: {
          global: {
            anchors: [{ anchor: 'Status', href: 'https://status.acme.dev', icon: 'signal-bars-good' }],
          },
          tabs: [
            {
              tab: 'Guides',
              icon: 'book-open-cover',
              groups: [
                { group: 'Start', icon: 'rocket-launch', pages: ['index', 'setup'] },
                { group: 'More', icon: { name: 'rocket-launch' }, pages: ['more'] },
                { group: 'Fine', icon: 'rocket', pages: [] },
              ],
            },
            { tab: 'API', icon: 'no-such-icon-anywhere', pages: ['api'] },
          ],
        },
      },
      'index.mdx': '---\ntitle: Home\nicon: rocket\n---\n',
      'setup.mdx': '---\ntitle: Setup\nicon: "square-1"\n---\n',
      'more.mdx': '---\ntitle: More\nicon: rocket-launch\n---\n',
      'api.mdx': '---\ntitle: API\nicon: https://example.com/api.png\n---\n',
    });
    expect(iconWarnings(dir)).toEqual([
      {
        code: 'icon',
        file: 'docs.json',
        message: `docs.json: navigation.global.anchors[0].icon: icon "signal-bars-good" is ${PRO}: drawn as Font Awesome "signal" instead`,
      },
      {
        code: 'icon',
        file: 'docs.json',
        message: `docs.json: navigation.tabs[0].icon: icon "book-open-cover" is ${PRO}: drawn as Font Awesome "book-open" instead`,
      },
      {
        code: 'icon',
        file: 'docs.json',
        // Twice in docs.json (once as `{ name }`), once in more.mdx's frontmatter.
        message: `docs.json: navigation.tabs[0].groups[0].icon: icon "rocket-launch" is ${PRO}: drawn as Font Awesome "rocket" instead (used 2 more times, also in more.mdx)`,
      },
      {
        code: 'unknown-icon',
        file: 'docs.json',
        message: `docs.json: navigation.tabs[1].icon: unknown icon "no-such-icon-anywhere": ${PRO}, left out`,
      },
      {
        code: 'icon',
        file: 'docs.json',
        message: `docs.json: navbar.links: link "Blog": icon "newspaper-pro-only" is ${PRO}: drawn as Font Awesome "newspaper" instead`,
      },
      {
        code: 'icon',
        file: 'docs.json',
        message: `docs.json: contextual.options: option "Ask": icon "square-2" is ${PRO}: drawn as Tabler "square-number-2" instead`,
      },
      {
        code: 'icon',
        file: 'setup.mdx',
        message: `setup.mdx: frontmatter icon: icon "square-1" is ${PRO}: drawn as Tabler "square-number-1" instead`,
      },
      {
        code: 'icon',
        file: 'api.mdx',
        message:
          'api.mdx: frontmatter icon: icon "https://example.com/api.png" is a remote image; it is not fetched and is left out',
      },
    ]);
  });

  it("name the `$ref` file that holds the icon, and a language's own navbar", () => {
    const dir = site('refs', {
      'docs.json': {
        name: 'Acme',
        navigation: {
          languages: [
            {
              language: 'en',
              navbar: { links: [{ label: 'Help', href: '/help', icon: 'life-ring-pro' }] },
              groups: [{ $ref: 'nav/start.json' }],
            },
          ],
        },
      },
      'nav/start.json': { group: 'Start', icon: 'rocket-launch', pages: ['index'] },
      'index.mdx': '---\ntitle: Home\n---\n',
    });
    expect(iconWarnings(dir).map((w) => [w.file, w.message.replace(/ is not in .*/, '')])).toEqual([
      ['docs.json', 'docs.json: navigation.languages[0].navbar.links[0].icon: icon "life-ring-pro"'],
      ['nav/start.json', 'nav/start.json: navigation.languages[0].groups[0].icon: icon "rocket-launch"'],
    ]);
  });

  it('say nothing about icons drawn as written', () => {
    const dir = site('fine', {
      'docs.json': {
        name: 'Acme',
        icons: { library: 'lucide' },
        navigation: {
          groups: [
            // Lucide draws shield-check; python comes from Font Awesome's brands.
            { group: 'A', icon: 'shield-check', pages: ['index'] },
            { group: 'B', icon: 'python', pages: [] },
            { group: 'C', icon: 'fa-solid fa-rocket', pages: [] },
            { group: 'D', icon: '/images/local.svg', pages: [] },
          ],
        },
      },
      'index.mdx': '---\ntitle: Home\nicon: square-terminal\n---\n',
    });
    expect(iconWarnings(dir)).toEqual([]);
  });

  it.skipIf(!fs.existsSync('/work/shared/corpus/mintlify-docs'))(
    "find nothing to report in the Mintlify corpus's navigation",
    () => {
      expect(iconWarnings('/work/shared/corpus/mintlify-docs')).toEqual([]);
    },
  );
});
