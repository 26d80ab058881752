/**
 * An API page's previous/next cards and footer line up with its two-column body (they were held to the prose
 * column's width and centred under the wider body), at desktop and phone widths.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserSite } from '../../../test/browser/browser.js';
import { buildSite } from '../index.js';

const op = (summary: string) => ({
  summary,
  tags: ['Flows'],
  responses: {
    '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
  },
});

function writeSite(dir: string): void {
  const files: Record<string, unknown> = {
    'docs.json': {
      name: 'Aligned',
      footer: { socials: { github: 'https://github.com/example' } },
      navigation: { tabs: [{ tab: 'API', openapi: 'openapi.json' }] },
    },
    'openapi.json': {
      openapi: '3.1.0',
      info: { title: 'Flows', version: '1' },
      servers: [{ url: 'https://api.example.com' }],
      paths: { '/flows': { get: op('List flows'), post: op('Create flow') } },
    },
  };
  for (const [rel, value] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), JSON.stringify(value));
  }
}

describe.skipIf(!hasChromium)('API page layout in the browser', () => {
  const site = useBrowserSite(async (dir) => {
    writeSite(join(dir, 'src'));
    const result = await buildSite({ srcDir: join(dir, 'src'), outDir: join(dir, 'site'), threads: 1 });
    expect(result.errors).toBe(0);
    return join(dir, 'site');
  });

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
