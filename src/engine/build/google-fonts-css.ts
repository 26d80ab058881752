/**
 * Reading a Google Fonts `css2` answer and writing it back as local @font-face rules. The answer comes from
 * another host, so nothing of it is copied as written: each rule is rebuilt from the few descriptors a
 * face needs (style, weight, stretch, unicode-range), each checked against its grammar, with the family
 * name the configuration gives (the one the theme's `--font-sans` names) and the source a local file.
 */

/** One `@font-face` of the answer: the subset its comment names (`latin`, `[12]`) and its descriptors. */
export interface GoogleFace {
  subset: string;
  /** Every `url()` of `src`, in order. */
  urls: string[];
  /** Checked descriptors only, by name. */
  descriptors: Map<string, string>;
}

/** Descriptor grammars (Google writes them this way; anything else is left out). */
const DESCRIPTORS: Record<string, RegExp> = {
  'font-style': /^(?:normal|italic|oblique(?: -?\d{1,3}(?:\.\d+)?deg){0,2})$/,
  'font-weight': /^\d{1,4}(?: \d{1,4})?$/,
  'font-stretch': /^(?:normal|\d{1,3}(?:\.\d+)?%(?: \d{1,3}(?:\.\d+)?%)?)$/,
  'unicode-range': /^U\+[0-9A-F?]{1,6}(?:-[0-9A-F]{1,6})?(?:, ?U\+[0-9A-F?]{1,6}(?:-[0-9A-F]{1,6})?)*$/i,
};

const FACE = /(?:\/\*\s*([^*]*?)\s*\*\/\s*)?@font-face\s*\{([^{}]*)\}/g;

/** The @font-face rules of a css2 answer (other rules and comments are ignored). */
export function parseGoogleCss(css: string): GoogleFace[] {
  const faces: GoogleFace[] = [];
  for (const m of css.matchAll(FACE)) {
    const descriptors = new Map<string, string>();
    const urls: string[] = [];
    // Declarations end at `;` outside parentheses (a URL could hold one).
    for (const decl of m[2]!.split(/;(?![^(]*\))/)) {
      const colon = decl.indexOf(':');
      if (colon < 0) continue;
      const name = decl.slice(0, colon).trim().toLowerCase();
      const value = decl
        .slice(colon + 1)
        .trim()
        .replace(/\s+/g, ' ');
      if (name === 'src') {
        for (const u of value.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g))
          urls.push(u[1] ?? u[2] ?? u[3] ?? '');
      } else if (DESCRIPTORS[name]?.test(value)) descriptors.set(name, value);
    }
    const subset = (m[1] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '')
      .slice(0, 40);
    faces.push({ subset: subset || 'font', urls, descriptors });
  }
  return faces;
}

/** Why a font file URL of the answer is refused, or null when it is on one of `hosts` over https. */
export function refusedFontUrl(url: string, hosts: ReadonlySet<string>): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `the answer names a font file that is not a URL ("${url.slice(0, 80)}")`;
  }
  if (parsed.protocol !== 'https:' || !hosts.has(parsed.hostname.toLowerCase()))
    return `the answer names a font file on ${parsed.protocol === 'https:' ? parsed.host : `${parsed.protocol}//${parsed.host}`}, which is not Google Fonts (only ${[...hosts].join(' and ')} are fetched)`;
  if (parsed.username || parsed.password) return 'the answer names a font file URL with credentials';
  return null;
}

/** `"Playfair Display"`: the family as the theme writes it (layout/theme.ts keeps the same characters). */
export function cssFamily(family: string): string | null {
  const clean = family.replace(/[^\p{L}\p{N} ._-]/gu, '').trim();
  return clean ? `"${clean}"` : null;
}

/** A local @font-face: `family` (already a CSS string), the face's checked descriptors, a woff2 `href`. */
export function localFace(family: string, face: GoogleFace, href: string, label: string): string {
  const parts = [`font-family:${family}`];
  for (const name of ['font-style', 'font-weight', 'font-stretch'])
    if (face.descriptors.has(name)) parts.push(`${name}:${face.descriptors.get(name)!}`);
  parts.push('font-display:swap', `src:url(${href}) format("woff2")`);
  const range = face.descriptors.get('unicode-range');
  if (range) parts.push(`unicode-range:${range}`);
  return `/* ${label} */\n@font-face{${parts.join(';')}}`;
}

/** `playfair-display`: a family name as part of a file name. */
export function fileSlug(family: string): string {
  return (
    family
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'font'
  );
}
