/**
 * Google Fonts families through whole builds, against a stand-in for fonts.googleapis.com and
 * fonts.gstatic.com on loopback (as remote-specs.build.test.ts stands in for a spec host, with private
 * sources allowed): its `css2` answers as Google's does (woff2 with unicode-range subsets for a current
 * browser, TrueType for anything else, 400 for a weight or family it lacks), naming font files by their
 * gstatic URLs. The site gets local copies and local rules; fetching off, a failure, or a file on another
 * host is one warning each, with nothing fetched that should not be.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import type { BuildOptions } from './options.js';
import { brokenCssReferences, cssOutsideHostReferences, listFiles } from './site-check.js';
import { useStandInServer } from './stand-in-server.test-support.js';
import { tempSite } from './temp-site.test-support.js';

const GSTATIC = 'https://fonts.gstatic.com/s';
const RANGES: [string, string][] = [
  ['cyrillic', 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116'],
  ['latin-ext', 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+1E00-1E9F, U+2C60-2C7F, U+A720-A7FF'],
  ['latin', 'U+0000-00FF, U+0131, U+0152-0153, U+2000-206F, U+20AC, U+2122, U+FEFF, U+FFFD'],
];

/** Families the stand-in knows: their weights (null: variable, any) and where their files are. */
const FAMILIES: Record<string, { weights: number[] | null; file: (subset: string) => string }> = {
  'Playfair Display': { weights: null, file: (s) => `${GSTATIC}/playfairdisplay/v37/pfd-${s}.woff2` },
  Lobster: { weights: [400], file: (s) => `${GSTATIC}/lobster/v30/lob-${s}.woff2` },
  'Evil Font': { weights: null, file: (s) => `https://evil.example/s/evil/${s}.woff2` },
  'Broken Font': { weights: null, file: (s) => `${GSTATIC}/broken/v1/missing-${s}.woff2` },
};

/** `css2` as Google writes it: a rule per subset and weight, woff2 only for browsers it knows. */
function css2(query: URLSearchParams, userAgent: string): string | null {
  const [name, axes] = (query.get('family') ?? '').split(':');
  const family = FAMILIES[name!];
  if (!family) return null;
  const asked = axes
    ? axes
        .replace(/^wght@/, '')
        .split(';')
        .map(Number)
    : [400];
  if (family.weights && asked.some((w) => !family.weights!.includes(w))) return null;
  const modern = /Chrome\/\d+/.test(userAgent);
  return asked
    .flatMap((weight) =>
      (modern ? RANGES : [['', '']]).map(([subset, range]) =>
        [
          ...(modern ? [`/* ${subset} */`] : []),
          '@font-face {',
          `  font-family: '${name}';`,
          '  font-style: normal;',
          `  font-weight: ${weight};`,
          `  font-display: ${query.get('display') ?? 'auto'};`,
          modern
            ? `  src: url(${family.file(subset!)}) format('woff2');`
            : `  src: url(${family.file('all').replace('.woff2', '.ttf')}) format('truetype');`,
          ...(modern ? [`  unicode-range: ${range};`] : []),
          '}',
        ].join('\n'),
      ),
    )
    .join('\n');
}

const requests: { url: string; userAgent: string }[] = [];
const stand = useStandInServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  requests.push({ url: req.url ?? '', userAgent: String(req.headers['user-agent'] ?? '') });
  if (url.pathname === '/css2') {
    const css = css2(url.searchParams, String(req.headers['user-agent'] ?? ''));
    if (css === null) res.writeHead(400, { 'content-type': 'text/html' }).end('<p>400. That’s an error.</p>');
    else res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(css);
  } else if (url.pathname.startsWith('/s/') && !url.pathname.includes('/missing-'))
    // A woff2 file's signature, then bytes that differ per file.
    res.writeHead(200, { 'content-type': 'font/woff2' }).end(Buffer.from(`wOF2\0${url.pathname}`));
  else res.writeHead(404).end();
});
beforeEach(() => {
  requests.length = 0;
});

const site = tempSite('google-fonts');

async function build(fonts: unknown, options: Partial<BuildOptions> = {}) {
  fs.rmSync(site.src, { recursive: true, force: true });
  site.write('docs.json', JSON.stringify({ name: 'Fonts', navigation: { pages: ['index'] }, fonts }));
  site.write('index.mdx', '---\ntitle: Home\n---\n\nHello.\n');
  const result = await buildSite({
    srcDir: site.src,
    outDir: site.out,
    threads: 1,
    googleFontsOrigin: stand.origin,
    ...options,
  });
  const files = listFiles(site.out);
  const lecternCss = files.find((f) => /^_lectern\/lectern\.[0-9a-f]{10}\.css$/.test(f))!;
  const css = fs.readFileSync(path.join(site.out, lecternCss), 'utf8');
  const fontWarnings = result.diagnostics.filter((d) => d.code === 'FONT_NOT_BUNDLED');
  return { result, files, lecternCss, css, fontWarnings };
}

const fetching = { remoteSpecs: { fetch: true, allowPrivate: true } };
const fontRequests = () => requests.filter((r) => r.url.startsWith('/s/')).map((r) => r.url);

describe('Google Fonts families', () => {
  test('are fetched as a browser would and served from the site, with their subsets and ranges', async () => {
    const { result, files, lecternCss, css, fontWarnings } = await build(
      { family: 'Playfair Display' },
      fetching,
    );
    expect(fontWarnings).toEqual([]);
    expect(requests[0]!.url).toBe('/css2?family=Playfair+Display:wght@400;500;600;700&display=swap');
    expect(requests.every((r) => /Chrome\/\d+/.test(r.userAgent))).toBe(true);
    // One file per subset, shared by the four weights of the variable font.
    expect(fontRequests().sort()).toEqual(
      ['cyrillic', 'latin-ext', 'latin'].map((s) => `/s/playfairdisplay/v37/pfd-${s}.woff2`),
    );
    const copies = files.filter((f) => f.startsWith('_lectern/fonts/playfair-display-'));
    expect(copies.map((f) => f.replace(/\.[0-9a-f]{10}\.woff2$/, '')).sort()).toEqual(
      ['cyrillic', 'latin', 'latin-ext'].map((s) => `_lectern/fonts/playfair-display-${s}`),
    );
    const faces = [...css.matchAll(/@font-face\{font-family:"Playfair Display";([^}]*)\}/g)].map(
      (m) => m[1]!,
    );
    expect(faces).toHaveLength(12);
    expect(faces[0]).toMatch(
      /^font-style:normal;font-weight:400;font-display:swap;src:url\(fonts\/playfair-display-cyrillic\.[0-9a-f]{10}\.woff2\) format\("woff2"\);unicode-range:U\+0301, U\+0400-045F/,
    );
    expect(brokenCssReferences(site.out, lecternCss, css)).toEqual([]);
    expect(cssOutsideHostReferences(css)).toEqual([]);
    expect(css).not.toContain('gstatic');
    // Both roles take the Google family, so Inter is not shipped; the page names the family.
    expect(files.filter((f) => f.includes('/inter-'))).toEqual([]);
    expect(fs.readFileSync(path.join(site.out, 'index.html'), 'utf8')).toContain(
      '--font-sans:"Playfair Display"',
    );
    expect(result.errors).toBe(0);
  });

  test('a configured weight is the one asked for; a family without it is asked for again without weights', async () => {
    const { fontWarnings, css } = await build(
      { heading: { family: 'Playfair Display', weight: 700 }, body: { family: 'Lobster' } },
      fetching,
    );
    expect(fontWarnings).toEqual([]);
    // The body's family first, then the headings'.
    expect(requests.filter((r) => r.url.startsWith('/css2')).map((r) => r.url)).toEqual([
      '/css2?family=Lobster:wght@400;500;600;700&display=swap',
      '/css2?family=Lobster&display=swap',
      '/css2?family=Playfair+Display:wght@700&display=swap',
    ]);
    expect(css).toMatch(/@font-face\{font-family:"Lobster";font-style:normal;font-weight:400;/);
    expect(css).toMatch(/@font-face\{font-family:"Playfair Display";font-style:normal;font-weight:700;/);
  });

  test('a rebuild with the cache asks for the stylesheet again but fetches no font file again', async () => {
    const cached = { ...fetching, cacheDir: site.cache };
    await build({ family: 'Playfair Display' }, cached);
    expect(fontRequests()).toHaveLength(3);
    requests.length = 0;
    const { files, lecternCss, css } = await build({ family: 'Playfair Display' }, cached);
    expect(requests.map((r) => r.url)).toEqual([
      '/css2?family=Playfair+Display:wght@400;500;600;700&display=swap',
    ]);
    expect(files.filter((f) => f.startsWith('_lectern/fonts/playfair-display-'))).toHaveLength(3);
    expect(brokenCssReferences(site.out, lecternCss, css)).toEqual([]);
  });

  test('with fetching off, each family is one warning saying so, and nothing is requested', async () => {
    const { fontWarnings, css, files } = await build({ family: 'Playfair Display' });
    expect(fontWarnings).toEqual([
      {
        severity: 'warning',
        code: 'FONT_NOT_BUNDLED',
        file: 'docs.json',
        message: expect.stringMatching(
          /^docs\.json: fonts\.family: "Playfair Display" has no "source": Mintlify loads it from Google Fonts, which this build does not fetch \(fetching is off: `lectern build --offline`, or an air-gapped server\)/,
        ),
      },
    ]);
    expect(stand.connections()).toBe(0);
    expect(css).not.toContain('font-family:"Playfair Display"');
    expect(files.some((f) => f.startsWith('_lectern/fonts/playfair-display-'))).toBe(false);
  });

  test('a font file on another host is refused: one warning, no file fetched, no rule written', async () => {
    const { fontWarnings, css } = await build({ body: { family: 'Evil Font' } }, fetching);
    expect(fontWarnings).toHaveLength(1);
    expect(fontWarnings[0]!.message).toContain(
      'docs.json: fonts.body.family: "Evil Font" has no "source": Mintlify loads it from Google Fonts, which could not be fetched (the answer names a font file on evil.example, which is not Google Fonts',
    );
    expect(requests.map((r) => r.url)).toEqual(['/css2?family=Evil+Font:wght@400;500;600;700&display=swap']);
    expect(css).not.toContain('Evil Font');
  });

  test.each([
    ['No Such Family', 'fonts.googleapis.com: the server answered HTTP 400'],
    ['Broken Font', 'fonts.gstatic.com: the server answered HTTP 404'],
  ])('%s is one warning with the reason, and the build goes on', async (family, why) => {
    const { fontWarnings, css, result } = await build({ family }, fetching);
    expect(fontWarnings.map((d) => d.message)).toEqual([
      expect.stringContaining(
        `"${family}" has no "source": Mintlify loads it from Google Fonts, which could not be fetched (${why})`,
      ),
    ]);
    expect(css).not.toContain(family);
    expect(result.errors).toBe(0);
  });

  test('a family with a dropped remote source, or a local one, is not asked of Google', async () => {
    const { fontWarnings } = await build(
      {
        heading: { family: 'Playfair Display', source: 'https://cdn.example.com/pfd.woff2' },
        body: { family: 'Lobster', source: '/fonts/local.woff2' },
      },
      fetching,
    );
    expect(fontWarnings).toEqual([]);
    expect(stand.connections()).toBe(0);
  });
});
