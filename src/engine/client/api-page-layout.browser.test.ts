/**
 * An API page's previous/next cards and footer line up with its two-column body (they were held to the prose
 * column's width and centred under the wider body), at desktop and phone widths.
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
    navigation: { tabs: [{ tab: 'API', openapi: 'openapi.json' }] },
  }),
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
});
