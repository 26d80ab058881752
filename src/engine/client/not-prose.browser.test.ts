/**
 * `not-prose`, as Mintlify's pages honour it (Tailwind Typography): an author's region so marked (a landing
 * page's hand-made grid) gets none of the content's reading styles (link underlines, paragraph margins,
 * heading sizes, inline-code pills), while the rest of the page keeps them.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = `---
title: Landing
---

A [link](/index) in prose.

Inline \`code\` in prose.

<div className="not-prose">
  <h2>Hand-made heading</h2>
  <p>A paragraph with <a href="/index">a link</a> and <code>code</code>.</p>
</div>
`;

describe.skipIf(!hasChromium)('not-prose regions, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Landing', navigation: { pages: ['index'] } }),
    'index.mdx': PAGE,
  });

  it('keep none of the reading styles the rest of the content has', async () => {
    const page = await site.open('/index.html');
    const styles = await page.evaluate(() => {
      const look = (el: Element) => {
        const s = getComputedStyle(el);
        return {
          underline: s.textDecorationLine,
          marginBottom: s.marginBottom,
          fontSize: s.fontSize,
          background: s.backgroundColor,
        };
      };
      const prose = document.querySelector('.lectern-content > p')!;
      const plain = document.querySelector('.not-prose')!;
      return {
        proseLink: look(prose.querySelector('a')!).underline,
        plainLink: look(plain.querySelector('a')!).underline,
        proseParagraph: look(prose).marginBottom,
        plainParagraph: look(plain.querySelector('p')!).marginBottom,
        proseCode: look(document.querySelectorAll('.lectern-content > p')[1]!.querySelector('code')!)
          .background,
        plainCode: look(plain.querySelector('code')!).background,
        plainHeading: look(plain.querySelector('h2')!).fontSize,
        body: look(plain).fontSize,
      };
    });
    expect(styles.proseLink).toBe('underline');
    expect(styles.plainLink).toBe('none');
    expect(styles.proseParagraph).not.toBe('0px');
    expect(styles.plainParagraph).toBe('0px');
    expect(styles.proseCode).not.toBe('rgba(0, 0, 0, 0)');
    expect(styles.plainCode).toBe('rgba(0, 0, 0, 0)');
    // The region's own text size, as Tailwind's preflight leaves a heading, not the content's heading scale.
    expect(styles.plainHeading).toBe(styles.body);
  });
});
