/**
 * Bullets are filled discs at every depth, as in Mintlify's prose styles: a list nested in a list, or in a
 * <Step> (whose steps are an <ol>), got the browser's hollow circles (base.css). Steps themselves keep
 * their own numbered markers, with no list marker.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = `---
title: Lists
---

- Top
  - Nested
    - Deeper

<Steps>
<Step title="Install">
- In a step
</Step>
</Steps>
`;

describe.skipIf(!hasChromium)('list markers in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Lists', navigation: { pages: ['index'] } }),
    'index.mdx': PAGE,
  });

  it('draws discs for nested lists and lists inside steps, and no list marker on the steps', async () => {
    const page = await site.open('/index.html');
    const markers = await page
      .locator('.lectern-content ul')
      .evaluateAll((lists) => lists.map((l) => getComputedStyle(l).listStyleType));
    expect(markers.length).toBeGreaterThanOrEqual(4);
    expect(new Set(markers)).toEqual(new Set(['disc']));
    const steps = await page
      .locator('.lectern-content ol')
      .evaluateAll((lists) => lists.map((l) => getComputedStyle(l).listStyleType));
    expect(steps).toEqual(['none']);
  });
});
