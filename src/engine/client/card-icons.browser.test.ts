/**
 * A card whose icon is the author's own `<svg>` (Mintlify's icons-snippet pattern, `icon={<svg ...>}`) lays
 * out like a card with a library icon: the SVG was 16px inside an inline box a line tall (27px), so its title
 * sat 7px lower than its neighbour's (base.css, components.css).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const SVG =
  '<svg role="img" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><title>Kubernetes</title>' +
  '<path fill="#FFA500" d="M2 2h20v20H2z"/></svg>';

const PAGE = `---
title: Self-host
---

<CardGroup cols={2}>
  <Card title="Kubernetes" icon={${SVG}} href="#kubernetes">
    Deploy on Kubernetes.
  </Card>
  <Card title="Docker" icon="docker" href="#docker">
    Deploy with Docker.
  </Card>
</CardGroup>

<Card title="Alone" icon={${SVG}} horizontal>
  A horizontal card.
</Card>

<Card title="Library" icon="docker" horizontal>
  A horizontal card.
</Card>

## Kubernetes

## Docker
`;

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({ name: 'Cards', theme: 'aspen', navigation: { pages: ['index'] } }),
  'index.mdx': PAGE,
};

describe.skipIf(!hasChromium)('card icons in the browser', () => {
  const site = useBuiltSite(FILES);

  it('gives an author SVG icon the box of a library icon', async () => {
    const page = await site.open('/index.html', { width: 1280, height: 900 });
    const cards = await page.locator('.lectern-card').evaluateAll((all) =>
      all.map((card) => {
        const top = card.getBoundingClientRect().top;
        const icon = card.querySelector('.lectern-card__icon')!.getBoundingClientRect();
        const svg = card.querySelector('.lectern-card__icon svg')!.getBoundingClientRect();
        const title = card.querySelector('.lectern-card__title')!.getBoundingClientRect();
        return {
          icon: [Math.round(icon.width), Math.round(icon.height)],
          svg: [Math.round(svg.width), Math.round(svg.height)],
          titleTop: Math.round(title.top - top),
        };
      }),
    );
    expect(cards).toHaveLength(4);
    const [custom, library, customRow, libraryRow] = cards;
    expect(library!.svg).toEqual([20, 20]);
    expect(custom).toEqual(library);
    expect(customRow).toEqual(libraryRow);
  });
});
