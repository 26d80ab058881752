/** `<Card cta>`: a call to action given as text or as JSX (Bun's docs: `cta={<span>… <code>…</code></span>}`). */
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
  const cta = findPart(fromHtml(page.html, { fragment: true }), 'card-cta');
  return { cta: cta ? toHtml(cta.children) : null, diagnostics: page.diagnostics };
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

  it('keeps a text cta as text', async () => {
    const { cta } = await render('<Card title="Install" cta="Read more">Body</Card>');
    expect(cta).toBe('Read more');
  });

  it('warns instead of dropping a cta it cannot show', async () => {
    const { cta, diagnostics } = await render('<Card title="Install" cta={{ a: 1 }}>Body</Card>');
    expect(cta).toBeNull();
    expect(diagnostics).toMatchObject([{ code: 'invalid-prop' }]);
  });
});
