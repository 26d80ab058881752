/**
 * Files of the docs folder named by `url()` in an author's inline style (a mask or background image) are
 * copied into the site like images, the style pointing at them relative to the page's output file; remote
 * and missing ones are left out with a warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { brokenReferences, outsideHostReferences } from './site-check.js';
import { tempSite } from './temp-site.test-support.js';

const site = tempSite('style-assets');

function styles(html: string): string[] {
  return [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]);
}

describe('inline style url()', () => {
  test('copies local files and makes the url relative to the page; drops remote and missing ones', async () => {
    site.write(
      'docs.json',
      JSON.stringify({
        name: 'R',
        theme: 'mint',
        colors: { primary: '#0000ff' },
        navigation: { pages: ['index', 'guides/deep/page'] },
      }),
    );
    site.write('images/dot.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    site.write('guides/deep/img/x y.png', 'png');
    site.write(
      'index.mdx',
      "---\ntitle: Home\n---\n\n<span style={{display: 'inline-block', backgroundColor: 'red', maskImage: 'url(/images/dot.svg)', WebkitMaskImage: 'url(/images/dot.svg)'}} />\n",
    );
    site.write(
      'guides/deep/page.mdx',
      [
        '---',
        'title: Deep',
        '---',
        '',
        "<div style={{width: '48px', backgroundImage: 'url(/images/dot.svg)'}}>A</div>",
        '',
        '<div style={{background: \'#fff url("./img/x y.png") no-repeat\'}}>B</div>',
        '',
        "<div style={{color: 'red', backgroundImage: 'url(https://tracker.example/p.png)'}}>C</div>",
        '',
        "<div style={{color: 'blue', maskImage: 'url(/images/gone.svg)'}}>D</div>",
        '',
      ].join('\n'),
    );
    const result = await buildSite({ srcDir: site.src, outDir: site.out, threads: 1 });

    expect(fs.readFileSync(path.join(site.out, 'images/dot.svg'), 'utf8')).toContain('<svg');
    expect(fs.existsSync(path.join(site.out, 'guides/deep/img/x y.png'))).toBe(true);
    const home = fs.readFileSync(path.join(site.out, 'index.html'), 'utf8');
    expect(styles(home)).toContain(
      'display:inline-block;background-color:red;mask-image:url(images/dot.svg);-webkit-mask-image:url(images/dot.svg)',
    );
    const deep = fs.readFileSync(path.join(site.out, 'guides/deep/page.html'), 'utf8');
    const deepStyles = styles(deep);
    expect(deepStyles).toContain('width:48px;background-image:url(../../images/dot.svg)');
    expect(deepStyles).toContain('background:#fff url(../../guides/deep/img/x%20y.png) no-repeat');
    expect(deepStyles).toContain('color:red');
    expect(deepStyles).toContain('color:blue');
    expect(deep).not.toContain('tracker.example');
    expect(deep).not.toContain('gone.svg');

    for (const [file, html] of [
      ['index.html', home],
      ['guides/deep/page.html', deep],
    ]) {
      expect(brokenReferences(site.out, file, html)).toEqual([]);
      expect(outsideHostReferences(html)).toEqual([]);
    }
    const messages = result.diagnostics.map((d) => `${d.code}: ${d.message}`);
    expect(messages).toContain(
      'inline-style: style url("https://tracker.example/p.png") left out: an exported site loads nothing from other hosts; copy the file into the docs folder',
    );
    expect(messages).toContain('missing-image: missing file "/images/gone.svg"');
    expect(messages.filter((m) => m.includes('dot.svg') || m.includes('x y.png'))).toEqual([]);
  });
});
