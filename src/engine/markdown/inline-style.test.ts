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
