import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inlineStyle, styleDeclarations } from './inline-style.js';

describe('inlineStyle', () => {
  it('writes JSX style objects as CSS, with px for bare numbers where React adds them', () => {
    expect(
      inlineStyle({ marginTop: 8, opacity: 0.5, lineHeight: 1.4, WebkitLineClamp: 2, zIndex: 0 }),
    ).toEqual({
      css: 'margin-top:8px;opacity:0.5;line-height:1.4',
      dropped: ['-webkit-line-clamp', 'z-index'],
    });
  });

  it('keeps nothing that loads, scripts or escapes the page flow', () => {
    for (const value of [
      'url(https://x.dev/a.png)',
      'image-set("a.png" 1x)',
      'expression(alert(1))',
      'red\\;x',
      'red /* x */',
      'calc(1px',
      '"unbalanced',
      'a:b',
      '<b>',
      'red %()',
      '(1px)',
    ])
      expect(inlineStyle({ background: value })?.css, value).toBe('');
    // Grouping inside a function stays, as calc() needs it.
    expect(inlineStyle({ width: 'calc((100% - 10px) / 2)' })?.css).toBe('width:calc((100% - 10px) / 2)');
    expect(inlineStyle({ position: 'absolute' })?.dropped).toEqual(['position']);
    expect(inlineStyle({ position: 'relative' })?.css).toBe('position:relative');
    expect(inlineStyle([1, 2])).toBeNull();
    expect(inlineStyle(3)).toBeNull();
  });

  it("keeps SVG paint properties inline icons colour themselves with, but never a paint server's URL", () => {
    expect(inlineStyle({ fill: '#7856ff', strokeWidth: 2, stroke: 'currentColor' })).toEqual({
      css: 'fill:#7856ff;stroke-width:2px;stroke:currentColor',
      dropped: [],
    });
    expect(inlineStyle({ fill: 'url(https://x.dev/p.svg#g)' })?.css).toBe('');
  });

  it('never lets a URL, an escape or a comment through, whatever the input', () => {
    const text = fc.string({
      unit: fc.constantFrom(...'url(ximage-setexpression)\\/*;:"\' #%.,+-!abc0123'.split('')),
      maxLength: 40,
    });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('color', 'background', 'width', 'fontFamily', 'transform'), text),
        (style) => {
          const css = inlineStyle(style)!.css;
          expect(css).not.toMatch(/url\s*\(|image-set|expression|\\|\/\*/i);
          for (const declaration of css ? css.split(';') : []) expect(declaration.split(':')).toHaveLength(2);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('inlineStyle url()', () => {
  /** A resolver standing in for the page's: files under /images exist, the rest is refused. */
  function resolver(calls: string[] = []) {
    return (ref: string) => {
      calls.push(ref);
      if (/^https?:|^\/\//.test(ref)) return null;
      return ref.startsWith('/images/') ? `../${ref.slice(1)}` : null;
    };
  }

  it('resolves quoted and unquoted references in image properties, masks included', () => {
    const calls: string[] = [];
    expect(
      inlineStyle(
        {
          maskImage: 'url(/images/dot.svg)',
          WebkitMaskImage: "url('/images/dot.svg')",
          backgroundImage: 'url( "/images/a.png" )',
          mask: 'url(/images/dot.svg) center / contain no-repeat',
          listStyleImage: 'URL(/images/li.png)',
        },
        resolver(calls),
      ),
    ).toEqual({
      css:
        'mask-image:url(../images/dot.svg);-webkit-mask-image:url(../images/dot.svg);' +
        'background-image:url(../images/a.png);mask:url(../images/dot.svg) center / contain no-repeat;' +
        'list-style-image:url(../images/li.png)',
      dropped: [],
    });
    expect(calls).toEqual([
      '/images/dot.svg',
      '/images/dot.svg',
      '/images/a.png',
      '/images/dot.svg',
      '/images/li.png',
    ]);
  });

  it('reads CSS escapes and writes the result so it cannot end the url, the value or the attribute', () => {
    const calls: string[] = [];
    const style = inlineStyle(
      {
        backgroundImage: String.raw`url("/images/a\"b;c.png")`,
        maskImage: String.raw`url(/images/\28 x\29\20y.png)`,
        background: String.raw`url('/images/it\'s \
here.png')`,
      },
      resolver(calls),
    )!;
    expect(calls).toEqual(['/images/a"b;c.png', '/images/(x) y.png', "/images/it's here.png"]);
    expect(style.css).toBe(
      'background-image:url(../images/a%22b%3Bc.png);mask-image:url(../images/%28x%29%20y.png);' +
        'background:url(../images/it%27s%20here.png)',
    );
  });

  it('keeps the rest of a value when one of several url()s is refused, and drops a value left empty', () => {
    const resolve = resolver();
    expect(
      inlineStyle(
        {
          backgroundImage: 'url(/images/a.png), url(https://x.dev/b.png), url(/images/c.png)',
          background: '#fff url(https://x.dev/b.png) no-repeat',
          maskImage: 'url(//x.dev/m.svg)',
          WebkitMaskImage: 'url(/missing.svg), url(https://x.dev/b.png)',
          color: 'red',
        },
        resolve,
      ),
    ).toEqual({
      css: 'background-image:url(../images/a.png), none, url(../images/c.png);background:#fff none no-repeat;color:red',
      dropped: [],
    });
  });

  it('refuses malformed url()s, url() outside image properties or inside other functions, and any without a resolver', () => {
    const calls: string[] = [];
    const resolve = resolver(calls);
    for (const [property, value] of [
      ['backgroundImage', 'url(/images/a b.png)'],
      ['backgroundImage', 'url("/images/a.png'],
      ['backgroundImage', 'url(/images/a.png'],
      ['backgroundImage', 'url()'],
      ['backgroundImage', 'url("")'],
      ['backgroundImage', 'url("/images/a.png" "x")'],
      ['backgroundImage', 'url(/images/a\\\n.png)'],
      ['backgroundImage', 'image-set(url(/images/a.png) 1x)'],
      ['backgroundImage', 'linear-gradient(red, url(/images/a.png))'],
      ['backgroundImage', 'url(/images/a.png) /* x */'],
      ['background', 'url(/images/a.png) red\\;x'],
      ['fill', 'url(/images/a.png)'],
      ['cursor', 'url(/images/a.png), auto'],
      ['filter', 'url(/images/f.svg#f)'],
    ])
      expect(inlineStyle({ [property]: value }, resolve), value).toEqual({
        css: '',
        dropped: [expect.any(String)],
      });
    // Nothing is resolved (copied or reported) for a declaration left out anyway.
    expect(calls).toEqual([]);
    expect(inlineStyle({ maskImage: 'url(/images/dot.svg)' })).toEqual({ css: '', dropped: ['mask-image'] });
  });

  it('never writes a resolved URL that could leave the value or the page, whatever the resolver returns', () => {
    const text = fc.string({
      unit: fc.constantFrom(...'url()\\/*;:"\' #%.,?&=+-!abc01\n\t\u0000é'.split('')),
      maxLength: 30,
    });
    fc.assert(
      fc.property(text, text, (ref, returned) => {
        const css = inlineStyle(
          { backgroundImage: `url("${ref}")`, maskImage: `url(${ref})` },
          () => returned,
        )!.css;
        for (const declaration of css ? css.split(';') : []) {
          expect(declaration.split(':')).toHaveLength(2);
          const value = declaration.split(':')[1];
          expect(value).not.toMatch(/\\|\/\*/);
          // Quotes only in pairs, as the author's own text may hold them (font names): none can open a string.
          for (const quote of ['"', "'"]) expect(value.split(quote).length % 2).toBe(1);
          // Whatever else the value holds was the author's and passed the usual checks; each url() is safe.
          for (const url of value.match(/url\([^)]*\)?/gi) ?? []) {
            expect(url).toMatch(/^url\([A-Za-z0-9\-._~/?#&=+,!$@%]+\)$/);
            expect(url).not.toMatch(/^url\((?:\/|[a-z][a-z0-9+.-]*:)/i);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps a raster data: image and writes it from its bytes, whatever quoting or encoding it came in', () => {
    const magic = fc.constantFrom(
      ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
      ['image/jpeg', [0xff, 0xd8, 0xff]],
      ['image/gif', [...Buffer.from('GIF87a')]],
    );
    fc.assert(
      fc.property(
        magic,
        fc.uint8Array({ maxLength: 40 }),
        fc.boolean(),
        fc.constantFrom('"', "'", ''),
        fc.boolean(),
        ([type, head], tail, base64, quote, asString) => {
          const bytes = Buffer.from([...head, ...tail]);
          // Percent-encoded: printable characters (but `#` and `%`) as themselves, the rest as %XX.
          const body = base64
            ? bytes.toString('base64')
            : [...bytes]
                .map((b) =>
                  b > 0x20 && b < 0x7f && b !== 0x23 && b !== 0x25
                    ? String.fromCharCode(b)
                    : `%${b.toString(16).padStart(2, '0')}`,
                )
                .join('');
          const ref = `data:${type}${base64 ? ';base64' : ''},${body}`;
          // Written as CSS must read it back: escapes for what would end the string or the unquoted url().
          const css = quote
            ? ref.replace(/[\\"']/g, (c) => `\\${c}`)
            : ref.replace(/[\\"'()]/g, (c) => `\\${c}`);
          const value = `url(${quote}${css}${quote}) no-repeat`;
          const style = inlineStyle(asString ? `background:${value}` : { background: value }, () => null);
          expect(style).toEqual({
            css: `background:url(data:${type};base64,${bytes.toString('base64')}) no-repeat`,
            dropped: [],
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never writes a data: URL that is not a raster image, or anything able to leave the value', () => {
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const svg = Buffer.from('<svg onload="alert(1)"/>').toString('base64');
    const piece = fc.constantFrom(
      `data:image/png;base64,${png}`,
      `data:image/svg+xml;base64,${svg}`,
      'data:image/png,%89PNG%0D%0A%1A%0A',
      'data:',
      'DATA:',
      'image/png',
      'image/svg+xml',
      'image/gif',
      'text/html',
      ';base64',
      ';charset=utf-8',
      ',',
      png,
      svg,
      '%89PNG%0D%0A%1A%0A',
      '<svg/>',
      'javascript:',
      '"',
      "'",
      '(',
      ')',
      ';',
      '\\',
      ' ',
      '#',
      '%',
      ':',
      '/*',
      'x',
      ')";position:fixed;a:("',
    );
    const text = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));
    const raster = /^url\(data:image\/(?:png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}\)$/;
    let images = 0;
    fc.assert(
      fc.property(text, fc.constantFrom('"', "'", ''), fc.boolean(), (ref, quote, asString) => {
        const value = `url(${quote}${ref}${quote})`;
        const style = inlineStyle(
          asString ? `background-image:${value}` : { backgroundImage: value },
          () => null,
        );
        for (const [property, kept] of styleDeclarations(style?.css ?? '')) {
          expect(property).toBe('background-image');
          // The author's other words may stay (checked as usual); every url() is a PNG's bytes, as base64.
          expect(kept).not.toMatch(/["'\\]|\/\*/);
          const urls = kept.match(/url\([^)]*\)/gi) ?? [];
          expect(kept.replace(/url\([^)]*\)/gi, '')).not.toMatch(/url|data:|[();]/i);
          for (const url of urls) {
            images += 1;
            expect(url).toMatch(raster);
            const bytes = Buffer.from(url.slice(url.indexOf(',') + 1, -1), 'base64');
            expect(bytes.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
          }
        }
      }),
      { numRuns: 3000 },
    );
    // Some inputs were images (a bare valid one, or one followed by nothing CSS reads as more).
    expect(images).toBeGreaterThan(0);
  });
});

describe('styleDeclarations', () => {
  it('ends a declaration at a semicolon outside quotes and parentheses only, as CSS does', () => {
    expect(
      styleDeclarations(
        String.raw`color: red; background: url(data:image/png;base64,AA) no-repeat ;font-family:"a;b", 'c;d';x:\;y; z`,
      ),
    ).toEqual([
      ['color', ' red'],
      ['background', ' url(data:image/png;base64,AA) no-repeat'],
      ['font-family', `"a;b", 'c;d'`],
      ['x', String.raw`\;y`],
      ['z', ''],
    ]);
    // An unclosed parenthesis or string runs to the end, as in CSS.
    expect(styleDeclarations('color: rgb(0, 0, 0; display: flex')).toEqual([
      ['color', ' rgb(0, 0, 0; display: flex'],
    ]);
    expect(styleDeclarations(`font-family: "a; display: flex`)).toEqual([
      ['font-family', ' "a; display: flex'],
    ]);
  });
});
