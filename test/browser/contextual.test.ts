/**
 * The page menu (`contextual`) of a site built by buildSite, in Chromium: opened and walked with the
 * keyboard, "Copy page" putting the page's Markdown on the clipboard, "View as Markdown" opening the file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, SCREENSHOTS, type SiteFiles, useBuiltSite } from './browser.js';

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({
    name: 'Acme',
    seo: { metatags: { canonical: 'https://docs.acme.test' } },
    contextual: { options: ['copy', 'view', 'chatgpt', 'claude'] },
    navigation: { pages: ['index', 'guides/install'] },
  }),
  'index.mdx':
    '---\ntitle: Home\ndescription: Welcome to Acme.\n---\n\nStart with the [install guide](/guides/install).\n',
  'guides/install.mdx':
    '---\ntitle: Install\n---\n\n## Steps\n\n```bash\nnpm install -g acme\n```\n\n<Note>Node 20 or newer.</Note>\n',
};

describe.skipIf(!hasChromium)('the page menu in the browser', () => {
  const site = useBuiltSite(FILES);
  const markdown = (rel: string) => readFileSync(join(site.dir, 'site', rel), 'utf8');

  it('opens with the keyboard, moves through its items with the arrows, and closes with Escape', async () => {
    const page = await site.open('/guides/install.html');
    const toggle = page.getByRole('button', { name: 'More actions' });
    const list = page.locator('#lectern-contextual-header');
    await expect(list.isVisible()).resolves.toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(list.isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'contextual-menu.png') });
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect(focused()).resolves.toMatch(/^Copy page/);
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toMatch(/^View as Markdown/);
    await page.keyboard.press('End');
    await expect(focused()).resolves.toMatch(/^Open in Claude/);
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toMatch(/^Copy page/);
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(list.isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'More actions',
    );
    // ArrowDown on the toggle opens the list at its first item; a click elsewhere closes it.
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toMatch(/^Copy page/);
    await page.locator('h2').first().click();
    await expect(list.isVisible()).resolves.toBe(false);
  });

  it('copies the page as Markdown and says so', async () => {
    const page = await site.open('/guides/install.html');
    await page.getByRole('button', { name: 'Copy page' }).first().click();
    await expect.poll(() => page.locator('.lectern-contextual__status').textContent()).toBe('Copied');
    await expect(page.locator('.lectern-contextual__primary').textContent()).resolves.toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(markdown('guides/install.md'));
    expect(copied).toBe(
      '# Install\n\n## Steps\n\n```bash\nnpm install -g acme\n```\n\n> **Note:** Node 20 or newer.\n',
    );
    // The label comes back.
    await page.waitForFunction(
      () => document.querySelector('.lectern-contextual__primary')?.textContent === 'Copy page',
    );
  });

  it('follows "View as Markdown" to the page Markdown file, and links AI tools to the public URL', async () => {
    const page = await site.open('/index.html');
    await page.getByRole('button', { name: 'More actions' }).click();
    const claude = page.getByRole('link', { name: /Open in Claude/ });
    await expect(claude.getAttribute('href')).resolves.toBe(
      `https://claude.ai/new?q=${encodeURIComponent('Read from https://docs.acme.test/index.md so I can ask questions about it.')}`,
    );
    await page.getByRole('link', { name: /View as Markdown/ }).click();
    await page.waitForURL(/\/index\.md$/);
    await expect(page.locator('body').innerText()).resolves.toContain('# Home');
    expect(markdown('index.md')).toBe(
      '# Home\n\n> Welcome to Acme.\n\nStart with the [install guide](guides/install.html).\n',
    );
  });

  it('works as links without JavaScript: the list opens with focus, and copying is not offered', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/index.html`);
    await expect(page.locator('.lectern-contextual__primary').isVisible()).resolves.toBe(false);
    await page.locator('.lectern-contextual__toggle').focus();
    await expect(page.getByRole('link', { name: /View as Markdown/ }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
