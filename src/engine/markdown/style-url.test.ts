import { describe, expect, it } from 'vitest';
import { createRenderer, type PageRenderer } from './index.js';
import { createTestContext } from './test-context.js';
import { cssUrl, unescapeCss } from './style-url.js';

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
      'inline-style: style url("data:image/png;base64,AAAA") left out: a style\'s url() may only name a file of the docs folder',
      'inline-style: style url("#shape") left out: a style\'s url() may only name a file of the docs folder',
      'inline-style: style properties left out (the property or its value is not supported in pages): background-image',
      'missing-image: missing file "./img/gone.png"',
      'inline-style: style properties left out (the property or its value is not supported in pages): z-index',
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
