/**
 * A page every version lists, in the browser: a reader in version 2 who opens it stays in version 2 (its
 * switcher, tabs and sidebar), as on Mintlify; a reader arriving fresh sees the default version.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

function siteFiles(): SiteFiles {
  const mint = {
    name: 'Versions',
    versions: ['3', '2'],
    tabs: [{ name: 'Shared', url: 'shared' }],
    navigation: [
      { group: 'Start', pages: ['v3/index'], version: '3' },
      { group: 'Start', pages: ['v2/index', 'v2/setup'], version: '2' },
      { group: 'Shared', pages: ['shared/page', 'shared/other'] },
    ],
  };
  const files: SiteFiles = { 'mint.json': JSON.stringify(mint) };
  for (const [path, title] of [
    ['v3/index', 'Version 3 home'],
    ['v2/index', 'Version 2 home'],
    ['v2/setup', 'Version 2 setup'],
    ['shared/page', 'Shared page'],
    ['shared/other', 'Other shared page'],
  ])
    files[`${path}.mdx`] = `---\ntitle: ${title}\n---\n\nThe ${title}.\n`;
  return files;
}

describe.skipIf(!hasChromium)('pages shared by versions, in the browser', () => {
  const site = useBuiltSite(siteFiles());
  const viewport = { width: 1200, height: 800 };
  const version = '#navbar .lectern-switcher-version > summary';

  it('keeps a version 2 reader in version 2, and a fresh reader sees the default', async () => {
    const page = await site.open('/v2/index.html', viewport);
    expect(await page.locator(version).textContent()).toBe('2');
    await page.locator('.lectern-tabs-bar').getByRole('link', { name: 'Shared' }).click();
    await page.waitForURL(/shared\/page\.html$/);
    expect(await page.locator('h1').first().textContent()).toContain('Shared page');
    // Version 2's header: its switcher, and its tabs leading to version 2's pages.
    expect(await page.locator(version).textContent()).toBe('2');
    const start = page.locator('.lectern-tabs-bar a').first();
    expect(await start.getAttribute('href')).toBe('../v2/index.html');
    expect(await page.locator('.lectern-tabs-bar [aria-current="true"]').textContent()).toBe('Shared');
    // The sidebar is version 2's, this page current in it; one header and one sidebar in the page.
    expect(await page.locator('#sidebar-content [aria-current="page"]').textContent()).toBe('Shared page');
    expect(await page.locator('#navbar').count()).toBe(1);
    expect(await page.locator('#sidebar').count()).toBe(1);
    // The chrome's scripts work on the swapped-in header: the switcher opens and leads to version 2's pages.
    await page.locator(version).click();
    expect(await page.locator('#navbar .lectern-switcher-version').getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Escape');

    // Links from there stay in version 2: the next shared page, then back to version 2's own pages.
    await page.locator('#sidebar-content').getByRole('link', { name: 'Other shared page' }).click();
    await page.waitForURL(/shared\/other\.html$/);
    expect(await page.locator(version).textContent()).toBe('2');
    await start.click();
    await page.waitForURL(/v2\/index\.html$/);
    expect(await page.locator(version).textContent()).toBe('2');

    // A fresh reader (no session storage) opening the shared page sees the default version.
    const fresh = await site.open('/shared/page.html', viewport);
    expect(await fresh.locator(version).textContent()).toBe('3');
    expect(await fresh.locator('.lectern-tabs-bar a').first().getAttribute('href')).toBe('../v3/index.html');
    // A version 3 reader too.
    await fresh.goto(`${site.server.url}/v3/index.html`);
    await fresh.locator('.lectern-tabs-bar').getByRole('link', { name: 'Shared' }).click();
    await fresh.waitForURL(/shared\/page\.html$/);
    expect(await fresh.locator(version).textContent()).toBe('3');
  });
});
