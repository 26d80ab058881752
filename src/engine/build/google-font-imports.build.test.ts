/**
 * Google Fonts a site's stylesheet imports (`@import url("https://fonts.googleapis.com/css2?...")`, as the
 * Mintlify docs' fonts.css does), through whole builds against a stand-in for Google's two hosts: each family
 * of the import is fetched with its own axes and served from the site, and the import is dropped without a
 * warning; a family Google refuses is one warning with the stylesheet's line; other remote imports, and every
 * import when fetching is off, stay the usual warning about other hosts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { listFiles } from './site-check.js';
import { useStandInServer } from './stand-in-server.test-support.js';
import { tempSite } from './temp-site.test-support.js';

const asked: string[] = [];
const stand = useStandInServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  asked.push(req.url ?? '');
  const family = url.searchParams.get('family') ?? '';
  if (url.pathname === '/css2' && family.startsWith('Roboto Slab:')) {
    const face = (style: string, subset: string) =>
      `/* ${subset} */\n@font-face {\n  font-family: 'Roboto Slab';\n  font-style: ${style};\n  font-weight: 100 900;\n  src: url(https://fonts.gstatic.com/s/robotoslab/v1/${style}-${subset}.woff2) format('woff2');\n  unicode-range: U+0000-00FF;\n}`;
    res
      .writeHead(200, { 'content-type': 'text/css' })
      .end([face('normal', 'latin'), face('italic', 'latin')].join('\n'));
  } else if (url.pathname === '/css2') res.writeHead(400).end('<p>400.</p>');
  else if (url.pathname.startsWith('/s/'))
    res.writeHead(200, { 'content-type': 'font/woff2' }).end(Buffer.from(`wOF2\0${url.pathname}`));
  else res.writeHead(404).end();
});
beforeEach(() => {
  asked.length = 0;
});

const site = tempSite('font-imports');
const STYLE = [
  '/* Fonts */',
  '@import url("https://fonts.googleapis.com/css2?family=Roboto+Slab:ital,wght@0,100..900;1,100..900&family=Nope+Sans&display=swap");',
  '@import url("https://cdn.example.com/theme.css");',
  'body { font-family: "Roboto Slab", serif; }',
].join('\n');

async function build(fetch: boolean) {
  fs.rmSync(site.src, { recursive: true, force: true });
  site.write('docs.json', JSON.stringify({ name: 'Fonts', navigation: { pages: ['index'] } }));
  site.write('index.mdx', '---\ntitle: Home\n---\n\nHello.\n');
  site.write('style.css', STYLE);
  const result = await buildSite({
    srcDir: site.src,
    outDir: site.out,
    threads: 1,
    googleFontsOrigin: stand.origin,
    ...(fetch ? { remoteSpecs: { fetch: true, allowPrivate: true } } : {}),
  });
  const files = listFiles(site.out);
  const css = fs.readFileSync(
    path.join(
      site.out,
      files.find((f) => /^_lectern\/lectern\.[0-9a-f]{10}\.css$/.test(f))!,
    ),
    'utf8',
  );
  const warnings = (code: string) => result.diagnostics.filter((d) => d.code === code);
  return { result, files, css, warnings };
}

describe("a stylesheet's Google Fonts imports", () => {
  test('are fetched family by family with their axes and served from the site', async () => {
    const { files, css, warnings, result } = await build(true);
    expect(result.errors).toBe(0);
    expect(asked.filter((u) => u.startsWith('/css2'))).toEqual([
      '/css2?family=Roboto+Slab%3Aital%2Cwght%400%2C100..900%3B1%2C100..900&display=swap',
      '/css2?family=Nope+Sans&display=swap',
    ]);
    // Upright and italic files, both latin.
    expect(files.filter((f) => f.startsWith('_lectern/fonts/roboto-slab-'))).toHaveLength(2);
    expect(css).toMatch(/@font-face\{font-family:"Roboto Slab";font-style:italic;font-weight:100 900;/);
    expect(css).not.toContain('gstatic');
    // Google refused one family: one warning, with the import's place.
    expect(
      warnings('FONT_NOT_BUNDLED').map((d) => [d.file, d.line, d.message.includes('"Nope Sans"')]),
    ).toEqual([['style.css', 2, true]]);
    // The other remote import is still reported; the answered one is not.
    const dropped = warnings('REMOTE_CSS_DROPPED');
    expect(dropped.map((d) => d.message)).toEqual([expect.stringContaining('(cdn.example.com)')]);
  });

  test('with fetching off, nothing is asked for and the import is reported as before', async () => {
    const { warnings } = await build(false);
    expect(asked).toEqual([]);
    expect(warnings('FONT_NOT_BUNDLED')).toEqual([]);
    expect(warnings('REMOTE_CSS_DROPPED').map((d) => d.message)).toEqual([
      expect.stringContaining('fonts.googleapis.com'),
    ]);
  });
});
