/**
 * Links to anchors a page does not have are `broken-anchor` warnings, checked after every page is rendered,
 * also when the linking or the linked page comes from the cache or is left in place by a rebuild.
 */
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import type { Diagnostic } from '../types.js';
import { tempSite } from './temp-site.test-support.js';

const { root, src, out, cache, write } = tempSite('anchors');

const INDEX = `---
title: Home
---

## Local

[ok](/guide#setup) [missing](/guide#missing) [here](#local) [nope](#nope)

<Card title="Card" href="/guide#card-missing">x</Card>

<a href="/guide#raw-missing">raw</a>

[colon](/guide#step-one%3A-install) [param](/guide#param-foo) [layout](#navbar) [top](#top) [bare](#)

[ext](https://example.com/#foo) [custom](/guide#custom-id) [acc](/guide#my-acc) [upper](/guide#Setup)

[file](/file.pdf#page=2) [amp](/guide#fees-&-billing) [escaped](/guide#fees-%26-billing)
`;

const GUIDE = `---
title: Guide
---

## Setup

## Step one: Install

## Fees & billing

## Custom {#custom-id}

<ParamField path="foo" type="string">Foo</ParamField>

<Accordion title="Acc" id="my-acc">Body</Accordion>

[self](#setup) [self missing](#gone)
`;

const anchorWarnings = (diagnostics: Diagnostic[]) =>
  diagnostics
    .filter((d) => d.code === 'broken-anchor')
    .map((d) => `${d.file}:${d.line}: ${/^link to "([^"]*)"/.exec(d.message)![1]}`);

const FIRST = [
  'guide.mdx:17: #gone',
  'index.mdx:7: #nope',
  'index.mdx:7: /guide#missing',
  'index.mdx:9: /guide#card-missing',
  'index.mdx:11: /guide#raw-missing',
];

describe('links to missing anchors', () => {
  test('are reported for every kind of link, on the page itself and on others', async () => {
    write('docs.json', JSON.stringify({ name: 'Anchors', navigation: { pages: ['index', 'guide'] } }));
    write('index.mdx', INDEX);
    write('guide.mdx', GUIDE);
    write('file.pdf', 'pdf');
    const result = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(anchorWarnings(result.diagnostics)).toEqual(FIRST);
    const warning = result.diagnostics.find((d) => d.message.includes('#missing'));
    expect(warning).toEqual({
      severity: 'warning',
      code: 'broken-anchor',
      message: 'link to "/guide#missing": page "guide" has no heading or element with id "missing"',
      file: 'index.mdx',
      line: 7,
    });
  });

  test('an unchanged build (every page left in place) reports the same', async () => {
    const again = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(again.cachedPages).toBe(2);
    expect(anchorWarnings(again.diagnostics)).toEqual(FIRST);
  });

  test('a changed linking page is checked against the unchanged target', async () => {
    write('index.mdx', `${INDEX}\n[new](/guide#also-missing) [fine](/guide#custom-id)\n`);
    const result = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(result.cachedPages).toBe(1);
    expect(anchorWarnings(result.diagnostics)).toEqual([...FIRST, 'index.mdx:19: /guide#also-missing']);
  });

  test('a changed target is checked against the unchanged linking page', async () => {
    write('guide.mdx', GUIDE.replace('## Setup', '## Set up'));
    const result = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(result.cachedPages).toBe(1);
    expect(anchorWarnings(result.diagnostics)).toEqual([
      // `[self](#setup)` on the guide itself is broken now too.
      'guide.mdx:17: #gone',
      'guide.mdx:17: #setup',
      ...FIRST.slice(1, 3),
      'index.mdx:7: /guide#setup',
      ...FIRST.slice(3),
      'index.mdx:15: /guide#Setup',
      'index.mdx:19: /guide#also-missing',
    ]);
  });

  test('renders taken from the cache into a fresh folder report the same', async () => {
    const fresh = await buildSite({
      srcDir: src,
      outDir: path.join(root, 'fresh'),
      cacheDir: cache,
      threads: 1,
    });
    expect(fresh.cachedPages).toBe(2);
    const clean = await buildSite({ srcDir: src, outDir: path.join(root, 'clean'), threads: 1 });
    expect(anchorWarnings(fresh.diagnostics)).toEqual(anchorWarnings(clean.diagnostics));
    expect(anchorWarnings(clean.diagnostics)).toContain('index.mdx:7: /guide#setup');
  });

  test('a build of selected pages does not check links to pages it did not build', async () => {
    const some = await buildSite({
      srcDir: src,
      outDir: path.join(root, 'some'),
      paths: ['index'],
      threads: 1,
    });
    expect(anchorWarnings(some.diagnostics)).toEqual(['index.mdx:7: #nope']);
  });
});

describe('links through a redirect to an anchor', () => {
  const site = tempSite('anchors-redirect');

  test("are checked against the redirect's own fragment, which wins over the link's", async () => {
    site.write(
      'docs.json',
      JSON.stringify({
        name: 'Anchors',
        navigation: { pages: ['index', 'guide'] },
        redirects: [
          { source: '/old-ok', destination: '/guide#setup' },
          { source: '/old-bad', destination: '/guide#gone-away' },
        ],
      }),
    );
    site.write('index.mdx', '---\ntitle: Home\n---\n\n[a](/old-ok) [b](/old-bad)\n\n[c](/old-bad#setup)\n');
    site.write('guide.mdx', '---\ntitle: Guide\n---\n\n## Setup\n');
    const result = await buildSite({ srcDir: site.src, outDir: site.out, threads: 1 });
    const warnings = result.diagnostics.filter((d) => d.code === 'broken-anchor');
    expect(warnings.map((d) => `${d.line}: ${d.message}`)).toEqual([
      '5: link to "/old-bad" (through a redirect to "#gone-away"): page "guide" has no heading or element with id "gone-away"',
      '7: link to "/old-bad#setup" (through a redirect to "#gone-away"): page "guide" has no heading or element with id "gone-away"',
    ]);
  });
});
