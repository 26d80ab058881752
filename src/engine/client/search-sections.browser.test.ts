/**
 * A search result leads to the section its words are in: the page's title, then the heading of the section
 * holding most matches, and the link opens the page at that heading; words in the page's opening text open
 * the page at its top.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = `---
title: Billing
---

Billing covers plans and payments.

## Invoices

Invoices are sent monthly. Each invoice lists the quasar charges, and quasar totals, and quasar taxes.

## Refunds

Refunds take a week.
`;

describe.skipIf(!hasChromium)('search results by section', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Sections', navigation: { pages: ['billing'] } }),
    'billing.mdx': PAGE,
  });

  async function search(query: string) {
    const page = await site.open('/billing.html');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search documentation' }).fill(query);
    const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await option.waitFor();
    return { page, option };
  }

  it('names the section and opens the page at its heading', async () => {
    const { page, option } = await search('quasar');
    expect(await option.locator('.lectern-search-result-title').textContent()).toBe('Billing');
    expect(await option.locator('.lectern-search-result-section').textContent()).toBe('Invoices');
    expect(await option.locator('.lectern-search-result-excerpt').textContent()).toContain('quasar');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/billing\.html#invoices$/);
  });

  it('opens the page at its top for words of its opening text', async () => {
    const { option } = await search('plans');
    expect(await option.locator('.lectern-search-result-section').count()).toBe(0);
    expect(await option.locator('a').getAttribute('href')).toMatch(/\/billing\.html$/);
  });
});
