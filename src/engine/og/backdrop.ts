/**
 * Whether a background image is dark or light, so the card's text can be read on it: `thumbnails.background`
 * without `thumbnails.appearance` takes the look its picture needs (Mintlify's own dark background under the
 * light site's dark text drew an image with no visible title). The picture is drawn small by resvg, given
 * as a data URL (inside which resvg reads no file of the machine), and its mean luminance decides.
 */
import { loadResvg } from './render.js';
import { OG_HEIGHT, OG_WIDTH } from './types.js';

const SCALE = 8;

export async function backdropAppearance(dataUrl: string): Promise<'light' | 'dark' | null> {
  const { Resvg } = await loadResvg();
  const [w, h] = [OG_WIDTH / SCALE, OG_HEIGHT / SCALE];
  // As the card covers its box with it (`objectFit: cover`).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><image href="${dataUrl}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"/></svg>`;
  let pixels: Buffer;
  try {
    pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  } catch {
    return null;
  }
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const alpha = pixels[i + 3]! / 255;
    // Relative luminance (sRGB coefficients) of each pixel, weighted by how much of it is drawn.
    sum += alpha * (0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!);
    weight += alpha;
  }
  if (weight === 0) return null;
  return sum / weight / 255 < 0.5 ? 'dark' : 'light';
}
