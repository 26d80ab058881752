/**
 * Changelog feeds through whole builds: a page holding `<Update>`s gets `<page>/rss.xml`, linked from its
 * head (and from a button with `rss: true`), listed with the site's files, kept by rebuilds that skip the
 * page and removed with its updates; pages without updates get neither feed nor link.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { loadOutputRecord } from './output-record.js';
import { listFiles } from './site-check.js';
import { tempSite } from './temp-site.test-support.js';

const { root, src, out, cache, write } = tempSite('rss');

const read = (rel: string, dir = out) => fs.readFileSync(path.join(dir, rel), 'utf8');
const feeds = (dir = out) =>
  listFiles(dir)
    .filter((f) => f.endsWith('rss.xml'))
    .sort();

const CHANGELOG =
  '---\ntitle: Changelog\ndescription: What changed.\nrss: true\n---\n\n' +
  '<Update label="2025-03-14" description="v2">\n  Faster **builds**.\n</Update>\n\n' +
  '<Update label="v1" tags={["Launch"]}>\n  First release, see [start](/guides/start).\n</Update>\n';

describe('changelog feeds in a build', () => {
  beforeAll(() => {
    write(
      'docs.json',
      JSON.stringify({
        name: 'Acme',
        seo: { metatags: { canonical: 'https://docs.acme.dev' } },
        navigation: {
          groups: [{ group: 'Docs', pages: ['index', 'changelog', 'guides/start', 'news/index'] }],
        },
      }),
    );
    write('index.mdx', '---\ntitle: Home\n---\n\nSee the [changelog](/changelog).\n');
    write('changelog.mdx', CHANGELOG);
    // `rss: true` without any update: there is no feed to link to.
    write('guides/start.mdx', '---\ntitle: Start\nrss: true\n---\n\nNo updates.\n');
    // Updates without `rss: true`: a feed and its head link, no button.
    write('news/index.mdx', '---\ntitle: News\n---\n\n<Update label="June 2025">\n  Hello.\n</Update>\n');
  });

  test('writes a feed per page with updates, links it from the head, and shows the button for rss: true', async () => {
    const result = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(result.errors).toBe(0);
    expect(feeds()).toEqual(['changelog/rss.xml', 'news/rss.xml']);

    const xml = read('changelog/rss.xml');
    expect(xml).toContain('<title><![CDATA[Changelog]]></title>');
    expect(xml).toContain('<description><![CDATA[What changed.]]></description>');
    expect(xml).toContain(
      '<atom:link href="https://docs.acme.dev/changelog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<link>https://docs.acme.dev/changelog#2025-03-14</link>');
    expect(xml).toContain('<pubDate>Fri, 14 Mar 2025 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<description><![CDATA[Faster **builds**.]]></description>');
    expect(xml).toContain('<category><![CDATA[Launch]]></category>');
    expect(xml).toContain('[start](https://docs.acme.dev/guides/start)');
    expect(read('news/rss.xml')).toContain('<link>https://docs.acme.dev/news#june-2025</link>');

    const changelog = read('changelog.html');
    expect(changelog).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Changelog" href="changelog/rss.xml">',
    );
    expect(changelog).toMatch(
      /<a class="lectern-rss-button" href="changelog\/rss\.xml" aria-label="RSS feed" title="RSS feed"><svg[^>]*aria-hidden="true"/,
    );
    const news = read('news/index.html');
    expect(news).toContain(
      '<link rel="alternate" type="application/rss+xml" title="News" href="../news/rss.xml">',
    );
    expect(news).not.toContain('lectern-rss-button');
    for (const page of ['index.html', 'guides/start.html']) {
      expect(read(page)).not.toContain('application/rss+xml');
      expect(read(page)).not.toContain('lectern-rss-button');
    }
    expect(loadOutputRecord(cache, out)?.files).toEqual(
      expect.arrayContaining(['changelog/rss.xml', 'news/rss.xml']),
    );
  });

  test('a rebuild that skips the page keeps its feed, writes it again when missing, and removes it with the updates', async () => {
    const before = read('changelog/rss.xml');
    fs.rmSync(path.join(out, 'news/rss.xml'));
    const again = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(again.errors).toBe(0);
    expect(read('changelog/rss.xml')).toBe(before);
    expect(read('news/rss.xml')).toContain('June 2025');

    write('news/index.mdx', '---\ntitle: News\n---\n\nNo more updates.\n');
    await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(feeds()).toEqual(['changelog/rss.xml']);
    expect(read('news/index.html')).not.toContain('application/rss+xml');
  });

  test('without a site URL the feed links relative to itself', async () => {
    const bare = path.join(root, 'bare');
    fs.mkdirSync(bare);
    fs.writeFileSync(
      path.join(bare, 'docs.json'),
      JSON.stringify({
        name: 'Acme',
        navigation: { groups: [{ group: 'Docs', pages: ['changelog', 'guides/start'] }] },
      }),
    );
    fs.writeFileSync(path.join(bare, 'changelog.mdx'), CHANGELOG);
    fs.mkdirSync(path.join(bare, 'guides'));
    fs.writeFileSync(path.join(bare, 'guides/start.mdx'), '---\ntitle: Start\n---\n\nGo.\n');
    const bareOut = path.join(root, 'bare-out');
    await buildSite({ srcDir: bare, outDir: bareOut, threads: 1 });
    const xml = read('changelog/rss.xml', bareOut);
    expect(xml).not.toContain('atom:link');
    expect(xml).toContain('<link>../changelog.html#2025-03-14</link>');
    expect(xml).toContain('[start](../guides/start.html)');
  });
});
