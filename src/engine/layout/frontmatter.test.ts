/**
 * Page frontmatter and page-level inputs in the layout: the deprecated badge, `url:` redirects, `<base>`,
 * hidden pagination. Each test fails if its feature stops reaching the page.
 */
import { describe, expect, it } from 'vitest';
import { fixtureInput, fixturePage, fixtureSite as site } from './fixtures.js';
import { renderLayout } from './index.js';

describe('frontmatter', () => {
  it('marks deprecated pages beside the title', () => {
    const html = renderLayout(fixtureInput({ page: fixturePage({ frontmatter: { deprecated: true } }) }));
    expect(html).toContain(
      '<div class="lectern-page-title-row"><h1 class="lectern-page-title" id="page-title" data-pagefind-meta="title">Install</h1><span class="lectern-deprecated-badge">Deprecated</span></div>',
    );
    expect(
      renderLayout(
        fixtureInput({
          site: site({ lang: 'fr' }),
          page: fixturePage({ frontmatter: { deprecated: true } }),
        }),
      ),
    ).toContain('>Obsolète</span>');
    expect(renderLayout(fixtureInput())).not.toContain('lectern-deprecated-badge');
  });

  it('turns a url: page into a redirect that stays out of search engines', () => {
    // `url:` is validated once, by nav (entryFromSource), and reaches the layout as `redirect`.
    const html = renderLayout(fixtureInput({ redirect: 'https://www.npmjs.com/package/mint' }));
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://www.npmjs.com/package/mint">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('lectern-pagination');
    // A path on the site is a page link, relative to this page like any other.
    const local = renderLayout(fixtureInput({ rootPrefix: '../', redirect: '/guides/x' }));
    expect(local).toContain('<meta http-equiv="refresh" content="0; url=../guides/x.html">');
    expect(local).toContain('<meta name="robots" content="noindex">');
    expect(local).not.toContain('rel="canonical"');
    const unsafe = renderLayout(fixtureInput({ redirect: 'javascript:alert(1)' }));
    expect(unsafe).not.toContain('http-equiv="refresh"');
    // The frontmatter itself is not read again here.
    const unchecked = renderLayout(
      fixtureInput({ page: fixturePage({ frontmatter: { url: '/guides/x' } }) }),
    );
    expect(unchecked).not.toContain('http-equiv="refresh"');
  });

  it('puts <base href> first in the head when given', () => {
    const html = renderLayout(
      fixtureInput({ kind: 'notFound', rootPrefix: '', base: '/docs/', redirect: 'index.html' }),
    );
    expect(html).toMatch(
      /<head>\n<base href="\/docs\/">\n<meta http-equiv="refresh" content="0; url=index.html">\n<meta charset="utf-8">/,
    );
    expect(renderLayout(fixtureInput())).not.toContain('<base');
  });

  it('hides prev/next with hideFooterPagination', () => {
    expect(
      renderLayout(fixtureInput({ page: fixturePage({ frontmatter: { hideFooterPagination: true } }) })),
    ).not.toContain('lectern-pagination');
  });
});
