/**
 * A site's own style.css, built by buildSite and read in Chromium: its rules reach Mintlify's hooks (ids,
 * `data-current-path`, `data-active`) and its own classes, its images load from the site, and its remote
 * imports are gone (the harness fails any request to another host).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from './browser.js';

const STYLE = `@import url("https://fonts.googleapis.com/css2?family=Inter&display=swap");
#navbar { background-color: rgb(255, 255, 242); }
#sidebar-content li[data-active] > a { color: rgb(1, 2, 3); }
.lectern-tab-link[data-active] { color: rgb(4, 5, 6); }
html[data-current-path="/quickstart"] #content { max-width: 321px; }
.my-callout { border-radius: 16px; background: url(images/dot.png) no-repeat; }
`;

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({
    name: 'Styled',
    navigation: { tabs: [{ tab: 'Guides', pages: ['index', 'quickstart'] }] },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\n<div className="my-callout">Welcome</div>\n',
  'quickstart.mdx': '---\ntitle: Quickstart\n---\n\nStart here.\n',
  'style.css': STYLE,
  // A 1x1 PNG, so the background image really loads.
  'images/dot.png': Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  'analytics.js': 'document.documentElement.dataset.siteScript = "ran";\n',
};

describe.skipIf(!hasChromium)("a site's own CSS in the browser", () => {
  const site = useBuiltSite(FILES);

  it("applies rules written for Mintlify's ids, data attributes and the site's own classes", async () => {
    const page = await site.open('/index.html');
    const style = (selector: string, prop: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
    await expect(style('#navbar', 'background-color')).resolves.toBe('rgb(255, 255, 242)');
    await expect(style('.my-callout', 'border-top-left-radius')).resolves.toBe('16px');
    await expect(style('.my-callout', 'background-image')).resolves.toMatch(/\/images\/dot\.png"\)$/);
    await expect(style('#sidebar-content li[data-active] > a', 'color')).resolves.toBe('rgb(1, 2, 3)');
    await expect(style('.lectern-tab-link[data-active]', 'color')).resolves.toBe('rgb(4, 5, 6)');
    // Scoped to another page by its path: not here.
    await expect(style('#content', 'max-width')).resolves.not.toBe('321px');
    // The image the rule names is served by the site itself.
    await expect(
      page.evaluate(async () => {
        const url = getComputedStyle(document.querySelector('.my-callout')!).backgroundImage.slice(5, -2);
        return (await fetch(url)).status;
      }),
    ).resolves.toBe(200);
    // The site's script is not part of the export.
    await expect(page.evaluate(() => document.documentElement.dataset.siteScript)).resolves.toBeUndefined();
  });

  it('scopes rules to a page by data-current-path', async () => {
    const page = await site.open('/quickstart.html');
    await expect(page.locator('#content').evaluate((el) => getComputedStyle(el).maxWidth)).resolves.toBe(
      '321px',
    );
  });
});
