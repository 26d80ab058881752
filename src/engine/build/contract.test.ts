import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, test } from 'vitest';
import { enforceBundleContract } from './contract.js';
import { outsideHostReferences } from './site-check.js';

const ctx = {
  resolveLink: (href: string) => (href.startsWith('/guides/') ? `../${href.slice(1)}.html` : null),
};

describe('bundle contract on content HTML', () => {
  test('root-absolute links are resolved relative to the page, broken ones lose their href', () => {
    const { html, diagnostics } = enforceBundleContract(
      '<p><a href="/guides/x">x</a> <a class="c" href="/nope">n</a> <a href="https://a.b/">e</a></p>',
      ctx,
      'p.mdx',
    );
    expect(html).toBe(
      '<p><a href="../guides/x.html">x</a> <a class="c">n</a> <a href="https://a.b/">e</a></p>',
    );
    expect(diagnostics).toEqual([
      { severity: 'warning', code: 'broken-link', message: 'broken link to "/nope"', file: 'p.mdx' },
    ]);
  });

  test('remote images become links; local ones stay', () => {
    const { html, diagnostics } = enforceBundleContract(
      '<img src="https://cdn.example.com/a.png" alt="A &#x26; B"><img src="../img/b.png" alt="b"><picture><source srcset="//cdn.example.com/c.webp"></picture><video src="v.mp4" poster="https://x.y/p.jpg"></video>',
      ctx,
      undefined,
    );
    expect(html).toBe(
      '<a class="lectern-remote-media lectern-remote-media--image" href="https://cdn.example.com/a.png" rel="noopener noreferrer">A &#x26; B<span class="lectern-remote-media__host"> (opens cdn.example.com)</span></a><img src="../img/b.png" alt="b"><picture></picture><video src="v.mp4"></video>',
    );
    expect(diagnostics.map((d) => d.code)).toEqual(['REMOTE_MEDIA', 'REMOTE_MEDIA', 'REMOTE_MEDIA']);
  });

  test('a remote image inside a link becomes text, never a link inside the link', () => {
    const { html } = enforceBundleContract(
      '<a href="../quickstart.html"><img src="https://cdn.example.com/a.png"><img src="https://cdn.example.com/b.png" alt="Rocket"><h3>Quickstart</h3></a><a href="x.html"><img src="https://cdn.example.com/c.png"></a>',
      ctx,
      'index.mdx',
    );
    expect(html).toBe(
      '<a href="../quickstart.html"><span class="lectern-remote-media lectern-remote-media--image">Rocket</span><h3>Quickstart</h3></a><a href="x.html"><span class="lectern-remote-media lectern-remote-media--image">Image</span></a>',
    );
    expect(html).not.toMatch(/<a\b[^>]*>(?:(?!<\/a>).)*<a\b/);
  });

  test('a link that was empty to begin with (an anchor target) stays empty', () => {
    const source = '<p><a id="custom-callback"></a>Text <a href="x.html" class="overlay"></a></p>';
    expect(enforceBundleContract(source, ctx, 'index.mdx').html).toBe(source);
  });

  test('remote frames, video and audio become link placeholders; the result loads nothing from another host', () => {
    const input =
      '<iframe src="https://www.youtube.com/embed/x" title="Intro"></iframe><iframe src="demo.html"></iframe>' +
      '<video controls><source src="https://cdn.example.com/v.mp4"></video><audio src="https://cdn.example.com/a.mp3"></audio>' +
      '<video controls><source src="v.mp4"><source src="https://cdn.example.com/v.webm"><track src="https://cdn.example.com/t.vtt"></video>';
    expect(outsideHostReferences(input).length).toBeGreaterThan(0);
    const { html, diagnostics } = enforceBundleContract(input, ctx, 'p.mdx');
    expect(outsideHostReferences(html)).toEqual([]);
    expect(html).toContain(
      '<a class="lectern-remote-media lectern-remote-media--frame" href="https://www.youtube.com/embed/x" rel="noopener noreferrer">Intro<span class="lectern-remote-media__host"> (opens www.youtube.com)</span></a>',
    );
    expect(html).toContain('<iframe src="demo.html"></iframe>');
    expect(html).toContain('<video controls><source src="v.mp4"></video>');
    expect(diagnostics).toHaveLength(5);
    // Well formed: a parser reads the result back unchanged.
    expect(toHtml(fromHtml(html, { fragment: true }))).toBe(html);
  });

  test('a page with nothing to fix is returned untouched, without parsing', () => {
    const page = '<p class=x>unquoted <b>as written</p>';
    expect(enforceBundleContract(page, ctx, 'p.mdx')).toEqual({ html: page, diagnostics: [] });
  });
});
