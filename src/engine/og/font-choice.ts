/**
 * The fonts one image is given: satori draws each character with the first of the card's families that
 * has it (else with the last font), and parses and shapes with every font it is given (about 3 MB of
 * memory each, per thread). So a card gets the first family, which sets the metrics, and the families its
 * characters need; the picture is the same as with all of them.
 */
import { fontCharacters } from './cmap.js';
import type { OgCardText, OgSettings } from './types.js';

export type SatoriFont = Parameters<typeof import('satori').default>[1]['fonts'][number];

/** A family's fonts' characters (one set per weight), null when one of them could not be read. */
export interface FamilyCoverage {
  name: string;
  weights: (Set<number> | null)[];
}

/**
 * The families `text` needs, in their order: the first, and for each character the families up to the
 * first one all of whose weights have it. Null (all families) when a character is in no such family or a
 * font's characters are unknown: then satori's own fallback decides, as before.
 */
export function familiesFor(families: FamilyCoverage[], text: string): Set<string> | null {
  if (families.length === 0 || families.some((f) => f.weights.includes(null))) return null;
  const needed = new Set([families[0]!.name]);
  for (const ch of new Set(text)) {
    const cp = ch.codePointAt(0)!;
    const at = families.findIndex((f) => f.weights.every((w) => w!.has(cp)));
    if (at < 0) return null;
    for (let i = 0; i <= at; i++) needed.add(families[i]!.name);
  }
  return needed;
}

interface ThreadFonts {
  all: SatoriFont[];
  families: FamilyCoverage[];
  /** One array per choice of families: satori keeps its parsed fonts per array (and per file). */
  chosen: Map<string, SatoriFont[]>;
}

/** Fonts decoded once per settings and thread. */
const perSettings = new Map<string, ThreadFonts>();

function threadFonts(settings: OgSettings): ThreadFonts {
  let got = perSettings.get(settings.key);
  if (got) return got;
  const all = settings.fonts.map((f) => ({
    name: f.name,
    weight: f.weight as SatoriFont['weight'],
    style: 'normal' as const,
    data: Buffer.from(f.data, 'base64'),
  }));
  const families: FamilyCoverage[] = [];
  for (const f of all) {
    let family = families.find((x) => x.name === f.name);
    if (!family) families.push((family = { name: f.name, weights: [] }));
    family.weights.push(fontCharacters(f.data));
  }
  got = { all, families, chosen: new Map() };
  perSettings.set(settings.key, got);
  return got;
}

/** The fonts the card of `text` draws with (the ellipsis of a clamped line included). */
export function ogFontsFor(settings: OgSettings, text: OgCardText): SatoriFont[] {
  const fonts = threadFonts(settings);
  const chars = `${settings.siteName}${text.title}${text.description}…`.replace(/\s+/g, ' ');
  const names = familiesFor(fonts.families, chars);
  if (!names) return fonts.all;
  const key = [...names].join('\0');
  let chosen = fonts.chosen.get(key);
  if (!chosen) fonts.chosen.set(key, (chosen = fonts.all.filter((f) => names.has(f.name))));
  return chosen;
}
