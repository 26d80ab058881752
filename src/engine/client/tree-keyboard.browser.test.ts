/**
 * `<Tree>` in the browser, as @mintlify/components' Tree: an ARIA tree with one tab stop, the keys tree.mdx
 * lists (arrows, Home/End, Enter/Space, `*`, type-ahead), an open-folder icon while open, a folder that is not
 * openable shown closed without its children, `highlight` in `--tree-highlight` down to the descendants; and
 * without JavaScript, folders that still open and close.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = [
  '---',
  'title: Files',
  '---',
  '',
  '<Tree style={{ "--tree-highlight": "rgb(59, 130, 246)" }}>',
  '  <Tree.Folder name="app" defaultOpen>',
  '    <Tree.File name="layout.tsx" />',
  '    <Tree.Folder name="api">',
  '      <Tree.File name="route.ts" />',
  '    </Tree.Folder>',
  '  </Tree.Folder>',
  '  <Tree.Folder name="lib">',
  '    <Tree.File name="utils.ts" />',
  '  </Tree.Folder>',
  '  <Tree.Folder name="static" openable={false}>',
  '    <Tree.File name="hidden.txt" />',
  '  </Tree.Folder>',
  '  <Tree.Folder name="src" defaultOpen highlight>',
  '    <Tree.File name="main.ts" />',
  '  </Tree.Folder>',
  '  <Tree.File name="package.json" />',
  '  <Tree.File name="plain.txt" />',
  '</Tree>',
  '',
].join('\n');

/** The name of the tree item in focus. */
function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('role') === 'treeitem'
      ? (el.querySelector('.lectern-tree__name')?.textContent ?? null)
      : null;
  });
}

/** Names of the tree items on screen. */
function visible(page: Page): Promise<string[]> {
  return page
    .getByRole('treeitem')
    .evaluateAll((items) =>
      items
        .filter((item) => (item as HTMLElement).offsetParent !== null)
        .map((item) => item.querySelector('.lectern-tree__name')!.textContent!),
    );
}

const item = (page: Page, name: string) => page.getByRole('treeitem', { name, exact: true });

describe.skipIf(!hasChromium)('a file tree, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'T', navigation: { pages: ['files'] } }),
    'files.mdx': PAGE,
  });

  it('is one tab stop, an ARIA tree with levels and open states', async () => {
    const page = await site.open('/files.html');
    const tree = page.getByRole('tree', { name: 'File tree' });
    expect(await tree.count()).toBe(1);
    expect(await visible(page)).toEqual([
      'app',
      'layout.tsx',
      'api',
      'lib',
      'static',
      'src',
      'main.ts',
      'package.json',
      'plain.txt',
    ]);
    expect(await item(page, 'app').getAttribute('aria-expanded')).toBe('true');
    expect(await item(page, 'api').getAttribute('aria-expanded')).toBe('false');
    expect(await item(page, 'api').getAttribute('aria-level')).toBe('2');
    expect(await item(page, 'package.json').getAttribute('aria-level')).toBe('1');
    await page.locator('h1').first().click();
    for (let i = 0; i < 40 && (await focused(page)) === null; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('app');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBeNull();
    // Shift+Tab comes back to the item last focused, not to the first.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('layout.tsx');
  });

  it('moves, opens and closes with the arrow keys, Home and End', async () => {
    const page = await site.open('/files.html');
    await item(page, 'app').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('api');
    await page.keyboard.press('ArrowRight');
    expect(await item(page, 'api').getAttribute('aria-expanded')).toBe('true');
    expect(await focused(page)).toBe('api');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('route.ts');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('api');
    await page.keyboard.press('ArrowLeft');
    expect(await item(page, 'api').getAttribute('aria-expanded')).toBe('false');
    expect(await item(page, 'route.ts').isVisible()).toBe(false);
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('app');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('plain.txt');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('package.json');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('app');
    // Only one item is ever a tab stop.
    expect(await page.locator('[role="treeitem"][tabindex="0"]').count()).toBe(1);
  });

  it('toggles with Enter, Space and a click, and opens sibling folders with *', async () => {
    const page = await site.open('/files.html');
    await item(page, 'app').focus();
    await page.keyboard.press('Enter');
    expect(await item(page, 'app').getAttribute('aria-expanded')).toBe('false');
    expect(await item(page, 'layout.tsx').isVisible()).toBe(false);
    await page.keyboard.press('Space');
    expect(await item(page, 'layout.tsx').isVisible()).toBe(true);
    await item(page, 'lib').click();
    expect(await item(page, 'utils.ts').isVisible()).toBe(true);
    await item(page, 'lib').click();
    expect(await item(page, 'utils.ts').isVisible()).toBe(false);
    await item(page, 'layout.tsx').focus();
    await page.keyboard.press('*');
    expect(await item(page, 'route.ts').isVisible()).toBe(true);
    await item(page, 'package.json').focus();
    await page.keyboard.press('*');
    expect(await item(page, 'utils.ts').isVisible()).toBe(true);
  });

  it('jumps to the next item whose name starts with the letters typed', async () => {
    const page = await (await site.context()).newPage();
    // The page's clock stands still unless moved on: letters typed make one prefix until it is.
    await page.clock.install();
    await page.goto(site.server.url + '/files.html');
    await item(page, 'app').focus();
    await page.keyboard.press('p');
    expect(await focused(page)).toBe('package.json');
    await page.keyboard.press('l');
    expect(await focused(page)).toBe('plain.txt');
    // Half a second on, a letter starts a new search, from the item in focus and round to the top.
    await page.clock.runFor(600);
    await page.keyboard.press('l');
    expect(await focused(page)).toBe('layout.tsx');
  });

  it('shows an open folder icon while a folder is open', async () => {
    const page = await site.open('/files.html');
    const icons = (name: string) =>
      item(page, name).evaluate((row) =>
        [...row.querySelectorAll('svg')]
          .filter((svg) => svg.getBoundingClientRect().width > 0)
          .map((svg) => svg.getAttribute('class')),
      );
    expect(await icons('app')).toEqual([expect.stringContaining('lectern-tree__icon-open')]);
    expect(await icons('lib')).toEqual([expect.stringContaining('lectern-tree__icon-closed')]);
    await item(page, 'app').click();
    expect(await icons('app')).toEqual([expect.stringContaining('lectern-tree__icon-closed')]);
  });

  it('shows a folder that is not openable closed, without its children', async () => {
    const page = await site.open('/files.html');
    const folder = item(page, 'static');
    expect(await folder.getAttribute('aria-expanded')).toBeNull();
    await folder.click();
    await folder.press('Enter');
    await folder.press('ArrowRight');
    expect(await page.getByText('hidden.txt').count()).toBe(0);
  });

  it('draws a highlighted folder and its descendants in --tree-highlight', async () => {
    const page = await site.open('/files.html');
    const color = (name: string) => item(page, name).evaluate((el) => getComputedStyle(el).color);
    expect(await color('src')).toBe('rgb(59, 130, 246)');
    const child = await color('main.ts');
    expect(child).not.toBe(await color('package.json'));
    expect(child).not.toBe('rgb(59, 130, 246)');
  });

  it('opens and closes folders without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site.server.url + '/files.html');
      expect(await page.getByText('layout.tsx').isVisible()).toBe(true);
      expect(await page.getByText('route.ts').isVisible()).toBe(false);
      expect(await page.getByText('hidden.txt').count()).toBe(0);
      await page.getByText('api', { exact: true }).click();
      expect(await page.getByText('route.ts').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
