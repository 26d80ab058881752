/**
 * A `$ref` the renderer cannot follow reads as `any` on the page; the build says so once per ref and spec,
 * naming the spec file, the ref and the operations using it, however many pages meet it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import type { Diagnostic } from '../types.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-ref-unresolved-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const src = path.join(root, 'src');
const out = path.join(root, 'out');
let diagnostics: Diagnostic[] = [];

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

beforeAll(async () => {
  fs.mkdirSync(src, { recursive: true });
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Plants', version: '1' },
    servers: [{ url: 'https://api.plants.test' }],
    paths: {
      '/plants': {
        get: {
          summary: 'List plants',
          responses: { '200': { description: 'OK', ...json({ $ref: 'shared.yaml#/Plant' }) } },
        },
        post: {
          summary: 'Create plant',
          requestBody: json({ $ref: '#/components/schemas/NewPlant' }),
          responses: { '201': { description: 'Created' } },
        },
      },
      '/plants/{id}': {
        put: {
          summary: 'Replace plant',
          // Through a schema that exists: the missing one is still this operation's.
          requestBody: json({ $ref: '#/components/schemas/PlantUpdate' }),
          responses: { '200': { description: 'OK' } },
        },
        delete: { summary: 'Delete plant', responses: { '204': { description: 'Gone' } } },
      },
    },
    components: {
      schemas: {
        PlantUpdate: {
          type: 'object',
          properties: { plant: { $ref: '#/components/schemas/NewPlant' }, note: { type: 'string' } },
        },
      },
    },
  };
  fs.writeFileSync(path.join(src, 'openapi.json'), JSON.stringify(spec));
  fs.writeFileSync(
    path.join(src, 'docs.json'),
    JSON.stringify({
      name: 'Plants',
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['create'] },
          { tab: 'API', openapi: 'openapi.json' },
        ],
      },
    }),
  );
  // A second page meeting the same ref.
  fs.writeFileSync(path.join(src, 'create.mdx'), '---\nopenapi: openapi.json POST /plants\n---\n');
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  expect(result.errors).toBe(0);
  diagnostics = result.diagnostics;
});

const unresolved = () => diagnostics.filter((d) => d.code === 'OPENAPI_REF_UNRESOLVED');

describe('a $ref the renderer cannot follow', () => {
  test('pointing at nothing: one warning naming the spec, the ref and every operation using it', () => {
    const missing = unresolved().filter((d) => d.message.includes('#/components/schemas/NewPlant'));
    expect(missing).toEqual([
      {
        severity: 'warning',
        code: 'OPENAPI_REF_UNRESOLVED',
        file: 'openapi.json',
        message:
          'openapi.json: $ref "#/components/schemas/NewPlant" points at nothing in the document, so what it describes is shown as any (used by POST /plants, PUT /plants/{id})',
      },
    ]);
  });

  test('pointing into another file: its own warning, once', () => {
    const external = unresolved().filter((d) => d.message.includes('shared.yaml#/Plant'));
    expect(external).toHaveLength(1);
    expect(external[0]!.message).toContain('points into another file');
    expect(external[0]!.message).toContain('(used by GET /plants)');
    expect(unresolved()).toHaveLength(2);
  });

  test('the pages still build, the field shown as any', () => {
    const html = fs.readFileSync(path.join(out, 'create.html'), 'utf8');
    expect(html).toContain('data-path="/plants"');
    expect(html).toContain('lectern-api-section');
  });
});
