import { test, expect } from 'vitest';
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { parse } from 'yaml';
import { parseFlatYaml } from './frontmatter.js';
test('flat parser agrees with yaml on the corpus', () => {
  const files = execSync('find /work/shared/corpus/mintlify-docs -name "*.mdx"')
    .toString()
    .trim()
    .split('\n');
  let fast = 0,
    n = 0;
  for (const f of files) {
    const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(f, 'utf8'));
    if (!m) continue;
    n++;
    const r = parseFlatYaml(m[1]);
    if (r) {
      fast++;
      expect(r, f).toEqual(parse(m[1], { schema: 'core' }));
    }
  }
  console.log(fast, n);
});
