/**
 * The API page's examples column spaces its blocks by its own gap only: a page's RequestExample,
 * ResponseExample and Panel, moved there from the content (layout/api-panel.ts), and the generated code
 * groups kept the bottom margin they have in prose (an example's also on its code group inside), widening
 * the space under each.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const response = {
  '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
};

const fence = (title: string, body: string) => `\`\`\`bash ${title}\n${body}\n\`\`\``;

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({
    name: 'Spacing',
    navigation: { pages: ['own-examples', 'generated'] },
  }),
  'openapi.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Flows', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: { '/flows': { post: { summary: 'Create flow', responses: response } } },
  }),
  'own-examples.mdx': [
    '---\nopenapi: POST /flows\n---\n',
    `<RequestExample>\n${fence('cURL', 'curl -X POST https://api.example.com/flows')}\n</RequestExample>\n`,
    `<ResponseExample>\n${fence('200', '{ "id": 1 }')}\n</ResponseExample>\n`,
    '<Panel>\nRate limited to 10 requests a second.\n</Panel>\n',
  ].join('\n'),
  'generated.mdx': '---\nopenapi: POST /flows\n---\n',
};

describe.skipIf(!hasChromium)('API examples column spacing in the browser', () => {
  const site = useBuiltSite(FILES);

  for (const page of ['own-examples', 'generated'])
    it(`blocks of ${page} are the column's gap apart, with no margin under the last`, async () => {
      const tab = await site.open(`/${page}.html`, { width: 1400, height: 1000 });
      const column = await tab.locator('aside.lectern-api-examples').evaluate((aside) => {
        // What the reader sees as a block: an example's code group, else the column's child itself.
        const seen = [...aside.children].map((c) => c.querySelector(':scope > .lectern-code-group') ?? c);
        const boxes = seen.map((b) => b.getBoundingClientRect());
        return {
          classes: [...aside.children].map((c) => c.className),
          gaps: boxes.slice(1).map((b, i) => Math.round(b.top - boxes[i]!.bottom)),
          below: Math.round(aside.getBoundingClientRect().bottom - boxes.at(-1)!.bottom),
          gap: getComputedStyle(aside).rowGap,
        };
      });
      expect(column.gap).toBe('16px');
      if (page === 'own-examples') {
        expect(column.classes.map((c) => c.split(' ')[0])).toEqual([
          'lectern-example',
          'lectern-example',
          'lectern-panel',
        ]);
        expect(column.gaps).toEqual([16, 16]);
      } else expect(column.gaps).toEqual([16]);
      expect(column.below).toBe(0);
    });
});
