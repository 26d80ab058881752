/**
 * An expandable's toggle reads "Show item attributes" with a word space: its summary is a flex row (chevron,
 * text), so the "Show " / "Hide " span and the title after it were two flex items 10px apart, the span's
 * trailing space dropped (components.css). The chevron keeps its 10px gap. Both emitters are covered: the
 * `<Expandable>` component and the OpenAPI schema's nested fields.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({
    name: 'Expandables',
    navigation: {
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'API', openapi: 'openapi.json' },
      ],
    },
  }),
  'index.mdx': [
    '---\ntitle: Expandables\n---\n',
    '<ResponseField name="items" type="object[]">\n<Expandable title="item attributes">\n<ResponseField name="id" type="integer" />\n</Expandable>\n</ResponseField>\n',
    '<ResponseField name="owner" type="object">\n<Expandable title="owner attributes" defaultOpen>\n<ResponseField name="name" type="string" />\n</Expandable>\n</ResponseField>\n',
  ].join('\n'),
  'openapi.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'R', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/runs': {
        get: {
          tags: ['runs'],
          summary: 'List runs',
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      items: {
                        type: 'array',
                        items: { type: 'object', properties: { id: { type: 'integer' } } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  }),
};

interface SummaryMetrics {
  text: string;
  /** From the end of the shown "Show"/"Hide" word to the start of the title text. */
  wordGap: number;
  /** A space's advance in the summary's font. */
  space: number;
  /** From the summary's content edge to the "Show"/"Hide" word: chevron (7px) plus its gap. */
  iconGap: number;
}

function measure(page: Page): Promise<SummaryMetrics[]> {
  return page.locator('summary.lectern-expandable__summary').evaluateAll((summaries) =>
    summaries.map((summary) => {
      const word = [...summary.querySelectorAll('span')].find((span) => span.checkVisibility())!;
      const title = [...summary.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.selectNodeContents(title);
      const wordBox = word.getBoundingClientRect();
      const style = getComputedStyle(summary);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        text: (summary as HTMLElement).innerText,
        // The span's width may hold its trailing space: measure to the end of its letters.
        wordGap:
          range.getBoundingClientRect().left -
          (wordBox.left + canvas.measureText(word.textContent!.trim()).width),
        space: canvas.measureText(' ').width,
        iconGap: wordBox.left - (summary.getBoundingClientRect().left + parseFloat(style.paddingLeft)),
      };
    }),
  );
}

describe.skipIf(!hasChromium)('expandable toggles in the browser', () => {
  const site = useBuiltSite(FILES);

  for (const [path, texts] of [
    ['/index.html', ['Show item attributes', 'Hide owner attributes']],
    ['/api-reference/runs/list-runs.html', ['Show item attributes']],
  ] as const)
    it(`separates the toggle word from the title by one space on ${path}`, async () => {
      const page = await site.open(path, { width: 1280, height: 900 });
      const metrics = await measure(page);
      expect(metrics.map((m) => m.text)).toEqual(texts);
      for (const m of metrics) {
        expect(Math.abs(m.wordGap - m.space)).toBeLessThan(1);
        expect(Math.round(m.iconGap)).toBe(17);
      }
    });
});
