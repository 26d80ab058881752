/**
 * `<Card cta>`: a call to action given as text or as JSX (Bun's docs: `cta={<span>… <code>…</code></span>}`);
 * `<Card arrow>`: the link arrow in the card's corner, as in @mintlify/components' Card.
 */
import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createRenderer } from '../index.js';
import { createTestContext } from '../test-context.js';

async function render(source: string) {
  const renderer = await createRenderer();
  const page = await renderer.render(
    source,
    createTestContext({ srcDir: '/nonexistent', file: 'index.mdx' }),
  );
  const tree = fromHtml(page.html, { fragment: true });
  const cta = findPart(tree, 'card-cta');
  // The call to action's own markup, without the arrow Mintlify draws after it (checked apart).
  const own = cta?.children.filter((n) => !(n.type === 'element' && n.tagName === 'svg')) ?? [];
  return {
    cta: cta ? toHtml(own) : null,
    ctaArrow: cta?.children.at(-1)?.type === 'element' && (cta.children.at(-1) as Element).tagName === 'svg',
    arrow: findPart(tree, 'card-arrow'),
    container: findPart(tree, 'card-content-container'),
    diagnostics: page.diagnostics,
  };
}

function findPart(node: Root | Element, part: string): Element | null {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.properties.dataComponentPart === part) return child;
    const found = findPart(child, part);
    if (found) return found;
  }
  return null;
}

describe('<Card cta>', () => {
  it('renders a JSX cta as its markup, like JSX written in place', async () => {
    const { cta, diagnostics } = await render(
      '<Card title="Install" href="/install" cta={<span>Run <code>bun install</code></span>}>Body</Card>',
    );
    expect(cta).toBe('<span>Run <code>bun install</code></span>');
    expect(diagnostics).toEqual([]);
  });

  it('keeps a text cta as text, followed by an arrow as on Mintlify', async () => {
    const { cta, ctaArrow } = await render('<Card title="Install" cta="Read more">Body</Card>');
    expect(cta).toBe('Read more');
    expect(ctaArrow).toBe(true);
  });

  it('warns instead of dropping a cta it cannot show', async () => {
    const { cta, diagnostics } = await render('<Card title="Install" cta={{ a: 1 }}>Body</Card>');
    expect(cta).toBeNull();
    expect(diagnostics).toMatchObject([{ code: 'invalid-prop' }]);
  });
});

describe('<Card arrow>', () => {
  it('draws an up-right arrow first in the card, for external links by default', async () => {
    const { arrow, container } = await render('<Card title="Site" href="https://example.com">Body</Card>');
    expect(arrow).not.toBeNull();
    expect(container?.children[0]).toBe(arrow);
    expect(arrow?.properties.ariaHidden).toBe('true');
    expect(toHtml(arrow!)).toContain('M7 7h10v10');
  });

  it('follows the arrow prop, and never shows without a link', async () => {
    expect((await render('<Card title="In" href="/install">B</Card>')).arrow).toBeNull();
    expect((await render('<Card title="In" href="/install" arrow>B</Card>')).arrow).not.toBeNull();
    expect(
      (await render('<Card title="Out" href="https://example.com" arrow={false}>B</Card>')).arrow,
    ).toBeNull();
    expect((await render('<Card title="None" arrow>B</Card>')).arrow).toBeNull();
  });
});
