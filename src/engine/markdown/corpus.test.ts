/**
 * Renders every page of the real Mintlify corpus (1,100 pages: components, snippets, three translations)
 * and checks that nothing throws, no documented component is reported unknown, and the HTML is safe.
 * Set LECTERN_CORPUS to another Mintlify folder to check it instead.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRenderer } from './index.js';
import { createTestContext } from './test-context.js';
import { components } from './components/registry.js';

const corpus = process.env.LECTERN_CORPUS ?? '/work/shared/corpus/mintlify-docs';

function mdxFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...mdxFiles(full));
    else if (entry.name.endsWith('.mdx')) out.push(full);
  }
  return out;
}

describe.skipIf(!existsSync(corpus))('the Mintlify corpus', () => {
  it('renders every page without throwing or unknown documented components', async () => {
    const renderer = await createRenderer();
    const files = mdxFiles(corpus).map((file) => relative(corpus, file));
    expect(files.length).toBeGreaterThan(100);
    const counts = new Map<string, number>();
    const unknownDocumented: string[] = [];
    const unknownOther = new Map<string, number>();
    const failures: string[] = [];
    let withMath = 0;
    let withMermaid = 0;
    for (const file of files) {
      const source = readFileSync(join(corpus, file), 'utf8');
      const page = await renderer.render(source, createTestContext({ srcDir: corpus, file }));
      if (page.needs.math) withMath += 1;
      if (page.needs.mermaid) withMermaid += 1;
      if (/<script|\son[a-z]+=|javascript:/i.test(page.html.replace(/<code[\s\S]*?<\/code>/g, '')))
        failures.push(`${file}: unsafe output`);
      for (const d of page.diagnostics) {
        counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
        if (d.severity === 'error') failures.push(`${file}:${d.line ?? ''} ${d.code} ${d.message}`);
        if (d.code === 'unknown-component') {
          const name = /<([^>]+)>/.exec(d.message)?.[1] ?? '?';
          if (components.has(name)) unknownDocumented.push(`${file}:${d.line} ${name}`);
          else unknownOther.set(name, (unknownOther.get(name) ?? 0) + 1);
        }
      }
    }
    console.log(`rendered ${files.length} pages; math on ${withMath}, mermaid on ${withMermaid}`);
    console.log('diagnostics by code:', Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])));
    console.log('unknown components (not built in):', Object.fromEntries(unknownOther));
    expect(failures).toEqual([]);
    expect(unknownDocumented).toEqual([]);
  }, 1_800_000);
});
