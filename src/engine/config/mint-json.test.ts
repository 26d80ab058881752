import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { buildNav } from '../nav/index.js';
import { loadSiteConfig } from './index.js';

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  dirs = [];
});

function load(mint: Record<string, unknown>, pages: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-mint-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'mint.json'), JSON.stringify({ name: 'Legacy', ...mint }));
  for (const page of pages) {
    fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
    fs.writeFileSync(path.join(dir, page), '# Page\n');
  }
  const { config, checker } = loadSiteConfig(dir);
  return { config, warnings: checker.warnings.map((w) => `${w.code}: ${w.message}`) };
}

const start = { group: 'Getting Started', pages: ['introduction'] };
const frameworks = { group: 'Frameworks', pages: ['guides/nextjs', 'guides/remix'] };
const more = { group: 'More guides', pages: [{ group: 'Nested', pages: ['guides/more/a'] }] };

describe('mint.json anchors', () => {
  test("an anchor whose url is a folder owns the groups under it, like a tab (Trigger.dev's mint.json)", () => {
    const { config, warnings } = load({
      anchors: [
        { name: 'Guides', icon: 'book', url: 'guides' },
        { name: 'Community', icon: 'discord', url: 'https://discord.gg/x' },
      ],
      navigation: [start, frameworks, more],
    });
    expect(config.navigation).toEqual({
      anchors: [
        { anchor: 'Documentation', icon: 'book-open', groups: [start] },
        { anchor: 'Guides', icon: 'book', groups: [frameworks, more] },
        { anchor: 'Community', icon: 'discord', href: 'https://discord.gg/x' },
      ],
    });
    expect(warnings).toEqual([]);
  });

  test('topAnchor names the anchor holding the other groups, which tabs still split', () => {
    const { config } = load({
      topAnchor: { name: 'Docs', icon: 'house' },
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [{ name: 'Guides', url: '/guides/' }],
      navigation: [start, { group: 'API', pages: ['api/users'] }, frameworks],
    });
    expect(config.navigation).toEqual({
      anchors: [
        {
          anchor: 'Docs',
          icon: 'house',
          tabs: [
            { tab: 'Documentation', groups: [start] },
            { tab: 'API', groups: [{ group: 'API', pages: ['api/users'] }] },
          ],
        },
        { anchor: 'Guides', groups: [frameworks] },
      ],
    });
  });

  test('an anchor owning every group leaves no empty top anchor', () => {
    const { config } = load({ anchors: [{ name: 'Guides', url: 'guides' }], navigation: [frameworks] });
    expect(config.navigation).toEqual({ anchors: [{ anchor: 'Guides', groups: [frameworks] }] });
  });

  test('an anchor to a folder no group is in links to the page of that name, or is left out with a warning', () => {
    const { config, warnings } = load(
      {
        anchors: [
          { name: 'Changelog', url: 'changelog' },
          { name: 'Examples', url: 'examples' },
        ],
        navigation: [start],
      },
      ['introduction.mdx', 'changelog.mdx', 'examples/one.mdx'],
    );
    expect(config.navigation).toEqual({
      anchors: [
        { anchor: 'Documentation', icon: 'book-open', groups: [start] },
        { anchor: 'Changelog', href: '/changelog' },
      ],
    });
    expect(warnings).toEqual([
      'CONFIG_IGNORED: mint.json: anchors[1].url: "examples" is neither a folder holding navigation pages nor a page; the anchor is not shown',
    ]);
  });

  test('anchors keep their order in mint.json, links among folders, under the top anchor (Hoppscotch)', () => {
    const { config, warnings } = load(
      {
        topAnchor: { name: 'Docs', icon: 'house' },
        anchors: [
          { name: 'Guides', icon: 'book', url: 'guides' },
          { name: 'Blog', icon: 'newspaper', url: 'https://example.com/blog' },
          { name: 'Changelog', icon: 'list', url: 'changelog' },
        ],
        navigation: [start, frameworks],
      },
      ['introduction.mdx', 'changelog.mdx'],
    );
    expect(config.navigation).toEqual({
      anchors: [
        { anchor: 'Docs', icon: 'house', groups: [start] },
        { anchor: 'Guides', icon: 'book', groups: [frameworks] },
        { anchor: 'Blog', icon: 'newspaper', href: 'https://example.com/blog' },
        { anchor: 'Changelog', icon: 'list', href: '/changelog' },
      ],
    });
    expect(warnings).toEqual([]);
  });

  test('anchors that are all links still show the top anchor with the groups first', () => {
    const { config } = load({
      anchors: [{ name: 'Community', url: 'https://discord.gg/x' }],
      navigation: [start],
    });
    expect(config.navigation).toEqual({
      anchors: [
        { anchor: 'Documentation', icon: 'book-open', groups: [start] },
        { anchor: 'Community', href: 'https://discord.gg/x' },
      ],
    });
  });

  test('anchors with a version split only that version', () => {
    const { config } = load({
      versions: ['v2', 'v1'],
      anchors: [{ name: 'Guides', url: 'guides', version: 'v2' }],
      navigation: [start, frameworks],
    });
    expect(config.navigation).toEqual({
      versions: [
        {
          version: 'v2',
          anchors: [
            { anchor: 'Documentation', icon: 'book-open', groups: [start] },
            { anchor: 'Guides', groups: [frameworks] },
          ],
        },
        { version: 'v1', groups: [start, frameworks] },
      ],
    });
  });
});

describe('mint.json colours', () => {
  test('colors.background and backgroundImage become docs.json background', () => {
    const { config, warnings } = load({
      colors: { primary: '#A8FF53', background: { light: '#fff', dark: '#121317' } },
      backgroundImage: '/images/bg.png',
      navigation: [start],
    });
    expect(config.colors).toEqual({ primary: '#A8FF53' });
    expect(config.background).toEqual({
      color: { light: '#fff', dark: '#121317' },
      image: { light: '/images/bg.png', dark: '/images/bg.png' },
    });
    expect(warnings).toEqual([]);
  });
});

describe('mint.json footer and background', () => {
  test('footer columns, footer socials and background.style become their docs.json forms (PraisonAI)', () => {
    const { config, warnings } = load({
      background: { style: 'windows' },
      footerSocials: { github: 'https://github.com/acme' },
      footer: {
        socials: { x: 'https://x.com/acme' },
        links: [
          { title: 'Resources', links: [{ label: 'GitHub', url: 'https://github.com/acme' }] },
          { title: 'Community', links: [{ label: 'Discussions', url: '/community' }] },
        ],
      },
      navigation: [start],
    });
    expect(config.footer?.socials).toEqual({ github: 'https://github.com/acme', x: 'https://x.com/acme' });
    expect(config.footer?.links).toEqual([
      { header: 'Resources', items: [{ label: 'GitHub', href: 'https://github.com/acme' }] },
      { header: 'Community', items: [{ label: 'Discussions', href: '/community' }] },
    ]);
    expect(config.background?.decoration).toBe('windows');
    expect(warnings).toEqual([]);
  });
});

describe('mint.json search and styling', () => {
  test("search.prompt, eyebrow.display and codeBlock.mode become docs.json's (Composio's search prompt)", () => {
    const { config, warnings } = load({
      search: { prompt: 'Ask the docs...' },
      eyebrow: { display: 'breadcrumbs' },
      codeBlock: { mode: 'dark' },
      navigation: [start],
    });
    expect(config.search?.prompt).toBe('Ask the docs...');
    expect(config.styling?.eyebrows).toBe('breadcrumbs');
    expect(config.styling?.codeblocks).toBe('dark');
    expect(warnings).toEqual([]);
  });

  test('codeBlock.mode "auto" follows the page, as docs.json\'s "system"', () => {
    const { config } = load({ codeBlock: { mode: 'auto' }, navigation: [start] });
    expect(config.styling?.codeblocks).toBe('system');
  });
});

describe('mint.json key paths in messages', () => {
  test("problems found in the converted navigation are named at mint.json's key path", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-mint-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'guides'));
    for (const page of ['introduction', 'guides/a']) fs.writeFileSync(path.join(dir, `${page}.mdx`), '# P\n');
    fs.writeFileSync(
      path.join(dir, 'mint.json'),
      JSON.stringify({
        name: 'Legacy',
        tabs: [
          { name: 'Empty', url: 'nothing-here' },
          { name: 'Guides', url: 'guides' },
        ],
        navigation: [start, { group: 'Guides', pages: ['guides/a', { group: 'Deep', pages: [7] }] }],
      }),
    );
    const loaded = loadSiteConfig(dir);
    // The group is the second of mint.json's `navigation` (in the docs.json shape, the first tab's).
    expect(() => buildNav(loaded, dir)).toThrow(
      /mint\.json: navigation\[1\]\.pages\[1\]\.pages\[0\]: expected/,
    );
    const messages = [...loaded.checker.errors, ...loaded.checker.warnings.map((w) => w.message)].join('\n');
    expect(messages).toContain('mint.json: tabs[0]: tab "Empty" has no pages');
    expect(messages).not.toMatch(/\.groups\[|navigation\.tabs/);
  });
});
