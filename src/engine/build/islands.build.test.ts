/**
 * Islands through whole builds: their modules and runtime are written with the pages that use them (and
 * only then), kept when those pages are left as they were by an in-place rebuild, and replaced when the
 * snippet changes, with the old module swept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { listFiles } from './site-check.js';
import { tempSite } from './temp-site.test-support.js';

const { root, src, out, cache, write } = tempSite('islands');

const counter = (label: string) => `export const Counter = () => {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>${label} {n}</button>;
};
`;

const islands = (dir: string) => listFiles(dir).filter((f) => f.startsWith('_lectern/islands/'));
const build = () => buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });

describe('islands in builds', () => {
  beforeAll(async () => {
    write('docs.json', JSON.stringify({ name: 'Islands', navigation: { pages: ['index', 'plain'] } }));
    write(
      'index.mdx',
      '---\ntitle: Home\n---\nimport { Counter } from "/snippets/counter.jsx";\n\n<Counter />\n',
    );
    write('plain.mdx', '---\ntitle: Plain\n---\n\nNo islands here.\n');
    write('snippets/counter.jsx', counter('Clicked'));
    const result = await build();
    expect(result.diagnostics.filter((d) => d.code === 'jsx-snippet')).toEqual([]);
  });

  test('writes the modules the pages load, the runtime with them, and nothing on sites without islands', async () => {
    const files = islands(out);
    expect(
      files.filter((f) => /\/(preact|hooks|compat|components|runtime)\.[0-9a-f]{10}\.js$/.test(f)),
    ).toHaveLength(5);
    const page = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    for (const [, rel] of page.matchAll(/data-(?:entry|runtime)="([^"]+)"/g)) expect(files).toContain(rel);
    const bare = path.join(root, 'bare');
    fs.mkdirSync(path.join(bare, 'src'), { recursive: true });
    fs.writeFileSync(
      path.join(bare, 'src', 'docs.json'),
      JSON.stringify({ name: 'B', navigation: { pages: ['p'] } }),
    );
    fs.writeFileSync(path.join(bare, 'src', 'p.mdx'), '# P\n');
    await buildSite({ srcDir: path.join(bare, 'src'), outDir: path.join(bare, 'out'), threads: 1 });
    expect(islands(path.join(bare, 'out'))).toEqual([]);
  });

  test('runs none of the code when islands are off, warning as before', async () => {
    const off = path.join(root, 'off');
    const result = await buildSite({ srcDir: src, outDir: off, threads: 1, islands: false });
    expect(islands(off)).toEqual([]);
    expect(fs.readFileSync(path.join(off, 'index.html'), 'utf8')).not.toContain('lectern-island');
    expect(result.diagnostics.filter((d) => d.code === 'jsx-snippet').map((d) => d.file)).toEqual([
      'index.mdx',
    ]);
  });

  test('keeps them when the pages using them are left as they were', async () => {
    const before = islands(out);
    write('plain.mdx', '---\ntitle: Plain\n---\n\nStill no islands.\n');
    const again = await build();
    expect(again.cachedPages).toBe(1);
    expect(islands(out)).toEqual(before);
  });

  test('replaces the module when the snippet changes, sweeping the old one', async () => {
    const before = islands(out);
    write('snippets/counter.jsx', counter('Pressed'));
    await build();
    const after = islands(out);
    const changed = after.filter((f) => !before.includes(f));
    expect(changed.some((f) => /\/counter\.[0-9a-f]{10}\.js$/.test(f))).toBe(true);
    expect(changed.some((f) => /Counter-island\.[0-9a-f]{10}\.js$/.test(f))).toBe(true);
    expect(after).toHaveLength(before.length);
    const module = changed.find((f) => /\/counter\./.test(f))!;
    expect(fs.readFileSync(path.join(out, module), 'utf8')).toContain('Pressed');
  });
});
