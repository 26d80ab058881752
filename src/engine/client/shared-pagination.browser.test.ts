/**
 * Previous and next on a page two versions list: a reader going through version 2 goes on in version 2 (the
 * page's neighbours in version 2's sidebar), a fresh reader gets the default version's; where version 2's
 * sidebar ends at the page, there is no next. Version 2's own pages lead on to the shared page as its
 * sidebar lists it.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

function siteFiles(): SiteFiles {
  const mint = {
    name: 'Versions',
    versions: ['3', '2'],
    navigation: [
      { group: 'Start', pages: ['v3/index', 'common', 'v3/after'], version: '3' },
      { group: 'Start', pages: ['v2/index', 'v2/setup', 'common'], version: '2' },
    ],
  };
  const files: SiteFiles = { 'mint.json': JSON.stringify(mint) };
  for (const [path, title] of [
    ['v3/index', 'Version 3 home'],
    ['v3/after', 'Version 3 after'],
    ['v2/index', 'Version 2 home'],
    ['v2/setup', 'Version 2 setup'],
    ['common', 'Common page'],
  ])
    files[`${path}.mdx`] = `---\ntitle: ${title}\n---\n\nThe ${title}.\n`;
  return files;
}

describe.skipIf(!hasChromium)('prev/next on pages shared by versions', () => {
  const site = useBuiltSite(siteFiles());
  const titles = (page: Awaited<ReturnType<typeof site.open>>) =>
    page.locator('#pagination .lectern-pagination-title').allTextContents();

  it("follows the reader's version", async () => {
    const page = await site.open('/v2/setup.html');
    // Version 2's own page leads on to the shared one, as its sidebar lists it.
    expect(await titles(page)).toEqual(['Version 2 home', 'Common page']);
    await page.locator('#sidebar-content').getByRole('link', { name: 'Common page' }).click();
    await page.waitForURL(/common\.html$/);
    // Version 2's neighbours: its setup page before, nothing after.
    expect(await titles(page)).toEqual(['Version 2 setup']);
    expect(await page.locator('#pagination').count()).toBe(1);
  });

  it("gives a fresh reader the default version's", async () => {
    const page = await site.open('/common.html');
    expect(await titles(page)).toEqual(['Version 3 home', 'Version 3 after']);
  });
});
