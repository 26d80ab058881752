/**
 * Links of the configuration (navbar, footer, banner, navigation hrefs) checked like a page's: Dograh's
 * banner linked to a page the site does not have, on every page, and nothing said so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { tempSite } from './temp-site.test-support.js';

const site = tempSite('config-links');

test('a configuration link to no page or file of the site is a broken-link warning naming the config file', async () => {
  site.write('index.mdx', '---\ntitle: Home\n---\n\nHello.\n');
  site.write('guides/setup.mdx', '---\ntitle: Setup\n---\n\nSteps.\n');
  site.write('unlisted.mdx', '---\ntitle: Unlisted\n---\n\nServed, not in the navigation.\n');
  site.write('news.mdx', '---\ntitle: News\n---\n\nOnly the banner links here.\n');
  site.write('openapi.json', '{}');
  site.write(
    'docs.json',
    JSON.stringify({
      name: 'Acme',
      banner: { content: 'New: [MCP](/integrations/mcp), [setup](/guides/setup#start) and [news](/news)' },
      navbar: {
        links: [
          { label: 'Spec', href: '/openapi.json' },
          { label: 'Gone', href: '/pricing' },
          { label: 'Blog', href: 'https://example.com/blog' },
        ],
      },
      footer: { links: [{ header: 'More', items: [{ label: 'Unlisted', href: 'unlisted' }] }] },
      redirects: [{ source: '/old-setup', destination: '/guides/setup' }],
      navigation: {
        global: { anchors: [{ anchor: 'Moved', href: '/old-setup' }] },
        groups: [{ group: 'Start', pages: ['index', 'guides/setup'] }],
      },
    }),
  );
  const result = await buildSite({ srcDir: site.src, outDir: site.out, threads: 1 });
  // An unlisted page only the banner links to is built, as one a navbar link names is.
  expect(fs.existsSync(path.join(site.out, 'news.html'))).toBe(true);
  expect(fs.existsSync(path.join(site.out, 'unlisted.html'))).toBe(true);
  const broken = result.diagnostics.filter((d) => d.code === 'broken-link');
  expect(broken.map((d) => [d.file, d.message])).toEqual([
    [
      'docs.json',
      'broken link to "/integrations/mcp" in the navigation, navbar, footer, banner or 404 page: no page or file of the site is there',
    ],
    [
      'docs.json',
      'broken link to "/pricing" in the navigation, navbar, footer, banner or 404 page: no page or file of the site is there',
    ],
  ]);
});
