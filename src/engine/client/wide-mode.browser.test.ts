/**
 * `mode: wide` drops the table of contents and lets the content take the width (Mintlify organize/pages.mdx);
 * the previous/next cards and the footer under it take the same width (they stayed at the prose column's
 * width, centred under the wider content: layout.css). A default page keeps all three at the prose width.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const TEXT =
  'Our agents have all the same tools as a human developer: they modify code and run commands. '.repeat(6);

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({
    name: 'Wide',
    navigation: { pages: ['wide', 'default', 'frame'] },
    footer: { socials: { github: 'https://github.com/example' } },
  }),
  'wide.mdx': `---\ntitle: Wide\nmode: wide\n---\n\n${TEXT}\n`,
  'default.mdx': `---\ntitle: Default\n---\n\n## Section\n\n${TEXT}\n`,
  'frame.mdx': `---\ntitle: Frame\nmode: frame\n---\n\n${TEXT}\n`,
};

async function edges(page: Page, selector: string): Promise<{ left: number; right: number }> {
  const box = (await page.locator(selector).boundingBox())!;
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

describe.skipIf(!hasChromium)('page width modes in the browser', () => {
  const site = useBuiltSite(FILES);

  for (const path of ['/wide.html', '/frame.html'])
    it(`lines the pagination and the footer up with the full-width content on ${path}`, async () => {
      const page = await site.open(path, { width: 1280, height: 900 });
      const content = await edges(page, '.lectern-article');
      const main = await edges(page, '.lectern-main');
      // The content spans the main column (48px padding on each side), wider than the prose column.
      expect(content).toEqual({ left: main.left + 48, right: main.right - 48 });
      expect(await edges(page, '.lectern-pagination')).toEqual(content);
      expect(await edges(page, '.lectern-footer')).toEqual(content);
    });

  it('keeps a default page at the prose width, pagination and footer with it', async () => {
    // Wide enough for the prose column's max-width to hold it narrower than the main column.
    const page = await site.open('/default.html', { width: 1680, height: 900 });
    const content = await edges(page, '.lectern-article');
    const main = await edges(page, '.lectern-main');
    expect(content.right - content.left).toBeLessThan(main.right - main.left - 96);
    expect(await edges(page, '.lectern-pagination')).toEqual(content);
    expect(await edges(page, '.lectern-footer')).toEqual(content);
  });
});
