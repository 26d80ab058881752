import { describe, expect, it } from 'vitest';
import { AnchorCheck, fragmentLands, linkTarget, pageAnchors } from './anchor-check.js';

describe('pageAnchors', () => {
  it("lists the content's ids, entities decoded, once each", () => {
    const html =
      '<h2 id="setup">Setup</h2><h2 id="fees-&#x26;-billing">Fees</h2><div id="param-foo"></div>' +
      '<h2 id="setup">Again</h2><p data-id="not-one">x</p><h2 id="a&amp;b&#38;c">x</h2>';
    expect(pageAnchors('guide', { html }).ids).toEqual(['setup', 'fees-&-billing', 'param-foo', 'a&b&c']);
  });

  it('keeps links with a fragment to pages, with their target, file and line', () => {
    const anchors = pageAnchors('guides/intro', {
      html: '',
      fragmentLinks: [
        { href: '/guides/setup#web', resolved: 'setup.html#web', file: 'guides/intro.mdx', line: 4 },
        { href: '#local', resolved: '#local', file: 'guides/intro.mdx', line: 5 },
        { href: '/#x', resolved: '../index.html#x', file: 'snippets/s.mdx' },
        // Same link rendered twice (Markdown in an attribute): once.
        { href: '#local', resolved: '#local', file: 'guides/intro.mdx', line: 5 },
        // Skipped: `#` alone, `#top`, files, other hosts (a redirect to another site).
        { href: '#', resolved: '#', file: 'guides/intro.mdx', line: 6 },
        { href: '#TOP', resolved: '#TOP', file: 'guides/intro.mdx', line: 6 },
        { href: '/a.pdf#page=2', resolved: '../a.pdf#page=2', file: 'guides/intro.mdx', line: 7 },
        { href: '/old#x', resolved: 'https://example.com/new#x', file: 'guides/intro.mdx', line: 8 },
      ],
    });
    expect(anchors.links).toEqual([
      ['guides/setup', '/guides/setup#web', 'guides/intro.mdx', 4],
      ['guides/intro', '#local', 'guides/intro.mdx', 5],
      ['index', '/#x', 'snippets/s.mdx', 0],
    ]);
  });
});

describe('linkTarget', () => {
  it('reads the page back from the resolved href', () => {
    expect(linkTarget('a/b', '../c/d.html?x=1#y')).toBe('c/d');
    expect(linkTarget('a/b', '#y')).toBe('a/b');
    expect(linkTarget('a/b', '?q=1#y')).toBe('a/b');
    expect(linkTarget('a', 'caf%C3%A9.html#y')).toBe('café');
    expect(linkTarget('a', 'b.html')).toBeNull();
    expect(linkTarget('a', '//host/b.html#y')).toBeNull();
  });
});

describe('fragmentLands', () => {
  const ids = new Set(['tui-mode-interactive-development', 'what’s-new', 'fees-&-billing', 'setup']);
  it('takes the fragment as written, decoded, or slugged as headings are, and the layout ids', () => {
    expect(fragmentLands('setup', ids)).toBe(true);
    expect(fragmentLands('what%E2%80%99s-new', ids)).toBe(true);
    expect(fragmentLands('fees-%26-billing', ids)).toBe(true);
    expect(fragmentLands('tui-mode%3A-interactive-development', ids)).toBe(true);
    expect(fragmentLands('Setup', ids)).toBe(true);
    expect(fragmentLands('navbar', ids)).toBe(true);
    expect(fragmentLands('set-up', ids)).toBe(false);
    expect(fragmentLands('%%%', ids)).toBe(false);
  });
});

describe('AnchorCheck', () => {
  it('warns for links whose built target lacks the id, naming file, line and target', () => {
    const check = new AnchorCheck();
    check.add('index', {
      ids: ['local'],
      links: [
        ['guide', '/guide#setup', 'index.mdx', 3],
        ['guide', '/guide#missing', 'index.mdx', 4],
        ['index', '#nope', 'index.mdx', 2],
        ['unbuilt', '/unbuilt#x', 'index.mdx', 5],
      ],
    });
    check.add('guide', { ids: ['setup'] });
    expect(check.diagnostics()).toEqual([
      {
        severity: 'warning',
        code: 'broken-anchor',
        message: 'link to "#nope": page "index" has no heading or element with id "nope"',
        file: 'index.mdx',
        line: 2,
      },
      {
        severity: 'warning',
        code: 'broken-anchor',
        message: 'link to "/guide#missing": page "guide" has no heading or element with id "missing"',
        file: 'index.mdx',
        line: 4,
      },
    ]);
  });
});
