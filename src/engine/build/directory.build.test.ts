/**
 * Directory listings (docs.json `directory`) through whole builds: a group's root page lists its children
 * below its own content as cards or accordions with links relative to the page, and an in-place rebuild
 * updates the listing when a child page's title changes, though the root page's own source did not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../index.js';
import { tempSite } from './temp-site.test-support.js';

const { out, cache, src, write } = tempSite('directory');
const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
const build = () => buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
const listing = (html: string) =>
  /<div class="lectern-directory"[\s\S]*?(?=\n<\/div><\/article>)/.exec(html)?.[0];
const page = (title: string, more = '') => `---\ntitle: ${title}\n${more}---\n\nThe ${title} page.\n`;

const navigation = {
  tabs: [
    {
      tab: 'Start',
      groups: [
        {
          group: 'Get started',
          root: 'start/index',
          directory: 'card',
          pages: ['start/install', 'start/secret', 'start/deploy'],
        },
        { group: 'Plain', directory: 'card', pages: ['plain/one'] },
      ],
    },
    {
      tab: 'Help',
      directory: 'accordion',
      groups: [
        {
          group: 'Help center',
          root: 'help/index',
          pages: [
            'help/faq',
            { group: 'Billing', root: 'help/billing/index', pages: ['help/billing/refunds'] },
            { group: 'API', root: 'help/api/index', directory: 'none', pages: ['help/api/keys'] },
          ],
        },
      ],
    },
  ],
};

describe('directory listings in a build', () => {
  let first: BuildResult;
  beforeAll(async () => {
    write('docs.json', JSON.stringify({ name: 'Docs', navigation }));
    write('start/index.mdx', page('Get started', 'description: Where to begin\n'));
    write('start/install.mdx', page('Install', 'description: Set it up\nicon: download\n'));
    write('start/secret.mdx', page('Secret', 'hidden: true\n'));
    write('start/deploy.mdx', page('Deploy'));
    write('plain/one.mdx', page('One'));
    write('help/index.mdx', page('Help'));
    write('help/faq.mdx', page('FAQ', 'description: Common questions\n'));
    write('help/billing/index.mdx', page('Billing', 'description: Paying us\n'));
    write('help/billing/refunds.mdx', page('Refunds'));
    write('help/api/index.mdx', page('API'));
    write('help/api/keys.mdx', page('Keys'));
    first = await build();
  });

  test('a card listing follows the root page’s own content, as a card group with relative links', () => {
    expect(first.errors).toBe(0);
    const html = read('start/index.html');
    const cards = listing(html)!;
    expect(html.indexOf('The Get started page.')).toBeLessThan(html.indexOf(cards));
    expect(cards).toContain('data-pagefind-ignore');
    expect(cards).toContain(
      'class="lectern-columns lectern-columns--2 columns lectern-card-group card-group"',
    );
    expect(
      [
        ...cards.matchAll(
          /<a class="lectern-card__title lectern-card__link" href="([^"]+)"><span class="lectern-card__title-text"[^>]*>([^<]+)</g,
        ),
      ].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['../start/install.html', 'Install'],
      ['../start/deploy.html', 'Deploy'],
    ]);
    expect(cards).toContain(
      '<div class="lectern-card__content" data-component-part="card-content"><p>Set it up</p></div>',
    );
    expect(cards).toMatch(
      /<span class="lectern-card__icon" data-component-part="card-icon"><svg[^>]*lectern-icon/,
    );
    // A hidden page is not listed.
    expect(cards).not.toContain('Secret');
  });

  test('an accordion listing inherited from the tab: pages as links, child groups as accordions', () => {
    const html = listing(read('help/index.html'))!;
    expect(html).toContain('<ul><li><a href="../help/faq.html">FAQ</a> – Common questions</li></ul>');
    expect(html).toContain(
      '<div class="lectern-accordion-group accordion-group"><details class="lectern-accordion accordion">',
    );
    expect(html).toContain(
      '<span class="lectern-accordion__title">Billing</span><span class="lectern-accordion__description">Paying us</span>',
    );
    expect(html).toContain(
      '<ul><li><a href="../help/billing/index.html">Billing</a></li><li><a href="../help/billing/refunds.html">Refunds</a></li></ul>',
    );
    // A nested group inherits too; one setting `none` lists nothing, and is still listed by its parent.
    expect(listing(read('help/billing/index.html'))).toContain('href="../../help/billing/refunds.html"');
    expect(listing(read('help/api/index.html'))).toBeUndefined();
    expect(html).toContain('<span class="lectern-accordion__title">API</span>');
  });

  test('groups without a root page and other pages show no listing', () => {
    for (const file of ['plain/one.html', 'start/install.html', 'help/faq.html'])
      expect(read(file), file).not.toContain('lectern-directory');
  });

  test('an in-place rebuild updates the listing when a child page’s title or description changes', async () => {
    write('start/install.mdx', page('Installation', 'description: Set it up\nicon: download\n'));
    const again = await build();
    expect(again.errors).toBe(0);
    // The root page's render comes from the cache: its listing is in the layout frame.
    expect(again.cachedPages).toBeGreaterThan(0);
    let cards = listing(read('start/index.html'))!;
    expect(cards).toContain('>Installation</span></a>');
    expect(cards).not.toContain('>Install</span></a>');
    // A description is in no sidebar: only the listing carries it to the root page.
    write('start/deploy.mdx', page('Deploy', 'description: Ship it\n'));
    await build();
    cards = listing(read('start/index.html'))!;
    expect(cards).toContain('<p>Ship it</p>');
  });
});
