/**
 * Open Graph preview images in the build (og/ draws them). Planned once on this thread: only with the
 * site's absolute URL (crawlers need an absolute `og:image`), without a global `og:image` (which replaces
 * them all), and when `BuildOptions.ogImages` is not off; then the theme, logo, background and font go
 * into `BuildEnv.og` with their hash. Each page's image is made by the thread that lays the page out,
 * after the page: taken from the build cache by its key, else drawn and kept there, and written under
 * `_lectern/og/` named by that key.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../config/index.js';
import {
  backdropAppearance,
  bundledOgFonts,
  OG_WEIGHTS,
  ogImageOf,
  ogRendererAvailable,
  ogSettings,
  renderOgPng,
  wantsOgImage,
  type OgCardText,
  type OgFont,
  type OgSettings,
} from '../og/index.js';
import type { Diagnostic } from '../types.js';
import { ASSET_DIR } from './assets.js';
import type { CacheDb, KeyValueStore } from './cache-db.js';
import { fetchTrueTypeFamily, isInter, type GoogleFontOptions } from './google-fonts.js';
import { writeFileAtomic } from './output-dir.js';

/** The build cache's namespace of drawn images (PNG as base64, keyed by the image's key). */
export const OG_NS = 'og';

/** Image files the renderer reads (satori sizes and embeds these; WebP and AVIF it cannot). */
const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};
const MAX_IMAGE_BYTES = 5 * 2 ** 20;

export interface OgPlanInput {
  loaded: LoadedConfig;
  /** The site's absolute URL (build/site-files.ts `siteBaseUrl`); none, no images. */
  base: string | null;
  /** `BuildOptions.ogImages`. */
  enabled: boolean;
  /** A docs-folder path (`logo/light.svg`) checked as a copyable source file, or null (page-context.ts `assetFile`). */
  sourceFile: (rel: string) => string | null;
  srcDir: string;
  /** The Google Fonts switch and rules (undefined: fetching off). */
  google?: GoogleFontOptions;
  cache: CacheDb | null;
  signal?: AbortSignal;
}

/** A docs-folder image as a data URL, or why not. */
function imageData(input: OgPlanInput, written: string): { url: string } | { error: string } {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(written))
    return { error: 'it is not a file of the docs folder (the build fetches no images)' };
  const file = written.split(/[?#]/)[0]!;
  const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
  if (!type) return { error: 'the preview images take PNG, JPEG, GIF or SVG' };
  const rel = input.sourceFile(decodeURI(file.replace(/^\/+/, '')));
  if (!rel) return { error: 'no such file in the docs folder' };
  const data = fs.readFileSync(path.join(input.srcDir, rel));
  if (data.length > MAX_IMAGE_BYTES) return { error: 'it is larger than 5 MB' };
  return { url: `data:${type};base64,${data.toString('base64')}` };
}

/** `thumbnails.fonts.family` as TrueType from Google Fonts, or null (with a warning) for the bundled Inter. */
async function googleFonts(input: OgPlanInput, diagnostics: Diagnostic[]): Promise<OgFont[] | null> {
  const family = input.loaded.config.thumbnails?.fonts?.family;
  if (!family || isInter(family)) return null;
  const at = ['thumbnails', 'fonts', 'family'];
  const fallback = 'the preview images use Inter instead';
  if (!input.google?.fetch) {
    diagnostics.push(
      input.loaded.checker.warning(
        at,
        'OG_FONT_NOT_FETCHED',
        `"${family}" is a Google font, which this build does not fetch (fetching is off: \`lectern build --offline\`, or an air-gapped server); ${fallback}`,
      ),
    );
    return null;
  }
  const got = await fetchTrueTypeFamily(family, OG_WEIGHTS, input.google, input.cache, input.signal);
  if ('error' in got) {
    diagnostics.push(
      input.loaded.checker.warning(
        at,
        'OG_FONT_NOT_FETCHED',
        `"${family}" could not be fetched (${got.error}); ${fallback}`,
      ),
    );
    return null;
  }
  return got.map((f) => ({ name: family, weight: f.weight, data: f.data.toString('base64') }));
}

/** The images' settings, or null when this build makes none. */
export async function planOgImages(
  input: OgPlanInput,
): Promise<{ settings: OgSettings | null; diagnostics: Diagnostic[] }> {
  const { config } = input.loaded;
  const diagnostics: Diagnostic[] = [];
  if (!input.enabled || !input.base || config.seo.metatags['og:image']?.trim())
    return { settings: null, diagnostics };
  const unavailable = await ogRendererAvailable();
  if (unavailable) {
    diagnostics.push({
      severity: 'warning',
      code: 'OG_IMAGES_UNAVAILABLE',
      message: `preview images not made: the image renderer does not load on this platform (${unavailable})`,
    });
    return { settings: null, diagnostics };
  }
  const thumbnails = config.thumbnails ?? {};
  let background: string | undefined;
  if (thumbnails.background) {
    const got = imageData(input, thumbnails.background);
    if ('url' in got) background = got.url;
    else
      diagnostics.push(
        input.loaded.checker.warning(
          ['thumbnails', 'background'],
          'OG_BACKGROUND_SKIPPED',
          `"${thumbnails.background}" is not used (${got.error})`,
        ),
      );
  }
  // The look: as set; else the background's own (text must read on it); else the site's default.
  const appearance =
    thumbnails.appearance ??
    (background ? await backdropAppearance(background) : null) ??
    (config.appearance.default === 'dark' ? 'dark' : 'light');
  const parts: Omit<OgSettings, 'key'> = {
    ...(background ? { background } : {}),
    dir: `${ASSET_DIR}/og`,
    siteName: config.name,
    appearance,
    primary: config.colors.primary,
    // A Google family first, Inter's subsets after it for what it lacks.
    fonts: [...((await googleFonts(input, diagnostics)) ?? []), ...bundledOgFonts()],
  };
  const logo = config.logo?.[appearance];
  if (logo) {
    const got = imageData(input, logo);
    if ('url' in got) parts.logo = got.url;
    else
      diagnostics.push(
        input.loaded.checker.warning(
          ['logo'],
          'OG_LOGO_SKIPPED',
          `the logo "${logo}" is left out of the preview images (${got.error}); they show the site's name`,
        ),
      );
  }
  return { settings: ogSettings(parts), diagnostics };
}

/** A render thread's side of the images: the cache, the folder, and the images it already wrote. */
export interface OgWriter {
  store: KeyValueStore<string> | null;
  outDir: string;
  /** Updating the folder in place: a file already there is the same image (its name is its key). */
  inPlace: boolean;
  written: Set<string>;
}

/**
 * The page's image (made when missing) and whether it was drawn now; null when the page gets none, and why
 * when the renderer failed (the page keeps no image, never fails for it).
 */
export async function pageOgImage(
  settings: OgSettings,
  text: OgCardText,
  frontmatter: Record<string, unknown> | undefined,
  frame: { noindex?: boolean; redirect?: string },
  io: OgWriter,
): Promise<{ rel: string; drawn: boolean } | { error: string } | null> {
  if (!wantsOgImage(frontmatter, frame)) return null;
  const { key, rel } = ogImageOf(settings, text);
  const abs = path.join(io.outDir, rel);
  if (io.written.has(rel) || (io.inPlace && fs.existsSync(abs))) return { rel, drawn: false };
  const kept = io.store?.get(key);
  let png: Buffer;
  try {
    png = kept ? Buffer.from(kept, 'base64') : await renderOgPng(settings, text);
  } catch (err) {
    return { error: err instanceof Error ? err.message.split('\n')[0]! : String(err) };
  }
  if (!kept) io.store?.put(key, png.toString('base64'));
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  // Atomic: two threads may write the same image (pages with the same title and description).
  writeFileAtomic(abs, png);
  io.written.add(rel);
  return { rel, drawn: !kept };
}
