/**
 * An `openapi:` page whose own text has the headings the operation's sections use (Mem0's Add Memories page
 * writes `## Response` above the generated Response section) keeps every id unique: the page's heading
 * keeps its anchor, for its table of contents and its links, and the operation's takes the next free form,
 * its field anchors following it. Its Markdown reads in the order its HTML does: the page's own text after
 * the operation's lead, then the reference.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-openapi-part-ids-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const src = path.join(root, 'src');
const out = path.join(root, 'out');

beforeAll(async () => {
  fs.mkdirSync(src, { recursive: true });
  const object = (properties: Record<string, unknown>) => ({ type: 'object', properties });
  const spec = {
    openapi: '3.0.1',
    info: { title: 'Memories', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/v1/memories/': {
        post: {
          requestBody: {
            content: { 'application/json': { schema: object({ messages: { type: 'array' } }) } },
          },
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/json': { schema: object({ id: { type: 'string' } }) } },
            },
          },
        },
      },
    },
  };
  fs.writeFileSync(path.join(src, 'openapi.json'), JSON.stringify(spec));
  fs.writeFileSync(
    path.join(src, 'docs.json'),
    JSON.stringify({
      name: 'Memories',
      openapi: '/openapi.json',
      navigation: { pages: ['add'] },
      contextual: { options: ['copy'] },
    }),
  );
  fs.writeFileSync(
    path.join(src, 'add.mdx'),
    '---\ntitle: Add\nopenapi: post /v1/memories/\n---\n\n## Body messages\n\nSee [the response](#response).\n\n## Response\n\nQueued events.\n',
  );
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  expect(result.errors).toBe(0);
});

test('page headings keep their ids; the operation part takes the next free ones, its links following', () => {
  const html = fs.readFileSync(path.join(out, 'add.html'), 'utf8');
  const ids = [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  expect(html).toMatch(/<h2[^>]* id="response"[^>]*>.*Response/);
  expect(html).toMatch(/<h2[^>]* id="body-messages"/);
  expect(html).toContain('<h2 class="api-section-heading-title" id="response-2">Response</h2>');
  // The operation's field anchors link to the ids they now have.
  expect(html).toContain('id="body-messages-2"');
  expect(html).toContain('href="#body-messages-2"');
  expect(html).toContain('<a class="lectern-field__anchor" href="#body-messages-2">');
  expect(html).toContain('href="#response"');
});

test("the page's Markdown has its own text before the operation's reference, as its HTML", () => {
  const md = fs.readFileSync(path.join(out, 'add.md'), 'utf8');
  const at = (text: string) => md.indexOf(text);
  expect(at('Queued events.')).toBeGreaterThan(0);
  expect(at('POST `/v1/memories/`')).toBeLessThan(at('Queued events.'));
  expect(at('Queued events.')).toBeLessThan(at('## Body\n'));
  expect(at('## Body\n')).toBeLessThan(at('```bash cURL'));
});
