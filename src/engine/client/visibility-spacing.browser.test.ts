/**
 * An agents-only `<Visibility>` block stays in the page's HTML (hidden: the page's Markdown file is made from
 * it), so placed last in a callout, card, tab, accordion or step it was the container's `:last-child` and the
 * paragraph before it kept its bottom margin. The reader must see the same layout as without the block
 * (components.css).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserSite } from '../../../test/browser/browser.js';
import { buildSite } from '../index.js';

const BODY = 'First paragraph.\n\nLast visible paragraph.';
const AGENTS = '<Visibility for="agents">\nOnly for agents.\n</Visibility>';

/** Each container twice: with the agents-only block last, then without it. */
const CONTAINERS: Record<string, (body: string) => string> = {
  '.lectern-callout__content': (body) => `<Note>\n${body}\n</Note>`,
  '.lectern-card__content': (body) => `<Card title="Card">\n${body}\n</Card>`,
  '.lectern-tabs__panel': (body) => `<Tabs>\n<Tab title="One">\n${body}\n</Tab>\n</Tabs>`,
  '.lectern-accordion__content': (body) => `<Accordion title="More" defaultOpen>\n${body}\n</Accordion>`,
  '.lectern-step__content': (body) => `<Steps>\n<Step title="Step">\n${body}\n</Step>\n</Steps>`,
  '.lectern-frame__content': (body) => `<Frame>\n${body}\n</Frame>`,
};

function writeSite(dir: string): void {
  const page = Object.values(CONTAINERS)
    .flatMap((wrap) => [wrap(`${BODY}\n\n${AGENTS}`), wrap(BODY)])
    .join('\n\n');
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({ name: 'Spacing', navigation: { pages: ['index'] } }),
    'index.mdx': `---\ntitle: Spacing\n---\n\n${page}\n`,
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
}

describe.skipIf(!hasChromium)('an agents-only block placed last, in the browser', () => {
  const site = useBrowserSite(async (dir) => {
    writeSite(join(dir, 'src'));
    const result = await buildSite({ srcDir: join(dir, 'src'), outDir: join(dir, 'site'), threads: 1 });
    expect(result.errors).toBe(0);
    return join(dir, 'site');
  });

  for (const selector of Object.keys(CONTAINERS))
    it(`leaves ${selector} laid out as without it`, async () => {
      const tab = await site.open('/index.html', { width: 1200, height: 900 });
      const [withBlock, without] = await tab.locator(selector).evaluateAll((boxes) =>
        boxes.map((box) => {
          const shown = [...box.children].filter((c) => !c.hasAttribute('hidden'));
          return {
            height: Math.round(box.getBoundingClientRect().height),
            lastIsHidden: box.lastElementChild?.hasAttribute('hidden') ?? false,
            lastShownMargin: getComputedStyle(shown.at(-1)!).marginBottom,
          };
        }),
      );
      expect(withBlock!.lastIsHidden).toBe(true);
      expect(without!.lastIsHidden).toBe(false);
      expect(withBlock!.lastShownMargin).toBe('0px');
      expect(withBlock!.height).toBe(without!.height);
    });
});
