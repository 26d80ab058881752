/**
 * A changelog's tag filters in the browser (create/changelogs.mdx): they stand in the table of contents'
 * place; selecting tags shows only the updates having every selected tag (untagged ones hide), and clearing
 * the selection shows them all again. Toggle buttons, so the keyboard works them as well.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const CHANGELOG = `---
title: Changelog
---

<Update label="March 2025" description="v0.0.10" tags={["Wintergreen", "Spearmint"]}>
  Added a new Wintergreen flavor.
</Update>

<Update label="February 2025" description="v0.0.09" tags={["Spearmint"]}>
  Released a new version of the Spearmint flavor.
</Update>

<Update label="January 2025" description="v0.0.08" tags={["Peppermint", "Spearmint"]}>
  Deprecated the Peppermint flavor.
</Update>

<Update label="December 2024" description="v0.0.07">
  An update without tags.
</Update>

<Update description="v0.0.06" tags={["Fixes, misc", "Spearmint"]}>
  An update without a label, and a tag with a comma.
</Update>
`;

const FILES = {
  'docs.json': JSON.stringify({
    name: 'Flavors',
    navigation: { groups: [{ group: 'Start', pages: ['changelog'] }] },
  }),
  'changelog.mdx': CHANGELOG,
};

const shown = (page: Page) =>
  page
    .locator('.lectern-update')
    .evaluateAll((updates) => updates.filter((u) => u.getClientRects().length > 0).map((u) => u.id));

describe.skipIf(!hasChromium)('changelog tag filters, in the browser', () => {
  const site = useBuiltSite(FILES);
  const open = () => site.open('/changelog.html', { width: 1400, height: 900 });
  const all = ['march-2025', 'february-2025', 'january-2025', 'december-2024', 'section'];

  it('stand in place of the table of contents, one toggle per tag', async () => {
    const page = await open();
    const filters = page.getByRole('group', { name: 'Filters' });
    expect(await filters.isVisible()).toBe(true);
    const names = await filters.getByRole('button').allTextContents();
    expect(names).toEqual(['Wintergreen', 'Spearmint', 'Peppermint', 'Fixes, misc']);
    expect(await page.locator('lectern-toc').count()).toBe(0);
    expect(await shown(page)).toEqual(all);
  });

  it('clicking a tag hides the updates without it; clicking it again shows all', async () => {
    const page = await open();
    const peppermint = page.getByRole('button', { name: 'Peppermint' });
    await peppermint.click();
    expect(await peppermint.getAttribute('aria-pressed')).toBe('true');
    expect(await shown(page)).toEqual(['january-2025']);
    await peppermint.click();
    expect(await peppermint.getAttribute('aria-pressed')).toBe('false');
    expect(await shown(page)).toEqual(all);
  });

  it('with several tags selected, shows the updates having every one (from the keyboard)', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Spearmint' }).focus();
    await page.keyboard.press('Space');
    expect(await shown(page)).toEqual(['march-2025', 'february-2025', 'january-2025', 'section']);
    await page.getByRole('button', { name: 'Wintergreen' }).focus();
    await page.keyboard.press('Enter');
    expect(await shown(page)).toEqual(['march-2025']);
  });

  it('filters by a tag holding a comma, on an update without a label', async () => {
    const page = await open();
    const fixes = page.getByRole('button', { name: 'Fixes, misc' });
    await fixes.click();
    expect(await shown(page)).toEqual(['section']);
    await page.getByRole('button', { name: 'Spearmint' }).click();
    expect(await shown(page)).toEqual(['section']);
    await fixes.click();
    expect(await shown(page)).toEqual(['march-2025', 'february-2025', 'january-2025', 'section']);
  });
});
