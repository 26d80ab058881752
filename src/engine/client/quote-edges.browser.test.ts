/**
 * A quote's bar spans its text: the last paragraph's bottom margin, or a first heading's top one
 * (`> ### Using PKCE`), ran it on past the text inside the quote (hoppscotch's CLI error messages), where
 * Mintlify's prose lets those margins collapse out of the quote (base.css).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = [
  '> **The specified access token is expired.**',
  'Between.',
  '> ### Using PKCE\n>\n> Opting for PKCE, you gain the option to enhance security.',
  'After.',
].join('\n\n');

describe.skipIf(!hasChromium)('a quote in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Quotes', navigation: { pages: ['index'] } }),
    'index.mdx': `---\ntitle: Quotes\n---\n\n${PAGE}\n`,
  });

  it('holds its first and last blocks flush with the ends of its bar, and stays apart from the text around', async () => {
    const tab = await site.open('/index.html', { width: 1200, height: 900 });
    const quotes = await tab.locator('.lectern-content blockquote').evaluateAll((all) =>
      all.map((quote) => {
        const box = quote.getBoundingClientRect();
        const inner = (el: Element) => el.getBoundingClientRect();
        const padding = getComputedStyle(quote);
        return {
          top: inner(quote.firstElementChild!).top - box.top - parseFloat(padding.paddingTop),
          bottom: box.bottom - inner(quote.lastElementChild!).bottom - parseFloat(padding.paddingBottom),
          after: inner(quote.nextElementSibling!).top - box.bottom,
        };
      }),
    );
    expect(quotes.length).toBe(2);
    for (const quote of quotes) {
      expect(quote.top).toBeCloseTo(0, 0);
      expect(quote.bottom).toBeCloseTo(0, 0);
      expect(quote.after).toBeGreaterThan(10);
    }
  });
});
