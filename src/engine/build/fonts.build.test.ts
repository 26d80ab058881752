/**
 * Bundled Inter through whole builds: every site ships its woff2 files, one per script subset, with
 * @font-face rules whose unicode ranges let a browser fetch only what a page's text needs, all from the
 * site itself; a site whose `fonts` give both the body and the headings another family ships none of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { brokenCssReferences, brokenReferences, cssOutsideHostReferences, listFiles } from './site-check.js';
import { tempSite } from './temp-site.test-support.js';

const site = tempSite('fonts');
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

async function build(fonts?: unknown) {
  fs.rmSync(site.src, { recursive: true, force: true });
  site.write('docs.json', JSON.stringify({ name: 'Fonts', navigation: { pages: ['index'] }, fonts }));
  site.write('index.mdx', '---\ntitle: Home\n---\n\nHello, Ελληνικά and кириллица.\n');
  site.write('fonts/local.woff2', 'wOF2 local');
  const result = await buildSite({ srcDir: site.src, outDir: site.out, threads: 1 });
  const files = listFiles(site.out);
  const read = (rel: string) => fs.readFileSync(path.join(site.out, rel), 'utf8');
  const lecternCss = files.find((f) => /^_lectern\/lectern\.[0-9a-f]{10}\.css$/.test(f))!;
  return { result, files, read, lecternCss, css: read(lecternCss) };
}

const interFiles = (files: string[]) => files.filter((f) => f.startsWith('_lectern/fonts/inter-'));

describe('Inter, bundled', () => {
  test('every site ships its subsets as hashed woff2 files with @font-face rules naming their ranges', async () => {
    const { result, files, read, lecternCss, css } = await build();
    expect(result.errors).toBe(0);
    expect(result.diagnostics.filter((d) => d.code.includes('FONT'))).toEqual([]);
    expect(
      interFiles(files)
        .map((f) => f.replace(/^_lectern\/fonts\/inter-(.+)-wght-normal\.[0-9a-f]{10}\.woff2$/, '$1'))
        .sort(),
    ).toEqual([...SUBSETS].sort());
    for (const f of interFiles(files))
      expect(fs.readFileSync(path.join(site.out, f)).subarray(0, 4).toString('latin1')).toBe('wOF2');

    const faces = [...css.matchAll(/@font-face\{font-family:"Inter";([^}]*)\}/g)].map((m) => m[1]!);
    expect(faces).toHaveLength(SUBSETS.length);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(face).toContain('font-weight:100 900');
      expect(face).toMatch(/unicode-range:U\+[0-9A-F]+/);
      expect(face).toMatch(
        /src:url\(fonts\/inter-[a-z-]+-wght-normal\.[0-9a-f]{10}\.woff2\) format\("woff2"\)/,
      );
    }
    // Latin last: where ranges overlap, the last rule wins.
    expect(css.lastIndexOf('/* latin */')).toBeGreaterThan(css.lastIndexOf('/* latin-ext */'));
    expect(css).toContain('SIL Open Font License 1.1');
    // Every URL of the stylesheet is a file of the site, and none names another host.
    expect(brokenCssReferences(site.out, lecternCss, css)).toEqual([]);
    expect(cssOutsideHostReferences(css)).toEqual([]);
    const page = read('index.html');
    expect(page).toContain(lecternCss);
    expect(brokenReferences(site.out, 'index.html', page)).toEqual([]);
  });

  test('`fonts.family: "Inter"` is the bundled font: shipped, and nothing to warn about', async () => {
    const { result, files } = await build({ family: 'Inter' });
    expect(interFiles(files)).toHaveLength(SUBSETS.length);
    expect(result.diagnostics.filter((d) => d.code.includes('FONT'))).toEqual([]);
  });

  test('headings and body both in local fonts: Inter is not shipped, even when `family` names it', async () => {
    const local = { family: 'Local', source: '/fonts/local.woff2', format: 'woff2' };
    const { result, files, css, read } = await build({ family: 'Inter', heading: local, body: local });
    expect(result.diagnostics.filter((d) => d.code.includes('FONT'))).toEqual([]);
    expect(interFiles(files)).toEqual([]);
    expect(css).not.toContain('font-family:"Inter"');
    expect(read('index.html')).toContain('--font-sans:"Local"');
  });

  test('one role left to Inter keeps it', async () => {
    const local = { family: 'Local', source: '/fonts/local.woff2', format: 'woff2' };
    const { files } = await build({ heading: local });
    expect(interFiles(files)).toHaveLength(SUBSETS.length);
  });
});
