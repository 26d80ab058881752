/**
 * Components drawn as Mintlify draws them, in the browser: a step with a heading title is heading-sized and
 * links to itself from its number; a link to a tab opens the page on that tab; a linked tile without a title
 * is one link named by its image; a code block's `icon` shows in its code group tab and dropdown header.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const FILLER = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} of filler text.`).join('\n\n');

const STEPS = `---
title: Steps
---

## Plain heading

<Steps titleSize="h2">
  <Step title="Linked section">
    First.
  </Step>
  <Step title="Quiet section" noAnchor>
    Second.
  </Step>
</Steps>

<Steps>
  <Step title="Small title">
    Body.
  </Step>
</Steps>
`;

const TABS = `---
title: Tabs
---

[Show Python](#python-tab)

<Tabs>
  <Tab title="JavaScript">
    JavaScript content.
  </Tab>
  <Tab title="Python" id="python-tab">
    Python content.
  </Tab>
  <Tab title="Go">
    Go content.
  </Tab>
</Tabs>

[Show Go](#go)

${FILLER}
`;

const TILES = `---
title: Tiles
---

<Tile href="/steps">
  <img src="/images/logo.svg" alt="Steps guide" />
</Tile>
`;

const CODE = `---
title: Code
---

<CodeGroup>
\`\`\`js index.js icon="js"
console.log('hi');
\`\`\`

\`\`\`python main.py icon="python"
print('hi')
\`\`\`
</CodeGroup>

<CodeGroup dropdown>
\`\`\`typescript index.ts icon="js"
const a = 1;
\`\`\`

\`\`\`python main.py
a = 1
\`\`\`
</CodeGroup>
`;

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#888"/></svg>';

const opacity = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Number(getComputedStyle(el).opacity));

describe.skipIf(!hasChromium)('components as Mintlify draws them, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'T', navigation: { pages: ['steps', 'tabs', 'tiles', 'code'] } }),
    'steps.mdx': STEPS,
    'tabs.mdx': TABS,
    'tiles.mdx': TILES,
    'code.mdx': CODE,
    'images/logo.svg': LOGO,
  });

  it('draws h2 step titles at heading size, p titles at body size', async () => {
    const page = await site.open('/steps.html');
    const size = (selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).fontSize);
    expect(await size('#linked-section .lectern-step__title')).toBe(await size('h2#plain-heading'));
    expect(await size('#small-title .lectern-step__title')).toBe('16px');
  });

  it('shows a link icon in place of the number while the pointer is on a heading step', async () => {
    const page = await site.open('/steps.html');
    const anchor = '#linked-section .lectern-step__anchor';
    const number = '#linked-section .lectern-step__number';
    expect(await opacity(page, anchor)).toBe(0);
    expect(await opacity(page, number)).toBe(1);
    await page.locator('#linked-section .lectern-step__title').hover();
    expect(await opacity(page, anchor)).toBe(1);
    expect(await opacity(page, number)).toBe(0);
    await page.getByRole('link', { name: 'Navigate to header' }).click();
    await page.waitForURL(/steps\.html#linked-section$/);
    expect(await page.locator('#quiet-section .lectern-step__anchor').count()).toBe(0);
    expect(await page.locator('#small-title .lectern-step__anchor').count()).toBe(0);
  });

  it('opens the page on the tab its address names', async () => {
    const page = await site.open('/tabs.html#python-tab');
    await page.waitForFunction(
      () => document.getElementById('python-tab')?.getAttribute('aria-selected') === 'true',
    );
    expect(await page.getByRole('tabpanel').textContent()).toContain('Python content.');
  });

  it('switches to the tab an in-page link names', async () => {
    const page = await site.open('/tabs.html');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('JavaScript');
    await page.getByRole('link', { name: 'Show Go' }).click();
    await page.waitForURL(/#go$/);
    await page.waitForFunction(() => document.getElementById('go')?.getAttribute('aria-selected') === 'true');
    expect(await page.getByRole('tabpanel').textContent()).toContain('Go content.');
    await page.getByRole('link', { name: 'Show Python' }).click();
    await page.waitForFunction(
      () => document.getElementById('python-tab')?.getAttribute('aria-selected') === 'true',
    );
  });

  it('makes a linked tile without a title one link, named by its image', async () => {
    const page = await site.open('/tiles.html');
    const link = page.getByRole('link', { name: 'Steps guide' });
    expect(await link.evaluate((el) => el.classList.contains('lectern-tile'))).toBe(true);
    expect(await page.locator('.lectern-content').innerText()).not.toContain('Image');
    await link.click();
    await page.waitForURL(/steps\.html$/);
  });

  it("shows a block's icon in its tab and in the dropdown header while it is shown", async () => {
    const page = await site.open('/code.html');
    const tabbed = page.locator('lectern-code-group:not(.lectern-code-group--dropdown)');
    expect(await tabbed.getByRole('tab', { name: 'index.js' }).locator('svg').isVisible()).toBe(true);
    expect(await tabbed.getByRole('tab', { name: 'main.py' }).locator('svg').isVisible()).toBe(true);

    const group = page.locator('.lectern-code-group--dropdown');
    const header = await group.locator('.lectern-code-group__header').boundingBox();
    const title = await group.locator('.lectern-code-group__title').boundingBox();
    const icon = group.locator('.lectern-code-group__icon:visible');
    expect(await icon.count()).toBe(1);
    const box = (await icon.boundingBox())!;
    // In the header, before the title, not overlapping it.
    expect(box.y).toBeGreaterThanOrEqual(header!.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header!.y + header!.height);
    expect(box.x + box.width).toBeLessThanOrEqual(title!.x);
    await group.getByRole('combobox').selectOption({ label: 'Python' });
    expect(await group.locator('.lectern-code-group__icon:visible').count()).toBe(0);
  });
});
