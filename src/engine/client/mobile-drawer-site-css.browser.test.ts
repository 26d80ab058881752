/**
 * A site's CSS for `#sidebar` is written for Mintlify's desktop column: on phones Mintlify shows another
 * element (`#mobile-nav`, customize/custom-scripts.mdx), which that CSS never reaches. Here the drawer is the
 * same `#sidebar`, so its place on the screen must not follow such a rule (`#sidebar { top: 12rem }` left a
 * band of the page showing above the open menu), while the desktop column still does.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

describe.skipIf(!hasChromium)('mobile drawer and a site’s #sidebar CSS, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({
      name: 'Drawer',
      navigation: { groups: [{ group: 'Guides', pages: ['index', 'other'] }] },
    }),
    'style.css': '#sidebar {\n  top: 12rem;\n  height: 50vh;\n}\n',
    'index.mdx': '---\ntitle: Home\n---\n\nSome text.\n',
    'other.mdx': '---\ntitle: Other\n---\n\nMore text.\n',
  });

  const sidebarBox = (tab: Awaited<ReturnType<typeof site.open>>) =>
    tab.evaluate(() => {
      const box = document.querySelector('#sidebar')!.getBoundingClientRect();
      return { top: Math.round(box.top), bottom: Math.round(box.bottom) };
    });

  it('opens the drawer over the whole height of a phone', async () => {
    const tab = await site.open('/index.html', { width: 390, height: 844 });
    await tab.locator('.lectern-nav-toggle').click();
    await tab.waitForFunction(() => document.documentElement.hasAttribute('data-nav-open'));
    await expect(sidebarBox(tab)).resolves.toEqual({ top: 0, bottom: 844 });
  });

  it('keeps the rule for the desktop column', async () => {
    const tab = await site.open('/index.html', { width: 1280, height: 900 });
    await expect(tab.evaluate(() => getComputedStyle(document.querySelector('#sidebar')!).top)).resolves.toBe(
      '192px',
    );
  });
});
