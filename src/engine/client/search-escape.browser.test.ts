/**
 * The search dialog closes on one Escape, as its "Esc" key hint says and Mintlify's does, also after a query
 * was typed: Chromium's `type="search"` field would otherwise take that first Escape to clear itself and
 * keep the dialog open.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

describe.skipIf(!hasChromium)('search dialog and Escape, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Escape', navigation: { pages: ['index', 'other'] } }),
    'index.mdx': '---\ntitle: Home\n---\n\nThe gadget lives here.\n',
    'other.mdx': '---\ntitle: Other\n---\n\nAnother gadget page.\n',
  });

  const dialogOpen = (tab: Awaited<ReturnType<typeof site.open>>) =>
    tab.evaluate(() => document.querySelector<HTMLDialogElement>('dialog[data-lectern-search-dialog]')!.open);

  it('closes on the first Escape after a query', async () => {
    const tab = await site.open('/index.html');
    await tab.keyboard.press('Control+k');
    await expect(dialogOpen(tab)).resolves.toBe(true);
    await tab.keyboard.type('gadget');
    await tab.locator('#lectern-search-option-0').waitFor();
    await tab.keyboard.press('Escape');
    await expect(dialogOpen(tab)).resolves.toBe(false);
  });

  it("shows no browser-drawn clear button beside the dialog's own close", async () => {
    const tab = await site.open('/index.html');
    await tab.keyboard.press('Control+k');
    await tab.keyboard.type('gadget');
    // Chromium draws its clear button at the field's right end: a click there would empty the field.
    const input = tab.locator('.lectern-search-input');
    const box = (await input.boundingBox())!;
    await tab.mouse.click(box.x + box.width - 8, box.y + box.height / 2);
    expect(await input.inputValue()).toBe('gadget');
  });

  it('closes on Escape with an empty field', async () => {
    const tab = await site.open('/index.html');
    await tab.keyboard.press('Control+k');
    await expect(dialogOpen(tab)).resolves.toBe(true);
    await tab.keyboard.press('Escape');
    await expect(dialogOpen(tab)).resolves.toBe(false);
  });
});
