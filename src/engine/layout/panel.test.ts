/**
 * The right-hand panel: <Panel> and request/response examples lifted out of the page into the side column,
 * or kept inline where a mode has no side column.
 */
import { describe, expect, it } from 'vitest';
import { fixtureInput, fixturePage } from './fixtures.js';
import { renderLayout } from './index.js';
import { dropPanels, liftPanel } from './panel.js';

describe('the right-hand panel', () => {
  const request =
    '<div class="lectern-example lectern-example--request"><lectern-code-group class="lectern-code-group"><div><p>curl</p></div></lectern-code-group></div>';
  const response =
    '<div class="lectern-example lectern-example--response"><pre><code>{"ok": "&lt;/div&gt;"}</code></pre></div>';
  const panel =
    '<aside class="lectern-panel"><div class="lectern-callout" title="a > b"><p>Pinned</p></div></aside>';
  const nested =
    '<div class="lectern-tabs__panel"><div class="lectern-example lectern-example--request"><p>nested</p></div></div>';
  const html = `<p>Intro.</p>\n${request}\n<h2 id="a">A</h2>\n${panel}\n${nested}\n${response}\n<p>End.</p>`;

  it('lifts top-level panels and examples, leaving slots, and keeps nested ones in place', () => {
    const lifted = liftPanel(html)!;
    expect(lifted.items).toEqual([
      request.replace('<div ', '<div data-lectern-lifted="0" '),
      panel.replace('<aside ', '<aside data-lectern-lifted="1" '),
      response.replace('<div ', '<div data-lectern-lifted="2" '),
    ]);
    expect(lifted.html).toBe(
      `<p>Intro.</p>\n<div class="lectern-panel-slot" data-lectern-slot="0" hidden></div>\n<h2 id="a">A</h2>\n<div class="lectern-panel-slot" data-lectern-slot="1" hidden></div>\n${nested}\n<div class="lectern-panel-slot" data-lectern-slot="2" hidden></div>\n<p>End.</p>`,
    );
    expect(liftPanel('<p>No panel.</p>')).toBeNull();
  });

  it('puts them in the side column in place of the table of contents', async () => {
    const page = renderLayout(fixtureInput({ page: fixturePage({ html }) }));
    expect(page).toContain('<body class="lectern-mode-default lectern-panel-page"');
    expect(page).toContain('<div class="lectern-shell lectern-has-panel" id="body-content">');
    expect(page).not.toContain('<lectern-toc>');
    await expect(page).toMatchFileSnapshot('./__snapshots__/panel-page.html');
  });

  it('drops <Panel> in modes without a side column and keeps examples inline', () => {
    expect(dropPanels(html)).toBe(
      `<p>Intro.</p>\n${request}\n<h2 id="a">A</h2>\n\n${nested}\n${response}\n<p>End.</p>`,
    );
    const wide = renderLayout(fixtureInput({ page: fixturePage({ html, frontmatter: { mode: 'wide' } }) }));
    expect(wide).not.toContain('Pinned');
    expect(wide).toContain(request);
    expect(wide).not.toContain('lectern-side-panel');
  });
});
