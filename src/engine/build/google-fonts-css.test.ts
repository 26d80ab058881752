import { describe, expect, test } from 'vitest';
import { localFace, parseGoogleCss, refusedFontUrl } from './google-fonts-css.js';
import { GOOGLE_FONTS } from './google-fonts.js';

describe('a css2 answer', () => {
  test('is read face by face; only checked descriptors survive, and rules are rebuilt, not copied', () => {
    const [face, ...rest] = parseGoogleCss(
      `/* latin */\n@font-face {\n  font-family: 'X';\n  font-style: normal;\n  font-weight: 400 700;\n` +
        `  font-display: swap;\n  src: url(https://fonts.gstatic.com/s/x/v1/a.woff2) format('woff2');\n` +
        `  unicode-range: U+0000-00FF, U+0131;\n  font-feature-settings: "liga" 0;\n` +
        `  size-adjust: expression(alert(1));\n}\nbody { color: red }\n`,
    );
    expect(rest).toEqual([]);
    expect(face!.subset).toBe('latin');
    expect(face!.urls).toEqual(['https://fonts.gstatic.com/s/x/v1/a.woff2']);
    expect([...face!.descriptors.keys()]).toEqual(['font-style', 'font-weight', 'unicode-range']);
    expect(localFace('"X"', face!, 'fonts/x-latin.0123456789.woff2', 'X: latin')).toBe(
      '/* X: latin */\n@font-face{font-family:"X";font-style:normal;font-weight:400 700;font-display:swap;' +
        'src:url(fonts/x-latin.0123456789.woff2) format("woff2");unicode-range:U+0000-00FF, U+0131}',
    );
  });

  test('a descriptor that does not fit its grammar is left out', () => {
    const [face] = parseGoogleCss(
      '@font-face { font-weight: 400 bold; font-style: italic; unicode-range: U+0000-00FF, red; src: url(a) }',
    );
    expect([...face!.descriptors.keys()]).toEqual(['font-style']);
    expect(face!.subset).toBe('font');
  });

  test.each([
    ['https://fonts.gstatic.com/s/x/v1/a.woff2', null],
    ['https://FONTS.GSTATIC.COM/s/x/v1/a.woff2', null],
    ['http://fonts.gstatic.com/s/x/v1/a.woff2', 'on http://fonts.gstatic.com, which is not Google Fonts'],
    ['https://evil.example/a.woff2', 'on evil.example, which is not Google Fonts'],
    ['https://fonts.gstatic.com.evil.example/a.woff2', 'on fonts.gstatic.com.evil.example'],
    ['https://u:p@fonts.gstatic.com/a.woff2', 'with credentials'],
    ['/s/x/a.woff2', 'not a URL'],
  ])('font file %s', (url, refused) => {
    const why = refusedFontUrl(url, GOOGLE_FONTS.hosts);
    if (refused === null) expect(why).toBeNull();
    else expect(why).toContain(refused);
  });
});
