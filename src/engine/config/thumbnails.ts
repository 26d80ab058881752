/**
 * `thumbnails` in docs.json (organize/settings-appearance.mdx): how the generated Open Graph images look
 * (engine `og/`). A remote background is dropped with a warning, as `background.image` is: the build
 * fetches no images.
 */
import type { SiteConfig } from './types.js';
import { optEnum, optObject, optString, type ConfigChecker } from './validate.js';

const REMOTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function thumbnails(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['thumbnails'] {
  const obj = optObject(c, doc, 'thumbnails', []);
  if (!obj) return undefined;
  const out: NonNullable<SiteConfig['thumbnails']> = {};
  const appearance = optEnum(c, obj, 'appearance', ['thumbnails'], ['light', 'dark'] as const);
  if (appearance) out.appearance = appearance;
  const background = optString(c, obj, 'background', ['thumbnails'])?.trim();
  if (background && REMOTE.test(background))
    c.warn(
      ['thumbnails', 'background'],
      'REMOTE_IMAGE_DROPPED',
      'remote thumbnail backgrounds are not fetched; serve the image from the docs folder instead',
    );
  else if (background) out.background = background;
  const fonts = optObject(c, obj, 'fonts', ['thumbnails']);
  const family = fonts && optString(c, fonts, 'family', ['thumbnails', 'fonts'])?.trim();
  if (family) out.fonts = { family };
  // Present, even empty: the site asks for preview images (build/og-images.ts).
  return out;
}
