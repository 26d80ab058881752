/**
 * API pages' Markdown carries the part of the spec they document (ai/markdown-export.mdx, "API reference
 * pages") as a YAML block under `## OpenAPI`, unless docs.json sets `markdown.schema: false`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-api-md-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Acme', version: '1' },
  paths: {
    '/users': {
      get: {
        summary: 'List users',
        responses: {
          '200': {
            description: 'Users with `code`',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      User: {
        type: 'object',
        properties: { name: { type: 'string', description: 'Use ````fences```` here' } },
      },
      Unrelated: { type: 'string' },
    },
  },
};

async function build(name: string, markdown?: object) {
  const src = path.join(root, name, 'src');
  const out = path.join(root, name, 'out');
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(
    path.join(src, 'docs.json'),
    JSON.stringify({
      name: 'Acme',
      contextual: { options: ['copy'] },
      navigation: { pages: ['users'] },
      ...(markdown ? { markdown } : {}),
    }),
  );
  fs.writeFileSync(path.join(src, 'openapi.json'), JSON.stringify(SPEC));
  fs.writeFileSync(path.join(src, 'users.mdx'), '---\nopenapi: GET /users\n---\n');
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  expect(result.errors).toBe(0);
  return fs.readFileSync(path.join(out, 'users.md'), 'utf8');
}

describe("API pages' Markdown", () => {
  test('holds the operation and the schemas it reaches, as YAML that reads back', async () => {
    const md = await build('schema');
    const m = /## OpenAPI\n\n(`{4,})yaml openapi\.json get \/users\n([\s\S]*?)\n?\1\n/.exec(md);
    expect(m).not.toBeNull();
    // The fence is longer than any run of backticks inside.
    expect(m![1]!.length).toBeGreaterThan(4);
    const excerpt = parse(m![2]!);
    expect(excerpt.paths['/users'].get.summary).toBe('List users');
    expect(Object.keys(excerpt.components.schemas)).toEqual(['User']);
  });

  test('markdown.schema: false leaves it out', async () => {
    const md = await build('no-schema', { schema: false });
    expect(md).toContain('# List users');
    expect(md).not.toContain('## OpenAPI');
  });
});
