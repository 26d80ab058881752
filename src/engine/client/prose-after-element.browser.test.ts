/**
 * An author's own element (a styled `<span>` badge above a page's first paragraph, a `<div>`, a snippet's
 * `<a>` button) has no margin, and ours are bottom margins only, so the paragraph under it touched it
 * (hoppscotch's "Experimental" badge). Under Mintlify's prose the paragraph's top margin parts them; the gaps
 * between paragraphs, under a heading and under a component stay as they were (base.css).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = [
  'First paragraph.',
  'Second paragraph.',
  "<span id=\"badge\" style={{ display: 'inline-block', border: '1px solid green' }}>Experimental</span>",
  'After the badge.',
  '<div id="box" style={{ border: \'1px solid blue\' }}>A box</div>',
  '- After the box',
  '<a id="button" className="group" href="/index">Get started</a>',
  'After the button.',
  '## A heading',
  'Under the heading.',
  '<Note>A note.</Note>',
  'After the note.',
].join('\n\n');

describe.skipIf(!hasChromium)("prose blocks under an author's element", () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Gaps', navigation: { pages: ['index'] } }),
    'index.mdx': `---\ntitle: Gaps\n---\n\n${PAGE}\n`,
  });

  it('stand apart from the element by a paragraph gap, and nothing else moves', async () => {
    const tab = await site.open('/index.html', { width: 1200, height: 900 });
    const gaps = await tab.locator('.lectern-content').evaluate((content) => {
      const gapAfter = (el: Element) =>
        Math.round(el.nextElementSibling!.getBoundingClientRect().top - el.getBoundingClientRect().bottom);
      const byText = (text: string) => [...content.children].find((c) => c.textContent?.trim() === text)!;
      return {
        paragraphs: gapAfter(byText('First paragraph.')),
        badge: gapAfter(content.querySelector('#badge')!),
        box: gapAfter(content.querySelector('#box')!),
        button: gapAfter(content.querySelector('#button')!),
        heading: gapAfter(content.querySelector('h2')!),
        headingMargin: Math.round(parseFloat(getComputedStyle(content.querySelector('h2')!).marginBottom)),
        note: gapAfter(content.querySelector('.lectern-callout')!),
        noteMargin: Math.round(
          parseFloat(getComputedStyle(content.querySelector('.lectern-callout')!).marginBottom),
        ),
      };
    });
    expect(gaps.paragraphs).toBeGreaterThan(10);
    // A block element is a paragraph gap away; an inline one a little more (its line's leading).
    expect(gaps.box).toBe(gaps.paragraphs);
    for (const inline of [gaps.badge, gaps.button]) {
      expect(inline).toBeGreaterThanOrEqual(gaps.paragraphs);
      expect(inline).toBeLessThan(gaps.paragraphs * 1.5);
    }
    // Under a heading or a component the gap is still that element's own bottom margin.
    expect(gaps.heading).toBe(gaps.headingMargin);
    expect(gaps.note).toBe(gaps.noteMargin);
  });
});
