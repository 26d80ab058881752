/**
 * What a page's source decides, for navigation pages and unlisted ones alike (entryFromSource): `url:`
 * frontmatter, checked once here and turned into a redirect by the layout; and language codes as tags.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { loadSiteConfig } from '../config/index.js';
import { buildNav, entryFromSource, languageTag, type PageSource } from './index.js';
import { leadingHeading } from './page-source.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-page-source-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function writeSite(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}

const place = { sectionIds: [], breadcrumb: [], hidden: false, declaredAt: 'test' };
const source = (frontmatter: Record<string, unknown>): PageSource => ({
  file: 'x.mdx',
  frontmatter,
  sourceHash: 'h',
});

describe('url: frontmatter', () => {
  test('an http(s) or mailto URL or a root-absolute path makes the page a redirect kept out of indexes', () => {
    for (const url of ['https://www.npmjs.com/package/mint', 'mailto:help@acme.test', '/guides/new']) {
      const entry = entryFromSource('x', source({ url: ` ${url} ` }), place);
      expect(entry.url, url).toBe(url);
      expect(entry.noindex, url).toBe(true);
    }
  });

  test('anything else is ignored', () => {
    for (const url of ['javascript:alert(1)', 'guides/new', '//evil.test/x', 'ftp://x', 42, '']) {
      const entry = entryFromSource('x', source({ url }), place);
      expect(entry.url, String(url)).toBeUndefined();
      expect(entry.noindex, String(url)).toBe(false);
    }
  });

  test('listed and unlisted pages with `url: /path` redirect to that page, relative to where they are', async () => {
    const src = path.join(root, 'url-site');
    const out = path.join(root, 'url-out');
    writeSite(src, {
      'docs.json': JSON.stringify({
        name: 'Acme',
        seo: { metatags: { canonical: 'https://docs.acme.test' } },
        navigation: { pages: ['index', 'guides/new', 'old/page', 'npm'] },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\nSee [the moved page](/moved/away).\n',
      'guides/new.mdx': '---\ntitle: New\n---\n\nThe new page.\n',
      'old/page.mdx': '---\ntitle: Old\nurl: /guides/new\n---\n\nOld text.\n',
      'npm.mdx': '---\ntitle: npm\nurl: https://www.npmjs.com/package/mint\n---\n',
      // Not in the navigation: built because index links to it, and it goes through the same rule.
      'moved/away.mdx': '---\ntitle: Moved\nurl: /guides/new\n---\n\nMoved text.\n',
    });
    const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(result.errors).toBe(0);
    const read = (f: string) => fs.readFileSync(path.join(out, f), 'utf8');
    for (const file of ['old/page.html', 'moved/away.html']) {
      const html = read(file);
      expect(html, file).toContain('<meta http-equiv="refresh" content="0; url=../guides/new.html">');
      expect(html, file).toContain('<meta name="robots" content="noindex">');
      expect(html, file).not.toContain('rel="canonical"');
    }
    expect(read('npm.html')).toContain(
      '<meta http-equiv="refresh" content="0; url=https://www.npmjs.com/package/mint">',
    );
    expect(read('guides/new.html')).not.toContain('http-equiv="refresh"');
    // In the sidebar the listed one links straight to its target.
    expect(read('index.html')).toMatch(/<a class="lectern-nav-link[^"]*" href="guides\/new\.html"[^>]*>/);
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('https://docs.acme.test/guides/new');
    expect(sitemap).not.toContain('old/page');
    expect(sitemap).not.toContain('npm');
  });
});

describe('language codes', () => {
  test("docs.json's own codes become BCP 47 tags on their sections", () => {
    expect(['cn', 'jp', 'fr', 'pt-BR'].map(languageTag)).toEqual(['zh', 'ja', 'fr', 'pt-BR']);
    const dir = path.join(root, 'languages');
    writeSite(dir, {
      'docs.json': JSON.stringify({
        name: 'Acme',
        navigation: {
          languages: [
            { language: 'en', pages: ['index'] },
            { language: 'cn', pages: ['cn/index'] },
            { language: 'jp', pages: ['jp/index'] },
          ],
        },
      }),
      'index.mdx': '# Home\n',
      'cn/index.mdx': '# 首页\n',
      'jp/index.mdx': '# ホーム\n',
    });
    const nav = buildNav(loadSiteConfig(dir), dir);
    expect(nav.tree.sections.map((s) => [s.language, s.lang])).toEqual([
      ['en', 'en'],
      ['cn', 'zh'],
      ['jp', 'ja'],
    ]);
  });
});

describe('a page without a title that opens with # Heading', () => {
  test('is titled by the heading, in plain text', () => {
    expect(leadingHeading('---\nsummary: x\n---\n\n# Getting **started** `now`\n\nText')).toBe(
      'Getting started now',
    );
    expect(leadingHeading("import X from '/snippets/x.mdx'\n\n# After imports #\n")).toBe('After imports');
    expect(leadingHeading('Intro first.\n\n# Later')).toBeUndefined();
    expect(leadingHeading('# With {expression}')).toBeUndefined();
    expect(leadingHeading('# A [link](/x)')).toBeUndefined();
    expect(leadingHeading('## Second level')).toBeUndefined();
  });

  test('the navigation uses it when the frontmatter has no title', () => {
    const src: PageSource = {
      file: 'a.mdx',
      frontmatter: {},
      sourceHash: 'h',
      leadingHeading: 'What is it?',
    };
    const place = { sectionIds: [], breadcrumb: [], hidden: false, declaredAt: 'x' };
    expect(entryFromSource('a', src, place).title).toBe('What is it?');
    expect(entryFromSource('a', { ...src, frontmatter: { title: 'Own' } }, place).title).toBe('Own');
  });
});
