/**
 * `openapi-schema:` pages (api-playground/openapi-setup.mdx, "Document data models") through whole builds:
 * the named component schema as a field list after the page's own content, its document found as an
 * `openapi:` page's is, a warning when it is missing, and a re-render when the spec changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-openapi-schema-page-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const spec = (schemas: Record<string, unknown>) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    paths: {},
    components: { schemas },
  });

// Activepieces' endpoints/flows/schema.mdx and its `flow` schema, cut down.
const flow = {
  type: 'object',
  description: 'A flow of steps.',
  properties: {
    id: { type: 'string' },
    status: {
      anyOf: [
        { type: 'string', enum: ['ENABLED'] },
        { type: 'string', enum: ['DISABLED'] },
      ],
    },
  },
  required: ['id'],
};
const pet = (description: string) => ({
  type: 'object',
  properties: { name: { type: 'string', description } },
});

const page = (ref: string, body = '') => `---\ntitle: Model\nopenapi-schema: ${ref}\n---\n\n${body}`;

async function site(name: string, files: Record<string, string>, listed: string[], cacheDir?: string) {
  const src = path.join(root, name, 'src');
  const out = path.join(root, name, 'out');
  const all = {
    ...files,
    'docs.json': JSON.stringify({
      name: 'Acme',
      api: { openapi: 'openapi.json' },
      navigation: { groups: [{ group: 'API', pages: listed }] },
    }),
  };
  for (const [rel, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
    fs.writeFileSync(path.join(src, rel), text);
  }
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1, ...(cacheDir ? { cacheDir } : {}) });
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
  return { result, read, warnings: result.diagnostics.filter((d) => d.code.startsWith('OPENAPI')) };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x3C;/g, '<')
    .replace(/&#x22;/g, '"')
    .replace(/\s+/g, ' ');

describe('an openapi-schema: page', () => {
  test('shows the schema as fields after its own content', async () => {
    const { read, warnings } = await site(
      'configured',
      { 'openapi.json': spec({ flow }), 'flows/schema.mdx': page('flow', 'The flow object, as returned.\n') },
      ['flows/schema'],
    );
    const html = read('flows/schema.html');
    const main = text(/<article[\s\S]*<\/article>|<main[\s\S]*<\/main>/.exec(html)![0]);
    expect(main).toContain('The flow object, as returned.');
    expect(main.indexOf('The flow object, as returned.')).toBeLessThan(main.indexOf('A flow of steps.'));
    expect(main).toMatch(/id string required/);
    expect(main).toMatch(/status enum<string> Available options: ENABLED , DISABLED/);
    expect(html).toContain('Available options: <code>ENABLED</code>, <code>DISABLED</code>');
    expect(html).toContain('class="lectern-api lectern-api-schema"');
    expect(warnings).toEqual([]);
  });

  test('finds its document by path or by name, configured or not', async () => {
    const { read, warnings } = await site(
      'named',
      {
        'openapi.json': spec({ flow }),
        'models/pets.yaml': spec({ Pet: pet('By path.') }),
        'models/more.json': spec({ Pet: pet('By name.'), Toy: pet('Found in the folder.') }),
        'a.mdx': page('models/pets.yaml Pet'),
        'b.mdx': page('"more Pet"'),
        'c.mdx': page('Toy'),
      },
      ['a', 'b', 'c'],
    );
    expect(read('a.html')).toContain('By path.');
    expect(read('b.html')).toContain('By name.');
    expect(read('c.html')).toContain('Found in the folder.');
    expect(warnings).toEqual([]);
  });

  test('only linked to, finds its schema in a spec nothing names', async () => {
    const { read, warnings } = await site(
      'unlisted',
      {
        'openapi.json': spec({ flow }),
        'index.mdx': '---\ntitle: Home\n---\n\nSee [the hidden one](/hidden).\n',
        'hidden.mdx': page('Pet'),
        'models/pets.yaml': spec({ Pet: pet('Only in the folder.') }),
      },
      ['index'],
    );
    expect(read('hidden.html')).toContain('Only in the folder.');
    expect(warnings).toEqual([]);
  });

  test('warns, naming the page and the schema, when the schema is missing, and still builds', async () => {
    const { read, warnings } = await site(
      'missing',
      {
        'openapi.json': spec({ flow }),
        'gone.mdx': page('Ghost', 'Still here.\n'),
        'nofile.mdx': page('nope.json Pet'),
      },
      ['gone', 'nofile'],
    );
    expect(read('gone.html')).toContain('Still here.');
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'OPENAPI_SCHEMA_NOT_FOUND',
        file: 'gone.mdx',
        message: 'openapi-schema: schema "Ghost" was not found in openapi.json (components.schemas)',
      }),
      expect.objectContaining({ severity: 'warning', code: 'OPENAPI_SPEC_NOT_FOUND', file: 'nofile.mdx' }),
    ]);
  });

  test('re-renders when its spec changes, configured or not', async () => {
    const cache = path.join(root, 'cache');
    const build = (configured: string, unnamed: string) =>
      site(
        'cached',
        {
          'openapi.json': spec({ Pet: pet(`Configured: ${configured}`) }),
          'other/specs.json': spec({ Toy: pet(`Unnamed: ${unnamed}`) }),
          'a.mdx': page('Pet'),
          'b.mdx': page('other/specs.json Toy'),
        },
        ['a', 'b'],
        cache,
      );
    await build('first.', 'first.');
    expect((await build('first.', 'first.')).result.cachedPages).toBe(2);
    // Only the spec no configuration names changed: the build's OpenAPI hash must cover it.
    const unnamed = await build('first.', 'edited.');
    expect(unnamed.read('b.html')).toContain('Unnamed: edited.');
    const configured = await build('edited.', 'edited.');
    expect(configured.read('a.html')).toContain('Configured: edited.');
  });
});
