/**
 * Hidden pages' `noindex` tag (organize/hidden-pages.mdx, "Search, SEO, and AI indexing"): `hidden: true` in a
 * page's frontmatter, or a hidden tab or group above it, adds `<meta name="robots" content="noindex">` and keeps
 * the page out of sitemap.xml, unless the hidden tab or group says `searchable: true` or docs.json says
 * `seo.indexing: "all"`. A page left out of the navigation (built because a page links to it) is only kept
 * out of the sitemap: no tag, unless it says `hidden: true` itself. The tag comes from docs.json, so a rebuild
 * with the same cache after changing it rewrites the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { tempSite } from './temp-site.test-support.js';

const site = tempSite('hidden-noindex');
const read = (rel: string) => fs.readFileSync(path.join(site.out, rel), 'utf8');
const NOINDEX = '<meta name="robots" content="noindex">';
const noindexed = (page: string) => read(`${page}.html`).includes(NOINDEX);

function docsJson(seo?: { indexing: 'navigable' | 'all' }): string {
  return JSON.stringify({
    name: 'Hidden noindex',
    ...(seo ? { seo } : {}),
    navigation: {
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Start', pages: ['index', 'secret', 'kept', 'flagged'] },
            { group: 'Internal', hidden: true, pages: ['internal/runbook', 'internal/shown'] },
            { group: 'Agents', hidden: true, searchable: true, pages: ['agents/overview'] },
          ],
        },
        { tab: 'Old', hidden: true, pages: ['old/page'] },
      ],
    },
  });
}

async function build(): Promise<void> {
  await buildSite({ srcDir: site.src, outDir: site.out, cacheDir: site.cache, threads: 1 });
}

beforeAll(async () => {
  site.write('index.mdx', '---\ntitle: Home\n---\n\nWelcome. See the [draft](/draft) and [note](/note).\n');
  site.write('secret.mdx', '---\ntitle: Secret\nhidden: true\n---\n\nHidden by itself.\n');
  // A page's own `searchable` does not override its `hidden: true` (organize/hidden-pages.mdx).
  site.write('kept.mdx', '---\ntitle: Kept\nhidden: true\nsearchable: true\n---\n\nStill hidden.\n');
  site.write('flagged.mdx', '---\ntitle: Flagged\nnoindex: true\n---\n\nVisible, not indexed.\n');
  site.write('internal/runbook.mdx', '---\ntitle: Runbook\n---\n\nIn a hidden group.\n');
  site.write('internal/shown.mdx', '---\ntitle: Shown\nhidden: false\n---\n\nBack in indexing.\n');
  site.write('agents/overview.mdx', '---\ntitle: Agents\n---\n\nHidden, searchable group.\n');
  site.write('old/page.mdx', '---\ntitle: Old\n---\n\nIn a hidden tab.\n');
  // Not in the navigation; built because the home page links to them.
  site.write('draft.mdx', '---\ntitle: Draft\n---\n\nUnlisted.\n');
  site.write('note.mdx', '---\ntitle: Note\nhidden: true\n---\n\nUnlisted and hidden.\n');
  site.write('docs.json', docsJson());
  await build();
});

test('a hidden page and pages under a hidden group or tab get the noindex tag and leave the sitemap, visible ones not', () => {
  const sitemap = read('sitemap.xml');
  for (const page of ['secret', 'kept', 'internal/runbook', 'old/page']) {
    expect(noindexed(page), page).toBe(true);
    expect(sitemap, page).not.toContain(`/${page}<`);
  }
  expect(read('secret.html').match(/name="robots"/g)).toHaveLength(1);
  // Beside them, a visible page is indexed, and a visible one's own `noindex: true` still says noindex.
  expect(noindexed('index')).toBe(false);
  expect(sitemap).toContain('<loc>/</loc>');
  expect(noindexed('flagged')).toBe(true);
});

test('a hidden, searchable group keeps its pages indexed, as does hidden: false under a hidden group', () => {
  for (const page of ['agents/overview', 'internal/shown']) {
    expect(noindexed(page), page).toBe(false);
    expect(read('sitemap.xml'), page).toContain(`/${page}<`);
  }
  // Still out of the navigation.
  expect(read('index.html')).not.toContain('internal/shown');
});

test('a page left out of the navigation is kept out of the sitemap only, unless it says hidden: true', () => {
  expect(noindexed('draft')).toBe(false);
  expect(read('sitemap.xml')).not.toContain('/draft<');
  expect(noindexed('note')).toBe(true);
  expect(read('sitemap.xml')).not.toContain('/note<');
});

test('seo.indexing "all", rebuilt with the same cache, indexes every hidden page', async () => {
  site.write('docs.json', docsJson({ indexing: 'all' }));
  await build();
  const sitemap = read('sitemap.xml');
  for (const page of ['secret', 'kept', 'internal/runbook', 'old/page', 'note', 'draft']) {
    expect(noindexed(page), page).toBe(false);
    expect(sitemap, page).toContain(`/${page}<`);
  }
  expect(noindexed('flagged')).toBe(true);
  // And back: the cached renders get the tag again.
  site.write('docs.json', docsJson());
  await build();
  expect(noindexed('secret')).toBe(true);
  expect(noindexed('internal/runbook')).toBe(true);
});
