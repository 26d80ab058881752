/**
 * The real Mintlify corpus built by the engine's buildSite (a subset of pages; navigation covers the whole
 * site) and read in Chromium over loopback: navigation, section tabs, search, 404, self-containment, mobile.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/engine/index.js';
import { hasChromium, SCREENSHOTS, useBrowserSite } from './browser.js';
import { CORPUS_DIR } from '../support/shared.js';

const CORPUS = CORPUS_DIR;
const PAGES = [
  'index',
  'quickstart',
  'components/tabs',
  'components/accordions',
  'components/code-groups',
  'components/mermaid-diagrams',
  'api/static-export/start-job',
  'api/analytics/views',
  'components/icons',
];
// Component markup comes from the markdown pipeline; until it exists the build falls back to plain Markdown.
const hasMarkdownPipeline = existsSync(new URL('../../src/engine/markdown/index.ts', import.meta.url));
if (!hasMarkdownPipeline)
  console.warn(
    'test/browser/corpus: component checks skipped, src/engine/markdown/index.ts (renderPage) does not exist yet',
  );

describe.skipIf(!hasChromium)('the corpus built by buildSite, in the browser', () => {
  const site = useBrowserSite(async (dir) => {
    // Served from the host's root here, while the corpus's canonical URL ends in /docs: say where it lives,
    // so 404.html (whose <base> follows the site URL's path) points at this root.
    const result = await buildSite({
      srcDir: CORPUS,
      outDir: join(dir, 'site'),
      paths: PAGES,
      threads: 1,
      siteUrl: 'http://127.0.0.1/',
    });
    expect(result.errors).toBe(0);
    return join(dir, 'site');
  });
  const { open } = site;

  it('moves between pages through the sidebar and the section tabs', async () => {
    const page = await open('/index.html');
    const sidebar = page.getByRole('navigation', { name: 'Pages' });
    await sidebar.getByRole('link', { name: 'Quickstart', exact: true }).click();
    await page.waitForURL(/\/quickstart\.html$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Quickstart');
    await expect(page.locator('.lectern-sidebar [aria-current="page"]').textContent()).resolves.toBe(
      'Quickstart',
    );
    // A page in a collapsed nested group: open the group from the keyboard, then follow the link.
    const tabsLink = sidebar.getByRole('link', { name: 'Tabs', exact: true });
    await expect(tabsLink.isVisible()).resolves.toBe(false);
    await sidebar
      .locator('summary', { has: page.getByRole('link', { name: 'Components', exact: true }) })
      .focus();
    await page.keyboard.press('Enter');
    await tabsLink.click();
    await page.waitForURL(/\/components\/tabs\.html$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Tabs');
    const documentation = page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Documentation' });
    await expect(documentation.getAttribute('aria-current')).resolves.toBe('true');
    await page.screenshot({ path: join(SCREENSHOTS, 'corpus-tabs-page.png') });
    await documentation.click();
    await page.waitForURL(/\/index\.html$/);
  });

  it('finds a page by searching its title words', async () => {
    const page = await open('/quickstart.html');
    await page.getByRole('button', { name: /Search/ }).click();
    await page.getByRole('combobox', { name: 'Search documentation' }).fill('static export job');
    const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await first.waitFor();
    await expect(first.textContent()).resolves.toContain('static export');
    await first.click();
    // At the section holding the words, when they are not in the page's opening text.
    await page.waitForURL(/\/api\/static-export\/start-job\.html(#[\w-]+)?$/);
  });

  it('shows search excerpts without the page title repeated in front', async () => {
    const page = await open('/quickstart.html');
    await page.getByRole('button', { name: /Search/ }).click();
    await page.getByRole('combobox', { name: 'Search documentation' }).fill('accordions');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    const option = options.filter({
      has: page.locator('.lectern-search-result-title', { hasText: /^Accordions$/ }),
    });
    await option.first().waitFor();
    const excerpt = (await option.first().locator('.lectern-search-result-excerpt').textContent()) ?? '';
    expect(excerpt).not.toMatch(/^\s*Accordions\b/);
    // The index holds the title as the page's metadata, not as its content: the content starts with the
    // page's own text ("Use accordions..."), so no excerpt can start with the title.
    const indexed = await page.evaluate(async () => {
      type Found = { meta: { title: string }; content: string; url: string };
      const search = document.querySelector('lectern-search') as HTMLElement & {
        load(): Promise<{ search(q: string): Promise<{ results: { data(): Promise<Found> }[] }> }>;
      };
      const { results } = await (await search.load()).search('accordions');
      return Promise.all(results.map((r) => r.data()));
    });
    const accordions = indexed.find((d) => d.url.endsWith('/components/accordions.html'));
    expect(accordions?.meta.title).toBe('Accordions');
    expect(accordions?.content).toMatch(/^Use accordions\b/);
    for (const d of indexed) expect(d.content.startsWith(d.meta.title), d.url).toBe(false);
    // No result's excerpt starts with its own title.
    const results = await options.evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('.lectern-search-result-title')?.textContent?.trim() ?? '',
        item.querySelector('.lectern-search-result-excerpt')?.textContent?.trim() ?? '',
      ]),
    );
    expect(results.length).toBeGreaterThan(0);
    for (const [title, text] of results) {
      expect(title, text).not.toBe('');
      expect(text.toLowerCase().startsWith(title.toLowerCase()), `${title}: ${text}`).toBe(false);
    }
  });

  it('serves the engine-built 404 page for unknown URLs', async () => {
    const page = await (await site.context()).newPage();
    const response = await page.goto(site.server.url + '/definitely/not/here');
    expect(response?.status()).toBe(404);
    const html = await (await fetch(site.server.url + '/definitely/not/here')).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<h1 class="lectern-page-title" id="page-title">[^<]+<\/h1>/);
    // The corpus keeps Mintlify's default errors.404.redirect: readers are sent on to the home page.
    await page.waitForURL(/\/index\.html$/);
    await expect(page.title()).resolves.toBe('Introduction - Mintlify');
  });

  it('fits a 360px screen', async () => {
    const page = await open('/components/tabs.html', { width: 360, height: 740 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(false);
    await page.locator('[data-lectern-nav-toggle]').click();
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(true);
    // The language menu leaves the crowded header for the sidebar.
    await expect(page.locator('.lectern-header .lectern-switcher-language').isVisible()).resolves.toBe(false);
    await page.locator('#sidebar .lectern-switcher-language summary').click();
    await expect(page.locator('#sidebar').getByRole('link', { name: 'Français' }).isVisible()).resolves.toBe(
      true,
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'corpus-mobile-nav.png') });
  });

  it.skipIf(!hasMarkdownPipeline)(
    'runs the component widgets on real pages (tabs, accordions, code groups, mermaid, API)',
    async () => {
      const page = await open('/components/tabs.html');
      const tabs = page.locator('lectern-tabs [role="tab"]');
      await tabs.nth(1).click();
      await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(0).getAttribute('aria-selected')).resolves.toBe('true');
      await page.goto(site.server.url + '/components/accordions.html');
      const accordion = page.locator('details.lectern-accordion').first();
      await accordion.locator('summary').click();
      await expect(accordion.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(true);
      await page.goto(site.server.url + '/components/mermaid-diagrams.html');
      await page.locator('pre.mermaid svg').first().waitFor();
      await page.goto(site.server.url + '/api/analytics/views.html');
      await expect(page.locator('.lectern-api-header').textContent()).resolves.toContain(
        '/v1/analytics/{projectId}/views',
      );
    },
  );
});
