/**
 * docs.json `styling.latex`: unset reads `$` math and links KaTeX's stylesheet on the pages that have math;
 * `true` links it on every page; `false` reads no `$` math (an explicit `<Latex>` still renders).
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { listFiles } from './site-check.js';
import { tempSite } from './temp-site.test-support.js';

const { root, src, out, cache, write } = tempSite('latex');

const KATEX_LINK = /<link rel="stylesheet" href="_lectern\/katex\.[0-9a-f]{10}\.css">/;
const KATEX_FILE = /^_lectern\/(?:katex\.[0-9a-f]{10}\.css|fonts\/KaTeX_)/;

function writeConfig(latex: boolean | undefined, pages = ['money', 'plain']): void {
  write(
    'docs.json',
    JSON.stringify({
      name: 'Latex',
      ...(latex === undefined ? {} : { styling: { latex } }),
      navigation: { pages },
    }),
  );
}

async function build(latex: boolean | undefined, dir: string, cached = false): Promise<void> {
  writeConfig(latex);
  const result = await buildSite({
    srcDir: src,
    outDir: dir,
    threads: 1,
    ...(cached ? { cacheDir: cache } : {}),
  });
  expect(result.errors).toBe(0);
}

const read = (dir: string, page: string) => fs.readFileSync(path.join(dir, `${page}.html`), 'utf8');
const shipsKatex = (dir: string) => listFiles(dir).some((f) => KATEX_FILE.test(f));

beforeAll(() => {
  write('money.mdx', '---\ntitle: Money\n---\n\nIt costs $5 and $10.\n\nThe area is $\\pi r^2$.\n');
  write('plain.mdx', '---\ntitle: Plain\n---\n\nNo math here.\n');
  write('explicit.mdx', '---\ntitle: Explicit\n---\n\n<Latex>x^2</Latex>\n');
});

describe('styling.latex', () => {
  test('unset: math is read per page and the stylesheet linked only where there is some', async () => {
    const dir = path.join(root, 'default');
    await build(undefined, dir);
    const money = read(dir, 'money');
    expect(money).toContain('class="katex"');
    expect(money).toContain('It costs $5 and $10.');
    expect(money).toMatch(KATEX_LINK);
    expect(read(dir, 'plain')).not.toMatch(KATEX_LINK);
    expect(shipsKatex(dir)).toBe(true);
  });

  test('true: the stylesheet is linked on a page without math, and shipped', async () => {
    const dir = path.join(root, 'true');
    await build(true, dir);
    const plain = read(dir, 'plain');
    expect(plain).toMatch(KATEX_LINK);
    const href = /href="(_lectern\/katex\.[0-9a-f]{10}\.css)"/.exec(plain)![1];
    expect(fs.existsSync(path.join(dir, href))).toBe(true);
    expect(read(dir, 'money')).toContain('class="katex"');
  });

  test('false: dollars stay text, and no page links or site ships KaTeX', async () => {
    const dir = path.join(root, 'false');
    await build(false, dir);
    const money = read(dir, 'money');
    expect(money).not.toContain('katex');
    expect(money).toContain('It costs $5 and $10.');
    expect(money).toContain('The area is $\\pi r^2$.');
    expect(read(dir, 'plain')).not.toMatch(KATEX_LINK);
    expect(shipsKatex(dir)).toBe(false);
  });

  test('false: an explicit <Latex> still renders, with its stylesheet', async () => {
    const dir = path.join(root, 'false-explicit');
    writeConfig(false, ['money', 'explicit']);
    expect((await buildSite({ srcDir: src, outDir: dir, threads: 1 })).errors).toBe(0);
    const explicit = read(dir, 'explicit');
    expect(explicit).toContain('class="katex"');
    expect(explicit).toMatch(KATEX_LINK);
    expect(read(dir, 'money')).not.toMatch(KATEX_LINK);
    expect(shipsKatex(dir)).toBe(true);
  });

  test('switching the setting between builds with a cache gives each setting’s pages', async () => {
    await build(undefined, out, true);
    expect(read(out, 'money')).toContain('class="katex"');
    await build(false, out, true);
    expect(read(out, 'money')).toContain('The area is $\\pi r^2$.');
    expect(read(out, 'money')).not.toMatch(KATEX_LINK);
    expect(shipsKatex(out)).toBe(false);
    await build(true, out, true);
    expect(read(out, 'money')).toContain('class="katex"');
    expect(read(out, 'plain')).toMatch(KATEX_LINK);
    expect(shipsKatex(out)).toBe(true);
    await build(undefined, out, true);
    expect(read(out, 'plain')).not.toMatch(KATEX_LINK);
    expect(read(out, 'money')).toMatch(KATEX_LINK);
  });
});
