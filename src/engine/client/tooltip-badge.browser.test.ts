/**
 * `<Tooltip>` in the browser, as Mintlify's tooltip.js: a link child is the trigger itself (one tab stop,
 * described by the bubble), and the bubble stays inside the viewport (below the trigger when there is no room
 * above, shifted away from the left and right edges); and `<Badge>` drawn in badge.js's colours.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const LONG =
  'A long explanation that wraps over many lines of the bubble, so that the bubble is much taller than the ' +
  'room left above a trigger near the top of the window, and wider than the room left of a trigger near its ' +
  'left edge or right of one near its right edge.';

const PAGE = [
  '---',
  'title: Tips',
  '---',
  '',
  `<Tooltip headline="Edge" tip="${LONG}">Tall</Tooltip> starts this paragraph.`,
  '',
  '<Tooltip tip="Plain.">Before</Tooltip> then <Tooltip tip="Opens the guide.">[the guide](/guide)</Tooltip> then <a href="/guide" id="after">after</a>.',
  '',
  `<p style={{ textAlign: 'right' }}>This paragraph ends with <Tooltip tip="${LONG}">Right</Tooltip></p>`,
  '',
  '<Badge color="yellow">Y</Badge> <Badge color="orange">O</Badge> <Badge stroke color="blue">S</Badge> <Badge color="surface-destructive" disabled>D</Badge> <Badge href="/guide" color="green">L</Badge>',
  '',
  ...Array.from({ length: 40 }, (_, i) => `Filler paragraph ${i + 1}, so that the page scrolls.\n`),
].join('\n');

const SIZE = { width: 400, height: 700 };

interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The rectangles of a trigger and its (shown) bubble, and the viewport's width. */
function measure(page: Page, trigger: string) {
  return page.evaluate((text) => {
    const tip = [...document.querySelectorAll('.lectern-tooltip')].find((t) =>
      t.textContent!.startsWith(text),
    )!;
    const bubble = tip.querySelector('.lectern-tooltip__bubble')!;
    const r = (el: Element) => {
      const { top, bottom, left, right } = el.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    return {
      trigger: r(tip) as Rect,
      bubble: r(bubble) as Rect,
      shown: getComputedStyle(bubble).visibility === 'visible',
      width: document.documentElement.clientWidth,
    };
  }, trigger);
}

describe.skipIf(!hasChromium)('tooltips, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'T', navigation: { pages: ['tips', 'guide'] } }),
    'tips.mdx': PAGE,
    'guide.mdx': '---\ntitle: Guide\n---\n\nThe guide.\n',
  });

  it('makes a link child the trigger: one tab stop, described by the bubble', async () => {
    const page = await site.open('/tips.html', SIZE);
    await page.locator('.lectern-tooltip__trigger', { hasText: 'Before' }).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement!;
      const bubble = document.getElementById(el.getAttribute('aria-describedby') ?? '');
      return {
        tag: el.tagName,
        text: el.textContent,
        description: bubble?.textContent,
        shown: bubble ? getComputedStyle(bubble).visibility : null,
      };
    });
    expect(focused).toEqual({
      tag: 'A',
      text: 'the guide',
      description: 'Opens the guide.',
      shown: 'visible',
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('after');
  });

  it('shows the bubble below a trigger with no room above, inside the left edge', async () => {
    const page = await site.open('/tips.html', SIZE);
    const trigger = page.locator('.lectern-tooltip__trigger', { hasText: 'Tall' });
    // The trigger just under the sticky header, near the top of the window.
    await page.evaluate(() => {
      const el = [...document.querySelectorAll('.lectern-tooltip__trigger')].find(
        (t) => t.textContent === 'Tall',
      )!;
      window.scrollBy(0, el.getBoundingClientRect().top - 90);
    });
    await trigger.hover();
    const { trigger: t, bubble: b, shown, width } = await measure(page, 'Tall');
    expect(shown).toBe(true);
    expect(t.top).toBeLessThan(b.bottom - b.top);
    expect(b.top).toBeGreaterThanOrEqual(t.bottom);
    expect(b.left).toBeGreaterThanOrEqual(8);
    expect(b.right).toBeLessThanOrEqual(width - 8);
  });

  it('shifts the bubble of a trigger at the right edge inside the window, above it', async () => {
    const page = await site.open('/tips.html', SIZE);
    const trigger = page.locator('.lectern-tooltip__trigger', { hasText: 'Right' });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.focus();
    const { trigger: t, bubble: b, shown, width } = await measure(page, 'Right');
    expect(shown).toBe(true);
    expect(t.right).toBeGreaterThan(width - 100);
    expect(b.bottom).toBeLessThanOrEqual(t.top);
    expect(b.left).toBeGreaterThanOrEqual(8);
    expect(b.right).toBeLessThanOrEqual(width - 8);
  });

  it("draws badges in Mintlify's colours: yellow is not orange, outline, disabled, link", async () => {
    const page = await site.open('/tips.html', SIZE);
    const badges = await page.evaluate(() =>
      [...document.querySelectorAll('.lectern-badge')].map((el) => {
        const style = getComputedStyle(el);
        return [
          el.tagName,
          style.color,
          style.backgroundColor,
          style.outlineStyle,
          style.textDecorationLine,
        ].join(' ');
      }),
    );
    expect(badges).toEqual([
      'SPAN rgb(161, 98, 7) rgb(254, 249, 195) none none',
      'SPAN rgb(174, 89, 10) rgb(253, 234, 216) none none',
      'SPAN rgb(19, 58, 154) rgb(227, 234, 253) solid none',
      'SPAN rgba(230, 72, 61, 0.3) rgba(255, 255, 255, 0.95) none none',
      'A rgb(22, 110, 63) rgb(209, 250, 228) none none',
    ]);
  });
});
