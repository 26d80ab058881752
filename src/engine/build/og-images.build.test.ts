/**
 * Open Graph preview images (optimize/seo.mdx "OG images"): with the site's URL each page's head names its
 * own generated 1200x630 PNG absolutely; a page's or the site's `og:image` replaces it; noindex pages and
 * sites without a URL get none; a second build draws nothing; `thumbnails.background` changes the picture.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import type { BuildOptions } from './options.js';
import { readPng } from '../og/png.test-support.js';
import { useStandInServer } from './stand-in-server.test-support.js';
import { tempSite } from './temp-site.test-support.js';

/** Google Fonts' hosts: `css2` answers TrueType rules to a client that is not a browser, as Google does. */
const fontRequests: { url: string; userAgent: string }[] = [];
const google = useStandInServer((req, res) => {
  fontRequests.push({ url: req.url ?? '', userAgent: String(req.headers['user-agent'] ?? '') });
  const url = new URL(req.url ?? '/', 'http://stand-in');
  if (url.pathname === '/css2' && url.searchParams.get('family')?.startsWith('Test Sans'))
    res
      .writeHead(200, { 'content-type': 'text/css' })
      .end(
        [400, 600]
          .map(
            (w) =>
              `@font-face { font-family: 'Test Sans'; font-style: normal; font-weight: ${w}; src: url(https://fonts.gstatic.com/s/testsans/v1/t-${w}.ttf) format('truetype'); }`,
          )
          .join('\n'),
      );
  else if (url.pathname.startsWith('/s/testsans/'))
    // Any font satori reads: the bundled Latin Inter's regular, whose letters differ from the semibold's.
    res
      .writeHead(200, { 'content-type': 'font/ttf' })
      .end(fs.readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')));
  else res.writeHead(404).end();
});

const require = createRequire(import.meta.url);
const URL_ = 'https://docs.example.com/guide';
const PRIMARY = '#ff6600';

function makeSite(name: string, config: object = {}, pages: Record<string, string> = {}) {
  const t = tempSite(name);
  t.write(
    'docs.json',
    JSON.stringify({
      name: 'Acme',
      colors: { primary: PRIMARY },
      logo: { light: '/logo.svg', dark: '/logo.svg' },
      navigation: { groups: [{ group: 'Start', pages: ['index', 'setup', 'secret', 'custom'] }] },
      // The site asks for preview images; without `thumbnails` only the build option draws them.
      thumbnails: {},
      ...config,
    }),
  );
  t.write(
    'logo.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><rect width="120" height="32" fill="#123456"/></svg>',
  );
  const files: Record<string, string> = {
    'index.mdx': '---\ntitle: Welcome\ndescription: Where to begin.\n---\n\nHi.\n',
    'setup.mdx': '---\ntitle: Setting up\ndescription: Install the thing.\n---\n\nSteps.\n',
    'secret.mdx': '---\ntitle: Secret\nnoindex: true\n---\n\nShh.\n',
    'custom.mdx': '---\ntitle: Custom\n"og:image": "https://cdn.example.com/custom.png"\n---\n\nOwn image.\n',
    ...pages,
  };
  for (const [rel, text] of Object.entries(files)) t.write(rel, text);
  const build = (options: Partial<BuildOptions> = { siteUrl: URL_ }) =>
    buildSite({ srcDir: t.src, outDir: t.out, cacheDir: t.cache, threads: 1, ...options });
  const read = (rel: string) => fs.readFileSync(path.join(t.out, rel), 'utf8');
  const meta = (rel: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(read(rel))?.[1] ?? null;
  const ogFiles = () => {
    const dir = path.join(t.out, '_lectern', 'og');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const image = (url: string) => fs.readFileSync(path.join(t.out, url.slice(`${URL_}/`.length)));
  return { t, build, read, meta, ogFiles, image };
}

describe('Open Graph images', () => {
  test('each indexable page names its own PNG, 1200x630, drawn once and kept by the cache', async () => {
    const s = makeSite('og');
    const first = await s.build();
    expect(first.errors).toBe(0);
    expect(first.diagnostics.filter((d) => d.code.startsWith('OG_'))).toEqual([]);
    const welcome = s.meta('index.html', 'og:image')!;
    const setup = s.meta('setup.html', 'og:image')!;
    expect(welcome).toMatch(/^https:\/\/docs\.example\.com\/guide\/_lectern\/og\/[0-9a-f]{24}\.png$/);
    expect(setup).toMatch(/^https:\/\/docs\.example\.com\/guide\/_lectern\/og\/[0-9a-f]{24}\.png$/);
    expect(setup).not.toBe(welcome);
    expect(s.meta('setup.html', 'twitter:image')).toBe(setup);
    expect(s.meta('setup.html', 'og:image:width')).toBe('1200');
    expect(s.meta('setup.html', 'og:image:height')).toBe('630');
    const png = readPng(s.image(setup));
    expect([png.width, png.height]).toEqual([1200, 630]);
    // The primary colour's band along the top; the light theme's white further down.
    expect(png.hex(600, 4)).toBe(PRIMARY);
    expect(png.hex(20, 400)).toBe('#ffffff');
    expect(s.image(setup).equals(s.image(welcome))).toBe(false);
    // noindex: none; the page's own og:image replaces it.
    expect(s.meta('secret.html', 'og:image')).toBeNull();
    expect(s.meta('custom.html', 'og:image')).toBe('https://cdn.example.com/custom.png');
    expect(s.ogFiles()).toHaveLength(2);
    expect(first.ogImages).toEqual({ files: 2, drawn: 2 });

    // Again into the same folder, then into a fresh one: nothing is drawn, the files are there.
    const second = await s.build();
    expect(second.ogImages).toEqual({ files: 2, drawn: 0 });
    fs.rmSync(s.t.out, { recursive: true });
    const third = await s.build();
    expect(third.ogImages).toEqual({ files: 2, drawn: 0 });
    expect(s.ogFiles()).toHaveLength(2);
    expect(s.meta('setup.html', 'og:image')).toBe(setup);
  });

  test('a new title draws that page again and replaces its file', async () => {
    const s = makeSite('og-edit');
    await s.build();
    const before = s.meta('setup.html', 'og:image');
    s.t.write('setup.mdx', '---\ntitle: Installing\ndescription: Install the thing.\n---\n\nSteps.\n');
    const again = await s.build();
    expect(again.ogImages).toEqual({ files: 2, drawn: 1 });
    expect(s.meta('setup.html', 'og:image')).not.toBe(before);
    expect(s.ogFiles()).toHaveLength(2);
  });

  test('no site URL, a global og:image, no thumbnails, air-gapped or the switch off: no images', async () => {
    const none = makeSite('og-none');
    const result = await none.build({});
    expect(result.ogImages).toBeUndefined();
    expect(none.meta('setup.html', 'og:image')).toBeNull();
    expect(none.ogFiles()).toEqual([]);

    const global = makeSite('og-global', {
      seo: { metatags: { 'og:image': 'https://cdn.example.com/all.png' } },
    });
    expect((await global.build()).ogImages).toBeUndefined();
    expect(global.meta('setup.html', 'og:image')).toBe('https://cdn.example.com/all.png');
    expect(global.ogFiles()).toEqual([]);

    const off = makeSite('og-off');
    await off.build({ siteUrl: URL_, ogImages: false });
    expect(off.meta('setup.html', 'og:image')).toBeNull();
    expect(off.ogFiles()).toEqual([]);

    // A site without `thumbnails` gets none unless the build asks for them.
    const plain = makeSite('og-plain', { thumbnails: undefined });
    expect((await plain.build({ siteUrl: URL_ })).ogImages).toBeUndefined();
    expect(plain.ogFiles()).toEqual([]);
    expect((await plain.build({ siteUrl: URL_, ogImages: true })).ogImages?.files).toBe(2);

    // Air-gapped: no social site can reach it, so none by default; asked for, they are drawn.
    const gapped = makeSite('og-air-gapped');
    expect((await gapped.build({ siteUrl: URL_, deploymentType: 'air-gapped' })).ogImages).toBeUndefined();
    expect(gapped.ogFiles()).toEqual([]);
    const asked = await gapped.build({ siteUrl: URL_, deploymentType: 'air-gapped', ogImages: true });
    expect(asked.ogImages?.files).toBe(2);
  });

  test('thumbnails: a background image under the same text, and the dark theme', async () => {
    const plain = makeSite('og-plain');
    await plain.build();
    const s = makeSite('og-bg', { thumbnails: { background: '/images/bg.png', appearance: 'dark' } });
    const red = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="30"><rect width="60" height="30" fill="#cc0000"/></svg>',
    )
      .render()
      .asPng();
    fs.mkdirSync(path.join(s.t.src, 'images'), { recursive: true });
    fs.writeFileSync(path.join(s.t.src, 'images', 'bg.png'), red);
    const result = await s.build();
    expect(result.diagnostics.filter((d) => d.code.startsWith('OG_'))).toEqual([]);
    const url = s.meta('setup.html', 'og:image')!;
    expect(url).not.toBe(plain.meta('setup.html', 'og:image'));
    const png = readPng(s.image(url));
    expect(png.hex(600, 4)).toBe('#cc0000');
    expect(png.hex(20, 400)).toBe('#cc0000');

    const dark = makeSite('og-dark', { thumbnails: { appearance: 'dark' } });
    await dark.build();
    expect(readPng(dark.image(dark.meta('setup.html', 'og:image')!)).hex(20, 400)).toBe('#0b0d12');
  });

  test('a background without thumbnails.appearance takes the look its picture needs', async () => {
    // Light text on a dark picture, dark text on a light one, whatever the site's own appearance.
    const luminances = async (fill: string) => {
      const s = makeSite(`og-backdrop-${fill.slice(1)}`, { thumbnails: { background: '/bg.svg' } });
      s.t.write(
        'bg.svg',
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${fill}"/></svg>`,
      );
      await s.build();
      const png = readPng(s.image(s.meta('setup.html', 'og:image')!));
      const values: number[] = [];
      // The title's and description's band, lower left.
      for (let y = 420; y < 600; y += 2)
        for (let x = 70; x < 700; x += 2) {
          const hex = png.hex(x, y);
          const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
          values.push(0.2126 * r! + 0.7152 * g! + 0.0722 * b!);
        }
      return values;
    };
    expect(Math.max(...(await luminances('#101010')))).toBeGreaterThan(200);
    expect(Math.min(...(await luminances('#f0f0f0')))).toBeLessThan(80);
  });

  test('an SVG logo or background naming a file outside the docs folder draws nothing of it', async () => {
    // resvg reads an <image>'s file path from disk when it draws an SVG itself; the card embeds the logo
    // and background as data URLs, inside which it does not, so a docs repository cannot put a file of the
    // build machine into a public image.
    const s = makeSite('og-confined', { thumbnails: { background: '/bg.svg' } });
    const secret = path.join(s.t.root, 'secret.png');
    fs.writeFileSync(
      secret,
      new Resvg(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>',
      )
        .render()
        .asPng(),
    );
    const peek = (w: number, h: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}"><image href="${secret}" xlink:href="${secret}" width="${w}" height="${h}" preserveAspectRatio="none"/></svg>`;
    s.t.write('logo.svg', peek(120, 32));
    s.t.write('bg.svg', peek(1200, 630));
    await s.build();
    const png = readPng(s.image(s.meta('setup.html', 'og:image')!));
    let red = 0;
    for (let y = 0; y < png.height; y += 3)
      for (let x = 0; x < png.width; x += 3) if (png.hex(x, y) === '#ff0000') red++;
    expect(red).toBe(0);
  });

  test('a remote logo is left out with a warning; a Google font is not fetched offline', async () => {
    const s = makeSite('og-remote', {
      logo: 'https://cdn.example.com/logo.png',
      thumbnails: { fonts: { family: 'Open Sans' } },
    });
    const result = await s.build();
    expect(result.diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining(['OG_LOGO_SKIPPED', 'OG_FONT_NOT_FETCHED']),
    );
    expect(readPng(s.image(s.meta('setup.html', 'og:image')!)).width).toBe(1200);
  });

  test('thumbnails.fonts.family: the Google family as TrueType, under the fetching switch, kept in the cache', async () => {
    const plain = makeSite('og-font-plain');
    await plain.build();
    const s = makeSite('og-font', { thumbnails: { fonts: { family: 'Test Sans' } } });
    const options = {
      siteUrl: URL_,
      googleFontsOrigin: google.origin,
      remoteSpecs: { fetch: true, allowPrivate: true },
    };
    fontRequests.length = 0;
    const result = await s.build(options);
    expect(result.diagnostics.filter((d) => d.code.startsWith('OG_'))).toEqual([]);
    expect(fontRequests.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/css2?family=Test+Sans:wght@400;600&display=swap',
        '/s/testsans/v1/t-400.ttf',
      ]),
    );
    expect(fontRequests.some((r) => /Chrome\//.test(r.userAgent))).toBe(false);
    const url = s.meta('setup.html', 'og:image')!;
    expect(url).not.toBe(plain.meta('setup.html', 'og:image'));
    // Font files come from the cache the next time: only the stylesheet is asked for.
    fontRequests.length = 0;
    fs.rmSync(s.t.out, { recursive: true });
    const again = await s.build(options);
    expect(again.ogImages).toEqual({ files: 2, drawn: 0 });
    expect(fontRequests.map((r) => r.url.split('?')[0])).toEqual(['/css2']);
  });
});
