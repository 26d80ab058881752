/**
 * A response's status pill (200, 302, 404, 500 on an API page) is white text on the status colour. The
 * theme's --success/--info/--warning/--danger turn into light tints in dark mode, made for coloured text on
 * a dark page, so the pills drawn from them read white on pale green or amber (under 2:1). The pills keep
 * the deep colours in both themes, as the sidebar's method pills do.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const response = (description: string) => ({ description });
const SPEC = {
  openapi: '3.0.0',
  info: { title: 'Pills', version: '1' },
  paths: {
    '/things': {
      get: {
        summary: 'List things',
        responses: {
          '200': response('OK'),
          '302': response('Moved'),
          '404': response('Missing'),
          '500': response('Broken'),
        },
      },
    },
  },
};

/** WCAG contrast of each status pill's text against its background, by status class. */
async function contrasts(page: Page) {
  return page.evaluate(() => {
    const rgb = (css: string) =>
      css
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const out: Record<string, number> = {};
    for (const pill of document.querySelectorAll('.lectern-api-status')) {
      const style = getComputedStyle(pill);
      const [a, b] = [luminance(rgb(style.color)), luminance(rgb(style.backgroundColor))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      out[pill.className.replace('lectern-api-status ', '')] = Math.round(ratio * 100) / 100;
    }
    return out;
  });
}

describe.skipIf(!hasChromium)("an API page's response status pills", () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Pills', navigation: { pages: ['things'] } }),
    'openapi.json': JSON.stringify(SPEC),
    'things.mdx': '---\nopenapi: GET /things\n---\n',
  });

  it('stay readable in the dark theme as in the light one', async () => {
    const page = await site.open('/things.html', { width: 1200, height: 900 });
    const light = await contrasts(page);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await contrasts(page);
    expect(Object.keys(dark).sort()).toEqual([
      'lectern-api-status-2xx',
      'lectern-api-status-3xx',
      'lectern-api-status-4xx',
      'lectern-api-status-5xx',
    ]);
    // The GET pill's own contrast (white on #16a34a) is the floor the sidebar already accepts.
    for (const ratio of Object.values(dark)) expect(ratio).toBeGreaterThanOrEqual(3.3);
    expect(dark).toEqual(light);
  });
});
