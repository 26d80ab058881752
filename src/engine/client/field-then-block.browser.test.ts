/**
 * A ParamField or ResponseField draws its separator as a bottom border and has no margin, and our blocks
 * have bottom margins only, so a code block, a callout or a paragraph written right after a field stood
 * flush against that line (an SDK page's "<ParamField> then a usage example"; a <Warning> between two
 * fields). Under Mintlify's prose those blocks have a top margin that parts them from the field; a field
 * after a field, and a heading after one, keep the spacing they had.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = [
  '<ParamField body="first" type="string">The first field.</ParamField>',
  '```ts\nconst example = 1;\n```',
  '<ParamField body="second" type="string">The second field.</ParamField>',
  '<Warning>Either one or the other.</Warning>',
  '<ParamField body="third" type="string">The third field.</ParamField>',
  'A paragraph after the field.',
  '<ResponseField name="fourth" type="string">The fourth field.</ResponseField>',
  '<ResponseField name="fifth" type="string">The fifth field.</ResponseField>',
  '## A heading',
  'Under the heading.',
].join('\n\n');

describe.skipIf(!hasChromium)('a block written right after a field', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Fields', navigation: { pages: ['index'] } }),
    'index.mdx': `---\ntitle: Fields\n---\n\n${PAGE}\n`,
  });

  it('stands a paragraph gap below the field, and fields and headings keep their own spacing', async () => {
    const tab = await site.open('/index.html', { width: 1200, height: 900 });
    const gaps = await tab.locator('.lectern-content').evaluate((content) => {
      const field = (id: string) => content.querySelector(`[id$="-${id}"]`)!;
      const gapAfter = (el: Element) =>
        Math.round(el.nextElementSibling!.getBoundingClientRect().top - el.getBoundingClientRect().bottom);
      const paragraph = [...content.children].find((c) => c.textContent === 'Under the heading.')!;
      const heading = content.querySelector('h2')!;
      return {
        code: gapAfter(field('first')),
        callout: gapAfter(field('second')),
        paragraph: gapAfter(field('third')),
        field: gapAfter(field('fourth')),
        heading: gapAfter(field('fifth')),
        headingMargin: Math.round(parseFloat(getComputedStyle(heading).marginTop)),
        paragraphGap: Math.round(parseFloat(getComputedStyle(paragraph).marginBottom)),
      };
    });
    expect(gaps.paragraphGap).toBeGreaterThan(10);
    // The gap is 1.1em of the block's own font size, as after an author's element (base.css): a callout's
    // smaller text makes it a pixel less.
    for (const block of [gaps.code, gaps.callout, gaps.paragraph]) {
      expect(Math.abs(block - gaps.paragraphGap)).toBeLessThanOrEqual(1);
    }
    expect(gaps.field).toBe(0);
    expect(gaps.heading).toBe(gaps.headingMargin);
  });
});
