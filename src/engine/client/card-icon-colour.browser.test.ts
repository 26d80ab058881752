/**
 * A card's own SVG icon (`icon={<svg ...>}`) is painted as Mintlify paints it: its card-icon box is
 * `fill-gray-800 text-gray-800 dark:fill-gray-100 dark:text-gray-100`, so a path without a fill and a
 * `currentColor` one take the text colour of the mode. They were black in both modes (the SVG default fill),
 * invisible on a dark page, and `currentColor` took the accent of library icons. A fill of the author's own
 * stays as written.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const SVG =
  '<svg role="img" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><title>Logo</title>' +
  '<path class="bare" d="M2 2h9v9H2z"/><path class="current" fill="currentColor" d="M13 2h9v9h-9z"/>' +
  '<path class="own" fill="#FFA500" d="M2 13h9v9H2z"/></svg>';

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({
    name: 'Cards',
    theme: 'aspen',
    colors: { primary: '#F36C06' },
    navigation: { pages: ['index'] },
  }),
  'index.mdx': `---
title: Integrations
---

<Card title="Logo" icon={${SVG}} href="#logo">
  A card with the author's SVG.
</Card>

## Logo
`,
};

describe.skipIf(!hasChromium)('colours of a card’s own SVG icon', () => {
  const site = useBuiltSite(FILES);

  it('paints unfilled and currentColor paths in the text colour of each mode', async () => {
    const page = await site.open('/index.html', { width: 1280, height: 900 });
    const read = () =>
      page.evaluate(() => {
        const fill = (selector: string) => getComputedStyle(document.querySelector(selector)!).fill;
        const title = getComputedStyle(document.querySelector('.lectern-card__title')!).color;
        return {
          bare: fill('.lectern-card__icon .bare'),
          current: fill('.lectern-card__icon .current'),
          own: fill('.lectern-card__icon .own'),
          title,
        };
      });
    for (const mode of ['light', 'dark']) {
      await page.evaluate((theme) => {
        document.documentElement.setAttribute('data-theme', theme);
        document.documentElement.classList.toggle('dark', theme === 'dark');
      }, mode);
      const colours = await read();
      expect(colours.bare, mode).toBe(colours.title);
      expect(colours.current, mode).toBe(colours.title);
      expect(colours.own, mode).toBe('rgb(255, 165, 0)');
    }
  });
});
