/**
 * Google Fonts at build time. Mintlify loads a `fonts` family without a `source` from Google Fonts in the
 * reader's browser; an exported site loads nothing from other hosts, so the build does the loading: it asks
 * `css2` for the family (the configured weight, else 400 to 700) as a current browser would, so the answer
 * names woff2 files, fetches each file, and hands back local @font-face rules (google-fonts-css.ts) with the
 * files as hashed assets. Requests follow the remote specs' switch and rules (`fetchPublicBytes`: https,
 * checked addresses, time and size caps), go only to Google's two font hosts, and follow no redirect. The
 * stylesheet is asked for on each build, as a remote spec is; font files, whose URLs are versioned, are
 * kept in the build cache by URL, so a rebuild fetches none again. A family that cannot be had is one
 * warning saying why, and the site names it for readers who have it installed, as before.
 */
import type { FontFace, KeyPath, LoadedConfig } from '../config/index.js';
import { fetchPublicBytes, PublicFetchError } from '../../security/index.js';
import type { Diagnostic } from '../types.js';
import { ASSET_DIR, hashedName, type PendingFile } from './assets.js';
import type { CacheDb } from './cache-db.js';
import { checkAborted, forEachLimit } from './each-limit.js';
import { importedFamilies, type FontImport } from './google-font-imports.js';
import {
  cssFamily,
  fileSlug,
  localFace,
  parseGoogleCss,
  refusedFontUrl,
  type GoogleFace,
} from './google-fonts-css.js';

export const GOOGLE_FONTS = {
  css2: 'https://fonts.googleapis.com/css2',
  hosts: new Set(['fonts.googleapis.com', 'fonts.gstatic.com']),
  /** Weights asked for when the configuration names none: regular to bold, what the theme uses. */
  weights: [400, 500, 600, 700],
  timeoutMs: 15_000,
  maxCssBytes: 512 * 1024,
  maxFontBytes: 5 * 2 ** 20,
  /** Font files of one build at most (a CJK family is sliced into about a hundred). */
  maxFiles: 400,
  concurrency: 4,
};

/** The build cache's namespace of fetched font files (base64, keyed by their Google URL). */
export const FONT_NS = 'google-font';

/** Google answers woff2 (with unicode-range subsets) only to browsers it knows; others get TrueType. */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface GoogleFontOptions {
  /** The remote specs' switch: off, nothing is fetched and each family is a warning saying so. */
  fetch: boolean;
  /** LECTERN_ALLOW_PRIVATE_SOURCES. */
  allowPrivate?: boolean;
  /**
   * Tests: the origin (`http://127.0.0.1:PORT`) that requests for Google's hosts go to instead, a stand-in
   * speaking their protocol. URLs are checked against Google's hosts before the swap.
   */
  origin?: string;
}

export interface GoogleFontsPlan {
  css: string;
  files: PendingFile[];
  diagnostics: Diagnostic[];
  /** Stylesheet imports of Google Fonts this build answered (served, or reported): dropped without a word. */
  answeredImports: string[];
}

interface Family {
  /** As the theme names it (`"Playfair Display"`). */
  css: string;
  /** As Google names it (`Playfair Display`). */
  name: string;
  weights: Set<number>;
  /** Where the configuration names it, first first. */
  at: KeyPath[];
  /** A stylesheet's import: the css2 `family` spec as written (its axes and weights), and where. */
  imported?: { query: string; from: FontImport };
}

export const isInter = (family: string | undefined): boolean =>
  cssFamily(family ?? '')?.toLowerCase() === '"inter"';

/** The faces the configuration gives the body and the headings (each its own, else the top-level one). */
export function fontRoles(
  fonts: LoadedConfig['config']['fonts'],
): { face: Partial<FontFace> | undefined; at: KeyPath }[] {
  return (['body', 'heading'] as const).map((role) =>
    fonts?.[role] ? { face: fonts[role], at: ['fonts', role] } : { face: fonts, at: ['fonts'] },
  );
}

/** The Google families the site shows: named by a role, without a file, and not Inter (bundled). */
export function googleFamilies(fonts: LoadedConfig['config']['fonts']): Family[] {
  const byName = new Map<string, Family>();
  for (const { face, at } of fontRoles(fonts)) {
    const css = cssFamily(face?.family ?? '');
    if (!face || !css || face.source || face.sourceDropped || isInter(face.family)) continue;
    const family = byName.get(css.toLowerCase()) ?? {
      css,
      name: css.slice(1, -1),
      weights: new Set<number>(),
      at: [],
    };
    const w = face.weight;
    const weights = typeof w === 'number' && Number.isInteger(w) && w >= 1 && w <= 1000 ? [w] : null;
    for (const weight of weights ?? GOOGLE_FONTS.weights) family.weights.add(weight);
    if (!family.at.some((p) => p.join('.') === at.join('.'))) family.at.push(at);
    byName.set(css.toLowerCase(), family);
  }
  return [...byName.values()];
}

type Fetched = { body: Buffer; contentType: string };

function fetcher(options: GoogleFontOptions, signal?: AbortSignal, userAgent = USER_AGENT) {
  return async (url: string, accept: string, maxBytes: number): Promise<Fetched> => {
    const u = new URL(url);
    const target = options.origin ? `${options.origin}${u.pathname}${u.search}` : url;
    return fetchPublicBytes(target, {
      allowPrivate: options.allowPrivate ?? false,
      timeoutMs: GOOGLE_FONTS.timeoutMs,
      maxBytes,
      // Google answers from the URL asked; a redirect would lead to a host nobody checked against the list.
      maxRedirects: 0,
      accept,
      userAgent,
      ...(signal ? { signal } : {}),
    });
  };
}

/** The family's @font-face rules from `css2`; a family without some weight is asked for again without weights. */
async function familyCss(family: Family, get: ReturnType<typeof fetcher>): Promise<string> {
  const name = family.name.split(' ').map(encodeURIComponent).join('+');
  const weights = [...family.weights].sort((a, b) => a - b).join(';');
  const ask = (query: string) =>
    get(`${GOOGLE_FONTS.css2}?family=${query}&display=swap`, 'text/css,*/*;q=0.1', GOOGLE_FONTS.maxCssBytes);
  if (family.imported)
    return (await ask(encodeURIComponent(family.imported.query).replace(/%20/g, '+'))).body.toString('utf8');
  try {
    return (await ask(`${name}:wght@${weights}`)).body.toString('utf8');
  } catch (err) {
    // css2 refuses a weight the family lacks (a single-weight display face) with 400.
    if (!(err instanceof PublicFetchError) || !/HTTP 400\b/.test(err.message)) throw err;
    return (await ask(name)).body.toString('utf8');
  }
}

const isWoff2 = (data: Buffer) => data.subarray(0, 4).toString('latin1') === 'wOF2';

/** The family's @font-face rules as Google answers them, or why they cannot be had. */
async function familyFaces(
  family: Family,
  get: ReturnType<typeof fetcher>,
): Promise<GoogleFace[] | { error: string }> {
  try {
    return parseGoogleCss(await familyCss(family, get));
  } catch (err) {
    if (err instanceof PublicFetchError) return { error: `fonts.googleapis.com: ${err.message}` };
    throw err;
  }
}

/** The family's local rules and files, or why it cannot be had (one reason; nothing of it is used then). */
async function fetchFamily(
  family: Family,
  get: ReturnType<typeof fetcher>,
  cache: CacheDb | null,
  budget: { files: number },
  signal?: AbortSignal,
): Promise<{ css: string; files: PendingFile[] } | { error: string }> {
  const faces = await familyFaces(family, get);
  if ('error' in faces) return faces;
  if (faces.length === 0) return { error: 'the answer of fonts.googleapis.com holds no @font-face rule' };
  for (const face of faces) {
    if (face.urls.length === 0) return { error: 'an @font-face rule of the answer has no font file' };
    for (const url of face.urls) {
      const refused = refusedFontUrl(url, GOOGLE_FONTS.hosts);
      if (refused) return { error: refused };
    }
  }
  // Google writes one woff2 URL per rule; a variable font's file serves every weight of its subset.
  const urls = [...new Set(faces.map((f) => f.urls[0]!))];
  if (urls.length > budget.files)
    return { error: `more than ${GOOGLE_FONTS.maxFiles} font files in this build` };
  budget.files -= urls.length;
  const data = await fetchFiles(urls, get, cache, 'woff2', isWoff2, signal);
  if ('error' in data) return data;
  const files = new Map<string, PendingFile>();
  const rules = faces.map((face) => {
    const url = face.urls[0]!;
    let file = files.get(url);
    if (!file) {
      const body = data.get(url)!;
      const rel = hashedName(`${fileSlug(family.name)}-${face.subset}.woff2`, body).replace(
        `${ASSET_DIR}/`,
        `${ASSET_DIR}/fonts/`,
      );
      file = { rel, contents: body };
      files.set(url, file);
    }
    // Relative to lectern.css, which sits in the asset folder.
    const href = file.rel.slice(ASSET_DIR.length + 1);
    return localFace(family.css, face, href, `${family.name}: ${face.subset}`);
  });
  return { css: rules.join('\n'), files: [...files.values()] };
}

/**
 * Font files by URL, each from the build cache (`FONT_NS`) or fetched four at a time; the first failure,
 * or a file `valid` refuses, is the error.
 */
async function fetchFiles(
  urls: string[],
  get: ReturnType<typeof fetcher>,
  cache: CacheDb | null,
  format: 'woff2' | 'truetype',
  valid: (data: Buffer) => boolean,
  signal?: AbortSignal,
): Promise<Map<string, Buffer> | { error: string }> {
  const store = cache?.text(FONT_NS) ?? null;
  const data = new Map<string, Buffer>();
  const failed: { error?: string } = {};
  const accept = format === 'woff2' ? 'font/woff2,*/*;q=0.1' : 'font/ttf,font/otf,*/*;q=0.1';
  await forEachLimit(
    urls,
    GOOGLE_FONTS.concurrency,
    async (url) => {
      if (failed.error) return;
      const kept = store?.get(url);
      if (kept) return void data.set(url, Buffer.from(kept, 'base64'));
      try {
        const { body } = await get(url, accept, GOOGLE_FONTS.maxFontBytes);
        if (!valid(body)) failed.error = `${new URL(url).host}: a font file is not ${format}`;
        else {
          data.set(url, body);
          store?.put(url, body.toString('base64'));
        }
      } catch (err) {
        if (!(err instanceof PublicFetchError)) throw err;
        failed.error = `${new URL(url).host}: ${err.message}`;
      }
    },
    signal,
  );
  return failed.error ? { error: failed.error } : data;
}

/** TrueType, OpenType or WOFF data (`\0\1\0\0`, `true`, `OTTO`, `wOFF`): what satori reads (og/). */
const isTrueType = (data: Buffer) =>
  ['00010000', '74727565', '4f54544f', '774f4646'].includes(data.subarray(0, 4).toString('hex'));

/**
 * A Google family's faces as TrueType files, one per weight, for the build's own drawing (the preview
 * images of og/, whose renderer reads no woff2). Google answers TrueType to a client it does not take for
 * a browser; the same switch, hosts, checks, caps and cache as the site's fonts.
 */
export async function fetchTrueTypeFamily(
  name: string,
  weights: number[],
  options: GoogleFontOptions,
  cache: CacheDb | null,
  signal?: AbortSignal,
): Promise<{ weight: number; data: Buffer }[] | { error: string }> {
  const css = cssFamily(name);
  if (!css) return { error: `"${name}" is not a font family name` };
  const family: Family = { css, name: css.slice(1, -1), weights: new Set(weights), at: [] };
  const get = fetcher(options, signal, 'Lectern');
  const faces = await familyFaces(family, get);
  if ('error' in faces) return faces;
  const wanted = faces.filter(
    (f) => f.urls.length > 0 && !/italic|oblique/.test(f.descriptors.get('font-style') ?? ''),
  );
  if (wanted.length === 0) return { error: 'the answer of fonts.googleapis.com holds no font file' };
  for (const face of wanted) {
    const refused = refusedFontUrl(face.urls[0]!, GOOGLE_FONTS.hosts);
    if (refused) return { error: refused };
  }
  const urls = [...new Set(wanted.map((f) => f.urls[0]!))];
  const data = await fetchFiles(urls, get, cache, 'truetype', isTrueType, signal);
  if ('error' in data) return data;
  return wanted.map((face) => ({
    weight: Number(/^\d+/.exec(face.descriptors.get('font-weight') ?? '')?.[0] ?? 400),
    data: data.get(face.urls[0]!)!,
  }));
}

function warning(loaded: LoadedConfig, family: Family, why: string): Diagnostic {
  return loaded.checker.warning(
    [...family.at[0]!, 'family'],
    'FONT_NOT_BUNDLED',
    `"${family.name}" has no "source": Mintlify loads it from Google Fonts, ${why}, so readers see it only if it is installed on their device; add the font file to the docs folder and name it in "source"`,
  );
}

/** The site's Google families as local faces, each fetched once; with fetching off, one warning for each. */
export async function planGoogleFonts(
  loaded: LoadedConfig,
  options: GoogleFontOptions | undefined,
  cache: CacheDb | null,
  signal?: AbortSignal,
  imports: FontImport[] = [],
): Promise<GoogleFontsPlan> {
  const configured = googleFamilies(loaded.config.fonts);
  const plan: GoogleFontsPlan = { css: '', files: [], diagnostics: [], answeredImports: [] };
  // With fetching off, imports are left to the stylesheet's own warning about other hosts.
  const imported = options?.fetch ? importFamilies(imports) : [];
  const families = [...configured, ...imported];
  if (families.length === 0) return plan;
  if (!options?.fetch) {
    const why =
      'which this build does not fetch (fetching is off: `lectern build --offline`, or an air-gapped server)';
    plan.diagnostics = families.map((f) => warning(loaded, f, why));
    return plan;
  }
  const get = fetcher(options, signal);
  const budget = { files: GOOGLE_FONTS.maxFiles };
  const css: string[] = [];
  // One at a time: a site names one or two families, and their files are fetched four at a time.
  for (const family of families) {
    checkAborted(signal);
    const got = await fetchFamily(family, get, cache, budget, signal);
    checkAborted(signal);
    if ('error' in got)
      plan.diagnostics.push(
        family.imported
          ? importWarning(family, got.error)
          : warning(loaded, family, `which could not be fetched (${got.error})`),
      );
    else {
      css.push(got.css);
      plan.files.push(...got.files);
    }
  }
  plan.css = css.join('\n');
  plan.answeredImports = [...new Set(imported.map((f) => f.imported!.from.url))];
  return plan;
}

/** The families of the stylesheets' imports, each css2 spec once. */
function importFamilies(imports: FontImport[]): Family[] {
  const out: Family[] = [];
  for (const from of imports)
    for (const { name, query } of importedFamilies(from.url)) {
      if (out.some((f) => f.imported!.query === query)) continue;
      out.push({ css: cssFamily(name)!, name, weights: new Set(), at: [], imported: { query, from } });
    }
  return out;
}

function importWarning(family: Family, why: string): Diagnostic {
  const { file, line } = family.imported!.from;
  return {
    severity: 'warning',
    code: 'FONT_NOT_BUNDLED',
    message: `${file}: the imported Google font "${family.name}" could not be fetched (${why}), so readers see it only if it is installed on their device; add the font files to the docs folder and declare them with @font-face`,
    file,
    line,
  };
}
