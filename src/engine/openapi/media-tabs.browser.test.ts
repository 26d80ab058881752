/**
 * A response's content-type selector in a real browser (Debian's Chromium), on a built site: the first type
 * shows, a click or the arrow keys switch types, a link to a field of a hidden type opens its panel, and
 * without JavaScript the first type still shows.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = '/api-reference/chat.html';
const object = (name: string) => ({
  schema: { type: 'object', properties: { [name]: { type: 'string' } } },
});

describe.skipIf(!hasChromium)('the content-type selector', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({
      name: 'Types',
      navigation: { groups: [{ group: 'API', openapi: '/openapi.json' }] },
    }),
    'openapi.json': JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Chat', version: '1' },
      servers: [{ url: 'http://localhost:11434' }],
      paths: {
        '/chat': {
          post: {
            summary: 'Chat',
            responses: {
              '200': {
                description: 'Chat response',
                content: { 'application/json': object('content'), 'application/x-ndjson': object('chunk') },
              },
            },
          },
        },
      },
    }),
  });

  it('shows the first type, and switches by click and by arrow keys', async () => {
    const page = await site.open(PAGE);
    const content = page.locator('#response-content');
    const chunk = page.locator('#response-chunk');
    await expect.poll(() => content.isVisible()).toBe(true);
    expect(await chunk.isVisible()).toBe(false);

    const streamed = page.getByRole('tab', { name: 'application/x-ndjson', exact: true });
    await streamed.click();
    expect(await chunk.isVisible()).toBe(true);
    expect(await content.isVisible()).toBe(false);
    expect(await streamed.getAttribute('aria-selected')).toBe('true');

    await streamed.press('ArrowLeft');
    const json = page.getByRole('tab', { name: 'application/json', exact: true });
    expect(await json.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await content.isVisible()).toBe(true);
    expect(await chunk.isVisible()).toBe(false);
  });

  it("opens the panel of a linked field's type", async () => {
    const page = await site.open(PAGE);
    await page.evaluate(() => (location.hash = 'response-chunk'));
    await expect.poll(() => page.locator('#response-chunk').isVisible()).toBe(true);
  });

  it("opens the panel of the type a field is in when the page opens at that field's address", async () => {
    const page = await site.open(`${PAGE}#response-chunk`);
    await expect.poll(() => page.locator('#response-chunk').isVisible()).toBe(true);
  });

  it('shows the first type without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site.server.url + PAGE);
      expect(await page.locator('#response-content').isVisible()).toBe(true);
      expect(await page.locator('#response-chunk').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
