/**
 * The site's web fonts. Inter is Mintlify's default and the first family of Lectern's `--font-sans`, so it is
 * bundled (the variable font of @fontsource-variable/inter, one woff2 file per script subset) instead of
 * depending on the reader having it installed; a site whose `fonts` give both the body and the headings
 * another family does not ship it. Families Mintlify loads from Google Fonts come from google-fonts.ts.
 * The @font-face rules (with each subset's unicode-range, so a browser fetches only the files the page's
 * text needs) are appended to lectern.css; the files are hashed assets under `_lectern/fonts/`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadedConfig } from '../config/index.js';
import type { Diagnostic } from '../types.js';
import { ASSET_DIR, hashedName, type PendingFile } from './assets.js';
import type { CacheDb } from './cache-db.js';
import { fontRoles, isInter, planGoogleFonts, type GoogleFontOptions } from './google-fonts.js';
import { cssFamily } from './google-fonts-css.js';
import type { FontImport } from './google-font-imports.js';

const require = createRequire(import.meta.url);

/** Subsets shipped, of those the package has (its files for other scripts would only add bytes). */
const INTER_SUBSETS = new Set([
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
]);

export interface FontPlan {
  /** @font-face rules, their URLs relative to the asset folder (where lectern.css is). */
  css: string;
  files: PendingFile[];
  diagnostics: Diagnostic[];
  /** Google Fonts imports of the site's stylesheets this plan answered (google-font-imports.ts). */
  answeredImports: string[];
}

/** Whether some role (body, headings) is left to Inter: no family, or Inter without a file of its own. */
export function needsInter(fonts: LoadedConfig['config']['fonts']): boolean {
  return fontRoles(fonts).some(
    ({ face }) => !face?.family || !cssFamily(face.family) || (isInter(face.family) && !face.source),
  );
}

let inter: { css: string; files: PendingFile[] } | null = null;

/**
 * Inter's faces, in the package's order (the last rule wins where unicode ranges overlap, so Latin comes
 * last), with the font's copyright and licence (OFL 1.1 asks each copy to carry them) at the top.
 */
export function interFaces(): { css: string; files: PendingFile[] } {
  if (inter) return inter;
  const dir = path.dirname(require.resolve('@fontsource-variable/inter/package.json'));
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const ranges = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const files: PendingFile[] = [];
  const rules = [
    `/* Inter (@fontsource-variable/inter ${version}): Copyright 2016 The Inter Project Authors (https://github.com/rsms/inter), licensed under the SIL Open Font License 1.1 (https://openfontlicense.org). */`,
  ];
  for (const [subset, range] of Object.entries(ranges)) {
    const file = path.join(dir, 'files', `inter-${subset}-wght-normal.woff2`);
    if (!INTER_SUBSETS.has(subset) || !fs.existsSync(file)) continue;
    const data = fs.readFileSync(file);
    const rel = hashedName(path.basename(file), data).replace(`${ASSET_DIR}/`, `${ASSET_DIR}/fonts/`);
    files.push({ rel, contents: data });
    rules.push(
      `/* ${subset} */\n@font-face{font-family:"Inter";font-style:normal;font-weight:100 900;font-display:swap;` +
        `src:url(${rel.slice(ASSET_DIR.length + 1)}) format("woff2");unicode-range:${range}}`,
    );
  }
  inter = { css: rules.join('\n'), files };
  return inter;
}

/** Inter unless every role has another family, and the Google families fetched (or a warning each). */
export async function planFonts(
  loaded: LoadedConfig,
  google: GoogleFontOptions | undefined,
  cache: CacheDb | null,
  signal?: AbortSignal,
  imports: FontImport[] = [],
): Promise<FontPlan> {
  const bundled = needsInter(loaded.config.fonts) ? interFaces() : { css: '', files: [] };
  const fetched = await planGoogleFonts(loaded, google, cache, signal, imports);
  return {
    css: [bundled.css, fetched.css].filter(Boolean).join('\n'),
    files: [...bundled.files, ...fetched.files],
    diagnostics: fetched.diagnostics,
    answeredImports: fetched.answeredImports,
  };
}
