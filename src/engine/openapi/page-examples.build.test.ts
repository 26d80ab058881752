/**
 * An openapi: page's own <RequestExample>, <ResponseExample> and <Panel> through a whole build: they join the
 * operation's examples column, each example in place of the generated group of its kind (Mintlify:
 * components/examples.mdx), and leave the page body.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-page-examples-build-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const src = path.join(root, 'src');
const out = path.join(root, 'out');
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

const spec = {
  openapi: '3.1.0',
  info: { title: 'Widgets', version: '1' },
  servers: [{ url: 'https://api.widgets.test' }],
  paths: {
    '/widgets': {
      post: {
        summary: 'Create a widget',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { name: { type: 'string' } } },
              example: { name: 'Gear' },
            },
          },
        },
        responses: {
          '201': {
            description: 'Created',
            content: { 'application/json': { example: { id: 'generated-response' } } },
          },
        },
      },
    },
  },
};

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\nopenapi: POST /widgets\n---\n\nBody text of ${title}.\n\n${body}\n`;
const request = '<RequestExample>\n\n```bash Own request\nwidgets create\n```\n\n</RequestExample>';
const response = '<ResponseExample>\n\n```json Own response\n{ "id": "own" }\n```\n\n</ResponseExample>';

beforeAll(async () => {
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(path.join(src, 'openapi.json'), JSON.stringify(spec));
  fs.writeFileSync(
    path.join(src, 'docs.json'),
    JSON.stringify({
      name: 'Widgets',
      api: { openapi: 'openapi.json' },
      navigation: { pages: ['index', 'request', 'response', 'both', 'panel', 'wide'] },
    }),
  );
  fs.writeFileSync(path.join(src, 'index.mdx'), '# Home\n');
  fs.writeFileSync(path.join(src, 'request.mdx'), page('Request', request));
  fs.writeFileSync(path.join(src, 'response.mdx'), page('Response', response));
  fs.writeFileSync(path.join(src, 'both.mdx'), page('Both', `${response}\n\n${request}`));
  fs.writeFileSync(path.join(src, 'panel.mdx'), page('Panel', '<Panel>\n\nPinned note.\n\n</Panel>'));
  fs.writeFileSync(
    path.join(src, 'wide.mdx'),
    page('Wide', `${request}\n\n<Panel>\n\nPinned note.\n\n</Panel>`).replace(
      '---\n\n',
      'mode: wide\n---\n\n',
    ),
  );
  await buildSite({ srcDir: src, outDir: out, threads: 1 });
});

/** The examples column, and the page's own content (in the operation's main column). */
function parts(file: string): { column: string; body: string } {
  const html = read(file);
  const column =
    /<aside class="lectern-api-examples" id="content-side-layout">([\s\S]*?)<\/aside><\/div><\/div>/.exec(
      html,
    )?.[1];
  expect(column, file).toBeDefined();
  const body =
    /<div class="lectern-api-content">([\s\S]*?)<\/div><(?:lectern-playground|section)/.exec(html)?.[1] ?? '';
  return { column: column!, body };
}

const ids = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);

describe('an openapi: page with its own examples', () => {
  test('a RequestExample replaces the generated request samples; the response examples stay', () => {
    const { column, body } = parts('request.html');
    expect(column).toContain('Own request');
    expect(column).not.toContain('lectern-api-request-samples');
    expect(column).toContain('generated-response');
    expect(column.indexOf('Own request')).toBeLessThan(column.indexOf('generated-response'));
    expect(column).toMatch(/^<div id="request-example" class="lectern-example lectern-example--request/);
    // The generated examples stay out of site search, the page's own are its content.
    expect(column).toContain(
      '<lectern-code-group class="lectern-code-group lectern-api-response-examples" id="response-example" data-pagefind-ignore="">',
    );
    expect(column).toMatch(/^<div id="request-example" class="[^"]*">/);
    expect(body).toContain('Body text of Request.');
    expect(body).not.toContain('Own request');
    expect(body).not.toContain('lectern-panel-slot');
  });

  test('a ResponseExample replaces the generated response examples; the request samples stay', () => {
    const { column, body } = parts('response.html');
    expect(column).toContain('lectern-api-request-samples');
    expect(column).toContain('id="request-example" data-pagefind-ignore=""');
    expect(column).toContain('Own response');
    expect(column).not.toContain('generated-response');
    expect(column).toMatch(/<div id="response-example" class="lectern-example lectern-example--response/);
    expect(body).not.toContain('Own response');
  });

  test('with both, the request comes first whatever the page order, and every id is once on the page', () => {
    const html = read('both.html');
    const { column } = parts('both.html');
    expect(column).not.toContain('lectern-api-request-samples');
    expect(column).not.toContain('generated-response');
    expect(column.indexOf('Own request')).toBeLessThan(column.indexOf('Own response'));
    const all = ids(html);
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
    expect(all).toEqual(expect.arrayContaining(['request-example', 'response-example']));
  });

  test('a Panel joins the column after the generated groups, which stay', () => {
    const { column, body } = parts('panel.html');
    expect(column).toContain('lectern-api-request-samples');
    expect(column).toContain('generated-response');
    expect(column).toMatch(
      /generated-response[\s\S]*<aside class="lectern-panel[^"]*"[^>]*>[\s\S]*Pinned note/,
    );
    expect(body).not.toContain('Pinned note');
    expect(read('panel.html')).not.toContain('lectern-side-panel');
  });

  test('in a page mode without a side column the examples still move, and a Panel is suppressed', () => {
    const html = read('wide.html');
    const { column } = parts('wide.html');
    expect(column).toContain('Own request');
    expect(html).not.toContain('Pinned note');
  });
});
