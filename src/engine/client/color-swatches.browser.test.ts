/**
 * `<Color>` in the browser, as @mintlify/components' Color: each swatch is a button, named, that copies its
 * value from the keyboard as from the mouse; a `{light, dark}` value shows and copies the current theme's;
 * the table variant shows swatches only, the value in a tooltip, after the row's title at the left.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = [
  '---',
  'title: Colours',
  '---',
  '',
  '<Color variant="compact">',
  '  <Color.Item name="blue-500" value="#3B82F6" />',
  '  <Color.Item name="bg" value={{ light: "#FFFFFF", dark: "#000000" }} />',
  '</Color>',
  '',
  '<Color variant="table">',
  '  <Color.Row title="Primary">',
  '    <Color.Item name="primary-500" value="#33FF57" />',
  '  </Color.Row>',
  '</Color>',
  '',
].join('\n');

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe.skipIf(!hasChromium)('colour swatches, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'T', navigation: { pages: ['colors'] } }),
    'colors.mdx': PAGE,
  });

  it('copies a value from the keyboard, with the copied feedback', async () => {
    const page = await site.open('/colors.html');
    const blue = page.getByRole('button', { name: 'blue-500' });
    await page.locator('h1').first().click();
    for (let i = 0; i < 40 && !(await blue.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await blue.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('.lectern-color__item[data-copied]').waitFor();
    expect(await clipboard(page)).toBe('#3B82F6');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => clipboard(page)).toBe('#FFFFFF');
  });

  it("shows and copies the current theme's value of a light/dark pair", async () => {
    const page = await site.open('/colors.html');
    const value = page.locator('.lectern-color__item', { hasText: 'bg' }).locator('.lectern-color__value');
    expect(await value.innerText()).toBe('#FFFFFF');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await value.innerText()).toBe('#000000');
    await page.getByRole('button', { name: 'bg' }).click();
    await expect.poll(() => clipboard(page)).toBe('#000000');
  });

  it('shows table rows as swatches after the title, the value in a tooltip', async () => {
    const page = await site.open('/colors.html');
    const row = page.locator('.lectern-color--table .lectern-color__row');
    const swatch = row.getByRole('button', { name: 'primary-500' });
    // No name or value under the swatch.
    expect(await row.innerText()).not.toContain('primary-500');
    const tip = row.getByRole('tooltip');
    expect(await tip.isVisible()).toBe(false);
    await swatch.focus();
    expect(await tip.isVisible()).toBe(true);
    expect(await tip.innerText()).toBe('#33FF57');
    expect(await swatch.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    const title = (await row.locator('.lectern-color__row-title').boundingBox())!;
    const box = (await swatch.boundingBox())!;
    expect(title.x + title.width).toBeLessThanOrEqual(box.x);
    expect(Math.abs(title.y + title.height / 2 - (box.y + box.height / 2))).toBeLessThan(4);
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toBe('#33FF57');
  });
});
