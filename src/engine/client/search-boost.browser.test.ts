/**
 * `boost` (optimize/search.mdx): a page's frontmatter or its navigation group's multiplies its relevance in
 * site search, a value under 1 pushes it down, and a page's own value wins over its group's. Each page here
 * says "gadget" a different number of times, so without boosts they rank by that count.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const page = (title: string, times: number, boost?: number) =>
  `---\ntitle: ${title}\n${boost !== undefined ? `boost: ${boost}\n` : ''}---\n\n${Array.from(
    { length: times },
    (_, i) => `Paragraph ${i} about the gadget and other things.`,
  ).join('\n\n')}\n`;

describe.skipIf(!hasChromium)('search boost, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({
      name: 'Boost',
      navigation: {
        groups: [
          { group: 'Plain', pages: ['many', 'few'] },
          { group: 'Boosted', boost: 8, pages: ['group-boosted', 'own-wins'] },
        ],
      },
    }),
    // Most mentions, pushed down by its own boost under 1.
    'many.mdx': page('Many', 6, 0.1),
    'few.mdx': page('Few', 2),
    // One mention, lifted by its group.
    'group-boosted.mdx': page('Group boosted', 1),
    // In the boosted group, but its own boost of 1 wins: no lift.
    'own-wins.mdx': page('Own wins', 1, 1),
  });

  it('ranks by boost times relevance', async () => {
    const tab = await site.open('/many.html');
    const titles = await tab.evaluate(async () => {
      type Found = { meta: { title: string } };
      const search = document.querySelector('lectern-search') as HTMLElement & {
        load(): Promise<{ search(q: string): Promise<{ results: { data(): Promise<Found> }[] }> }>;
      };
      const { results } = await (await search.load()).search('gadget');
      return (await Promise.all(results.map((r) => r.data()))).map((d) => d.meta.title);
    });
    expect(titles[0]).toBe('Group boosted');
    expect(titles.indexOf('Few')).toBeLessThan(titles.indexOf('Own wins'));
    expect(titles.at(-1)).toBe('Many');
  });
});
