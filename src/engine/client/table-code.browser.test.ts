/**
 * Inline code in a table cell breaks only where it must: `overflow-wrap: anywhere` let a table squeeze a
 * column below its words, so `'DEFAULT'` wrapped before its closing quote (Laminar's SDK reference).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const TABLE = [
  '| Name | Type | Default | Description |',
  '| --- | --- | --- | --- |',
  "| `traceType` | `'DEFAULT'` \\| `'EVALUATION'` | `'DEFAULT'` | The kind of trace recorded for the span, one of the values the tracing backend groups traces by when it lists them in the dashboard. |",
].join('\n');

describe.skipIf(!hasChromium)('inline code in table cells', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'T', navigation: { pages: ['observe'] } }),
    'observe.mdx': `---\ntitle: Observe\n---\n\n${TABLE}\n`,
  });

  it('keeps each short code span on one line, at desktop and phone widths', async () => {
    for (const width of [1300, 390]) {
      const tab = await site.open('/observe.html', { width, height: 900 });
      const lines = await tab.locator('.lectern-content td code').evaluateAll((codes) =>
        codes.map((c) => {
          const rects = c.getClientRects();
          return { text: c.textContent, lines: new Set([...rects].map((r) => Math.round(r.top))).size };
        }),
      );
      expect(lines.length).toBe(4);
      for (const code of lines) expect(code, `${code.text} at ${width}px`).toMatchObject({ lines: 1 });
    }
  });
});
