/**
 * Mermaid's zoom and pan controls in the browser (components/mermaid-diagrams.mdx): on a diagram taller than
 * 120px, in the fence's `placement` corner (bottom-right by default); `actions={false}` leaves them out and
 * `actions={true}` adds them to a small diagram. Zoom, pan and reset move the drawn SVG with a CSS transform.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const TALL = 'flowchart TD\n  A[Start] --> B[Parse]\n  B --> C[Check]\n  C --> D[Render]\n  D --> E[Done]';
const SMALL = 'flowchart LR\n  A --> B';
const fence = (meta: string, body: string) => `\`\`\`mermaid ${meta}\n${body}\n\`\`\``;

function siteFiles(): SiteFiles {
  const diagrams = [
    fence('placement="top-left"', TALL),
    fence('', TALL),
    fence('actions={false}', TALL),
    fence('', SMALL),
    fence('actions={true} placement="bottom-left"', SMALL),
  ];
  return {
    'docs.json': JSON.stringify({
      name: 'Diagrams',
      navigation: {
        languages: [
          { language: 'en', groups: [{ group: 'Start', pages: ['index'] }] },
          { language: 'fr', groups: [{ group: 'Début', pages: ['fr/index'] }] },
        ],
      },
    }),
    'index.mdx': `---\ntitle: Diagrams\n---\n\n${diagrams.join('\n\n')}\n`,
    // The labels in the page's language (layout/mermaid-strings.ts).
    'fr/index.mdx': `---\ntitle: Diagrammes\n---\n\n${fence('', TALL)}\n`,
  };
}

async function openDiagrams(open: () => Promise<Page>, count = 5): Promise<{ page: Page; pres: Locator }> {
  const page = await open();
  const pres = page.locator('pre.mermaid');
  await page.waitForFunction((n) => document.querySelectorAll('pre.mermaid > svg').length === n, count);
  return { page, pres };
}

const transform = (pre: Locator) =>
  pre
    .locator('svg')
    .first()
    .evaluate((svg) => svg.style.transform);
const controls = (pre: Locator) => pre.locator('.lectern-mermaid__controls');

describe.skipIf(!hasChromium)('Mermaid zoom and pan controls, in the browser', () => {
  const site = useBuiltSite(siteFiles());
  const open = () => site.open('/index.html', { width: 1200, height: 900 });

  it('shows labelled buttons on a tall diagram; zoom in scales the SVG and reset restores it', async () => {
    const { pres } = await openDiagrams(open);
    const tall = pres.nth(1);
    await controls(tall).waitFor({ state: 'visible' });
    const labels = await controls(tall)
      .locator('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(labels).toEqual([
      'Zoom in',
      'Zoom out',
      'Reset view',
      'Pan up',
      'Pan left',
      'Pan right',
      'Pan down',
    ]);
    const svg = tall.locator('svg').first();
    const before = (await svg.boundingBox())!;
    await tall.getByRole('button', { name: 'Zoom in' }).click();
    expect(await transform(tall)).toContain('scale(1.25)');
    expect((await svg.boundingBox())!.width).toBeGreaterThan(before.width * 1.2);
    await tall.getByRole('button', { name: 'Pan right' }).click();
    expect(await transform(tall)).toMatch(/translate\(-60px, 0px\)/);
    await tall.getByRole('button', { name: 'Reset view' }).click();
    expect(await transform(tall)).toBe('');
    expect((await svg.boundingBox())!.width).toBeCloseTo(before.width, 0);
  });

  it('labels the buttons in the page language (a French page)', async () => {
    const { pres } = await openDiagrams(() => site.open('/fr/index.html', { width: 1200, height: 900 }), 1);
    const tall = pres.first();
    await controls(tall).waitFor({ state: 'visible' });
    expect(await controls(tall).getAttribute('aria-label')).toBe('Zoom et déplacement du diagramme');
    const buttons = controls(tall).locator('button');
    expect(
      await buttons.evaluateAll((all) =>
        all.map((b) => [b.getAttribute('aria-label'), b.getAttribute('title')]),
      ),
    ).toEqual(
      [
        'Zoom avant',
        'Zoom arrière',
        'Réinitialiser la vue',
        'Déplacer vers le haut',
        'Déplacer vers la gauche',
        'Déplacer vers la droite',
        'Déplacer vers le bas',
      ].map((label) => [label, label]),
    );
    await tall.getByRole('button', { name: 'Zoom avant' }).click();
    expect(await transform(tall)).toContain('scale(1.25)');
  });

  it('works from the keyboard and pans by dragging', async () => {
    const { page, pres } = await openDiagrams(open);
    const tall = pres.nth(1);
    await controls(tall).waitFor({ state: 'visible' });
    await tall.getByRole('button', { name: 'Zoom out' }).focus();
    await page.keyboard.press('Enter');
    expect(await transform(tall)).toContain('scale(0.8)');
    await page.keyboard.press('Tab'); // Reset view
    await page.keyboard.press('Space');
    expect(await transform(tall)).toBe('');

    const box = (await tall.locator('svg').first().boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 50, { steps: 4 });
    await page.mouse.up();
    expect(await transform(tall)).toContain('translate(40px, 30px)');
  });

  it('puts the controls in the placement corner, bottom-right by default', async () => {
    const { pres } = await openDiagrams(open);
    const corner = async (pre: Locator) => {
      await controls(pre).waitFor({ state: 'visible' });
      const frame = (await pre.boundingBox())!;
      const box = (await controls(pre).boundingBox())!;
      return {
        left: box.x - frame.x < 20,
        right: frame.x + frame.width - (box.x + box.width) < 20,
        top: box.y - frame.y < 20,
        bottom: frame.y + frame.height - (box.y + box.height) < 20,
      };
    };
    expect(await corner(pres.nth(0))).toEqual({ left: true, right: false, top: true, bottom: false });
    expect(await corner(pres.nth(1))).toEqual({ left: false, right: true, top: false, bottom: true });
    expect(await corner(pres.nth(4))).toMatchObject({ left: true, bottom: true });
  });

  it('leaves them out with actions={false} and on a diagram up to 120px tall, unless actions={true}', async () => {
    const { pres } = await openDiagrams(open);
    await controls(pres.nth(1)).waitFor({ state: 'visible' });
    expect(await controls(pres.nth(2)).count()).toBe(0);
    const small = pres.nth(3);
    expect((await small.locator('svg').first().boundingBox())!.height).toBeLessThanOrEqual(120);
    expect(await controls(small).isVisible()).toBe(false);
    expect(await small.getByRole('button', { name: 'Zoom in' }).count()).toBe(0);
    expect(await controls(pres.nth(4)).isVisible()).toBe(true);
  });
});

const WIDE =
  'flowchart LR\n  A[Client] --> B[API] --> C[Worker] --> D[Storage] --> E[Archive] --> F[Glacier] --> G[Tape]\n  B --> H[Database]\n  C --> I[Queue]';

describe.skipIf(!hasChromium)('Mermaid controls beside the drawing, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Room', navigation: { pages: ['index'] } }),
    'index.mdx': `---\ntitle: Room\n---\n\n${fence('', WIDE)}\n\n${fence('placement="top-right"', WIDE)}\n\n${fence('', TALL)}\n`,
  });

  /** Whether the pad's box meets the drawing's, and the diagram's room below and above it. */
  const layout = (pre: Locator) =>
    pre.evaluate((el) => {
      const pad = el.querySelector('.lectern-mermaid__controls')!.getBoundingClientRect();
      const svg = el.querySelector(':scope > svg')!.getBoundingClientRect();
      const meets =
        svg.left < pad.right && pad.left < svg.right && svg.top < pad.bottom && pad.top < svg.bottom;
      const style = getComputedStyle(el);
      return { meets, bottom: parseFloat(style.paddingBottom), top: parseFloat(style.paddingTop) };
    });

  it("gives a diagram as wide as the frame room for the pad, on the pad's side, so it covers nothing", async () => {
    for (const width of [1200, 700]) {
      const { pres } = await openDiagrams(() => site.open('/index.html', { width, height: 900 }), 3);
      await controls(pres.nth(0)).waitFor({ state: 'visible' });
      await controls(pres.nth(1)).waitFor({ state: 'visible' });
      await expect.poll(() => layout(pres.nth(0))).toMatchObject({ meets: false });
      expect((await layout(pres.nth(0))).bottom).toBeGreaterThan(90);
      const top = await layout(pres.nth(1));
      expect(top.meets).toBe(false);
      expect(top.top).toBeGreaterThan(90);
    }
  });

  it('adds no room to a narrow diagram the pad stands beside', async () => {
    const { pres } = await openDiagrams(() => site.open('/index.html', { width: 1200, height: 900 }), 3);
    const narrow = pres.nth(2);
    await controls(narrow).waitFor({ state: 'visible' });
    const room = await layout(narrow);
    expect(room.meets).toBe(false);
    expect(room.bottom).toBeLessThan(40);
  });
});
