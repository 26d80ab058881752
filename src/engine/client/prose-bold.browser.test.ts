/**
 * Bold text and step titles as Mintlify draws them: Tailwind Typography's `strong` is semibold in the headings'
 * colour, a step darker than the body text (inherited in a link), and a step's title is `text-gray-900`, the
 * headings' colour too. Both read in the body's softer colour, and bold at 700.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = `---
title: Bold
---

## Heading

A paragraph with **bold words** and a <a href="https://example.com" style={{ color: 'rgb(200, 0, 0)' }}><strong>red link</strong></a>.

<Steps>
  <Step title="Define intent">
    Body.
  </Step>
</Steps>
`;

describe.skipIf(!hasChromium)('bold text and step titles, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Bold', navigation: { pages: ['index'] } }),
    'index.mdx': PAGE,
  });

  it('are in the headings colour, bold at 600, and a link keeps its own colour', async () => {
    const page = await site.open('/index.html');
    const found = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        heading: style('.lectern-content h2').color,
        body: style('.lectern-content p').color,
        bold: style('.lectern-content p > strong').color,
        weight: style('.lectern-content p > strong').fontWeight,
        link: style('.lectern-content p > a').color,
        linkBold: style('.lectern-content p > a strong').color,
        stepTitle: style('.lectern-step__title').color,
      };
    });
    expect(found.heading).not.toBe(found.body);
    expect(found.bold).toBe(found.heading);
    expect(found.weight).toBe('600');
    expect(found.link).toBe('rgb(200, 0, 0)');
    expect(found.linkBold).toBe(found.link);
    expect(found.stepTitle).toBe(found.heading);
  });
});
