/**
 * Drawing a preview image: satori lays the card out and writes it as SVG (text as paths, pure JavaScript),
 * resvg rasterizes it to PNG (@resvg/resvg-js, a prebuilt native module from npm; its `renderAsync` runs on
 * libuv's threads, so the calling thread goes on). Both are loaded on the first image only: a build that
 * draws none never loads them.
 */
import { ogCard } from './card.js';
import { OG_HEIGHT, OG_WIDTH, type OgCardText, type OgSettings } from './types.js';

type Satori = typeof import('satori').default;
type SatoriFont = Parameters<Satori>[1]['fonts'][number];
type Resvg = typeof import('@resvg/resvg-js');

let modules: Promise<{ satori: Satori; resvg: Resvg }> | null = null;

function load(): Promise<{ satori: Satori; resvg: Resvg }> {
  modules ??= Promise.all([import('satori'), import('@resvg/resvg-js')]).then(([s, resvg]) => ({
    satori: s.default,
    resvg,
  }));
  return modules;
}

/** Whether the renderer loads on this platform (resvg ships prebuilt binaries for the common ones). */
export async function ogRendererAvailable(): Promise<string | null> {
  try {
    await load();
    return null;
  } catch (err) {
    modules = null;
    return err instanceof Error ? err.message.split('\n')[0]! : String(err);
  }
}

/** Satori keeps parsed fonts per array: one array per settings, decoded once per thread. */
const fontSets = new Map<string, SatoriFont[]>();

function fontsOf(settings: OgSettings): SatoriFont[] {
  let fonts = fontSets.get(settings.key);
  if (!fonts) {
    fonts = settings.fonts.map((f) => ({
      name: f.name,
      weight: f.weight as SatoriFont['weight'],
      style: 'normal' as const,
      data: Buffer.from(f.data, 'base64'),
    }));
    fontSets.set(settings.key, fonts);
  }
  return fonts;
}

export async function renderOgPng(settings: OgSettings, text: OgCardText): Promise<Buffer> {
  const { satori, resvg } = await load();
  const svg = await satori(ogCard(settings, text) as Parameters<Satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: fontsOf(settings),
  });
  const image = await resvg.renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  });
  return Buffer.from(image.asPng());
}
