/**
 * Code copy buttons appear on hover with a mouse; a touch screen has no hover, so there they are always
 * shown (they were invisible until a first tap happened to land on the block).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

describe.skipIf(!hasChromium)('copy buttons on touch screens', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Touch', navigation: { pages: ['index'] } }),
    'index.mdx': '---\ntitle: Touch\n---\n\n```bash\nnpm i\n```\n',
  });

  const opacity = async (touch: boolean) => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 800 },
      ...(touch ? { isMobile: true, hasTouch: true } : {}),
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.url}/index.html`);
      return await page.locator('.lectern-code .lectern-copy').evaluate((el) => getComputedStyle(el).opacity);
    } finally {
      await context.close();
    }
  };

  it('is shown on a touch screen and waits for hover with a mouse', async () => {
    expect(await opacity(true)).toBe('1');
    expect(await opacity(false)).toBe('0');
  });
});
