/** The author-HTML schema keeps SVG presentation attributes under the names hast gives them. */
import { describe, expect, it } from 'vitest';
import { renderPage } from './index.js';
import { createTestContext } from './test-context.js';

const ctx = () =>
  createTestContext({
    srcDir: '/nonexistent-lectern-src',
    file: 'icons.mdx',
    pages: new Set(['icons']),
    assets: new Set(),
    snippets: {},
  });

const STROKES =
  'stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="4 2" stroke-dashoffset="1" stroke-miterlimit="4"';

describe('author SVG', () => {
  it('keeps stroke line caps, joins, dashes and miter limits written in JSX or in HTML', async () => {
    const jsx = await renderPage(
      '<svg viewBox="0 0 24 24"><path d="M4 6h16" strokeLinecap="round" strokeLinejoin="round" strokeDasharray="4 2" strokeDashoffset="1" strokeMiterlimit="4" /></svg>',
      ctx(),
    );
    const html = await renderPage(
      `<div>\n<svg viewBox="0 0 24 24"><path d="M4 6h16" ${STROKES}></path></svg>\n</div>`,
      ctx(),
    );
    for (const page of [jsx, html]) expect(page.html).toContain(`<path d="M4 6h16" ${STROKES}>`);
  });
});
