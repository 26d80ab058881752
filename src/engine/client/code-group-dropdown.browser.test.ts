/**
 * `<CodeGroup dropdown>` in the browser: a menu in the group's header (no tab bar) shows the block picked and
 * hides the others, with the mouse and with the keyboard alone; the title follows; the copy button copies the
 * block shown; and the choice reaches a tabbed code group with the same labels, as tab choices do.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = [
  '---',
  'title: Apps',
  '---',
  '',
  '<CodeGroup dropdown>',
  '```typescript index.ts',
  "const app = await client.apps.stop('id');",
  '```',
  '',
  '```python main.py',
  'app = client.apps.stop(id="id")',
  '```',
  '',
  '```go main.go',
  'app, err := client.Apps.Stop(ctx, "id")',
  '```',
  '</CodeGroup>',
  '',
  'The same calls, as tabs:',
  '',
  '<CodeGroup>',
  '```typescript index.ts',
  'tabbed()',
  '```',
  '',
  '```python main.py',
  'tabbed_py()',
  '```',
  '</CodeGroup>',
  '',
].join('\n');

/** Which blocks of the dropdown group are on screen, by their data-label. */
function shown(page: Page): Promise<string[]> {
  return page
    .locator('.lectern-code-group--dropdown > .lectern-code-group__panel')
    .evaluateAll((panels) =>
      panels
        .filter((p) => (p as HTMLElement).offsetParent !== null)
        .map((p) => p.getAttribute('data-label')!),
    );
}

describe.skipIf(!hasChromium)('a dropdown code group, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'T', navigation: { pages: ['apps'] } }),
    'apps.mdx': PAGE,
  });

  it('shows a menu named by language instead of tabs, and the first block', async () => {
    const page = await site.open('/apps.html');
    const group = page.locator('.lectern-code-group--dropdown');
    expect(await group.getByRole('tab').count()).toBe(0);
    const menu = group.getByRole('combobox', { name: 'Language' });
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.locator('option').allTextContents()).toEqual(['TypeScript', 'Python', 'Go']);
    expect(await shown(page)).toEqual(['index.ts']);
    expect(await group.locator('.lectern-code-group__title').textContent()).toBe('index.ts');
  });

  it('shows the block picked with the mouse, hides the others, and syncs the tabbed group', async () => {
    const page = await site.open('/apps.html');
    const group = page.locator('.lectern-code-group--dropdown');
    const menu = group.getByRole('combobox', { name: 'Language' });
    await menu.click();
    await menu.selectOption({ label: 'Python' });
    expect(await shown(page)).toEqual(['main.py']);
    expect(await group.locator('.lectern-code-group__title').textContent()).toBe('main.py');
    const tabbed = page.locator('lectern-code-group:not(.lectern-code-group--dropdown)');
    expect(await tabbed.getByRole('tab', { selected: true }).textContent()).toBe('main.py');
    // And back: a tab chosen in the other group picks the same block here.
    await tabbed.getByRole('tab', { name: 'index.ts' }).click();
    expect(await shown(page)).toEqual(['index.ts']);
    expect(await menu.inputValue()).toBe('0');
  });

  it('shows the block picked with the keyboard alone', async () => {
    const page = await site.open('/apps.html');
    const group = page.locator('.lectern-code-group--dropdown');
    const menu = group.getByRole('combobox', { name: 'Language' });
    await page.locator('h1').first().click();
    // Tab reaches the menu (the first focusable thing in the content after the title).
    for (let i = 0; i < 40 && !(await menu.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await shown(page)).toEqual(['main.py']);
    await page.keyboard.press('End');
    expect(await shown(page)).toEqual(['main.go']);
    await page.keyboard.press('ArrowUp');
    expect(await shown(page)).toEqual(['main.py']);
    expect(await group.locator('.lectern-code-group__title').textContent()).toBe('main.py');
  });

  it('copies the block shown', async () => {
    const page = await site.open('/apps.html');
    const group = page.locator('.lectern-code-group--dropdown');
    await group.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Go' });
    await group.hover();
    const copy = group.getByRole('button', { name: 'Copy code' });
    expect(await copy.count()).toBe(1);
    await copy.click();
    await group.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'app, err := client.Apps.Stop(ctx, "id")',
    );
  });
});
