/**
 * A heading that opens a step, callout, accordion, tab or card has no top margin: each body is a `prose` box on
 * Mintlify, whose `> :first-child` rule takes it away, so the heading sits level with the step's number or the
 * callout's icon (Trails' API guide opens every untitled step with a `###` heading). It kept a heading's 2em
 * gap, below the number and under the icon's row.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = `---
title: First children
---

<Steps>
  <Step>
    ### In a step
    Body.
  </Step>
</Steps>

<Note>
### In a callout
Body.
</Note>

<Accordion title="Open me">
### In an accordion
Body.
</Accordion>

<Tabs>
<Tab title="One">
### In a tab
Body.
</Tab>
</Tabs>

<Card title="Card">
### In a card
Body.
</Card>

### In the page
`;

describe.skipIf(!hasChromium)('a heading opening a component body, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'First', navigation: { pages: ['index'] } }),
    'index.mdx': PAGE,
  });

  it('has no top margin, and starts level with the step number and the callout icon', async () => {
    const page = await site.open('/index.html');
    const found = await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
      const margin = (text: string) => {
        const heading = [...document.querySelectorAll('h3')].find((h) => h.textContent === text)!;
        return parseFloat(getComputedStyle(heading).marginTop);
      };
      const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
      return {
        margins: ['In a step', 'In a callout', 'In an accordion', 'In a tab', 'In a card'].map(margin),
        page: margin('In the page'),
        step: top('.lectern-step h3') - top('.lectern-step__marker'),
        callout: top('.lectern-callout h3') - top('.lectern-callout svg'),
      };
    });
    expect(found.margins).toEqual([0, 0, 0, 0, 0]);
    expect(found.page).toBeGreaterThan(20);
    expect(Math.abs(found.step)).toBeLessThan(8);
    expect(Math.abs(found.callout)).toBeLessThan(8);
  });
});
