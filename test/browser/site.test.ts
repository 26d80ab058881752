/**
 * The engine's pages in a real browser (Debian's Chromium): navigation, widgets, theme, search, 404 and the
 * mobile layout, over plain HTTP on loopback with every other host blocked.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, SCREENSHOTS, useBrowserSite } from './browser.js';
import { buildFixtureSite, CODE_SAMPLE } from './fixture-site.js';

if (!hasChromium)
  console.warn('test/browser: skipped, /usr/bin/chromium is not installed (apt-get install chromium)');

describe.skipIf(!hasChromium)('site in the browser (hand-assembled from layout, client and openapi)', () => {
  // Self-containment after every test: nothing any page did reached another host, and no script failed.
  const site = useBrowserSite(buildFixtureSite);
  const { open } = site;

  it('navigates by clicking sidebar links and marks the current page', async () => {
    const page = await open('/index.html');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Install' }).click();
    await page.waitForURL(/\/guides\/install\.html$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Install');
    const current = page.locator('.lectern-sidebar [aria-current="page"]');
    await expect(current.textContent()).resolves.toBe('Install');
    // Relative links work from a nested page too.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Introduction' }).click();
    await page.waitForURL(/\/index\.html$/);
    await page.screenshot({ path: join(SCREENSHOTS, 'desktop-index.png') });
  });

  it('switches tabs by click and by arrow keys, Home and End', async () => {
    const page = await open('/guides/install.html');
    const tabs = page.locator('lectern-tabs').first().locator('[role="tab"]');
    const visiblePanel = () =>
      page.locator('lectern-tabs').first().locator('[role="tabpanel"]:not([hidden])').textContent();
    await expect(visiblePanel()).resolves.toContain('Homebrew');
    await tabs.nth(1).click();
    await expect(visiblePanel()).resolves.toContain('apt');
    await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect(visiblePanel()).resolves.toContain('winget');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Windows');
    await page.keyboard.press('ArrowRight');
    await expect(visiblePanel()).resolves.toContain('Homebrew');
    await page.keyboard.press('End');
    await expect(visiblePanel()).resolves.toContain('winget');
    await page.keyboard.press('Home');
    await expect(visiblePanel()).resolves.toContain('Homebrew');
    await expect(tabs.nth(0).getAttribute('tabindex')).resolves.toBe('0');
    await expect(tabs.nth(2).getAttribute('tabindex')).resolves.toBe('-1');
    // Tabs with the same label elsewhere on the page follow the reader's choice.
    await tabs.nth(1).click();
    await expect(page.locator('#bare-tabs [role="tabpanel"]:not([hidden])').textContent()).resolves.toBe(
      'Linux again.',
    );
  });

  it('completes bare tab markup with ids, ARIA links and one visible panel', async () => {
    const page = await open('/guides/install.html');
    const bare = page.locator('#bare-tabs');
    const first = bare.locator('[role="tab"]').first();
    const panelId = await first.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    await expect(bare.locator(`#${panelId}`).getAttribute('aria-labelledby')).resolves.toBe(
      await first.getAttribute('id'),
    );
    await expect(bare.locator('[role="tabpanel"]:not([hidden])').count()).resolves.toBe(1);
    await bare.locator('[role="tab"]').nth(1).click();
    await expect(bare.locator('[role="tabpanel"]:not([hidden])').textContent()).resolves.toBe('BSD too.');
  });

  it('switches views with the dropdown and remembers the choice', async () => {
    const page = await open('/index.html');
    await expect(page.getByText('Use the JS client.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Use the Python client.').isVisible()).resolves.toBe(false);
    // The table of contents lists the shown view's headings only.
    const toc = page.locator('.lectern-toc');
    const tocLinks = () =>
      toc.locator('a:visible').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    await expect(tocLinks()).resolves.toEqual(['#overview', '#client-setup']);
    await page.locator('.lectern-view-switcher__trigger').click();
    await page.getByRole('option', { name: 'Python' }).click();
    await expect(page.getByText('Use the Python client.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Use the JS client.').isVisible()).resolves.toBe(false);
    await expect(tocLinks()).resolves.toEqual(['#overview', '#client-setup-2']);
    await page.reload();
    await expect(page.getByText('Use the Python client.').isVisible()).resolves.toBe(true);
  });

  it('shows tooltips on keyboard focus and hides them with Escape', async () => {
    const page = await open('/index.html');
    const bubble = page.getByRole('tooltip');
    await expect(bubble.isVisible()).resolves.toBe(false);
    await page.locator('.lectern-tooltip__trigger').focus();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.lectern-tooltip__bubble')!).opacity === '1',
    );
    await expect(bubble.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(bubble.isVisible()).resolves.toBe(false);
  });

  it('works when opened straight from disk (file://): widgets run without a server', async () => {
    const page = await (await site.context()).newPage();
    await page.goto(`file://${site.dir}/guides/install.html`);
    const tabs = page.locator('lectern-tabs').first().locator('[role="tab"]');
    await tabs.nth(2).click();
    await expect(
      page.locator('lectern-tabs').first().locator('[role="tabpanel"]:not([hidden])').textContent(),
    ).resolves.toContain('winget');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Introduction' }).click();
    await page.waitForURL(/\/index\.html$/);
  });

  it('opens accordions by click and keyboard', async () => {
    const page = await open('/guides/install.html');
    const body = page.getByText('Node 20 or newer, unmistakably.');
    await expect(body.isVisible()).resolves.toBe(false);
    await page.getByText('Which Node version?').click();
    await expect(body.isVisible()).resolves.toBe(true);
    await page.getByText('Which Node version?').focus();
    await page.keyboard.press('Enter');
    await expect(body.isVisible()).resolves.toBe(false);
  });

  it('opens the accordion a link names, whose id holds `&`, `/`, `’` and a bare `%`', async () => {
    const page = await open('/guides/install.html');
    const body = page.getByText('Node 20 or newer, unmistakably.');
    await expect(body.isVisible()).resolves.toBe(false);
    // As the browser carries the link: `’` percent-encoded, the rest as written (`%-` is no escape).
    await page.evaluate(() => {
      location.hash = '#node-&-npm/what’s-100%-needed';
    });
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#node-&-npm/what%E2%80%99s-100%-needed');
    await expect.poll(() => body.isVisible()).toBe(true);
  });

  it('copies code to the clipboard', async () => {
    const page = await open('/guides/install.html');
    const block = page.locator('figure.lectern-code').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(CODE_SAMPLE);
    await expect(block.locator('.lectern-copy').getAttribute('aria-label')).resolves.toBe('Copied');
    // A bare <pre> gets its button from the client.
    const bare = page.locator('.lectern-pre-wrap', { has: page.locator('#bare-pre') });
    await bare.hover();
    await bare.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('echo bare');
    // With Mintlify's hook, as the build's own copy buttons.
    await expect(bare.locator('button.code-block-copy-button').count()).resolves.toBe(1);
  });

  it('toggles dark mode, remembers it, and applies it before the first paint', async () => {
    const page = await open('/index.html');
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
    await page.getByRole('button', { name: 'Switch between light and dark mode' }).click();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    // The `dark` class Mintlify sites' own CSS targets (`.dark .hero`), in step with the toggle.
    const darkClass = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await expect(darkClass()).resolves.toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('lectern-theme'))).resolves.toBe('dark');
    // Record the theme at the moment <body> is created: before anything can be painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { themeAtBody: string | undefined }).themeAtBody =
            document.documentElement.dataset.theme;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(site.server.url + '/guides/install.html');
    await expect(
      page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody),
    ).resolves.toBe('dark');
    await expect(darkClass()).resolves.toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(13, 15, 17)');
    await page.screenshot({ path: join(SCREENSHOTS, 'desktop-install-dark.png') });
  });

  it('searches with Ctrl+K and opens the result with the keyboard', async () => {
    const page = await open('/index.html');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search documentation' });
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await input.fill('zebraflux');
    const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await option.waitFor();
    await expect(option.locator('.lectern-search-result-title').textContent()).resolves.toBe('Diagrams');
    // The excerpt is the page's text: neither its title nor the eyebrow above it ("Get started").
    await expect(option.locator('.lectern-search-result-excerpt').textContent()).resolves.toMatch(
      /^A flow of zebraflux builds\./,
    );
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').count(),
    ).resolves.toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'desktop-search.png') });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/guides\/diagrams\.html$/);
    // The index was fetched from the site itself.
    expect(site.server.requests.some((r) => r.startsWith('/_lectern/search/'))).toBe(true);
  });

  it('renders Mermaid diagrams from the local copy', async () => {
    const page = await open('/guides/diagrams.html');
    // The drawing is the <pre>'s own <svg>; the zoom controls' icons are svgs further in.
    await page.locator('pre.mermaid > svg').waitFor();
    await expect(page.locator('pre.mermaid > svg').count()).resolves.toBe(1);
    await expect(page.locator('pre.mermaid').textContent()).resolves.toContain('Engine');
  });

  it('shows the playground on API pages without sending anything until asked', async () => {
    const page = await open('/api/update.html');
    await expect(page.locator('.lectern-api-header').textContent()).resolves.toContain(
      '/project/update/{projectId}',
    );
    await page.getByText('Try it').click();
    await expect(page.getByRole('button', { name: 'Send request' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('lectern-code-group [role="tab"]').first().textContent()).resolves.toBe('cURL');
  });

  it('sends the playground request to the server the reader names, with the path parameter and auth', async () => {
    const received: { method?: string; url?: string; auth?: string; body: string }[] = [];
    const api = createServer((req, res) => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'POST',
      };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
        res.writeHead(202, { ...cors, 'content-type': 'application/json' }).end('{"statusId":"st_1"}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    try {
      const page = await open('/api/update.html');
      await page.getByText('Try it').click();
      const form = page.locator('lectern-playground form');
      await form.locator('[data-playground-server]').fill(apiUrl);
      await form.locator('input[name="Authorization"]').fill('secret-token');
      await form.locator('input[name="projectId"]').fill('proj 1');
      await page.getByRole('button', { name: 'Send request' }).click();
      const status = page.locator('.lectern-playground-status');
      await page.waitForFunction(() =>
        /^202 /.test(document.querySelector('.lectern-playground-status')?.textContent ?? ''),
      );
      await expect(status.textContent()).resolves.toMatch(/^202 Accepted/);
      await expect(page.locator('.lectern-playground-response code').textContent()).resolves.toContain(
        '"statusId": "st_1"',
      );
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        method: 'POST',
        url: '/project/update/proj%201',
        auth: 'Bearer secret-token',
        body: '',
      });
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('follows the reading position in the table of contents', async () => {
    const page = await open('/guides/install.html');
    const current = () => page.locator('.lectern-toc a[aria-current]').textContent();
    await expect(current()).resolves.toBe('Platforms');
    await page.evaluate(() =>
      document.getElementById('read/write-&-what’s-wrong')!.scrollIntoView({ block: 'start' }),
    );
    await page.waitForFunction(
      () => document.querySelector('.lectern-toc a[aria-current]')?.textContent === 'Troubleshooting',
    );
    // Mintlify's toc-item hooks: the entry and the section holding it active, the entry alone deepest.
    const marked = (attr: string) =>
      page
        .locator(`.lectern-toc li.toc-item[${attr}]`)
        .evaluateAll((items) => items.map((li) => li.textContent));
    await expect(marked('data-active')).resolves.toEqual(['FAQ', 'Troubleshooting']);
    await expect(marked('data-active-deepest')).resolves.toEqual(['Troubleshooting']);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => document.querySelector('.lectern-toc a[aria-current]')?.textContent === 'Next steps',
    );
    await expect(marked('data-active')).resolves.toEqual(['Next steps']);
  });

  it('follows a dark system preference when the reader has not chosen', async () => {
    const page = await (await site.context()).newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(site.server.url + '/index.html');
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('lectern-theme'))).resolves.toBeNull();
  });

  it('serves the 404 page for an unknown URL', async () => {
    const page = await (await site.context()).newPage();
    const response = await page.goto(site.server.url + '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
  });

  it('lays out for a 360px-wide screen with a collapsible sidebar', async () => {
    const page = await open('/guides/install.html', { width: 360, height: 740 });
    const sidebar = page.locator('#sidebar');
    await expect(sidebar.isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    const toggle = page.locator('[data-lectern-nav-toggle]');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Open navigation');
    await toggle.click();
    await expect(sidebar.isVisible()).resolves.toBe(true);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Close navigation');
    await page.screenshot({ path: join(SCREENSHOTS, 'mobile-nav-open.png') });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-nav-open'));
    await page.screenshot({ path: join(SCREENSHOTS, 'mobile-install.png'), fullPage: false });
  });
});
