/**
 * Frontmatter `hideApiMarker: true` (organize/pages.mdx) lists an API page in the sidebar without its HTTP
 * method badge; other API pages keep theirs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-api-marker-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('hideApiMarker leaves the method badge out of the sidebar', async () => {
  const src = path.join(root, 'src');
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({
      name: 'Acme',
      navigation: { groups: [{ group: 'API', pages: ['list', 'quiet'] }] },
    }),
    'openapi.json': JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Acme', version: '1' },
      paths: {
        '/users': { get: { summary: 'List users', responses: { '200': { description: 'OK' } } } },
        '/teams': { post: { summary: 'Create team', responses: { '200': { description: 'OK' } } } },
      },
    }),
    'list.mdx': '---\nopenapi: GET /users\n---\n',
    'quiet.mdx': '---\nopenapi: POST /teams\nhideApiMarker: true\n---\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
    fs.writeFileSync(path.join(src, rel), text);
  }
  const out = path.join(root, 'out');
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  expect(result.errors).toBe(0);
  const html = fs.readFileSync(path.join(out, 'list.html'), 'utf8');
  const link = (href: string) =>
    new RegExp(`<a class="lectern-nav-link" href="${href}"[^>]*>(.*?)</a>`).exec(html)![1]!;
  expect(link('list.html')).toContain('lectern-method-get');
  expect(link('quiet.html')).not.toContain('lectern-method');
  expect(link('quiet.html')).toContain('Create team');
});
