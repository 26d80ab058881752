/**
 * On a phone a long tab title wraps instead of filling the tab row, so the next tab shows beside it: with
 * one title as wide as the row, nothing told the reader the row scrolls to other tabs. Short titles stay on
 * one line, and on a wide screen nothing wraps.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const LONG = 'Install with the package manager of your distribution';

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({ name: 'Tabs', navigation: { pages: ['index'] } }),
  'index.mdx': `---
title: Long tab titles
---

<Tabs>
<Tab title="${LONG}">
First.
</Tab>
<Tab title="Build from source">
Second.
</Tab>
</Tabs>

<CodeGroup>
\`\`\`bash ${LONG}
apt install x
\`\`\`
\`\`\`bash Docker
docker run x
\`\`\`
</CodeGroup>
`,
};

/** Each tab row's tabs: left edge, width, and whether its title takes more than one line. */
function tabBoxes(page: Page, list: string) {
  return page.locator(list).evaluateAll((tabs) =>
    tabs.map((tab) => {
      const box = tab.getBoundingClientRect();
      // The title's label: its height in lines of its own line height.
      const label = tab.querySelector('span') ?? tab;
      const lines = Math.round(
        label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight),
      );
      return { left: box.left, right: box.right, lines: lines > 1 ? 'wrapped' : 'one line' };
    }),
  );
}

describe.skipIf(!hasChromium)('long tab titles, in the browser', () => {
  const site = useBuiltSite(FILES);

  for (const list of ['.lectern-tabs__list > [role="tab"]', '.lectern-code-group [role="tab"]']) {
    it(`shows the next tab beside a long title on a phone (${list})`, async () => {
      const page = await site.open('/index.html', { width: 390, height: 800 });
      const [first, second] = await tabBoxes(page, list);
      expect(first!.lines).toBe('wrapped');
      expect(second!.left).toBeLessThan(390 - 40);
      expect(second!.lines).toBe('one line');
    });

    it(`keeps every title on one line on a wide screen (${list})`, async () => {
      const page = await site.open('/index.html', { width: 1400, height: 800 });
      const boxes = await tabBoxes(page, list);
      expect(boxes.map((b) => b.lines)).toEqual(['one line', 'one line']);
    });
  }
});
