/**
 * Mintlify's layout ids and `<Tabs>` hooks in the browser: a site's rules for `#navigation-items`,
 * `#content-container`, `#content-side-layout` and `.tab` reach real boxes without moving the columns, and
 * clicking a tab moves `data-active="true"` to it (widgets.js), as sites' `[data-active="true"]` rules expect.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const STYLE = `#navigation-items .sidebar-group-header { color: rgb(255, 0, 0); }
#content-container { outline: 4px solid rgb(0, 128, 0); }
#content-side-layout { outline: 4px solid rgb(0, 0, 255); }
.tab { background-color: rgb(255, 255, 0); }
[data-component-part="tab-button"][data-active="true"] { color: rgb(1, 2, 3); }
`;

const PAGE = `---
title: Hooks
---

## Install

<Tabs>
  <Tab title="First">One</Tab>
  <Tab title="Second">Two</Tab>
</Tabs>

## Use

${'A paragraph long enough to make the page scroll.\n\n'.repeat(80)}`;

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({
    name: 'Hooks',
    navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
  }),
  'index.mdx': PAGE,
  'style.css': STYLE,
};

describe.skipIf(!hasChromium)("Mintlify's layout ids and tab hooks, in the browser", () => {
  const site = useBuiltSite(FILES);
  const viewport = { width: 1400, height: 900 };

  it("styles the elements a site's rules name, the columns staying where they were", async () => {
    const page = await site.open('/index.html', viewport);
    const style = (selector: string, prop: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
    await expect(style('.sidebar-group-header', 'color')).resolves.toBe('rgb(255, 0, 0)');
    await expect(style('.lectern-tabs__tab', 'background-color')).resolves.toBe('rgb(255, 255, 0)');
    // Real boxes: an outline shows around each.
    const container = (await page.locator('#content-container').boundingBox())!;
    const side = (await page.locator('#content-side-layout').boundingBox())!;
    const main = (await page.locator('#content-area').boundingBox())!;
    const toc = (await page.locator('#table-of-contents').boundingBox())!;
    const sidebar = (await page.locator('#sidebar').boundingBox())!;
    expect(container.width).toBeGreaterThan(0);
    expect(side.width).toBeGreaterThan(0);
    // The sidebar, then the content, then the table of contents, side by side as before.
    expect(container.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width - 1);
    expect(main.x).toBeGreaterThanOrEqual(container.x - 1);
    expect(toc.x).toBeGreaterThanOrEqual(main.x + main.width - 1);
    expect(side.x + side.width).toBeLessThanOrEqual(container.x + container.width + 1);
    expect(toc.y).toBeLessThan(main.y + 100);
    // The table of contents still stays in view as the page scrolls (sticky inside its column).
    await page.evaluate(() => window.scrollTo(0, 1500));
    const after = (await page.locator('#table-of-contents').boundingBox())!;
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.y).toBeLessThan(200);
    // A site hiding the side column (sites do, for a chat panel) gives its width to the content.
    await page.addStyleTag({ content: '#content-side-layout { display: none; }' });
    const wider = (await page.locator('#content-area').boundingBox())!;
    expect(wider.width).toBeGreaterThan(main.width + side.width - 2);
  });

  it('moves data-active="true" to the tab clicked', async () => {
    const page = await site.open('/index.html', viewport);
    const tabs = page.locator('.lectern-tabs [data-component-part="tab-button"]');
    const active = () => tabs.evaluateAll((els) => els.map((el) => el.getAttribute('data-active')));
    await expect(active()).resolves.toEqual(['true', 'false']);
    await page.getByRole('tab', { name: 'Second' }).click();
    await expect(active()).resolves.toEqual(['false', 'true']);
    await expect(
      page
        .locator('[data-component-part="tab-button"][data-active="true"]')
        .evaluate((el) => getComputedStyle(el).color),
    ).resolves.toBe('rgb(1, 2, 3)');
    // With the keyboard too.
    await page.keyboard.press('ArrowLeft');
    await expect(active()).resolves.toEqual(['true', 'false']);
  });
});
