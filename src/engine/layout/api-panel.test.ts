/** An API page's own examples and panels in the operation's examples column (api-panel.ts). */
import { describe, expect, it } from 'vitest';
import { intoApiPanel } from './api-panel.js';
import { fixtureInput, fixturePage } from './fixtures.js';
import { renderLayout } from './index.js';

const group = (cls: string, id: string, text: string) =>
  `<lectern-code-group class="lectern-code-group ${cls}"${id ? ` id="${id}"` : ''}><pre>${text}</pre></lectern-code-group>`;
/** An operation; `body` is the page content that moved into its main column, before the reference. */
const operation = (aside: string, body = '') =>
  `<div class="lectern-api"><div class="lectern-api-header"></div><div class="lectern-api-grid"><div class="lectern-api-main">${body && `<div class="lectern-api-content">${body}</div>`}<p>Params</p></div>${aside}</div></div>`;
const samples = group('lectern-api-request-samples', 'request-example', 'curl');
const bodies = group('lectern-api-request-examples', '', 'bodies');
const responses = group('lectern-api-response-examples', 'response-example', '200');
const generated = operation(`<aside class="lectern-api-examples">${samples}${bodies}${responses}</aside>`);
/** The examples column as it leaves: the page's side column, Mintlify's `#content-side-layout`. */
const column = '<aside class="lectern-api-examples" id="content-side-layout">';
const request = '<div class="lectern-example lectern-example--request"><pre>own request</pre></div>';
const response = '<div class="lectern-example lectern-example--response"><pre>own response</pre></div>';
const panel = (inner: string) => `<aside class="lectern-panel"><p>Note</p>${inner}</aside>`;

describe('intoApiPanel', () => {
  it('swaps both request groups for a RequestExample, keeping the response group', () => {
    expect(intoApiPanel(`${generated}\n<p>Body</p>\n${request}`, true)).toBe(
      operation(
        `${column}${request.replace('<div ', '<div id="request-example" ')}${responses}</aside>`,
        '<p>Body</p>',
      ),
    );
  });

  it('adds the column when the operation has none, and takes content written before the operation', () => {
    const html = `<p>Preface</p>${response}${operation('')}<p>Body</p>`;
    expect(intoApiPanel(html, true)).toBe(
      `<p>Preface</p>${operation(`${column}${response.replace('<div ', '<div id="response-example" ')}</aside>`, '<p>Body</p>')}`,
    );
  });

  it('puts a Panel holding a RequestExample in place of the request groups, its example taking the id', () => {
    const out = intoApiPanel(`${generated}${panel(request)}`, true)!;
    const inner = /<aside class="lectern-api-examples"[^>]*>([\s\S]*)<\/aside><\/div><\/div>$/.exec(out)![1]!;
    expect(inner).toBe(panel(request.replace('<div ', '<div id="request-example" ')) + responses);
  });

  it('drops panels when the page mode has no side column, moving the examples still', () => {
    expect(intoApiPanel(`${generated}${panel('')}${response}`, false)).toBe(
      operation(
        `${column}${samples}${bodies}${response.replace('<div ', '<div id="response-example" ')}</aside>`,
      ),
    );
  });

  it('leaves a page with nothing to move as it is but for naming the column, and one without an operation grid to the other lifting', () => {
    expect(intoApiPanel(generated, true)).toBe(
      generated.replace('<aside class="lectern-api-examples">', column),
    );
    expect(
      intoApiPanel(`<div class="lectern-api"><div class="lectern-api-header"></div></div>${request}`, true),
    ).toBeNull();
  });
});

describe('the page content of an operation page', () => {
  it('reads in the main column after the operation’s description, before the generated reference', () => {
    const lead =
      '<div class="lectern-api-description"><p>From the spec.</p></div><p class="lectern-api-deprecated">D</p>';
    const main = `${lead}<lectern-playground></lectern-playground><section class="lectern-api-section"></section>`;
    const html = `<p>Preface</p><div class="lectern-api"><div class="lectern-api-grid"><div class="lectern-api-main">${main}</div></div></div>\n<h2 id="usage">Usage</h2>\n<p>Body</p>\n`;
    expect(intoApiPanel(html, true)).toBe(
      `<p>Preface</p><div class="lectern-api"><div class="lectern-api-grid"><div class="lectern-api-main">${lead}<div class="lectern-api-content"><h2 id="usage">Usage</h2>\n<p>Body</p></div><lectern-playground></lectern-playground><section class="lectern-api-section"></section></div></div></div>`,
    );
  });

  it('goes at the end of a main column holding nothing but the lead', () => {
    const html = `<div class="lectern-api"><div class="lectern-api-grid"><div class="lectern-api-main"><div class="lectern-api-description"></div></div></div></div><p>Body</p>`;
    expect(intoApiPanel(html, true)).toBe(
      `<div class="lectern-api"><div class="lectern-api-grid"><div class="lectern-api-main"><div class="lectern-api-description"></div><div class="lectern-api-content"><p>Body</p></div></div></div></div>`,
    );
  });
});

describe('the layout of API pages', () => {
  it('moves an openapi: page’s examples into the operation’s column, with no side panel', () => {
    const html = renderLayout(
      fixtureInput({
        page: fixturePage({
          html: `${generated}\n<p>Body</p>\n${request}`,
          frontmatter: { openapi: 'POST /x' },
        }),
      }),
    );
    expect(html).toContain(`${column}<div id="request-example" class="lectern-example`);
    expect(html).not.toContain('lectern-side-panel');
    expect(html).not.toContain('curl');
  });

  it('lifts a manual api: page’s examples into the side panel, as on other pages', () => {
    const manual =
      '<div class="lectern-api" data-method="POST" data-path="/x"><div class="lectern-api-header"></div></div>';
    const html = renderLayout(
      fixtureInput({
        page: fixturePage({ html: `${manual}\n<p>Body</p>\n${request}`, frontmatter: { api: 'POST /x' } }),
      }),
    );
    expect(html).toContain('<aside class="lectern-side-panel" id="panel" data-lectern-side-panel>');
    expect(html).toContain('data-lectern-slot="0"');
  });
});
