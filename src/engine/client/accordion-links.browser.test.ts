/**
 * Accordion deep links as Mintlify has them (@mintlify/components' accordion-url-utils.js): opening an
 * accordion puts its id in the address (`#outer:inner` when nested) without a jump or a history entry, closing
 * it leaves the enclosing accordion's or none, and a page opened with `#outer:inner` opens both and scrolls to
 * the inner one (scripts/chrome.js). Accordions opened by the script or open from the start leave the address.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const FILLER = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of text.`).join('\n\n');

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({ name: 'Accordions', navigation: { pages: ['index'] } }),
  'index.mdx': [
    '---\ntitle: Accordions\n---\n',
    '<Accordion title="Opened first" defaultOpen>\n  Open from the start.\n</Accordion>\n',
    FILLER,
    '',
    '<Accordion title="Billing & payments">',
    `  ${FILLER.replace(/\n\n/g, '\n\n  ')}`,
    '',
    '  <Accordion title="Crème brûlée: recipe">',
    '    The inner answer.',
    '  </Accordion>',
    '</Accordion>',
    '',
    '<Accordion title="Other">Elsewhere.</Accordion>',
    '',
    FILLER,
    '',
  ].join('\n'),
};

const OUTER = '#billing-and-payments';
const INNER = '#creme-brulee-recipe';

const isOpen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => (el as HTMLDetailsElement).open);

const address = (page: Page) => page.evaluate(() => location.href.slice(location.origin.length));

/** Lets pending toggle events run (they are queued tasks), so an address they would change has changed. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));

describe.skipIf(!hasChromium)('accordion links, in the browser', () => {
  const site = useBuiltSite(FILES, (result) =>
    expect(result.diagnostics.filter((d) => d.code === 'broken-anchor')).toEqual([]),
  );

  it('open the nested accordions a `#outer:inner` link names and scroll to the inner one', async () => {
    const page = await site.open(`/index.html${OUTER}:${INNER.slice(1)}`, { width: 1200, height: 800 });
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await isOpen(page, OUTER)).toBe(true);
    expect(await isOpen(page, INNER)).toBe(true);
    expect(await isOpen(page, '#other')).toBe(false);
    const top = await page.locator(INNER).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await settle(page);
    expect(await address(page)).toBe(`/index.html${OUTER}:${INNER.slice(1)}`);
  });

  it('put the accordion the reader opens in the address and take it out when closed', async () => {
    const page = await site.open('/index.html', { width: 1200, height: 800 });
    await settle(page);
    // Open from the start: not the reader's doing.
    expect(await address(page)).toBe('/index.html');
    const entries = await page.evaluate(() => history.length);

    await page.locator(`${OUTER} > summary`).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.locator(`${OUTER} > summary`).click();
    await page.waitForFunction((hash) => location.hash === hash, OUTER);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.locator(`${INNER} > summary`).click();
    await page.waitForFunction((hash) => location.hash === hash, `${OUTER}:${INNER.slice(1)}`);

    await page.locator(`${INNER} > summary`).click();
    await page.waitForFunction((hash) => location.hash === hash, OUTER);
    expect(await isOpen(page, INNER)).toBe(false);

    await page.locator(`${OUTER} > summary`).click();
    await page.waitForFunction(() => !location.href.includes('#'));
    expect(await address(page)).toBe('/index.html');
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });
});
