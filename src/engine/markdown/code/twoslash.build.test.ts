/**
 * Twoslash blocks (create/code.mdx): ```ts twoslash shows each name's type in a popup and the compiler's
 * errors under their line, checked at build time; the popups are not part of the block's code in its
 * Markdown nor in search; the flag is not part of the title; a plain block is untouched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-twoslash-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const TWOSLASH_PAGE = `---
title: Types
---

\`\`\`ts twoslash Twoslash example
type Pet = "cat" | "dog";

function adoptPet(name: string, type: Pet) {
  return \`\${name} the \${type}\`;
}

const message = adoptPet("Mintie", "cat");
const count: number = "three";
\`\`\`

\`\`\`ts
const plain = 1;
\`\`\`
`;

describe('twoslash code blocks', () => {
  const out = path.join(root, 'out');
  let html = '';
  beforeAll(async () => {
    const src = path.join(root, 'src');
    fs.mkdirSync(src, { recursive: true });
    fs.writeFileSync(
      path.join(src, 'docs.json'),
      JSON.stringify({ name: 'Acme', contextual: { options: ['copy'] }, navigation: { pages: ['index'] } }),
    );
    fs.writeFileSync(path.join(src, 'index.mdx'), TWOSLASH_PAGE);
    const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(result.errors).toBe(0);
    html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  }, 60_000);

  test('types in popups, errors under their line, title without the flag', () => {
    const [typed, plain] = html.split('<figure').slice(1);
    expect(typed).toContain('Twoslash example</span>');
    expect(typed).toMatch(/class="[^"]*\btwoslash\b/);
    const text = typed!.replace(/<[^>]+>/g, '');
    expect(text).toContain('function adoptPet(name: string, type: Pet): string');
    expect(text).toContain("Type 'string' is not assignable to type 'number'.");
    expect(plain).not.toContain('twoslash');
    // Popups and error lines stay out of site search.
    expect(typed).toMatch(/class="twoslash-popup-container"[^>]*data-pagefind-ignore/);
  });

  test("the page's Markdown holds the code alone", () => {
    const md = fs.readFileSync(path.join(out, 'index.md'), 'utf8');
    expect(md).toContain('```ts Twoslash example\ntype Pet = "cat" | "dog";');
    expect(md).toContain('const count: number = "three";\n```');
    expect(md).not.toContain('is not assignable');
    expect(md).not.toContain('function adoptPet(name: string, type: Pet): string');
  });
});
