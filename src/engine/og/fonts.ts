/**
 * The preview images' default font: Inter (Mintlify's default, and the site's), from @fontsource/inter's
 * static WOFF files, since satori reads no woff2 (the site's own Inter is @fontsource-variable's woff2).
 * Each script subset is a family of its own name, tried in order, so a title in Cyrillic or Greek finds
 * its glyphs. Regular for the description, semibold for the title.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OgFont } from './types.js';

const require = createRequire(import.meta.url);

const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];
export const OG_WEIGHTS = [400, 600];

let inter: OgFont[] | null = null;

export function bundledOgFonts(): OgFont[] {
  if (inter) return inter;
  const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  inter = SUBSETS.flatMap((subset) =>
    OG_WEIGHTS.map((weight) => ({
      name: `Inter ${subset}`,
      weight,
      data: fs.readFileSync(path.join(dir, `inter-${subset}-${weight}-normal.woff`)).toString('base64'),
    })),
  );
  return inter;
}
