/**
 * An author's own block (a `<div>` of inline styles) has no margin; on Mintlify (Tailwind Typography) the
 * paragraph, list, code block or callout after it keeps its top margin, so they never touch. Our flow spaces
 * blocks by bottom margins alone, so the block after the author's takes its top margin back (base.css), and
 * two author blocks in a row stay flush, as there.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const BOX = `<div style={{ border: '1px solid red' }}>box</div>`;

const PAGE = `---
title: Blocks
---

${BOX}

After a box.

${BOX}

- a list after a box

${BOX}

\`\`\`js
x = 1
\`\`\`

${BOX}

<Note>A callout after a box.</Note>

${BOX}
<div style={{ border: '1px solid blue' }}>a box after a box</div>

<Note>
${BOX}

Inside a callout, after a box.

The callout's last paragraph.
</Note>

<div className="not-prose">
${BOX}

<p>Inside not-prose, after a box.</p>
</div>
`;

describe.skipIf(!hasChromium)('an author block in the flow, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Blocks', navigation: { pages: ['index'] } }),
    'index.mdx': PAGE,
  });

  it('is spaced from the block after it as a paragraph is, and flush with another author block', async () => {
    const page = await site.open('/index.html');
    // Each box's gap to the block after it, beside the bottom margin of a paragraph (not the last, which has
    // none) in the same container.
    const gaps = await page.evaluate(() =>
      [...document.querySelectorAll('div[style*="red"]')].map((box) => {
        const next = box.nextElementSibling!;
        const paragraph = box.parentElement!.querySelector(':scope > p')!;
        return {
          gap: next.getBoundingClientRect().top - box.getBoundingClientRect().bottom,
          paragraph: parseFloat(getComputedStyle(paragraph).marginBottom),
        };
      }),
    );
    const [paragraph, list, code, callout, box, inCallout, inNotProse] = gaps;
    // About a paragraph's gap: 1.1em of the block after it (a callout's text is a little smaller).
    for (const spaced of [paragraph!, list!, code!, callout!, inCallout!]) {
      expect(spaced.gap).toBeGreaterThan(spaced.paragraph * 0.85);
      expect(spaced.gap).toBeLessThan(spaced.paragraph * 1.15);
    }
    expect(box!.gap).toBeCloseTo(0, 0);
    expect(inNotProse!.gap).toBeCloseTo(0, 0);
  });
});
