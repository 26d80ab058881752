/**
 * The "nothing from another host" pass (offline.ts) on hand-built trees: a remote video or audio becomes a
 * link to it, and when the docs folder has a still for it (a fallback `<img>` inside, or a local poster),
 * that image is shown in the link rather than bare text.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import type { ElementContent } from 'hast';
import { enforceOffline, type OfflineIssue } from './offline.js';

function run(nodes: ElementContent[]): { html: string; issues: OfflineIssue[] } {
  const issues: OfflineIssue[] = [];
  const out = enforceOffline(nodes, {
    resolveLink: (href) => href.slice(1) + '.html',
    report: (issue) => issues.push(issue),
  });
  return { html: toHtml(out), issues };
}

const HOST = '<span class="lectern-remote-media__host"> (opens cdn.example.com)</span>';

describe('remote media with a local still', () => {
  it('shows the fallback <img> written inside a remote video in the link to it (Helicone)', () => {
    const { html, issues } = run([
      h('video', { autoPlay: true, loop: true, muted: true }, [
        h('source', { src: 'https://cdn.example.com/x.mp4' }),
        h('img', { src: 'images/ph.png', alt: 'Demo', loading: 'lazy' }),
      ]),
    ]);
    expect(html).toBe(
      '<a class="lectern-remote-media lectern-remote-media--media lectern-remote-media--preview" href="https://cdn.example.com/x.mp4" rel="noopener noreferrer">' +
        `<img src="images/ph.png" alt="" loading="lazy">Demo${HOST}</a>`,
    );
    expect(issues.map((issue) => [issue.code, issue.message])).toEqual([
      [
        'REMOTE_MEDIA',
        'remote video "https://cdn.example.com/x.mp4" is shown as a link: a static export loads nothing from other hosts',
      ],
    ]);
  });

  it('uses a local poster when there is no fallback image, keeping the title as the label', () => {
    const { html, issues } = run([
      h('video', { src: '//cdn.example.com/y.mp4', poster: 'images/poster.jpg', title: 'Tour' }),
    ]);
    expect(html).toBe(
      '<a class="lectern-remote-media lectern-remote-media--media lectern-remote-media--preview" href="https://cdn.example.com/y.mp4" rel="noopener noreferrer">' +
        `<img src="images/poster.jpg" alt="" loading="lazy">Tour${HOST}</a>`,
    );
    expect(issues).toHaveLength(1);
  });

  it('prefers the fallback image to the poster, and finds it nested', () => {
    const { html } = run([
      h('video', { src: 'https://cdn.example.com/z.mp4', poster: 'images/poster.jpg' }, [
        h('picture', [h('img', { src: 'images/still.png', alt: 'Still' })]),
      ]),
    ]);
    expect(html).toContain('<img src="images/still.png" alt="">Still<span');
    expect(html).not.toContain('poster.jpg');
  });

  it('inside a link, shows the still in the text placeholder (no link in a link)', () => {
    const { html } = run([
      h('a', { href: 'index.html' }, [
        h('video', { src: 'https://cdn.example.com/v.mp4', poster: 'images/cover.png' }),
      ]),
    ]);
    expect(html).toBe(
      '<a href="index.html"><span class="lectern-remote-media lectern-remote-media--media lectern-remote-media--preview">' +
        '<img src="images/cover.png" alt="" loading="lazy">Video</span></a>',
    );
  });

  it('shows text alone when every image of the media is remote too', () => {
    const { html, issues } = run([
      h('video', { src: 'https://cdn.example.com/w.mp4', poster: 'https://cdn.example.com/p.png' }, [
        h('img', { src: 'https://cdn.example.com/i.png', alt: 'I' }),
      ]),
    ]);
    expect(html).toBe(
      `<a class="lectern-remote-media lectern-remote-media--media" href="https://cdn.example.com/w.mp4" rel="noopener noreferrer">Video${HOST}</a>`,
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      'remote video poster "https://cdn.example.com/p.png" is left out: a static export loads nothing from other hosts',
      'remote video "https://cdn.example.com/w.mp4" is shown as a link: a static export loads nothing from other hosts',
    ]);
  });

  it('leaves a video that plays from the docs folder as it is', () => {
    const video = h('video', { poster: 'images/poster.jpg' }, [
      h('source', { src: 'videos/demo.mp4' }),
      h('img', { src: 'images/ph.png', alt: 'Demo' }),
    ]);
    expect(run([video]).html).toBe(
      '<video poster="images/poster.jpg"><source src="videos/demo.mp4"><img src="images/ph.png" alt="Demo"></video>',
    );
  });
});

describe('the wrapper sized for a remote player', () => {
  it("drops a Tailwind aspect-ratio class once the link stands alone in it (Trigger.dev's video box)", () => {
    const frame = (className: string[]) =>
      h('div', { className }, [
        h('iframe', {
          src: 'https://www.youtube.com/embed/YH_4c0K7fGM',
          title: 'Trigger.dev walkthrough',
          width: '100%',
          height: '100%',
        }),
      ]);
    const link =
      '<a class="lectern-remote-media lectern-remote-media--frame" href="https://www.youtube.com/embed/YH_4c0K7fGM" rel="noopener noreferrer">' +
      'Trigger.dev walkthrough<span class="lectern-remote-media__host"> (opens www.youtube.com)</span></a>';
    // A 16:9 box reserved for the player left a few hundred pixels of nothing under the one-line link.
    expect(run([frame(['w-full', 'h-full', 'aspect-video', 'md:aspect-[4/3]', 'mb-3'])]).html).toBe(
      `<div class="w-full h-full mb-3">${link}</div>`,
    );
    expect(run([frame(['aspect-video'])]).html).toBe(`<div>${link}</div>`);
  });
});
