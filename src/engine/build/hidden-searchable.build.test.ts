/**
 * `searchable: true` on a hidden tab or group (organize/hidden-pages.mdx, "Include pages under specific
 * hidden tabs or groups"): its pages stay out of the navigation but are in site search, the sitemap and
 * llms.txt as visible pages are. A page's own `hidden: true`, or a hidden group below without `searchable`,
 * keeps them out again. SaladCloud's hidden "Agent Operations" tab is one, for AI agents to find.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { tempSite } from './temp-site.test-support.js';

const site = tempSite('hidden-searchable');
const read = (rel: string) => fs.readFileSync(path.join(site.out, rel), 'utf8');

beforeAll(async () => {
  site.write('index.mdx', '---\ntitle: Home\n---\n\nWelcome.\n');
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
          { tab: 'Guides', pages: ['index'] },
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

test('the tab itself stays out of the header', () => {
  const home = read('index.html');
  expect(home).not.toContain('Agent Operations');
  expect(home).not.toContain('agents/overview');
});
