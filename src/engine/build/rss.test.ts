/**
 * The RSS feed writer (rss.ts, rss-content.ts) on pages rendered by the real pipeline: one item per
 * `<Update>`, its content as plain Markdown (components, code blocks and HTML left out), the `rss` prop in
 * place of label and content, dates, escaping, and links with and without the site's URL.
 */
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../markdown/index.js';
import { createTestContext } from '../markdown/test-context.js';
import { cdata, feedFileOf, pageFeed, parseUpdateDate, rssXml } from './rss.js';

async function render(source: string, file = 'changelog.mdx') {
  const renderer = await createRenderer({});
  const assets = new Set(['/images/new.png']);
  const page = await renderer.render(source, createTestContext({ srcDir: '/nonexistent', file, assets }));
  expect(page.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return page;
}

const CHANGELOG = [
  '---',
  'title: Changelog',
  'description: Product updates',
  '---',
  '',
  'Intro text is not an update.',
  '',
  '<Update label="March 14, 2025" description="v2.0.0" tags={["Dashboard", "API"]}>',
  '  Highlights of the release.',
  '',
  '  ## New dashboard',
  '',
  '  A **redesigned** dashboard, see [the guide](/guides/start#top) and `npm i acme`.',
  '',
  '  ![Dashboard](/images/new.png)',
  '',
  '  <Note>A component, left out.</Note>',
  '',
  '  ```bash',
  '  acme deploy',
  '  ```',
  '',
  '  Plain <b>HTML</b> dropped, [elsewhere](https://example.com/x).',
  '',
  '  ## API changes',
  '',
  '  - one',
  '  - two',
  '</Update>',
  '',
  '<Update label="v1.9.0" description="2025-02-01" rss={{ title: "Version 1.9", description: "Faster builds ]]> and more" }}>',
  '  <Frame><img src="/images/new.png" alt="x" /></Frame>',
  '</Update>',
  '',
  '<Update label="Older">',
  '  Nothing dated.',
  '</Update>',
].join('\n');

describe('page feeds', () => {
  it('writes one item per update (per heading when it has Markdown headings), with links under the site URL, dates, tags and plain Markdown', async () => {
    const page = await render(CHANGELOG);
    const feed = pageFeed({
      path: 'changelog',
      title: page.title,
      description: page.description,
      html: page.html,
      base: 'https://docs.acme.dev',
      lang: 'en',
    });
    expect(feed?.file).toBe('changelog/rss.xml');
    expect(feed?.xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        '  <channel>',
        '    <title><![CDATA[Changelog]]></title>',
        '    <description><![CDATA[Product updates]]></description>',
        '    <link>https://docs.acme.dev/changelog</link>',
        '    <atom:link href="https://docs.acme.dev/changelog/rss.xml" rel="self" type="application/rss+xml"/>',
        '    <language>en</language>',
        '    <generator>Lectern</generator>',
        // Mintlify: "Updates with Markdown headings create a separate RSS feed entry for each heading";
        // what comes before the first heading is an entry titled by the label.
        '    <item>',
        '      <title><![CDATA[March 14, 2025]]></title>',
        '      <link>https://docs.acme.dev/changelog#march-14-2025</link>',
        '      <guid isPermaLink="true">https://docs.acme.dev/changelog#march-14-2025</guid>',
        '      <pubDate>Fri, 14 Mar 2025 00:00:00 GMT</pubDate>',
        '      <category><![CDATA[Dashboard]]></category>',
        '      <category><![CDATA[API]]></category>',
        '      <description><![CDATA[Highlights of the release.]]></description>',
        '    </item>',
        '    <item>',
        '      <title><![CDATA[New dashboard]]></title>',
        '      <link>https://docs.acme.dev/changelog#new-dashboard</link>',
        '      <guid isPermaLink="true">https://docs.acme.dev/changelog#new-dashboard</guid>',
        '      <pubDate>Fri, 14 Mar 2025 00:00:00 GMT</pubDate>',
        '      <category><![CDATA[Dashboard]]></category>',
        '      <category><![CDATA[API]]></category>',
        '      <description><![CDATA[A **redesigned** dashboard, see [the guide](https://docs.acme.dev/guides/start#top) and `npm i acme`.',
        '',
        '![Dashboard](https://docs.acme.dev/images/new.png)',
        '',
        'Plain dropped, [elsewhere](https://example.com/x).]]></description>',
        '    </item>',
        '    <item>',
        '      <title><![CDATA[API changes]]></title>',
        '      <link>https://docs.acme.dev/changelog#api-changes</link>',
        '      <guid isPermaLink="true">https://docs.acme.dev/changelog#api-changes</guid>',
        '      <pubDate>Fri, 14 Mar 2025 00:00:00 GMT</pubDate>',
        '      <category><![CDATA[Dashboard]]></category>',
        '      <category><![CDATA[API]]></category>',
        '      <description><![CDATA[- one',
        '- two]]></description>',
        '    </item>',
        '    <item>',
        '      <title><![CDATA[Version 1.9]]></title>',
        '      <link>https://docs.acme.dev/changelog#v1-9-0</link>',
        '      <guid isPermaLink="true">https://docs.acme.dev/changelog#v1-9-0</guid>',
        '      <pubDate>Sat, 01 Feb 2025 00:00:00 GMT</pubDate>',
        '      <description><![CDATA[Faster builds ]]]]><![CDATA[> and more]]></description>',
        '    </item>',
        '    <item>',
        '      <title><![CDATA[Older]]></title>',
        '      <link>https://docs.acme.dev/changelog#older</link>',
        '      <guid isPermaLink="true">https://docs.acme.dev/changelog#older</guid>',
        '      <description><![CDATA[Nothing dated.]]></description>',
        '    </item>',
        '  </channel>',
        '</rss>',
        '',
      ].join('\n'),
    );
  });

  it('without a site URL, links are relative to the feed and guids are no permalinks', async () => {
    const page = await render(CHANGELOG, 'product/changelog.mdx');
    const feed = pageFeed({ path: 'product/changelog', title: page.title, html: page.html });
    expect(feed?.file).toBe('product/changelog/rss.xml');
    const xml = feed!.xml;
    expect(xml).not.toContain('atom:link');
    expect(xml).not.toContain('lectern.invalid');
    // The page's title stands in for a missing description (RSS requires one).
    expect(xml).toContain('<description><![CDATA[Changelog]]></description>');
    expect(xml).toContain('<link>../changelog.html</link>');
    expect(xml).toContain('<link>../changelog.html#march-14-2025</link>');
    expect(xml).toContain('<guid isPermaLink="false">product/changelog#march-14-2025</guid>');
    expect(xml).toContain('[the guide](../../guides/start.html#top)');
    expect(xml).toContain('![Dashboard](../../images/new.png)');
  });

  it('puts the home page feed at the root and a folder index page feed in its folder', () => {
    expect(feedFileOf('index')).toBe('rss.xml');
    expect(feedFileOf('guides/index')).toBe('guides/rss.xml');
    expect(feedFileOf('guides/changelog')).toBe('guides/changelog/rss.xml');
  });

  it('gives no feed for a page without updates', async () => {
    const page = await render('---\ntitle: Plain\n---\n\nNo updates here.\n');
    expect(pageFeed({ path: 'plain', title: 'Plain', html: page.html })).toBeNull();
  });

  it('keeps the text of a broken link and drops inline components', () => {
    const html =
      '<div class="lectern-update" id="one"><div class="lectern-update__meta"><a class="lectern-update__label" href="#one">One</a></div>' +
      '<div class="lectern-update__content"><p>See <span class="lectern-broken-link">the <em>old</em> page</span> and <span class="lectern-badge">new</span>.</p>' +
      '<div class="lectern-callout"><p>Hidden.</p></div></div></div>';
    const xml = pageFeed({ path: 'changelog', title: 'C', html })!.xml;
    expect(xml).toContain('<description><![CDATA[See the _old_ page and .]]></description>');
  });

  it('titles an update without a label by its description, and shows no placeholder for the label', async () => {
    const page = await render('<Update description="v3.0.0">\n  Text.\n</Update>\n');
    expect(page.html).not.toContain('lectern-remote-media');
    const xml = pageFeed({ path: 'changelog', title: 'C', html: page.html })!.xml;
    expect(xml).toContain('<title><![CDATA[v3.0.0]]></title>');
  });

  it('keeps a tag holding a comma as one category', async () => {
    const page = await render('<Update label="One" tags={["Fixes, misc", "API"]}>\n  Text.\n</Update>\n');
    const xml = pageFeed({ path: 'changelog', title: 'C', html: page.html })!.xml;
    const categories = [...xml.matchAll(/<category><!\[CDATA\[(.*?)\]\]><\/category>/g)].map((m) => m[1]);
    expect(categories).toEqual(['Fixes, misc', 'API']);
  });

  it('gives one item for an update with the rss prop, headings and all, and none for headings in components', async () => {
    const page = await render(
      [
        '<Update label="One" rss={{ title: "Custom" }}>\n  ## First\n\n  a\n\n  ## Second\n\n  b\n</Update>',
        '<Update label="Two">\n  Text.\n\n  <Accordion title="More">\n    ## Inside\n\n    Hidden.\n  </Accordion>\n</Update>',
        '<Update label="Three">\n  ## Only heading\n</Update>',
      ].join('\n\n'),
    );
    const xml = pageFeed({ path: 'changelog', title: 'C', html: page.html })!.xml;
    const titles = [...xml.matchAll(/<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(['C', 'Custom', 'Two', 'Only heading']);
    expect(xml).toContain('<description><![CDATA[## First\n\na\n\n## Second\n\nb]]></description>');
    expect(xml).toContain('<link>../changelog.html#only-heading</link>');
  });

  it('takes a string rss prop as the description, and nested updates as content', async () => {
    const page = await render(
      '<Update label="One" rss="Short text">\n  Long text.\n\n  <Update label="Inner">\n    Inner text.\n  </Update>\n</Update>\n',
    );
    const xml = pageFeed({ path: 'changelog', title: 'C', html: page.html })!.xml;
    expect(xml.match(/<item>/g)).toHaveLength(1);
    expect(xml).toContain('<description><![CDATA[Short text]]></description>');
  });
});

describe('feed dates', () => {
  it.each([
    ['2025-03-14', 'Fri, 14 Mar 2025 00:00:00 GMT'],
    ['2025/3/4', 'Tue, 04 Mar 2025 00:00:00 GMT'],
    ['March 14, 2025', 'Fri, 14 Mar 2025 00:00:00 GMT'],
    ['Mar 14th 2025', 'Fri, 14 Mar 2025 00:00:00 GMT'],
    ['14 March 2025', 'Fri, 14 Mar 2025 00:00:00 GMT'],
    ['Sept. 2, 2024', 'Mon, 02 Sep 2024 00:00:00 GMT'],
    ['March 2025', 'Sat, 01 Mar 2025 00:00:00 GMT'],
    ['2025-06-23T16:54:22Z', 'Mon, 23 Jun 2025 16:54:22 GMT'],
    ['2025-06-23T18:54:22+02:00', 'Mon, 23 Jun 2025 16:54:22 GMT'],
  ])('reads %s', (text, expected) => {
    expect(parseUpdateDate(text)?.toUTCString()).toBe(expected);
  });

  it.each(['v2.5.0', '2.5.0', 'Q1 2025', '2025-02-30', 'Smarch 3, 2025', '2025-06-23T16:54:22', 'Today'])(
    'finds no date in %s',
    (text) => {
      expect(parseUpdateDate(text)).toBeNull();
    },
  );
});

describe('feed escaping', () => {
  it('splits ]]> across CDATA sections and drops characters XML cannot hold', () => {
    expect(cdata('a]]>b]]>')).toBe('<![CDATA[a]]]]><![CDATA[>b]]]]><![CDATA[>]]>');
    expect(cdata('bell\u0007 tab\t \uD800lone')).toBe('<![CDATA[bell tab\t lone]]>');
  });

  it('escapes links and attributes', () => {
    const xml = rssXml({
      title: 'T',
      description: 'D',
      link: 'https://x.dev/a?b=1&c="2"',
      self: 'https://x.dev/<rss>.xml',
      items: [
        {
          title: '<b>',
          link: 'https://x.dev/a?b&c',
          guid: 'g&1',
          permalink: false,
          categories: [],
          description: '',
        },
      ],
    });
    expect(xml).toContain('<link>https://x.dev/a?b=1&amp;c=&quot;2&quot;</link>');
    expect(xml).toContain('href="https://x.dev/&lt;rss&gt;.xml"');
    expect(xml).toContain('<title><![CDATA[<b>]]></title>');
    expect(xml).toContain('<guid isPermaLink="false">g&amp;1</guid>');
    expect(xml).not.toContain('<description><![CDATA[]]>');
  });
});
