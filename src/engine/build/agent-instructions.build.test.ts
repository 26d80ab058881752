/**
 * docs.json `markdown.instructions` (ai/markdown-export.mdx, "Custom agent instructions"): a string, or an
 * array joined with line breaks, written as a quoted `## Agent Instructions` block at the end of every page's
 * Markdown and after the title and description of llms.txt; a change reaches pages an in-place rebuild
 * would otherwise leave alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-agent-md-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const src = path.join(root, 'src');
const out = path.join(root, 'out');

function write(instructions: unknown) {
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(
    path.join(src, 'docs.json'),
    JSON.stringify({
      name: 'Acme',
      description: 'Acme docs.',
      contextual: { options: ['copy', 'view'] },
      navigation: { pages: ['index'] },
      markdown: { instructions },
    }),
  );
  fs.writeFileSync(
    path.join(src, 'index.mdx'),
    '---\ntitle: Home\ndescription: Start here.\n---\n\nHello.\n',
  );
}

const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');

describe('markdown.instructions', () => {
  test("end every page's Markdown and follow llms.txt's description", async () => {
    write(['Always cite the API version.', 'Prefer the TypeScript SDK.']);
    const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(result.errors).toBe(0);
    const block = '> ## Agent Instructions\n> Always cite the API version.\n> Prefer the TypeScript SDK.\n';
    expect(read('index.md')).toBe(`# Home\n\n> Start here.\n\nHello.\n\n${block}`);
    expect(read('llms.txt')).toContain(`# Acme\n\n> Acme docs.\n\n${block}\n## `);
  });

  test('a change reaches the page on an in-place rebuild; a wrong value is dropped with a warning', async () => {
    write('Use v2.');
    await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(read('index.md')).toContain('> ## Agent Instructions\n> Use v2.\n');
    write({ text: 'no' });
    const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(read('index.md')).not.toContain('Agent Instructions');
    expect(result.diagnostics.map((d) => d.message).join('\n')).toMatch(
      /markdown\.instructions: expected a string/,
    );
  });
});
