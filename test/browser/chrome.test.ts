/**
 * The layout's chrome in Chromium: Tailwind utilities on author markup (light/dark image pairs, responsive
 * grids), the right-hand panel (side column on desktop, inline on phones) and the phone drawer carrying the
 * navbar links. Served over loopback with every other host blocked.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, SCREENSHOTS, useBrowserSite } from './browser.js';
import { buildChromeSite } from './chrome-fixture.js';

const PHONE = { width: 390, height: 844 };

describe.skipIf(!hasChromium)('layout chrome in the browser', () => {
  const { open } = useBrowserSite(buildChromeSite);

  const visibleImages = (page: Page) =>
    page
      .locator('.lectern-content img')
      .evaluateAll((imgs) =>
        imgs
          .filter((img) => (img as HTMLElement).offsetParent !== null)
          .map((img) => (img as HTMLImageElement).alt),
      );

  it('shows exactly one image of a light/dark pair in each theme', async () => {
    const page = await open('/index.html');
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
    await expect(visibleImages(page)).resolves.toEqual(['Light screenshot']);
    await page.getByRole('button', { name: 'Switch between light and dark mode' }).click();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await expect(visibleImages(page)).resolves.toEqual(['Dark screenshot']);
    await page.screenshot({ path: join(SCREENSHOTS, 'chrome-dark-image-pair.png') });
  });

  it('keeps code blocks fixed to one mode in that mode, whatever the page theme', async () => {
    const page = await open('/code.html');
    const look = (mode: string) =>
      page.locator(`#code-${mode}`).evaluate((figure) => {
        const style = (el: Element) => getComputedStyle(el);
        return {
          figure: style(figure).backgroundColor,
          pre: style(figure.querySelector('pre')!).backgroundColor,
          keyword: style(figure.querySelector('pre span span')!).color,
          header: style(figure.querySelector('.lectern-code__header')!).color,
        };
      });
    // The page palettes (base.css) and the Shiki colours of each mode.
    const light = {
      figure: 'rgb(246, 248, 250)',
      pre: 'rgb(255, 255, 255)',
      keyword: 'rgb(215, 58, 73)',
      header: 'rgb(105, 113, 124)',
    };
    const dark = {
      figure: 'rgb(21, 24, 27)',
      pre: 'rgb(36, 41, 46)',
      keyword: 'rgb(249, 117, 131)',
      header: 'rgb(141, 150, 161)',
    };
    await expect(look('dark')).resolves.toEqual(dark);
    await expect(look('light')).resolves.toEqual(light);
    await expect(look('system')).resolves.toEqual(light);
    await page.getByRole('button', { name: 'Switch between light and dark mode' }).click();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await expect(look('dark')).resolves.toEqual(dark);
    await expect(look('light')).resolves.toEqual(light);
    await expect(look('system')).resolves.toEqual(dark);
  });

  it('lays a `grid sm:grid-cols-2` out in two columns on desktop and one on phones', async () => {
    const boxes = async (page: Page) => {
      const cards = page.locator('#grid > div');
      return [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    };
    const desktop = await boxes(await open('/index.html'));
    expect(desktop[1].x).toBeGreaterThan(desktop[0].x + desktop[0].width);
    expect(desktop[1].y).toBe(desktop[0].y);
    const phone = await boxes(await open('/index.html', PHONE));
    expect(phone[1].x).toBe(phone[0].x);
    expect(phone[1].y).toBeGreaterThan(phone[0].y + phone[0].height);
  });

  it('pins the panel and the request example in the right column on desktop', async () => {
    const page = await open('/panel.html');
    const side = page.locator('.lectern-side-panel');
    await expect(side.isVisible()).resolves.toBe(true);
    await expect(page.locator('.lectern-toc').count()).resolves.toBe(0);
    const content = (await page.locator('.lectern-article .lectern-content').boundingBox())!;
    const example = (await side.locator('.lectern-example').boundingBox())!;
    const panel = (await side.locator('.lectern-panel').boundingBox())!;
    expect(example.x).toBeGreaterThanOrEqual(content.x + content.width);
    expect(panel.y).toBeGreaterThan(example.y);
    await expect(side.getByText('Pinned note.').isVisible()).resolves.toBe(true);
    // Still there after scrolling: the column is sticky.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = (await side.locator('.lectern-example').boundingBox())!;
    expect(scrolled.y).toBeGreaterThanOrEqual(0);
    expect(scrolled.y).toBeLessThan(900);
    await page.screenshot({ path: join(SCREENSHOTS, 'chrome-panel-desktop.png') });
  });

  it('puts the panel pieces back inline on a phone, and in the column again when the window widens', async () => {
    const page = await open('/panel.html', PHONE);
    await expect(page.locator('.lectern-side-panel').isVisible()).resolves.toBe(false);
    const intro = (await page.locator('#intro').boundingBox())!;
    const example = (await page.locator('.lectern-example').boundingBox())!;
    const after = (await page.locator('#after').boundingBox())!;
    expect(example.y).toBeGreaterThan(intro.y);
    expect(example.y + example.height).toBeLessThanOrEqual(after.y);
    await expect(page.locator('.lectern-article .lectern-example').isVisible()).resolves.toBe(true);
    await expect(page.locator('.lectern-article .lectern-panel').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    // The content takes the phone's whole width (less its padding), as on pages without a panel.
    expect((await page.locator('.lectern-article').boundingBox())!.width).toBeGreaterThan(PHONE.width - 48);
    await page.screenshot({ path: join(SCREENSHOTS, 'chrome-panel-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.waitForFunction(() => document.querySelector('.lectern-side-panel .lectern-example') !== null);
    await expect(page.locator('.lectern-side-panel').isVisible()).resolves.toBe(true);
  });

  it('reaches the navbar links and the primary button from the drawer at 390px', async () => {
    const page = await open('/index.html', PHONE);
    const header = page.locator('.lectern-header');
    await expect(header.getByRole('link', { name: 'Support' }).isVisible()).resolves.toBe(false);
    await expect(header.getByRole('link', { name: 'Sign up' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.locator('#sidebar .lectern-mobile-links');
    await expect(drawer.getByRole('link', { name: 'Support' }).isVisible()).resolves.toBe(true);
    await expect(drawer.getByRole('link', { name: 'Sign up' }).isVisible()).resolves.toBe(true);
    // The drawer slides in; photograph it once it has arrived.
    await page.waitForFunction(
      () => getComputedStyle(document.getElementById('sidebar')!).transform === 'none',
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'chrome-drawer-links.png') });
    await drawer.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/signup\.html$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Sign up');
  });

  it('shows a GitHub navbar link as an outlined button with its mark, in both themes and in the drawer', async () => {
    const page = await open('/index.html');
    const github = page.locator('.lectern-header .lectern-brand-link');
    const look = () =>
      github.evaluate((a) => {
        const style = getComputedStyle(a);
        const icon = a.querySelector('svg')!.getBoundingClientRect();
        return {
          text: a.textContent,
          border: `${style.borderTopWidth} ${style.borderTopStyle}`,
          background: style.backgroundColor,
          icon: [icon.width, icon.height],
          height: a.getBoundingClientRect().height,
        };
      });
    // The theme's soft background in each mode (base.css), a 1px outline, the 16px mark beside the name.
    const light = await look();
    expect(light).toEqual({
      text: 'GitHub',
      border: '1px solid',
      background: 'rgb(247, 248, 249)',
      icon: [16, 16],
      height: 32,
    });
    await page.locator('.lectern-header').screenshot({ path: join(SCREENSHOTS, 'chrome-github-light.png') });
    await page.getByRole('button', { name: 'Switch between light and dark mode' }).click();
    await expect(look()).resolves.toEqual({ ...light, background: 'rgb(21, 24, 27)' });
    await page.locator('.lectern-header').screenshot({ path: join(SCREENSHOTS, 'chrome-github-dark.png') });

    const phone = await open('/index.html', PHONE);
    await expect(phone.locator('.lectern-header .lectern-brand-link').isVisible()).resolves.toBe(false);
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    await phone.getByRole('button', { name: 'Open navigation' }).click();
    const inDrawer = phone.locator('#sidebar .lectern-mobile-links').getByRole('link', { name: 'GitHub' });
    await expect(inDrawer.isVisible()).resolves.toBe(true);
    await expect(inDrawer.locator('svg').isVisible()).resolves.toBe(true);
    await phone.waitForFunction(
      () => getComputedStyle(document.getElementById('sidebar')!).transform === 'none',
    );
    await phone.screenshot({ path: join(SCREENSHOTS, 'chrome-github-drawer.png') });
  });

  it('keeps the drawer copies out of sight on desktop', async () => {
    const page = await open('/index.html');
    await expect(page.locator('.lectern-mobile-links').isVisible()).resolves.toBe(false);
    await expect(
      page.locator('.lectern-header').getByRole('link', { name: 'Support' }).isVisible(),
    ).resolves.toBe(true);
  });
});
