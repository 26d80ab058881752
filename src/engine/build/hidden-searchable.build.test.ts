/**
 * `searchable` (organize/hidden-pages.mdx): `true` on a hidden tab or group keeps its pages, out of the
 * navigation, in site search, the sitemap and llms.txt as visible pages are; a page's own `hidden: true`, or a
 * hidden group below without `searchable`, keeps them out again. SaladCloud's hidden "Agent Operations" tab is
 * one, for AI agents to find. `searchable: false` in a page's frontmatter keeps it out of site search only.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { tempSite } from './temp-site.test-support.js';

const site = tempSite('hidden-searchable');
const read = (rel: string) => fs.readFileSync(path.join(site.out, rel), 'utf8');

/** The URLs Pagefind indexed, from its fragments (gzip, `pagefind_dcd` then JSON). */
function searchUrls(): string[] {
  const dir = path.join(site.out, '_lectern/search');
  const { shards } = JSON.parse(read('_lectern/search/shards.json')) as { shards: string[] };
  return shards.flatMap((shard) =>
    fs.readdirSync(path.join(dir, shard, 'fragment')).map((f) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, shard, 'fragment', f))).toString('utf8');
      return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
    }),
  );
}

beforeAll(async () => {
  site.write('index.mdx', '---\ntitle: Home\n---\n\nWelcome.\n');
  site.write('unsearched.mdx', '---\ntitle: Changelog archive\nsearchable: false\n---\n\nOld entries.\n');
  site.write('agents/overview.mdx', '---\ntitle: Agent overview\n---\n\nFor agents.\n');
  site.write('agents/private.mdx', '---\ntitle: Private runbook\nhidden: true\n---\n\nHidden by itself.\n');
  site.write('agents/internal.mdx', '---\ntitle: Internal runbook\n---\n\nIn a hidden group.\n');
  site.write('old/page.mdx', '---\ntitle: Old page\n---\n\nIn a hidden tab.\n');
  site.write(
    'docs.json',
    JSON.stringify({
      name: 'Searchable',
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['index', 'unsearched'] },
          {
            tab: 'Agent Operations',
            hidden: true,
            searchable: true,
            groups: [
              { group: 'Runbooks', pages: ['agents/overview', 'agents/private'] },
              { group: 'Internal', hidden: true, pages: ['agents/internal'] },
            ],
          },
          { tab: 'Old', hidden: true, pages: ['old/page'] },
        ],
      },
    }),
  );
  await buildSite({ srcDir: site.src, outDir: site.out, threads: 1 });
});

test('pages under a hidden, searchable tab are in the sitemap and llms.txt', () => {
  for (const file of ['sitemap.xml', 'llms.txt']) {
    const text = read(file);
    expect(text).toContain('agents/overview');
    expect(text).not.toContain('agents/private');
    expect(text).not.toContain('agents/internal');
    expect(text).not.toContain('old/page');
  }
});

test('site search takes the searchable hidden pages, and not a page with searchable: false', () => {
  const urls = searchUrls();
  expect(urls.some((u) => u.includes('agents/overview'))).toBe(true);
  expect(urls.some((u) => u.endsWith('/index.html') || u === '/')).toBe(true);
  for (const out of ['agents/private', 'agents/internal', 'old/page', 'unsearched'])
    expect(urls.some((u) => u.includes(out))).toBe(false);
  // The sitemap and llms.txt still list it.
  expect(read('sitemap.xml')).toContain('unsearched');
  expect(read('llms.txt')).toContain('unsearched');
});

test('the tab itself stays out of the header', () => {
  const home = read('index.html');
  expect(home).not.toContain('Agent Operations');
  expect(home).not.toContain('agents/overview');
});
