/**
 * Twoslash blocks in the browser: hovering a name (or focusing it) shows its type in a popup placed inside
 * the window, above the code block's scrolling box; the copy button copies the code without the popups.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = [
  '---\ntitle: Types\n---',
  '```ts twoslash',
  'function greet(name: string) {\n  return `hi ${name}`;\n}\nconst said = greet("you");',
  '```',
].join('\n');

describe.skipIf(!hasChromium)('twoslash popups', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Types', navigation: { pages: ['index'] } }),
    'index.mdx': PAGE,
  });

  it('shows the type on hover and on focus, inside the window', async () => {
    const page = await site.open('/index.html');
    const name = page.locator('.twoslash-hover', { hasText: 'said' }).first();
    const popup = name.locator('.twoslash-popup-container');
    expect(await popup.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    const box = (await name.boundingBox())!;
    await page.mouse.move(box.x + 3, box.y + box.height / 2);
    await expect.poll(() => popup.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await popup.textContent()).toContain('const said: string');
    const shown = (await popup.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(shown.x + shown.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.mouse.move(0, 0);
    await name.focus();
    await expect.poll(() => popup.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  it('copies the code alone', async () => {
    const page = await site.open('/index.html');
    await page.locator('.lectern-code').hover();
    await page.locator('.lectern-code button.lectern-copy').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('function greet(name: string) {\n  return `hi ${name}`;\n}\nconst said = greet("you");');
  });
});
