import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { cssOutsideHostReferences, cssReferences, outsideHostReferences } from './site-check.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'markdown', 'fixtures');

describe('outside-host references', () => {
  test('frames, media and their sources count; plain links do not', () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/x"></iframe><video src="https://cdn.example.com/v.mp4" poster="//cdn.example.com/p.jpg"></video>' +
      '<audio><source src="https://cdn.example.com/a.mp3"><track src="https://cdn.example.com/t.vtt"></audio><object data="https://x.example/f.swf"></object>' +
      '<a href="https://example.com/">a link</a><iframe src="local.html"></iframe><img src="data:image/png;base64,AA==">';
    expect(outsideHostReferences(html).map((r) => `${r.tag} ${r.attr}`)).toEqual([
      'iframe src',
      'video src',
      'video poster',
      'source src',
      'track src',
      'object data',
    ]);
  });

  test('the rendered remote-media fixture (remote images, frames, video, audio) loads nothing from another host', () => {
    const html = fs.readFileSync(path.join(fixtures, 'remote-media', 'output.html'), 'utf8');
    expect(html).toContain('youtube.com');
    expect(outsideHostReferences(html)).toEqual([]);
  });
});

describe('stylesheet references', () => {
  test('url() in every quoting and @import strings count; comments and data: do not reach another host', () => {
    const css =
      '/* url(https://commented.example/x.png) */\n@import "https://fonts.example/a.css";\n' +
      '.a { background: url(img/a.png), url("//cdn.example/b.png"), url(\'data:image/png;base64,AA\'); }\n';
    expect(cssReferences(css)).toEqual([
      'img/a.png',
      '//cdn.example/b.png',
      'data:image/png;base64,AA',
      'https://fonts.example/a.css',
    ]);
    expect(cssOutsideHostReferences(css)).toEqual(['//cdn.example/b.png', 'https://fonts.example/a.css']);
  });
});
