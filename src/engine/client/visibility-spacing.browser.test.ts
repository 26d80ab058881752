/**
 * An agents-only `<Visibility>` block stays in the page's HTML (hidden: the page's Markdown file is made from
 * it), so placed last in a callout, card, tab, accordion or step it was the container's `:last-child` and the
 * paragraph before it kept its bottom margin. The reader must see the same layout as without the block
 * (components.css).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

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

function siteFiles(): SiteFiles {
  const page = Object.values(CONTAINERS)
    .flatMap((wrap) => [wrap(`${BODY}\n\n${AGENTS}`), wrap(BODY)])
    .join('\n\n');
  return {
    'docs.json': JSON.stringify({ name: 'Spacing', navigation: { pages: ['index'] } }),
    'index.mdx': `---\ntitle: Spacing\n---\n\n${page}\n`,
  };
}

describe.skipIf(!hasChromium)('an agents-only block placed last, in the browser', () => {
  const site = useBuiltSite(siteFiles());

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
