/**
 * Inline code in a table cell breaks only where it must: `overflow-wrap: anywhere` let a table squeeze a
 * column below its words, so `'DEFAULT'` wrapped before its closing quote (Laminar's SDK reference). And
 * the missing-image placeholder, whose text is often a long hashed file name, wraps instead of widening a
 * phone's page (dify-docs: a 390px page became 565px wide).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const TABLE = [
  '| Name | Type | Default | Description |',
  '| --- | --- | --- | --- |',
  "| `traceType` | `'DEFAULT'` \\| `'EVALUATION'` | `'DEFAULT'` | The kind of trace recorded for the span, one of the values the tracing backend groups traces by when it lists them in the dashboard. |",
].join('\n');

const HASHED = '853427c8123decb5ea3d163ae3bb8ab635d95e92f7ee14a2e51e54df06e94fd8.png';

describe.skipIf(!hasChromium)('inline code in table cells', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'T', navigation: { pages: ['observe', 'missing'] } }),
    'observe.mdx': `---\ntitle: Observe\n---\n\n${TABLE}\n`,
    'missing.mdx': `---\ntitle: Missing\n---\n\n![${HASHED}](/images/${HASHED})\n\n<img src="/images/${HASHED}" alt="${HASHED}" />\n`,
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

  it("wraps a missing image's long file name at phone width instead of widening the page", async () => {
    const tab = await site.open('/missing.html', { width: 390, height: 900 });
    expect(await tab.locator('.lectern-missing-image').count()).toBe(2);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
