/**
 * Callouts and frames look as @mintlify/components draws them (callouts.css, widgets.css): each callout
 * kind has its palette in both themes (Info neutral grey, Tip and Check green, a custom callout without
 * `color` grey with its icon in the site's colour), its text colour tints the content and the icon, a
 * `title` leads the content in bold; a frame's hint sits above the framed box, outside its border. A
 * callout written within a line of text is a span (valid HTML) drawn as Mintlify's div is: a box of its own.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = `---
title: Callouts
---

<Info title="Info title">
  Info text with a [link](#anchor).
</Info>

<Note>Note text.</Note>

<Tip>Tip text.</Tip>

<Check>Check text.</Check>

<Warning>Warning text.</Warning>

<Danger>Danger text.</Danger>

<Callout icon="key">Custom text.</Callout>

<Callout icon="key" color="#0000ff">Blue text.</Callout>

<Frame hint="Look closely." caption="A caption.">
  <img src="/images/pixel.png" alt="A pixel" />
</Frame>

- A license
<Tip>Get one here.</Tip>
- A cluster

## Anchor
`;

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({
    name: 'Callouts',
    colors: { primary: '#ff0000', light: '#ff0000', dark: '#ff0000' },
    navigation: { pages: ['index'] },
  }),
  'index.mdx': PAGE,
  'images/pixel.png': PIXEL,
};

interface CalloutLook {
  kind: string;
  background: string;
  border: string;
  text: string;
  icon: string;
}

async function looks(page: Page): Promise<Record<string, CalloutLook>> {
  const all = await page.locator('.lectern-callout').evaluateAll((boxes) =>
    boxes.map((box) => {
      const style = getComputedStyle(box);
      const content = box.querySelector('.lectern-callout__content')!;
      const icon = box.querySelector('.lectern-callout__icon svg')!;
      return {
        kind: [...box.classList].filter((c) => c.startsWith('lectern-callout--')).join(' '),
        background: style.backgroundColor,
        border: style.borderTopColor,
        text: getComputedStyle(content).color,
        icon: getComputedStyle(icon).color,
      };
    }),
  );
  return Object.fromEntries(all.map((look) => [look.kind, look]));
}

describe.skipIf(!hasChromium)('callouts and frames in the browser', () => {
  const site = useBuiltSite(FILES);

  it("gives each callout kind Mintlify's light palette", async () => {
    const page = await site.open('/index.html', { width: 1200, height: 900 });
    const by = await looks(page);
    expect(by['lectern-callout--info']).toMatchObject({
      background: 'rgb(250, 250, 249)',
      border: 'rgb(231, 229, 228)',
      text: 'rgb(41, 37, 36)',
      icon: 'rgb(41, 37, 36)',
    });
    expect(by['lectern-callout--note']).toMatchObject({
      background: 'rgb(239, 246, 255)',
      text: 'rgb(30, 64, 175)',
    });
    for (const kind of ['lectern-callout--tip', 'lectern-callout--check'])
      expect(by[kind]).toMatchObject({ background: 'rgb(240, 253, 244)', text: 'rgb(22, 101, 52)' });
    expect(by['lectern-callout--warning']!.text).toBe('rgb(133, 77, 14)');
    expect(by['lectern-callout--danger']!.text).toBe('rgb(153, 27, 27)');
    // A custom callout without a colour is grey, its icon in the site's colour.
    expect(by['lectern-callout--custom']).toMatchObject({
      background: 'rgba(250, 250, 249, 0.5)',
      text: 'rgb(28, 25, 23)',
      icon: 'rgb(255, 0, 0)',
    });
    // With one, the box is drawn from it and the text is the colour darkened (color-mix keeps srgb form).
    expect(by['lectern-callout--custom lectern-callout--colored']).toMatchObject({
      icon: 'rgb(0, 0, 255)',
      text: 'color(srgb 0 0 0.5)',
    });
  });

  it('gives each callout kind its dark palette', async () => {
    const page = await site.open('/index.html', { width: 1200, height: 900 });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const by = await looks(page);
    expect(by['lectern-callout--info']).toMatchObject({
      background: 'rgba(255, 255, 255, 0.1)',
      text: 'rgb(214, 211, 209)',
    });
    expect(by['lectern-callout--note']!.text).toBe('rgb(147, 197, 253)');
    expect(by['lectern-callout--tip']!.text).toBe('rgb(134, 239, 172)');
    expect(by['lectern-callout--custom']!.text).toBe('rgb(231, 229, 228)');
    expect(by['lectern-callout--custom lectern-callout--colored']!.text).toBe('color(srgb 0.5 0.5 1)');
  });

  it('leads the content with the title in bold, and tints links with the text colour', async () => {
    const page = await site.open('/index.html', { width: 1200, height: 900 });
    const info = await page
      .locator('.lectern-callout--info .lectern-callout__content')
      .evaluate((content) => {
        const title = content.firstElementChild!;
        const next = title.nextElementSibling!;
        return {
          title: title.textContent,
          part: title.getAttribute('data-component-part'),
          weight: getComputedStyle(title).fontWeight,
          gap: Math.round(next.getBoundingClientRect().top - title.getBoundingClientRect().bottom),
          link: getComputedStyle(content.querySelector('a')!).color,
          text: getComputedStyle(content).color,
        };
      });
    expect(info).toMatchObject({ title: 'Info title', part: 'callout-title', weight: '600', gap: 12 });
    expect(info.link).toBe(info.text);
  });

  it('draws a callout written within a line of text as a box of its own, as Mintlify does', async () => {
    const page = await site.open('/index.html', { width: 1200, height: 900 });
    const tip = await page.locator('li span.lectern-callout--tip').evaluate((box) => {
      const item = box.closest('li')!;
      const text = document.createRange();
      text.selectNodeContents(item.firstChild!);
      const own = box.getBoundingClientRect();
      return {
        display: getComputedStyle(box).display,
        fullWidth: Math.abs(own.width - item.getBoundingClientRect().width) < 1,
        below: own.top >= text.getBoundingClientRect().bottom,
        padding: getComputedStyle(box).paddingTop,
      };
    });
    expect(tip).toEqual({ display: 'flex', fullWidth: true, below: true, padding: '12px' });
  });

  it("puts a frame's hint above the framed box, outside its border", async () => {
    const page = await site.open('/index.html', { width: 1200, height: 900 });
    const frame = await page.locator('.lectern-frame-container').evaluate((container) => {
      const hint = container.querySelector('.lectern-frame__hint')!;
      const figure = container.querySelector('figure.lectern-frame')!;
      const icon = hint.querySelector('svg')!.getBoundingClientRect();
      return {
        inFigure: figure.contains(hint),
        above: hint.getBoundingClientRect().bottom <= figure.getBoundingClientRect().top,
        icon: [Math.round(icon.width), Math.round(icon.height)],
        captionInFigure: !!figure.querySelector('.lectern-frame__caption'),
      };
    });
    expect(frame).toEqual({ inFigure: false, above: true, icon: [16, 16], captionInFigure: true });
  });
});
