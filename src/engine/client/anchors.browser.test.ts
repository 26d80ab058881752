/**
 * A link whose fragment percent-escapes a character the heading's id drops (`#tui-mode%3A-interactive-
 * development` for "TUI Mode: Interactive Development") lands on the heading: the browser finds no such id,
 * the client script finds it by the fragment's slug (scripts/anchors.js) and scrolls to it (chrome.js).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const FILLER = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of text before the heading.`).join(
  '\n\n',
);

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({ name: 'Anchors', navigation: { pages: ['index', 'overview'] } }),
  'index.mdx': '---\ntitle: Home\n---\n\n[TUI mode](/overview#tui-mode%3A-interactive-development)\n',
  'overview.mdx': `---\ntitle: Overview\n---\n\n${FILLER}\n\n## TUI Mode: Interactive Development\n\n${FILLER}\n`,
};

describe.skipIf(!hasChromium)('a fragment with an escaped character the id drops, in the browser', () => {
  const site = useBuiltSite(FILES, (result) =>
    expect(result.diagnostics.filter((d) => d.code === 'broken-anchor')).toEqual([]),
  );

  const headingTop = (page: Awaited<ReturnType<typeof site.open>>) =>
    page
      .locator('#tui-mode-interactive-development')
      .evaluate((h) => Math.round(h.getBoundingClientRect().top));

  it('scrolls to the heading when the page opens with it', async () => {
    const page = await site.open('/overview.html#tui-mode%3A-interactive-development', {
      width: 1200,
      height: 800,
    });
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await headingTop(page)).toBeLessThan(200);
  });

  it('scrolls to the heading when a link on another page is followed', async () => {
    const page = await site.open('/index.html', { width: 1200, height: 800 });
    await page.getByRole('link', { name: 'TUI mode' }).click();
    await page.waitForURL(/overview\.html#tui-mode%3A-interactive-development$/);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await headingTop(page)).toBeLessThan(200);
  });
});
