/**
 * docs.json `interaction.drilldown` (organize/settings-structure.mdx): with it, opening a closed sidebar group
 * goes to the group's first page (a nested group's first page counts), and closing one stays put; without
 * it, a group only opens and closes.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite, type SiteFiles } from '../../../test/browser/browser.js';

const files = (drilldown?: boolean): SiteFiles => ({
  'docs.json': JSON.stringify({
    name: 'Drill',
    ...(drilldown === undefined ? {} : { interaction: { drilldown } }),
    navigation: {
      groups: [
        {
          group: 'Guides',
          pages: [
            'index',
            { group: 'Setup', pages: [{ group: 'Inner', pages: ['setup/first'] }, 'setup/second'] },
          ],
        },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
  'setup/first.mdx': '---\ntitle: First\n---\n\nFirst.\n',
  'setup/second.mdx': '---\ntitle: Second\n---\n\nSecond.\n',
});

const setupGroup = 'details:has(> summary .lectern-nav-text:text-is("Setup"))';

describe.skipIf(!hasChromium)('sidebar drilldown on', () => {
  const site = useBuiltSite(files(true));

  it('opening a group goes to its first page, where the group shows open; closing stays', async () => {
    const tab = await site.open('/index.html');
    await tab.locator(`${setupGroup} > summary`).click();
    await tab.waitForURL(/\/setup\/first\.html$/);
    const group = tab.locator(setupGroup);
    expect(await group.getAttribute('open')).not.toBeNull();
    await tab.locator(`${setupGroup} > summary`).click();
    expect(await group.getAttribute('open')).toBeNull();
    expect(tab.url()).toMatch(/\/setup\/first\.html$/);
  });
});

describe.skipIf(!hasChromium)('sidebar drilldown off (the default)', () => {
  const site = useBuiltSite(files());

  it('a group only opens', async () => {
    const tab = await site.open('/index.html');
    await tab.locator(`${setupGroup} > summary`).click();
    expect(await tab.locator(setupGroup).getAttribute('open')).not.toBeNull();
    await tab.waitForTimeout(300);
    expect(tab.url()).toMatch(/\/index\.html$/);
  });
});
