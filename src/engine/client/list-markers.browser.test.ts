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

- [x] Done
- [ ] Open

A claim[^1].

[^1]: Its source.
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
    expect(markers.filter((m) => m !== 'disc')).toEqual(['none']); // the task list
    const steps = await page
      .locator('.lectern-content ol:not([data-footnotes] ol)')
      .evaluateAll((lists) => lists.map((l) => getComputedStyle(l).listStyleType));
    expect(steps).toEqual(['none']);
  });

  it('gives a task list its checkboxes without bullets, and hides the footnotes label from sight only', async () => {
    const page = await site.open('/index.html');
    const task = page.locator('.lectern-content ul.contains-task-list');
    expect(await task.evaluate((l) => getComputedStyle(l).listStyleType)).toBe('none');
    expect(await task.locator('input[type="checkbox"]').count()).toBe(2);
    const label = page.locator('#footnote-label');
    expect(await label.count()).toBe(1);
    const box = (await label.boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(1);
  });
});
