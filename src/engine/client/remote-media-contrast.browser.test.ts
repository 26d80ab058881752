/**
 * A remote image's placeholder paints its own light box (bg-soft), so it sets its own text colour too: inside
 * an author's link styled with white text on a coloured panel (AgentOps' Discord call to action, a
 * `discord-cta-div` link holding the logo), it inherited the white and read white on near-white.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = [
  '<a className="cta" href="https://discord.gg/example">',
  '  <img src="https://example.com/discord.png" alt="Discord Logo"/>',
  '  <span>Join our Discord</span>',
  '</a>',
].join('\n');

/** WCAG relative luminance of a computed `rgb(...)` / `rgba(...)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe.skipIf(!hasChromium)('a remote image placeholder inside a light-text link, in the browser', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'CTA', navigation: { pages: ['index'] } }),
    'index.mdx': `---\ntitle: CTA\n---\n\n${PAGE}\n`,
    'style.css': '.cta { display: flex; color: white; background: rgba(114, 137, 218, 0.6); }',
  });

  it('reads its alt text against its own box in both modes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const tab = await site.open('/index.html', { width: 1200, height: 900 });
      await tab.emulateMedia({ colorScheme: theme });
      await tab.reload();
      const { fg, bg } = await tab.locator('.cta .lectern-remote-media').evaluate((el) => {
        const style = getComputedStyle(el);
        return { fg: style.color, bg: style.backgroundColor };
      });
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      expect((hi! + 0.05) / (lo! + 0.05), `${theme}: ${fg} on ${bg}`).toBeGreaterThan(4.5);
    }
  });
});
