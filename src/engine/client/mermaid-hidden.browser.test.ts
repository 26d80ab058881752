/**
 * Mermaid measures text to lay a diagram out, and an element that is not shown measures nothing: a sequence
 * diagram drawn inside an unselected tab came out with its bottom row of actor boxes zero pixels tall (a
 * cache library's "Stale Cache Hit" tab). A diagram is drawn when it is shown, so the one behind a tab looks
 * the same as the one on the selected tab.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const SEQUENCE = ['```mermaid', 'sequenceDiagram', '  App->>Cache: get key', '  Cache->>App: value', '```'];
const tab = (title: string) => [`<Tab title="${title}">`, '', ...SEQUENCE, '', '</Tab>'];
const PAGE = ['<Tabs>', ...tab('Shown'), ...tab('Behind'), '</Tabs>'].join('\n');

describe.skipIf(!hasChromium)('a Mermaid diagram on a tab that is not selected', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Tabs', navigation: { pages: ['index'] } }),
    'index.mdx': `---\ntitle: Tabs\n---\n\n${PAGE}\n`,
  });

  it('is laid out like the shown one once its tab is chosen', async () => {
    const page = await site.open('/index.html', { width: 1200, height: 900 });
    const first = page.locator('pre.mermaid > svg').first();
    await first.waitFor({ state: 'visible' });
    // The heights mermaid wrote, which stay what they were drawn at when the tab is hidden again.
    const actorHeights = (svg: Element) =>
      [...svg.querySelectorAll('rect.actor')].map((rect) => rect.getAttribute('height'));
    const shown = await first.evaluate(actorHeights);
    expect(shown).toHaveLength(4);
    expect(shown.every((height) => Number(height) > 0)).toBe(true);
    await page.getByRole('tab', { name: 'Behind' }).click();
    const behind = page.locator('[role="tabpanel"]:not([hidden]) pre.mermaid > svg');
    await behind.waitFor({ state: 'visible' });
    expect(await behind.evaluate(actorHeights)).toEqual(shown);
  });
});
