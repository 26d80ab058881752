import { describe, expect, test } from 'vitest';
import type { Diagnostic } from '../types.js';
import { rewriteSiteCss, type CssSource } from './css-rewrite.js';

/** A docs folder in memory: stylesheets by path; every other listed path is a file that may be copied. */
function folder(files: Record<string, string>): CssSource {
  return {
    read: (rel) => files[rel] ?? null,
    asset: (rel) => (rel in files ? rel : null),
  };
}

function rewrite(file: string, files: Record<string, string>) {
  const diagnostics: Diagnostic[] = [];
  const out = rewriteSiteCss(file, files[file]!, folder(files), diagnostics);
  return { out, diagnostics };
}

describe('a site stylesheet rewritten for the asset folder', () => {
  test('local url() targets are copied and point there from _lectern/site/; data: and #refs stay', () => {
    const { out, diagnostics } = rewrite('theme/style.css', {
      'theme/style.css':
        '.a { background: url(bg.png) no-repeat; }\n' +
        ".b { mask: url('/icons/x y.svg#shape'); }\n" +
        '.c { background: url(data:image/png;base64,AAAA); filter: url(#blur); }\n' +
        '.d { background: url(../../outside.png); }\n',
      'theme/bg.png': '',
      'icons/x y.svg': '',
      'outside.png': '',
    });
    expect(diagnostics).toEqual([]);
    expect(out!.css).toContain('.a { background: url("../../theme/bg.png") no-repeat; }');
    expect(out!.css).toContain('.b { mask: url("../../icons/x%20y.svg#shape"); }');
    expect(out!.css).toContain('url(data:image/png;base64,AAAA)');
    expect(out!.css).toContain('filter: url(#blur)');
    // Browsers stop `..` at the site root, and so do we: never a path out of the docs folder.
    expect(out!.css).toContain('.d { background: url("../../outside.png"); }');
    expect(out!.assets).toEqual(['icons/x y.svg', 'outside.png', 'theme/bg.png']);
  });

  test('remote references are dropped (a list item, else the value), with one warning naming the hosts', () => {
    const { out, diagnostics } = rewrite('style.css', {
      'style.css':
        '@import url("https://fonts.googleapis.com/css2?family=Inter");\n' +
        '@import "//cdn.example.com/reset.css";\n' +
        '.hero { background: url(https://cdn.example.com/a.png), linear-gradient(red, blue); }\n' +
        '.solo { background: url(https://img.example.org/b.png) center / cover; }\n' +
        '.set { background-image: image-set("https://cdn.example.com/c.png" 1x, "c2.png" 2x); }\n' +
        '.kept { background-image: image-set("c2.png" type("image/png") 1x, url(c2.png) 2x); }\n' +
        '@font-face { font-family: X; src: url(https://fonts.gstatic.com/x.woff2) format("woff2"), url(x.woff2) format("woff2"); }\n' +
        '.gone { background-image: url(https://cdn.example.com/d.png); }\n',
      'x.woff2': '',
      'c2.png': '',
    });
    const css = out!.css;
    expect(css).not.toMatch(/googleapis|gstatic|example\.(?:com|org)/);
    expect(css).not.toContain('@import');
    expect(css).toContain('.hero { background: linear-gradient(red, blue); }');
    expect(css).toContain('.solo { background: none center / cover; }');
    expect(css).toContain('.set { background-image: none; }');
    expect(css).toContain(
      '.kept { background-image: image-set("../../c2.png" type("image/png") 1x, url("../../c2.png") 2x); }',
    );
    expect(css).toContain('src: url("../../x.woff2") format("woff2")');
    expect(css).toContain('.gone { background-image: none; }');
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'REMOTE_CSS_DROPPED',
        file: 'style.css',
        line: 1,
        message: expect.stringContaining(
          '(fonts.googleapis.com, cdn.example.com, img.example.org, fonts.gstatic.com)',
        ),
      },
    ]);
  });

  test('a missing file is reported with file and line, and its reference dropped', () => {
    const { out, diagnostics } = rewrite('style.css', {
      'style.css': '.a { color: red; }\n.b {\n  background: url(images/nope.png);\n  color: blue;\n}\n',
    });
    expect(out!.css).not.toContain('nope.png');
    expect(out!.css).toContain('color: blue');
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'ASSET_NOT_FOUND',
        file: 'style.css',
        line: 3,
        message: 'style.css: url("images/nope.png") not found in the docs folder',
      },
    ]);
  });

  test('a local @import is inlined inside its conditions, its own urls resolved from its folder', () => {
    const { out, diagnostics } = rewrite('style.css', {
      'style.css':
        '@charset "utf-8";\n@import "theme/base.css" layer(base) supports(display: grid) screen and (min-width: 600px);\n@import url(theme/plain.css);\n.own { color: red; }\n',
      'theme/base.css': '@charset "utf-8";\n.base { background: url(../img/bg.png); }\n',
      'theme/plain.css': '@import "./deeper.css";\n.plain { color: green; }\n',
      'theme/deeper.css': '.deeper { background: url(dot.png); }\n',
      'theme/dot.png': '',
      'img/bg.png': '',
    });
    expect(diagnostics).toEqual([]);
    const css = out!.css.replace(/\s+/g, ' ').replace(/\{ ?/g, '{ ');
    expect(css).toContain(
      '@layer base { @supports (display: grid) { @media screen and (min-width: 600px) { .base { background: url("../../img/bg.png"); } } } }',
    );
    expect(css).toContain('.deeper { background: url("../../theme/dot.png"); }');
    expect(css.indexOf('.deeper')).toBeLessThan(css.indexOf('.plain'));
    expect(css.indexOf('.plain')).toBeLessThan(css.indexOf('.own'));
    expect(css.match(/@charset/g)).toHaveLength(1);
    expect(out!.assets).toEqual(['img/bg.png', 'theme/dot.png']);
  });

  test('import cycles, missing imports and sheets that do not parse are reported', () => {
    const cycle = rewrite('a.css', {
      'a.css': '@import "b.css";\n.a { color: red; }\n',
      'b.css': '@import "a.css";\n.b { color: blue; }\n',
    });
    expect(cycle.out!.css).toContain('.b { color: blue; }');
    expect(cycle.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['CSS_IMPORT_CYCLE', 'b.css', 1],
    ]);

    const missing = rewrite('a.css', { 'a.css': '.a { color: red; }\n@import "nope.css";\n' });
    expect(missing.out!.css).not.toContain('@import');
    expect(missing.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['ASSET_NOT_FOUND', 'a.css', 2],
    ]);

    const broken = rewrite('a.css', { 'a.css': '.a { color: red;\n.b { color: blue; }\n' });
    expect(broken.out).toBeNull();
    expect(broken.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['CSS_PARSE_ERROR', 'a.css', 1],
    ]);
  });

  test('a stylesheet without references is left byte for byte', () => {
    const text =
      '/* theme */\nhtml[data-current-path^="/api/"] #content { max-width: 60rem }\n@namespace svg url(http://www.w3.org/2000/svg);\n';
    const { out, diagnostics } = rewrite('x.css', { 'x.css': text });
    expect(out!.css).toBe(text);
    expect(diagnostics).toEqual([]);
  });
});
