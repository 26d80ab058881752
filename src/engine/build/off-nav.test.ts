import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { configLinkedPages, unlistedPages } from './off-nav.js';
import { configLinkPage } from './page-context.js';
import { tempSite } from './temp-site.test-support.js';

const { root, src, write } = tempSite('offnav');

beforeAll(() => {
  write(
    'docs.json',
    JSON.stringify({
      name: 'Hidden pages',
      seo: { metatags: { canonical: 'https://example.com/docs' } },
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['index'] },
          { tab: 'API', pages: ['api/intro'] },
        ],
      },
    }),
  );
  write(
    'index.mdx',
    '---\ntitle: Home\n---\n\nSee the [hidden example](/guides/hidden) and [the base-path link](/docs/api/intro).\n',
  );
  write('api/intro.mdx', '---\ntitle: API intro\n---\n\nAlso [hidden](/guides/hidden).\n');
  write('guides/hidden.mdx', '---\ntitle: Hidden example\n---\n\nOn to [deeper](./deeper).\n');
  write('guides/deeper.mdx', '---\ntitle: Deeper\n---\n\nThe end.\n');
  write('drafts/unlinked.mdx', '---\ntitle: Draft\n---\n\nNot linked from anywhere.\n');
  write('snippets/part.mdx', 'A snippet.\n');
  write('internal/notes.mdx', '# ignored by .mintignore\n');
  write('.mintignore', '# tooling\ninternal/\n');
  write('README.md', '# Repository readme\n');
});

describe('pages outside the navigation', () => {
  test('every page file outside the navigation is a candidate, minus snippets, dot-folders and .mintignore', () => {
    expect([...unlistedPages(src, new Set(['index', 'api/intro']))].sort()).toEqual([
      'README',
      'drafts/unlinked',
      'guides/deeper',
      'guides/hidden',
    ]);
  });

  test('are built when linked, transitively, as hidden pages kept out of sitemap and search', async () => {
    const out = path.join(root, 'out');
    const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(result.errors).toBe(0);
    expect(result.pageCount).toBe(4);
    expect(fs.existsSync(path.join(out, 'guides/hidden.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'guides/deeper.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'drafts/unlinked.html'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'README.html'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('href="guides/hidden.html"');
    // A link written with the published base path (/docs/...) lands on the page.
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('href="api/intro.html"');
    expect(result.diagnostics.filter((d) => /broken|not found/i.test(d.message))).toEqual([]);
    const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('hidden');
    // Shown in the section of the first page linking to it (Guides, through index), not in its sidebar.
    const hidden = fs.readFileSync(path.join(out, 'guides/hidden.html'), 'utf8');
    expect(hidden).toContain('Hidden example');
    const sidebar = /<nav class="lectern-nav"[^>]*>([^]*?)<\/nav>/.exec(hidden)?.[1] ?? '';
    expect(sidebar).toContain('Home');
    expect(sidebar).not.toContain('Hidden example');
  });

  test('are built when the configuration links to them (global anchor, navbar), and only those', async () => {
    const site = path.join(root, 'src-config');
    const put = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
      fs.writeFileSync(path.join(site, rel), text);
    };
    put(
      'docs.json',
      JSON.stringify({
        name: 'Config links',
        navbar: { links: [{ label: 'Releases', href: '/release-notes' }] },
        navigation: {
          global: { anchors: [{ anchor: 'Changelog', href: '/changelog/' }] },
          pages: ['index'],
        },
      }),
    );
    put('index.mdx', '# Home\n');
    put('changelog.mdx', '---\ntitle: Changelog\n---\n\nNews.\n');
    put('release-notes.mdx', '---\ntitle: Release notes\n---\n\nNotes.\n');
    put('drafts/other.mdx', '# Not linked\n');
    const out = path.join(root, 'out-config');
    const result = await buildSite({ srcDir: site, outDir: out, threads: 1 });
    expect(result.errors).toBe(0);
    expect(fs.existsSync(path.join(out, 'changelog.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'release-notes.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'drafts/other.html'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('href="changelog.html"');
  });

  test('configuration links are matched with or without extension, slash or base path', () => {
    const unlisted = new Set(['changelog', 'guides/index', 'docs-page']);
    expect(
      configLinkedPages(
        [
          { href: '/changelog.html#top' },
          [{ nested: { href: 'guides/' } }],
          { href: '/docs/docs-page?x=1' },
          { href: 'https://example.com/changelog' },
          { href: '/listed' },
        ],
        unlisted,
        (href) =>
          configLinkPage(
            { pages: new Set([...unlisted, 'listed']), redirects: [], srcReal: src, basePaths: ['docs'] },
            href,
          ),
      ),
    ).toEqual(['changelog', 'docs-page', 'guides/index']);
  });
});
