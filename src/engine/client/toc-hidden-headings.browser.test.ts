/**
 * "On this page" never marks a heading the reader cannot see: one inside an unselected tab or a closed
 * accordion has no box (its getBoundingClientRect().top is 0), so it counted as already scrolled past and took
 * the highlight from the section being read (toc.js). A closed accordion's entry stays listed; an unselected
 * tab's is listed once its tab is chosen (tabs for platforms repeat their headings), and becomes the active
 * one once it is scrolled to.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const filler = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `Filler paragraph ${i}. ${'Lorem ipsum dolor sit amet. '.repeat(12)}`,
  ).join('\n\n');

const PAGE = `---
title: Headings in tabs
---

## Get started

${filler(6)}

<Tabs>
<Tab title="Python">
${filler(8)}
</Tab>
<Tab title="Go">
### What gets collected

Go-only section.
</Tab>
</Tabs>

<Accordion title="More">
### Inside the accordion

Only when opened.
</Accordion>

${filler(4)}

## Next steps

${filler(12)}
`;

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({ name: 'Toc', navigation: { pages: ['index'] } }),
  'index.mdx': PAGE,
};

const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Puts the heading at the reading line (the top, under the header) and lets the scroll-spy run. */
async function readFrom(page: Page, id: string): Promise<void> {
  await page.evaluate((target) => {
    document.getElementById(target)!.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, id);
  await settled(page);
}

/** Scrolls the (closed) accordion above the reading line, with the paragraphs after it in view. */
async function readPastAccordion(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelector('.lectern-accordion')!.scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: 150, behavior: 'instant' });
  });
  await settled(page);
}

const current = (page: Page) =>
  page
    .locator('.lectern-toc a[aria-current]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe.skipIf(!hasChromium)('table of contents and hidden headings, in the browser', () => {
  const site = useBuiltSite(FILES);

  it("lists a closed accordion's headings and the shown tab's, not an unselected tab's", async () => {
    const page = await site.open('/index.html', { width: 1400, height: 900 });
    const listed = () =>
      page
        .locator('.lectern-toc li')
        .evaluateAll((items) => items.filter((li) => li.checkVisibility()).map((li) => li.textContent));
    expect(await listed()).toEqual(['Get started', 'Inside the accordion', 'Next steps']);
    await page.getByRole('tab', { name: 'Go' }).click();
    await expect
      .poll(listed)
      .toEqual(['Get started', 'What gets collected', 'Inside the accordion', 'Next steps']);
    // Back with the keyboard alone (no click reaches the table of contents).
    await page.getByRole('tab', { name: 'Go' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(listed).toEqual(['Get started', 'Inside the accordion', 'Next steps']);
  });

  it("opens an unselected tab's heading from a link to it, and lists it", async () => {
    const page = await site.open('/index.html#what-gets-collected', { width: 1400, height: 900 });
    await expect.poll(() => page.getByRole('tab', { name: 'Go' }).getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => page.locator('.lectern-toc a[href="#what-gets-collected"]').isVisible())
      .toBe(true);
  });

  it('keeps the section being read active, not a heading in an unselected tab or a closed accordion', async () => {
    const page = await site.open('/index.html', { width: 1400, height: 900 });
    await readFrom(page, 'get-started');
    expect(await current(page)).toEqual(['#get-started']);
    await readPastAccordion(page);
    expect(await current(page)).toEqual(['#get-started']);
    await readFrom(page, 'next-steps');
    expect(await current(page)).toEqual(['#next-steps']);
  });

  it('marks a tab heading once its tab is shown, and an accordion heading once it is opened', async () => {
    const page = await site.open('/index.html', { width: 1400, height: 900 });
    await page.getByRole('tab', { name: 'Go' }).click();
    await readFrom(page, 'what-gets-collected');
    expect(await current(page)).toEqual(['#what-gets-collected']);
    await readPastAccordion(page);
    expect(await current(page)).toEqual(['#what-gets-collected']);
    await page.getByText('More', { exact: true }).click();
    await readFrom(page, 'inside-the-accordion');
    expect(await current(page)).toEqual(['#inside-the-accordion']);
  });
});
