/**
 * `<View>` in the browser, as Mintlify's multi-view dropdown: one switcher per page, at the top of the table of
 * contents column on wide screens and under the page header on narrow ones; a button with the shown view's
 * icon and title opens a list of the views, each with its icon (copied from the labels the server rendered);
 * the mouse or the keyboard alone picks one, which switches the content and the table of contents; Escape
 * closes the list without a change; the choice is remembered; Mintlify's hooks are on its parts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = `---
title: Setup
---

## Overview

Pick your language.

<View title="JavaScript" icon="js">
  ## Install the JS client

  Use the JS client.
</View>

<View title="Python" icon="python">
  ## Install the Python client

  Use the Python client.
</View>
`;

const WIDE = { width: 1400, height: 900 };
const NARROW = { width: 900, height: 900 };

/** The switcher's state: what the button shows, whether its list is open, and what the page shows. */
function state(page: Page) {
  return page.evaluate(() => {
    const trigger = document.querySelector<HTMLElement>('.lectern-view-switcher__trigger')!;
    const shown = (el: Element) => (el as HTMLElement).offsetParent !== null;
    return {
      title: trigger.querySelector('.lectern-view-switcher__title')?.textContent,
      icon: trigger.querySelector('svg.lectern-icon') !== null,
      expanded: trigger.getAttribute('aria-expanded'),
      listShown: shown(document.querySelector('[role="listbox"]')!),
      views: [...document.querySelectorAll('.lectern-view')]
        .filter(shown)
        .map((v) => v.getAttribute('data-view')),
      toc: [...document.querySelectorAll('.lectern-toc li')].filter(shown).map((li) => li.textContent),
      focus: document.activeElement?.className ?? '',
    };
  });
}

describe.skipIf(!hasChromium)('the views switcher, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Views', navigation: { pages: ['index'] } }),
    'index.mdx': PAGE,
  });

  it("shows the first view's icon and title at the top of the table of contents, with Mintlify's hooks", async () => {
    const page = await site.open('/index.html', WIDE);
    expect(await state(page)).toMatchObject({
      title: 'JavaScript',
      icon: true,
      expanded: 'false',
      listShown: false,
      views: ['JavaScript'],
      toc: ['Overview', 'Install the JS client'],
    });
    // Above "On this page", in the column; the views' own labels give way to it.
    const placed = await page.evaluate(() => {
      const root = document.getElementById('multi-view-dropdown')!;
      return {
        inToc: root.parentElement?.id,
        beforeToc: root.nextElementSibling?.id,
        labels: [...document.querySelectorAll('.lectern-view__label')].filter(
          (l) => (l as HTMLElement).offsetParent !== null,
        ).length,
        hooks: [
          root.className,
          root.querySelector('button')!.className,
          root.querySelector('[role="listbox"]')!.className,
          root.querySelector('[role="option"]')!.className,
        ],
      };
    });
    expect(placed.inToc).toBe('table-of-contents');
    expect(placed.beforeToc).toBe('table-of-contents-layout');
    expect(placed.labels).toBe(0);
    for (const [classes, hook] of placed.hooks.map((c, i) => [c, HOOKS[i]!] as const))
      expect(classes.split(' ')).toContain(hook);
  });

  it('opens a list of the views, each with its icon, and picks one with the mouse', async () => {
    const page = await site.open('/index.html', WIDE);
    await page.locator('.lectern-view-switcher__trigger').click();
    expect(await state(page)).toMatchObject({ expanded: 'true', listShown: true });
    const options = page.getByRole('listbox', { name: 'Choose a view' }).getByRole('option');
    await expect(options.allTextContents()).resolves.toEqual(['JavaScript', 'Python']);
    await expect(options.locator('svg.lectern-icon').count()).resolves.toBe(2);
    await expect(options.first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('option', { name: 'Python' }).click();
    expect(await state(page)).toMatchObject({
      title: 'Python',
      icon: true,
      expanded: 'false',
      listShown: false,
      views: ['Python'],
      toc: ['Overview', 'Install the Python client'],
    });
  });

  it('works with the keyboard alone, and Escape closes the list without a change', async () => {
    const page = await site.open('/index.html', WIDE);
    await page.locator('.lectern-view-switcher__trigger').focus();
    await page.keyboard.press('Enter');
    expect(await state(page)).toMatchObject({ expanded: 'true', listShown: true });
    expect((await state(page)).focus).toContain('lectern-view-switcher__list');
    await page.keyboard.press('ArrowDown');
    const active = await page.getByRole('listbox').getAttribute('aria-activedescendant');
    await expect(page.locator(`#${active}`).textContent()).resolves.toBe('Python');
    await page.keyboard.press('Escape');
    expect(await state(page)).toMatchObject({
      title: 'JavaScript',
      expanded: 'false',
      listShown: false,
      views: ['JavaScript'],
      focus: expect.stringContaining('lectern-view-switcher__trigger'),
    });
    // Space opens it too; ArrowDown then Enter picks the next view, focus back on the button.
    await page.keyboard.press(' ');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await state(page)).toMatchObject({
      title: 'Python',
      expanded: 'false',
      listShown: false,
      views: ['Python'],
      toc: ['Overview', 'Install the Python client'],
      focus: expect.stringContaining('lectern-view-switcher__trigger'),
    });
    // ArrowUp on the button opens the list on the view shown; the choice is kept on reload.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('option', { name: 'Python' }).getAttribute('data-active')).resolves.toBe('');
    await page.reload();
    expect(await state(page)).toMatchObject({ title: 'Python', views: ['Python'] });
  });

  it('sits under the page header where the table of contents column is hidden', async () => {
    const page = await site.open('/index.html', NARROW);
    const where = await page.evaluate(() => {
      const root = document.getElementById('multi-view-dropdown')!;
      return { after: root.previousElementSibling?.id, before: root.nextElementSibling?.id };
    });
    expect(where).toEqual({ after: 'header', before: 'content' });
    await expect(page.locator('.lectern-view-switcher__trigger').isVisible()).resolves.toBe(true);
    // Widening the window moves it into the column.
    await page.setViewportSize(WIDE);
    await page.waitForFunction(() => document.getElementById('multi-view-dropdown')!.closest('.lectern-toc'));
  });

  it("takes the theme's colours in light and dark", async () => {
    const page = await site.open('/index.html', WIDE);
    const colours = () =>
      page.evaluate(() => {
        const trigger = document.querySelector('.lectern-view-switcher__trigger')!;
        const style = getComputedStyle(trigger);
        return {
          bg: style.backgroundColor,
          fg: style.color,
          page: getComputedStyle(document.body).backgroundColor,
        };
      });
    const light = await colours();
    expect(light.bg).toBe(light.page);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await colours();
    expect(dark.bg).toBe(dark.page);
    expect(dark.bg).not.toBe(light.bg);
    expect(dark.fg).not.toBe(light.fg);
  });
});

/** Mintlify's element selectors (customize/custom-scripts.mdx) on the switcher's parts, in order. */
const HOOKS = [
  'multi-view-dropdown',
  'multi-view-dropdown-trigger',
  'multi-view-dropdown-content',
  'multi-view-dropdown-item',
];
