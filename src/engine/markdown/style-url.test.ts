import { describe, expect, it } from 'vitest';
import { createRenderer, type PageRenderer } from './index.js';
import { createTestContext } from './test-context.js';
import { cdnIconDataUrl } from '../icons/index.js';
import { cssDataUrl, cssUrl, MAX_DATA_BYTES, unescapeCss } from './style-url.js';

let renderer: PageRenderer | undefined;
async function render(source: string) {
  renderer ??= await createRenderer();
  const page = await renderer.render(
    source,
    createTestContext({
      srcDir: '/nonexistent-lectern-src',
      file: 'guides/setup/page.mdx',
      assets: new Set(['/images/dot.svg', '/guides/setup/img/x.png']),
    }),
  );
  return {
    styles: [...page.html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]),
    warnings: page.diagnostics.map((d) => `${d.code}: ${d.message}`),
  };
}

describe('url() in a page style', () => {
  it('resolves root-absolute and page-relative files like images, from the page output file', async () => {
    const page = await render(
      [
        "<span style={{maskImage: 'url(/images/dot.svg)', WebkitMaskImage: 'url(\"/images/dot.svg\")'}} />",
        '',
        '<div style="background-image: url(\'./img/x.png\'), url(../setup/img/x.png)">A</div>',
      ].join('\n'),
    );
    expect(page.styles).toEqual([
      'mask-image:url(../../images/dot.svg);-webkit-mask-image:url(../../images/dot.svg)',
      'background-image:url(../../guides/setup/img/x.png), url(../../guides/setup/img/x.png)',
    ]);
    expect(page.warnings).toEqual([]);
  });

  it('drops remote, data:, in-page and other-scheme URLs and missing files, each with an accurate warning', async () => {
    const page = await render(
      [
        "<div style={{color: 'red', backgroundImage: 'url(https://cdn.example/a.png)'}}>A</div>",
        '',
        "<div style={{maskImage: 'url(//cdn.example/m.svg)'}}>B</div>",
        '',
        // Four backslashes in the MDX source, two in its string, one once CSS reads it: browsers read `/\` as `//`.
        String.raw`<div style={{background: 'url(/\\\\cdn.example/m.svg) red'}}>C</div>`,
        '',
        '<div style={{backgroundImage: \'url("data:image/png;base64,AAAA")\'}}>D</div>',
        '',
        "<div style={{maskImage: 'url(#shape)'}}>E</div>",
        '',
        "<div style={{backgroundImage: 'url(javascript:alert(1))'}}>F</div>",
        '',
        "<div style={{maskImage: 'url(./img/gone.png)', zIndex: 3}}>G</div>",
      ].join('\n'),
    );
    expect(page.styles).toEqual(['color:red', 'background:none red']);
    expect(page.warnings).toEqual([
      'inline-style: style url("https://cdn.example/a.png") left out: an exported site loads nothing from other hosts; copy the file into the docs folder',
      'inline-style: style url("//cdn.example/m.svg") left out: an exported site loads nothing from other hosts; copy the file into the docs folder',
      'inline-style: style url("/\\cdn.example/m.svg") left out: an exported site loads nothing from other hosts; copy the file into the docs folder',
      'inline-style: style url("data:image/png;base64,AAAA") left out: its data is not the image/png image it says it holds',
      'inline-style: style url("#shape") left out: a style\'s url() may only name a file of the docs folder',
      'inline-style: style properties left out (the property or its value is not supported in pages): background-image',
      'missing-image: missing file "./img/gone.png"',
      'inline-style: style properties left out (the property or its value is not supported in pages): z-index',
    ]);
  });
});

/** A 1x1 PNG, as tools write it. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG_URL = `url(data:image/png;base64,${PNG})`;
/** Bytes starting as each raster type's files do (the check reads no further). */
const MAGIC: Record<string, Buffer> = {
  'image/png': Buffer.from(PNG, 'base64'),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
  'image/gif': Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
  'image/webp': Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L', 'latin1'),
  'image/avif': Buffer.from('\x00\x00\x00\x1cftypmif1\x00\x00\x00\x00mif1avifmiaf', 'latin1'),
};
const percent = (bytes: Buffer) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

describe('data: images in a page style', () => {
  it('keeps a small raster image, quoted or not, in JSX and in raw HTML, rewritten as base64', async () => {
    const gif = MAGIC['image/gif']!;
    const page = await render(
      [
        `<span style={{backgroundImage: 'url("data:image/png;base64,${PNG}")', maskImage: 'URL(DATA:IMAGE/PNG;BASE64,${PNG})'}} />`,
        '',
        `<div style="color: red; background: url(data:image/gif,${percent(gif)}) no-repeat, url('/images/dot.svg'); width: 4px">A</div>`,
      ].join('\n'),
    );
    expect(page.styles).toEqual([
      `background-image:${PNG_URL};mask-image:${PNG_URL}`,
      `color:red;background:url(data:image/gif;base64,${gif.toString('base64')}) no-repeat, url(../../images/dot.svg);width:4px`,
    ]);
    expect(page.warnings).toEqual([]);
  });

  it("draws Mintlify's icon CDN as the icon we ship, a base64 SVG, without a warning (Trails' landing page)", async () => {
    const page = await render(
      [
        '<svg className="h-6 w-6 bg-primary" style={{maskImage: \'url("https://mintlify.b-cdn.net/v6.6.0/regular/bolt.svg")\', maskRepeat: \'no-repeat\'}}></svg>',
        '',
        "<span style={{WebkitMaskImage: 'url(https://mintlify.b-cdn.net/v6.5.1/solid/no-such-icon-here.svg)'}} />",
      ].join('\n'),
    );
    expect(page.styles).toEqual([
      `mask-image:url(${cdnIconDataUrl('https://mintlify.b-cdn.net/v6.6.0/regular/bolt.svg')});mask-repeat:no-repeat`,
    ]);
    expect(page.styles[0]).toMatch(/^mask-image:url\(data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+\);/);
    // An icon no library has is any other remote file.
    expect(page.warnings).toEqual([
      'inline-style: style url("https://mintlify.b-cdn.net/v6.5.1/solid/no-such-icon-here.svg") left out: an exported site loads nothing from other hosts; copy the file into the docs folder',
    ]);
  });

  it('drops SVG, other types and schemes, fakes, oversized images and attempts to break out, with warnings', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');
    const big = Buffer.concat([MAGIC['image/png']!, Buffer.alloc(MAX_DATA_BYTES)]).toString('base64');
    const page = await render(
      [
        `<div style={{backgroundImage: 'url(data:image/svg+xml;base64,${svg})'}}>A</div>`,
        '',
        `<div style={{maskImage: "url('data:image/svg+xml,%3Csvg onload=alert(1)/%3E')"}}>B</div>`,
        '',
        `<div style={{backgroundImage: 'url(data:image/png;base64,${svg})'}}>C</div>`,
        '',
        `<div style={{backgroundImage: 'url(data:text/html;base64,${PNG})'}}>D</div>`,
        '',
        `<div style={{backgroundImage: 'url(data:image/png;charset=utf-8;base64,${PNG})'}}>E</div>`,
        '',
        `<div style={{backgroundImage: 'url(data:image/png;base64,${big})'}}>F</div>`,
        '',
        "<div style={{backgroundImage: 'url(javascript:alert(1))'}}>G</div>",
        '',
        // A quote ending the url() early, and a `;` trying to end the declaration: the rest is no image.
        `<div style={{background: 'url("data:image/png;base64,${PNG}"); position: fixed'}}>H</div>`,
        '',
        `<div style="background-image: url(data:image/png;base64,${PNG}&quot;);position:fixed">I</div>`,
        '',
        `<div style="background-image: url('data:image/png;base64,${PNG}'x); color: red">J</div>`,
      ].join('\n'),
    );
    expect(page.styles).toEqual(['color:red']);
    const why = (ref: string, reason: string) => `inline-style: style url("${ref}") left out: ${reason}`;
    const shown = (ref: string) => (ref.length > 120 ? `${ref.slice(0, 117)}...` : ref);
    const left = (property: string) =>
      `inline-style: style properties left out (the property or its value is not supported in pages): ${property}`;
    expect(page.warnings).toEqual([
      why(
        shown(`data:image/svg+xml;base64,${svg}`),
        "a style's data: URL may only hold a PNG, JPEG, GIF, WebP or AVIF image, not image/svg+xml",
      ),
      why(
        'data:image/svg+xml,%3Csvg onload=alert(1)/%3E',
        "a style's data: URL may only hold a PNG, JPEG, GIF, WebP or AVIF image, not image/svg+xml",
      ),
      why(shown(`data:image/png;base64,${svg}`), 'its data is not the image/png image it says it holds'),
      why(
        shown(`data:text/html;base64,${PNG}`),
        "a style's data: URL may only hold a PNG, JPEG, GIF, WebP or AVIF image, not text/html",
      ),
      why(
        shown(`data:image/png;charset=utf-8;base64,${PNG}`),
        "a style's data: URL may say only its type and ;base64 (data:image/png;base64,...)",
      ),
      why(
        shown(`data:image/png;base64,${big}`),
        "a style's data: image may hold at most 64 KB; copy it into the docs folder",
      ),
      left('background-image'),
      left('background'),
      left('background-image'),
      left('background-image'),
    ]);
  });
});

describe('CSS escapes and URL serialisation', () => {
  it('decodes escapes as CSS does', () => {
    expect(unescapeCss(String.raw`a\"b\27 c\0 d\110000e`, true)).toBe(`a"b'c\uFFFDd\uFFFDe`);
    expect(unescapeCss('a\\\r\nb', true)).toBe('ab');
    expect(unescapeCss('a\\\nb', false)).toBeNull();
    expect(unescapeCss('a\nb', true)).toBeNull();
    expect(unescapeCss('a b', false)).toBeNull();
    expect(unescapeCss('a\\', true)).toBeNull();
  });

  it('writes only relative URLs, with anything that could end them encoded', () => {
    expect(cssUrl('../images/a b);x:"y\'.png?v=1#f')).toBe('url(../images/a%20b%29%3Bx%3A%22y%27.png?v=1#f)');
    expect(cssUrl('img/%41%zz\\é.png')).toBe('url(img/%41%25zz%5C%C3%A9.png)');
    for (const bad of ['', '/x.png', '//h/x.png', '\\\\h/x', 'https://h/x', 'javascript:x', ' \t/x'])
      expect(cssUrl(bad), bad).toBeNull();
  });
});

describe('cssDataUrl', () => {
  it('keeps each raster type, base64 or percent-encoded, and writes it as base64', () => {
    for (const [type, bytes] of Object.entries(MAGIC)) {
      const url = `url(data:${type};base64,${bytes.toString('base64')})`;
      expect(cssDataUrl(`data:${type};base64,${bytes.toString('base64')}`), type).toBe(url);
      expect(cssDataUrl(`data:${type};base64,${bytes.toString('base64').replace(/=+$/, '')}`), type).toBe(
        url,
      );
      expect(cssDataUrl(`data:${type},${percent(bytes)}`), type).toBe(url);
      expect(cssDataUrl(`data:${type.toUpperCase()};Base64,${bytes.toString('base64')}`), type).toBe(url);
    }
    // Printable characters stand for themselves in a percent-encoded body, quotes and parentheses too.
    const gif = Buffer.from(`GIF89a"')(;`, 'latin1');
    expect(cssDataUrl(`data:image/gif,GIF89a"')(;`)).toBe(
      `url(data:image/gif;base64,${gif.toString('base64')})`,
    );
  });

  it('keeps up to 64 KB', () => {
    const image = (size: number) =>
      `data:image/png;base64,${Buffer.concat([MAGIC['image/png']!, Buffer.alloc(size - MAGIC['image/png']!.length)]).toString('base64')}`;
    expect(cssDataUrl(image(MAX_DATA_BYTES))).not.toBeNull();
    expect(cssDataUrl(image(MAX_DATA_BYTES + 1))).toBeNull();
  });

  it('refuses SVG, other types, parameters, malformed data and bytes of another type', () => {
    const png = PNG;
    for (const ref of [
      `data:image/svg+xml;base64,${png}`,
      'data:image/svg+xml,%3Csvg%2F%3E',
      `data:image/svg;base64,${png}`,
      `data:image/x-icon;base64,${png}`,
      `data:image/bmp;base64,${png}`,
      `data:text/html;base64,${png}`,
      `data:;base64,${png}`,
      `data:,${percent(MAGIC['image/png']!)}`,
      `data:image/png;charset=utf-8;base64,${png}`,
      `data:image/png;base64;base64,${png}`,
      `data:image/png ;base64,${png}`,
      `data:image/png;base64 ,${png}`,
      `data:image/png;base64,${png.slice(0, 10)} ${png.slice(10)}`,
      `data:image/png;base64,${png.slice(0, 10)}\n${png.slice(10)}`,
      `data:image/png;base64,${png.replace(/\+/g, '-')}x`,
      `data:image/png;base64,${png}=`,
      `data:image/png;base64,${png}#x`,
      `data:image/png;base64,${png}%3D`,
      `data:image/png;base64,${png}')`,
      `data:image/png,${percent(MAGIC['image/png']!)}%`,
      `data:image/png,${percent(MAGIC['image/png']!)}%zz`,
      `data:image/png,${percent(MAGIC['image/png']!)}#x`,
      `data:image/png,${percent(MAGIC['image/png']!)} x`,
      `data:image/png,${percent(MAGIC['image/png']!)}é`,
      'data:image/png;base64,',
      `data:image/png;base64,${MAGIC['image/gif']!.toString('base64')}`,
      `data:image/jpeg;base64,${png}`,
      `data:image/avif;base64,${MAGIC['image/webp']!.toString('base64')}`,
      `javascript:alert(1)//data:image/png;base64,${png}`,
      ` data:image/png;base64,${png}`,
      `da\tta:image/png;base64,${png}`,
    ])
      expect(cssDataUrl(ref), ref).toBeNull();
  });
});
