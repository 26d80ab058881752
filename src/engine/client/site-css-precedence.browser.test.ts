/**
 * The site's own CSS (linked after Lectern's styles) wins over Lectern's prose styles as it does over
 * Mintlify's Tailwind Typography, whose element rules weigh one class (`.prose :where(h1)`): a site's
 * single-class rule beats them, a bare element rule does not (base.css). Colours a site gives its links do
 * not reach labels that carry their own colour on Mintlify: the navbar's primary button (header.css) and a
 * linked card's title (card.ts, components.css). A badge on its own line keeps a paragraph's gap before the
 * next block (widgets.css).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = `---
title: Home
---

<div>
  <h1 className="hero-title">Big headline</h1>
  <p className="tight">Body text</p>
  <a href="/index" className="plain-link">Plain link</a>
</div>

## A plain heading

Plain paragraph with a [plain link](/index).

<Card title="Linked card" icon="bolt" href="/index">Has href.</Card>

<Card title="Plain card" icon="bolt">No href.</Card>

<Badge color="blue">Enterprise</Badge>

After the badge.
`;

const SITE_CSS = `
.hero-title { font-weight: 400; margin: 0; }
.tight { margin: 0 0 32px; }
.plain-link { text-decoration: none; font-weight: 400; }
h2 { font-weight: 300; margin: 0; }
#content-area a { color: rgb(0, 0, 255); }
#navbar a { color: rgb(55, 65, 81) !important; }
.dark #navbar a { color: rgb(156, 163, 175) !important; }
`;

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({
    name: 'Precedence',
    theme: 'mint',
    colors: { primary: '#4C48FF' },
    navigation: { pages: ['index'] },
    navbar: { primary: { type: 'button', label: 'Dashboard', href: 'https://example.com/' } },
  }),
  'index.mdx': PAGE,
  'style.css': SITE_CSS,
};

/** Computed values of `props` on the first element matching `selector`. */
function styles(page: Page, selector: string, props: string[]): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .first()
    .evaluate(
      (el, names) => Object.fromEntries(names.map((n) => [n, getComputedStyle(el).getPropertyValue(n)])),
      props,
    );
}

describe.skipIf(!hasChromium)("the site's CSS against Lectern's prose styles", () => {
  const site = useBuiltSite(FILES);

  it("lets a site's single-class rules win, and not its bare element rules", async () => {
    const page = await site.open('/index.html', { width: 1280, height: 900 });
    expect(await styles(page, '.hero-title', ['font-weight', 'margin-top', 'margin-bottom'])).toEqual({
      'font-weight': '400',
      'margin-top': '0px',
      'margin-bottom': '0px',
    });
    expect(await styles(page, '.tight', ['margin-bottom'])).toEqual({ 'margin-bottom': '32px' });
    expect(await styles(page, '.plain-link', ['text-decoration-line', 'font-weight'])).toEqual({
      'text-decoration-line': 'none',
      'font-weight': '400',
    });
    // As under `.prose :where(h2)`: one class outweighs the site's bare `h2`.
    const h2 = await styles(page, '#a-plain-heading', ['font-weight', 'margin-top']);
    expect(h2['font-weight']).toBe('650');
    expect(h2['margin-top']).not.toBe('0px');
    const prose = await styles(page, '#content p:not([class]) a', ['text-decoration-line', 'color']);
    expect(prose).toEqual({ 'text-decoration-line': 'underline', color: 'rgb(0, 0, 255)' });
  });

  it("keeps the title colour of a card with or without href under the site's link colour", async () => {
    const page = await site.open('/index.html', { width: 1280, height: 900 });
    const titles = await page
      .locator('.lectern-card__title')
      .evaluateAll((all) =>
        all.map((t) => getComputedStyle(t.querySelector('.lectern-card__title-text') ?? t).color),
      );
    expect(titles).toHaveLength(2);
    expect(titles[0]).toBe(titles[1]);
    expect(titles[0]).not.toBe('rgb(0, 0, 255)');
    // The linked title is still the card's one link, stretched over the card.
    const link = page.locator('a.lectern-card__link');
    await expect(link.getAttribute('href')).resolves.toBe('index.html');
    await expect(link.textContent()).resolves.toBe('Linked card');
  });

  it("keeps the navbar button's label white under the site's navbar link colour, in both themes", async () => {
    for (const theme of ['light', 'dark']) {
      const context = await site.context({ width: 1280, height: 900 });
      // about:blank has no storage: only the site's pages take the stored theme.
      await context.addInitScript((t) => {
        if (location.protocol === 'http:') localStorage.setItem('lectern-theme', t);
      }, theme);
      const page = await context.newPage();
      await page.goto(`${site.server.url}/index.html`);
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(theme);
      // The site's rule does reach the link itself, as on Mintlify.
      const link = await styles(page, '#topbar-cta-button', ['color']);
      expect(link.color).toBe(theme === 'dark' ? 'rgb(156, 163, 175)' : 'rgb(55, 65, 81)');
      expect(await styles(page, '#topbar-cta-button > span', ['color'])).toEqual({
        color: 'rgb(255, 255, 255)',
      });
    }
  });

  it("puts a paragraph's gap between a badge on its own line and the next paragraph", async () => {
    const page = await site.open('/index.html', { width: 1280, height: 900 });
    const gap = await page.evaluate(() => {
      const badge = document.querySelector('#content > .lectern-badge')!;
      const next = badge.nextElementSibling!;
      return next.getBoundingClientRect().top - badge.getBoundingClientRect().bottom;
    });
    expect(gap).toBeGreaterThan(10);
  });
});
