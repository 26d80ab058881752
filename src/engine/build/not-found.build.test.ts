/**
 * Links in `errors.404.description` (Markdown, Mintlify's custom 404 page) through a whole build: Skyvern's
 * "Try the [documentation home](/)" was written `href="#"`. They resolve as a root page's links do, under the
 * 404 page's `<base href>`; a broken one is reported with the configuration's links, and an unlisted page one
 * names is built.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { tempSite } from './temp-site.test-support.js';

const site = tempSite('not-found-links');

test("the 404 description's links lead to the site's pages; a broken one is reported", async () => {
  site.write('index.mdx', '---\ntitle: Home\n---\n\nHello.\n');
  site.write('guide.mdx', '---\ntitle: Guide\n---\n\n## Start\n\nSteps.\n');
  site.write('help.mdx', '---\ntitle: Help\n---\n\nNot in the navigation.\n');
  site.write(
    'docs.json',
    JSON.stringify({
      name: 'Acme',
      navigation: { pages: ['index', 'guide'] },
      redirects: [{ source: '/old-guide', destination: '/guide' }],
      errors: {
        '404': {
          redirect: false,
          description:
            'Try the [documentation home](/), the [guide](/guide#start), [the old guide](/old-guide), ' +
            '[help](help), [nowhere](/nowhere) or [x](javascript:alert(1)).',
        },
      },
    }),
  );
  const result = await buildSite({ srcDir: site.src, outDir: site.out, threads: 1 });
  const html = fs.readFileSync(path.join(site.out, '404.html'), 'utf8');
  expect(html).toContain('<base href="/">');
  expect(html).toContain(
    'Try the <a href="index.html">documentation home</a>, the <a href="guide.html#start">guide</a>, ' +
      '<a href="guide.html">the old guide</a>, <a href="help.html">help</a>, ' +
      '<a href="nowhere.html">nowhere</a> or <a href="#">x</a>.',
  );
  expect(html).not.toContain('javascript:');
  // An unlisted page only the 404 page links to is built, as one the banner links to is.
  expect(fs.existsSync(path.join(site.out, 'help.html'))).toBe(true);
  const broken = result.diagnostics.filter((d) => d.code === 'broken-link');
  expect(broken.map((d) => [d.file, d.message])).toEqual([
    [
      'docs.json',
      'broken link to "/nowhere" in the navigation, navbar, footer, banner or 404 page: no page or file of the site is there',
    ],
  ]);
});
