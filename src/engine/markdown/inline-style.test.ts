import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inlineStyle } from './inline-style.js';

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
    ])
      expect(inlineStyle({ background: value })?.css, value).toBe('');
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
});
