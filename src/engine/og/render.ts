/**
 * Drawing a preview image: satori lays the card out and writes it as SVG (text as paths, pure JavaScript),
 * resvg rasterizes it to PNG (@resvg/resvg-js, a prebuilt native module from npm; its `renderAsync` runs on
 * libuv's threads, so the calling thread goes on). Both are loaded on the first image only: a build that
 * draws none never loads them, and the thread that only checks resvg loads no satori (30 MB).
 */
import { ogCard } from './card.js';
import { ogFontsFor, type SatoriFont } from './font-choice.js';
import { OG_HEIGHT, OG_WIDTH, type OgCardText, type OgSettings } from './types.js';

type Satori = typeof import('satori').default;
type Resvg = typeof import('@resvg/resvg-js');

let resvgModule: Promise<Resvg> | null = null;
let satoriModule: Promise<Satori> | null = null;
/** resvg, loaded once per thread on first use. */
export const loadResvg = () => (resvgModule ??= import('@resvg/resvg-js'));
const loadSatori = () => (satoriModule ??= import('satori').then((s) => s.default));

/** Whether the renderer loads on this platform (resvg ships prebuilt binaries for the common ones). */
export async function ogRendererAvailable(): Promise<string | null> {
  try {
    await loadResvg();
    return null;
  } catch (err) {
    resvgModule = null;
    return err instanceof Error ? err.message.split('\n')[0]! : String(err);
  }
}

/**
 * One card rasterizing per thread at a time: each holds a 3 MB pixmap until a collection frees it (its
 * small JavaScript object prompts none), and the thread's next card is laid out meanwhile; two render
 * threads with two cards each in flight peaked about 55 MB higher (BENCHMARKS.md).
 */
let rasterizing: Promise<unknown> = Promise.resolve();

export async function renderOgPng(settings: OgSettings, text: OgCardText): Promise<Buffer> {
  const [satori, resvg] = await Promise.all([loadSatori(), loadResvg()]);
  const fonts: SatoriFont[] = ogFontsFor(settings, text);
  // The card names the families it is given: only those the text needs (the picture is the same).
  const chosen = settings.fonts.filter((f) => fonts.some((g) => g.name === f.name));
  const svg = await satori(ogCard({ ...settings, fonts: chosen }, text) as Parameters<Satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts,
  });
  const png = rasterizing.then(async () => {
    const image = await resvg.renderAsync(svg, {
      fitTo: { mode: 'original' },
      font: { loadSystemFonts: false },
    });
    return Buffer.from(image.asPng());
  });
  rasterizing = png.catch(() => undefined);
  return png;
}
