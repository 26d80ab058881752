/**
 * Alignment details found on real sites: a table column aligned in its separator row keeps its alignment
 * (MCP's SDK tables; base.css set every cell left), and a long product name in the sidebar switcher is cut
 * with an ellipsis instead of pushing the arrow out of its box (LangChain's "AGENT DEVELOPMENT LIFECYCLE"),
 * a tree file's icon keeps the gap a folder's has from its name, and a button's label on a line of its own
 * (a paragraph to MDX) sits in the middle of the button (crewAI's hero pushed it to the top).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const TABLE = `---
title: Table
---

| Left | Centre | Right |
| :--- | :----: | ----: |
| a    | b      | c     |
`;

const TREE = `<Tree>
  <Tree.Folder name="app" defaultOpen>
    <Tree.File name="package.yaml" />
  </Tree.Folder>
</Tree>
`;

// crewAI's hero: a link and a button boxed alike, each label on its own line.
const BOX =
  '{{ display: "inline-flex", alignItems: "center", minHeight: 42, padding: "0 16px", lineHeight: 1 }}';
const HERO = `<div>
  <a href="/other" style=${BOX}>
    Get started
  </a>
  <button type="button" style=${BOX}>
    Copy the prompt
  </button>
</div>
`;

describe.skipIf(!hasChromium)('alignment in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({
      name: 'Align',
      navigation: {
        products: [
          { product: 'AGENT DEVELOPMENT LIFECYCLE AND EVERYTHING AROUND IT', pages: ['index'] },
          { product: 'Other', pages: ['other'] },
        ],
      },
      contextual: { options: ['copy', 'view'] },
    }),
    'index.mdx': `${TABLE}\n${TREE}\n${HERO}`,
    'other.mdx':
      '---\ntitle: Connect your documentation to every assistant your readers already use every day\n---\n\nText.\n',
  });

  it('keeps the alignment of table columns', async () => {
    const page = await site.open('/index.html');
    const align = (selector: string) =>
      page.locator(selector).evaluateAll((cells) => cells.map((c) => getComputedStyle(c).textAlign));
    expect(await align('.lectern-content td')).toEqual(['left', 'center', 'right']);
    expect(await align('.lectern-content th')).toEqual(['left', 'center', 'right']);
  });

  it("spaces a tree file's icon from its name as a folder's is (unoverse's and Fireworks' trees)", async () => {
    const page = await site.open('/index.html');
    const gap = (row: string) =>
      page.locator(row).evaluate((el) => {
        // A folder holds its closed and its open icon, one of them hidden.
        const icon = [...el.querySelectorAll('svg')]
          .map((svg) => svg.getBoundingClientRect())
          .find((box) => box.width > 0)!;
        const name = el.querySelector('.lectern-tree__name')!.getBoundingClientRect();
        return Math.round(name.left - icon.right);
      });
    // A folder's row is its <summary> until the tree script makes it a treeitem row.
    expect(await gap('.lectern-tree__file')).toBe(await gap('.lectern-tree__folder > [role="treeitem"]'));
    expect(await gap('.lectern-tree__file')).toBeGreaterThan(3);
  });

  it("centres a button's label that MDX made a paragraph, as a button-like link's", async () => {
    const page = await site.open('/index.html', { width: 1280, height: 800 });
    for (const label of ['Get started', 'Copy the prompt']) {
      const offset = await page.locator('.lectern-content p', { hasText: label }).evaluate((p) => {
        const text = p.getBoundingClientRect();
        const box = p.parentElement!.getBoundingClientRect();
        return text.top + text.height / 2 - (box.top + box.height / 2);
      });
      expect(Math.abs(offset), label).toBeLessThanOrEqual(1);
    }
  });

  it('keeps the page menu on the first line of a long title', async () => {
    const page = await site.open('/other.html', { width: 1280, height: 800 });
    const title = (await page.locator('.lectern-page-title').boundingBox())!;
    const menu = (await page.locator('.lectern-page-title-row .lectern-contextual').boundingBox())!;
    // Beside the title, not under it: the menu starts above the title's second line.
    expect(menu.x).toBeGreaterThan(title.x + title.width - 1);
    expect(menu.y).toBeLessThan(title.y + title.height / 2);
  });

  it("cuts a long product name and keeps the switcher's arrow inside its box", async () => {
    const page = await site.open('/index.html', { width: 1280, height: 800 });
    const summary = page.locator('.lectern-sidebar .lectern-switcher > summary').first();
    const fits = await summary.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const arrow = getComputedStyle(el, '::after');
      const label = el.querySelector('span')!;
      return {
        labelInside: label.getBoundingClientRect().right <= box.right,
        ellipsis: getComputedStyle(label).textOverflow,
        arrowWidth: arrow.width,
        overflowing: el.scrollWidth > el.clientWidth,
      };
    });
    expect(fits).toEqual({ labelInside: true, ellipsis: 'ellipsis', arrowWidth: '6px', overflowing: false });
  });
});
