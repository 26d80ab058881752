/**
 * An API page's previous/next cards and footer line up with its two-column body (they were held to the prose
 * column's width and centred under the wider body), at desktop and phone widths; in `simple` display mode the
 * header bar is the copyable endpoint, its button in sight at the bar's end, copying the full URL, and a path
 * longer than a phone's bar scrolls in its own box, clear of the button.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const op = (summary: string) => ({
  summary,
  tags: ['Flows'],
  responses: {
    '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
  },
});

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({
    name: 'Aligned',
    footer: { socials: { github: 'https://github.com/example' } },
    navigation: {
      tabs: [
        { tab: 'API', openapi: 'openapi.json' },
        { tab: 'Status', pages: ['status', 'activate'] },
      ],
    },
  }),
  // One server: the header shows the path only, the copy carries the server too.
  'status.mdx':
    '---\ntitle: Status\napi: GET https://status.example.com/v1/status\nplayground: simple\n---\n',
  // Trigger.dev's endpoints: wider than a phone's bar.
  'activate.mdx':
    '---\ntitle: Activate\napi: POST https://api.example.com/api/v1/schedules/{schedule_id}/activate\nplayground: simple\n---\n',
  'openapi.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Flows', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: { '/flows': { get: op('List flows'), post: op('Create flow') } },
  }),
};

describe.skipIf(!hasChromium)('API page layout in the browser', () => {
  const site = useBuiltSite(FILES);

  for (const size of [
    { width: 1400, height: 1000 },
    { width: 390, height: 800 },
  ])
    it(`the cards and the footer span the body's columns at ${size.width}px`, async () => {
      const page = await site.open('/api-reference/flows/create-flow.html', size);
      const box = async (selector: string) => {
        const b = (await page.locator(selector).boundingBox())!;
        return { left: Math.round(b.x), width: Math.round(b.width) };
      };
      const body = await box('.lectern-api-grid');
      expect(await box('.lectern-pagination')).toEqual(body);
      expect(await box('.lectern-footer')).toEqual(body);
    });

  it('copies the full endpoint from the header bar in simple mode', async () => {
    const page = await site.open('/status.html', { width: 1400, height: 1000 });
    const header = page.locator('.lectern-api-header');
    // Words apart in the text, as search and copy read it (the bar's gap draws the spacing).
    expect((await header.textContent())?.trim()).toBe('GET /v1/status');
    const button = header.locator('button.lectern-copy[aria-label="Copy endpoint"]');
    // Shown without hovering, at the right end of the bar, and the only copy of the endpoint on the page.
    expect(await button.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const bar = (await header.boundingBox())!;
    const box = (await button.boundingBox())!;
    expect(bar.x + bar.width - (box.x + box.width)).toBeLessThan(16);
    expect(box.y).toBeGreaterThan(bar.y);
    expect(box.y + box.height).toBeLessThan(bar.y + bar.height);
    await expect(page.locator('.lectern-api > figure').count()).resolves.toBe(0);
    // The clipboard may outlive the page: start from something else.
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await button.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('https://status.example.com/v1/status');
  });

  it('scrolls a long path inside its own box at phone width, clear of the copy button', async () => {
    const page = await site.open('/activate.html', { width: 390, height: 800 });
    const header = page.locator('.lectern-api-header');
    const path = header.locator('.lectern-api-path');
    const bar = (await header.boundingBox())!;
    const text = (await path.boundingBox())!;
    const button = (await header.locator('button.lectern-copy').boundingBox())!;
    // The path's letters stop before the button: the bar scrolled as a whole and drew them beside it, in the
    // bar's padding, and under it.
    expect(text.x + text.width).toBeLessThanOrEqual(button.x);
    expect(button.x + button.width).toBeLessThanOrEqual(bar.x + bar.width);
    // The rest of the path is reached by scrolling it; the method badge stays in place.
    expect(await path.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});
