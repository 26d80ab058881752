/**
 * Font Awesome Pro icon names and styles through a whole build (a real site's case): a group's and a page's
 * Pro icon is drawn by its free stand-in and reported once, a card's too, and a light icon draws regular.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import type { BuildResult } from '../build/index.js';
import { renderIcon } from './index.js';
import { tempSite } from '../build/temp-site.test-support.js';

const { src, out, write } = tempSite('pro-icons');

/** The first path data of an icon as Font Awesome draws it: enough to recognise it in a page. */
function pathOf(name: string, iconType?: string): string {
  const svg = renderIcon(name, { library: 'fontawesome', iconType })!;
  return / d="[^"]+"/.exec(svg)![0];
}

const PRO = 'not in Font Awesome Free, Lucide or Tabler (a Font Awesome Pro icon?)';

describe('Font Awesome Pro icons in a build', () => {
  let result: BuildResult;
  beforeAll(async () => {
    write(
      'docs.json',
      JSON.stringify({
        name: 'Repro',
        colors: { primary: '#0D9373' },
        navigation: {
          groups: [
            { group: 'Getting Started', icon: 'rocket-launch', pages: ['index'] },
            { group: 'Cookbooks', icon: 'book-open-cover', pages: ['other'] },
          ],
        },
      }),
    );
    write(
      'index.mdx',
      [
        '---',
        'title: "Pro icons"',
        'icon: "rocket-launch"',
        '---',
        '',
        '<CardGroup>',
        '  <Card title="One" icon="square-1">One</Card>',
        '  <Card title="Light" icon="heart" iconType="light">Light heart</Card>',
        '</CardGroup>',
        '',
      ].join('\n'),
    );
    write('other.mdx', '---\ntitle: Other\n---\n\nText.\n');
    result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  });

  test('a group icon with a Pro name is reported once and drawn by its stand-in', () => {
    expect(result.errors).toBe(0);
    const icons = result.diagnostics.filter((d) => d.code === 'icon' || d.code === 'unknown-icon');
    expect(icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'icon',
          file: 'docs.json',
          message: `docs.json: navigation.groups[0].icon: icon "rocket-launch" is ${PRO}: drawn as Font Awesome "rocket" instead (used 1 more time, also in index.mdx)`,
        }),
        expect.objectContaining({
          code: 'icon',
          file: 'docs.json',
          message: `docs.json: navigation.groups[1].icon: icon "book-open-cover" is ${PRO}: drawn as Font Awesome "book-open" instead`,
        }),
      ]),
    );
    expect(icons.filter((d) => d.message.includes('"rocket-launch"'))).toHaveLength(1);
    const html = fs.readFileSync(path.join(out, 'other.html'), 'utf8');
    const heading = (title: string) =>
      new RegExp(`<h2 class="lectern-nav-heading[^"]*">(?:(?!</h2>).)*${title}`, 's').exec(html)?.[0] ?? '';
    expect(heading('Getting Started')).toContain(pathOf('rocket'));
    expect(heading('Cookbooks')).toContain(pathOf('book-open'));
  });

  test("a page's frontmatter icon with a Pro name draws its stand-in in the sidebar", () => {
    const html = fs.readFileSync(path.join(out, 'other.html'), 'utf8');
    const link =
      /<a [^>]*href="index\.html"[^>]*>(?:(?!<\/a>).)*Pro icons(?:(?!<\/a>).)*<\/a>/s.exec(html)?.[0] ?? '';
    expect(link).toContain('Pro icons');
    expect(link).toContain(pathOf('rocket'));
  });

  test('a card icon with a Pro name warns on its page and draws the stand-in; light draws regular', () => {
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'icon',
        file: 'index.mdx',
        message: `icon "square-1" is ${PRO}: drawn as Tabler "square-number-1" instead`,
      }),
    );
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('lectern-icon-tabler');
    expect(html).toContain(pathOf('heart', 'regular'));
    expect(html).not.toContain(pathOf('heart', 'solid'));
  });
});
