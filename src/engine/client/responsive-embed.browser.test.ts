/**
 * The responsive embed pattern (a `position:relative; padding-bottom:56.25%; height:0` wrapper around an
 * absolutely positioned player) shows a player of the wrapper's ratio, though inline styles keep no absolute
 * positioning: markdown/aspect-box.ts redraws the wrapper as an aspect-ratio box the player fills (it was a
 * player 100% high of a box 0 pixels high, a few pixels tall on the openclaw docs).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, type SiteFiles, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = `---
title: Embeds
---

<div style={{ position: "relative", paddingBottom: "56.25%", height: 0, overflow: "hidden" }}>
  <iframe id="frame" src="/embed.html" title="Embed" style={{ position: "absolute", top: 0, left: 0, width: "100%", height: "100%" }} />
</div>

<div style="position:relative;padding-top:75%;height:0"><video id="video" src="/videos/demo.mp4" style="position:absolute;top:0;left:0;width:100%;height:100%" controls></video></div>
`;

const FILES: SiteFiles = {
  'docs.json': JSON.stringify({ name: 'Embeds', navigation: { pages: ['index'] } }),
  'index.mdx': PAGE,
  'embed.html': '<!doctype html><title>Embed</title><p>Player</p>',
  'videos/demo.mp4': Buffer.alloc(16),
};

describe.skipIf(!hasChromium)('responsive embeds in the browser', () => {
  const site = useBuiltSite(FILES);

  it("sizes a kept frame and video to their wrapper's ratio, filling it", async () => {
    const page = await site.open('/index.html', { width: 1200, height: 900 });
    const boxes = await page.evaluate(() =>
      ['frame', 'video'].map((id) => {
        const player = document.getElementById(id)!.getBoundingClientRect();
        const wrapper = document.getElementById(id)!.parentElement!.getBoundingClientRect();
        return {
          width: Math.round(player.width),
          ratio: Math.round((player.height / player.width) * 1000) / 1000,
          fills:
            Math.round(player.width) === Math.round(wrapper.width) &&
            Math.round(player.height) === Math.round(wrapper.height),
        };
      }),
    );
    for (const box of boxes) expect(box.width).toBeGreaterThan(200);
    expect(boxes.map(({ ratio, fills }) => ({ ratio, fills }))).toEqual([
      { ratio: 0.563, fills: true },
      { ratio: 0.75, fills: true },
    ]);
  });
});
