/**
 * Tailwind utilities through whole builds: the classes the site's pages and snippets write get Tailwind's rules
 * in one stylesheet every page links after Lectern's and before the site's own; a site without classes gets no
 * such file; in-place rebuilds rewrite every page's head when the class list changes, and nothing when not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { CacheDb } from './cache-db.js';
import { listFiles } from './site-check.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-tailwind-build-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(dir: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
const tailwindFiles = (dir: string) => listFiles(dir).filter((f) => /^_lectern\/tailwind\./.test(f));
const PAGES = [
  ['index.html', ''],
  ['guides/plain.html', '../'],
  ['404.html', ''],
] as const;

describe('Tailwind classes in a build', () => {
  const src = path.join(root, 'src');
  const out = path.join(root, 'out');
  const cache = path.join(root, 'cache');
  const build = () => buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
  const inode = (rel: string) => fs.statSync(path.join(out, rel)).ino;

  beforeAll(async () => {
    write(
      src,
      'docs.json',
      JSON.stringify({ name: 'Tailwind', navigation: { pages: ['index', 'guides/plain'] } }),
    );
    write(
      src,
      'index.mdx',
      '---\ntitle: Home\nmode: custom\n---\n\n' +
        '<div className="bg-gray-900 text-white md:grid-cols-3 w-[350px]">\n' +
        '  <img className="block dark:hidden" src="/light.png" />\n' +
        "  <span className={'text-primary'}>Hi</span>\n" +
        '</div>\n\nimport Hero from "/snippets/hero.mdx";\n\n<Hero />\n',
    );
    write(src, 'snippets/hero.mdx', '<h2 className="rounded-xl">Hero</h2>\n');
    write(src, 'guides/plain.mdx', '---\ntitle: Plain\n---\n\nNo classes here.\n');
    write(src, 'light.png', 'png');
    write(src, 'style.css', '.hero { color: red; }\n');
    const result = await build();
    expect(result.errors).toBe(0);
  });

  test('one stylesheet with the rules the pages and snippets use, linked after Lectern’s and before the site’s', () => {
    const files = tailwindFiles(out);
    expect(files).toHaveLength(1);
    const css = read(files[0]!);
    for (const rule of [
      '.lectern-content .bg-gray-900 {',
      '.lectern-content .text-white {',
      '.lectern-content .md\\:grid-cols-3 {',
      '.lectern-content .dark\\:hidden:is([data-theme="dark"] *) { display: none; }',
      '.lectern-content .text-primary { --tw-text-opacity: 1; color: var(--lectern-primary); }',
      '.lectern-content .rounded-xl { border-radius: 0.75rem; }',
    ])
      expect(css).toContain(rule);
    expect(css).toMatch(/@media \(min-width: 768px\) \{\s*\.lectern-content \.md\\:grid-cols-3 \{/);
    expect(css).not.toContain('350px');
    for (const [page, prefix] of PAGES) {
      const links = stylesheets(read(page));
      expect(links[0], page).toMatch(/^(?:\.\.\/)?_lectern\/lectern\.[0-9a-f]+\.css$/);
      expect(links.slice(-2)[0], page).toBe(prefix + files[0]);
      expect(links.slice(-1)[0], page).toMatch(/_lectern\/site\/style\.[0-9a-f]+\.css$/);
    }
  });

  test('a custom-mode page keeps its content inside the scope the utilities are written for', () => {
    expect(read('index.html')).toMatch(/<div class="lectern-content[^"]*"[^>]*>\s*<div class="bg-gray-900 /);
  });

  test('a rebuild with the same classes keeps the name and leaves every page as it was', async () => {
    const before = tailwindFiles(out);
    expect(before).toHaveLength(1);
    const inodes = PAGES.map(([page]) => [page, inode(page)] as const);
    write(src, 'guides/plain.mdx', '---\ntitle: Plain\n---\n\nNo classes here, still.\n');
    const again = await build();
    expect(again.cachedPages).toBe(1);
    expect(tailwindFiles(out)).toEqual(before);
    for (const [page, ino] of inodes) if (page !== 'guides/plain.html') expect(inode(page), page).toBe(ino);
  });

  test('a class added on one page reaches every page’s head on the next in-place build', async () => {
    const [old] = tailwindFiles(out);
    write(
      src,
      'guides/plain.mdx',
      '---\ntitle: Plain\n---\n\n<p className="bg-gray-50 sm:hidden">New.</p>\n',
    );
    const result = await build();
    expect(result.cachedPages).toBe(1);
    const files = tailwindFiles(out);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(old);
    expect(read(files[0]!)).toContain('.lectern-content .bg-gray-50 {');
    for (const [page, prefix] of PAGES) {
      expect(stylesheets(read(page)), page).toContain(prefix + files[0]);
      expect(stylesheets(read(page)), page).not.toContain(prefix + old);
    }
    // The build cache keeps the stylesheet of the current class list only.
    const db = CacheDb.open(cache)!;
    expect(db.keys('tailwind')).toHaveLength(1);
    expect(db.get('tailwind', db.keys('tailwind')[0]!)).toBe(read(files[0]!));
    db.close();
  });
});

describe('a site without classes', () => {
  test('gets no Tailwind stylesheet and no link to one', async () => {
    const src = path.join(root, 'plain');
    const out = path.join(root, 'plain-out');
    write(src, 'docs.json', JSON.stringify({ name: 'Plain', navigation: { pages: ['index'] } }));
    write(
      src,
      'index.mdx',
      '---\ntitle: Home\n---\n\nJust **Markdown**, and a <span title="x">span</span>.\n',
    );
    write(src, 'snippets/note.mdx', 'A note.\n');
    const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(result.errors).toBe(0);
    expect(tailwindFiles(out)).toEqual([]);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('tailwind');
  });
});
