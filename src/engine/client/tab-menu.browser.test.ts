/**
 * A tab's `menu` in the browser: the arrow beside the tab opens its items under the tab, and choosing one goes
 * to its first page, with the mouse and with the keyboard alone (a native <details>, no script needed).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

function siteFiles(): SiteFiles {
  const navigation = {
    tabs: [
      { tab: 'Guides', pages: ['index'] },
      {
        tab: 'Developer tools',
        menu: [
          { item: 'API reference', description: 'Endpoints', pages: ['api/users'] },
          { item: 'SDKs', groups: [{ group: 'Clients', pages: ['sdks/node'] }] },
        ],
      },
    ],
  };
  return {
    'docs.json': JSON.stringify({ name: 'Tab menus', navigation }),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    'api/users.mdx': '---\ntitle: Users\n---\n\nThe users endpoint.\n',
    'sdks/node.mdx': '---\ntitle: Node SDK\n---\n\nThe Node client.\n',
  };
}

describe.skipIf(!hasChromium)("a tab's menu in the header, in the browser", () => {
  const site = useBuiltSite(siteFiles());
  const viewport = { width: 1200, height: 800 };

  it('opens under the tab and goes to the chosen item by mouse', async () => {
    const page = await site.open('/index.html', viewport);
    const tabs = page.locator('.lectern-tabs-bar');
    const item = tabs.getByRole('link', { name: 'SDKs' });
    expect(await item.isVisible()).toBe(false);
    await tabs.getByLabel('Developer tools: API reference').click();
    await item.waitFor({ state: 'visible' });
    // The list hangs below the tab bar, over the page, not clipped inside the bar.
    const bar = await tabs.boundingBox();
    const box = await item.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 4);
    // A list, one item under another (not a row like the tab bar's own list).
    const api = await tabs.getByRole('link', { name: /API reference/ }).boundingBox();
    expect(box!.y).toBeGreaterThan(api!.y + api!.height - 1);
    await item.click();
    await page.waitForURL(/sdks\/node\.html$/);
    expect(await page.locator('h1').first().textContent()).toContain('Node SDK');
    // No switcher for the items in the desktop sidebar.
    expect(await page.locator('#sidebar .lectern-switcher:visible').count()).toBe(0);
  });

  it('opens and follows an item with the keyboard alone', async () => {
    const page = await site.open('/index.html', viewport);
    const toggle = page.locator('.lectern-tabs-bar').getByLabel('Developer tools: API reference');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const first = page.locator('.lectern-tabs-bar').getByRole('link', { name: /API reference/ });
    await first.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await first.evaluate((a) => a === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/api\/users\.html$/);
    expect(await page.locator('h1').first().textContent()).toContain('Users');
  });

  it('closes on Escape, focus back on its toggle, and on a click outside it', async () => {
    const page = await site.open('/index.html', viewport);
    const toggle = page.locator('.lectern-tabs-bar').getByLabel('Developer tools: API reference');
    const item = page.locator('.lectern-tabs-bar').getByRole('link', { name: 'SDKs' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await item.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await item.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await toggle.click();
    await item.waitFor({ state: 'visible' });
    await page.locator('h1').first().click();
    await item.waitFor({ state: 'hidden' });
  });
});
