/**
 * Turns a Mintlify icon reference into the SVG file that draws it. Mintlify accepts a bare name in the site's
 * library (`rocket`), Font Awesome class forms (`fa-solid fa-rocket`, `fas fa-rocket`, `fa-brands fa-github`),
 * an `iconType` style, and names from another library than the configured one (sites set `lucide` yet write
 * `python` or `github`): we look in the configured library first and then in the others.
 */
import { join } from 'node:path';
import { fallbackNames } from './pro-fallback.js';
import { packageDir, readSvg, type ParsedSvg } from './svg-source.js';

export type IconLibrary = 'lucide' | 'fontawesome' | 'tabler';

export interface ResolvedIcon {
  library: IconLibrary;
  variant: string;
  name: string;
  svg: ParsedSvg;
  /** Set when no library has the name asked for and `name` stands in for it (pro-fallback.ts). */
  substituteFor?: string;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*$/;

// Style classes, as the free style that draws them (normaliseFaStyle): the Pro ones included.
const FA_STYLE_CLASSES: Record<string, string> = {
  'fa-solid': 'solid',
  fas: 'solid',
  'fa-regular': 'regular',
  far: 'regular',
  'fa-brands': 'brands',
  fab: 'brands',
  'fa-light': 'regular',
  fal: 'regular',
  'fa-thin': 'regular',
  fat: 'regular',
  fad: 'solid',
  fass: 'solid',
  fasr: 'regular',
  fasl: 'regular',
  fast: 'regular',
  fasds: 'solid',
  'fa-sharp-solid': 'solid',
};

// Family classes (`fa-sharp fa-light fa-x`): Font Awesome only, the style comes from another class.
const FA_FAMILY_CLASSES = new Set(['fa-classic', 'fa-sharp', 'fa-duotone', 'fa-sharp-duotone']);

/** Parsed icon reference: a name, maybe a forced library and style. */
export interface IconRef {
  name: string;
  library?: IconLibrary;
  style?: string;
}

/**
 * Mintlify's own icon CDNs, which sites paste as icons (`https://d3gk2c5xim1je2.cloudfront.net/lucide/v1.16.0/
 * workflow.svg`, `.../fontawesome/v7.2.0/regular/star.svg`) and as mask images on landing pages
 * (`https://mintlify.b-cdn.net/v6.6.0/regular/bolt.svg`, Font Awesome by style, or `.../lucide/x.svg`): the
 * library icon it draws, not a remote image.
 */
const MINTLIFY_ICON_CDN =
  /^(?:https?:)?\/\/(?:d3gk2c5xim1je2\.cloudfront\.net\/(?:lucide\/v[\w.-]+\/([\w-]+)|fontawesome\/v[\w.-]+\/([a-z-]+)\/([\w-]+))|mintlify\.b-cdn\.net\/v[\w.-]+\/([a-z-]+)\/([\w-]+))\.svg(?:[?#].*)?$/i;

/** The library icon a Mintlify icon CDN address names; null for any other text. */
export function cdnIconRef(raw: string): IconRef | null {
  const m = MINTLIFY_ICON_CDN.exec(raw.trim());
  if (!m) return null;
  const name = (m[1] ?? m[3] ?? m[5]).toLowerCase();
  const style = (m[2] ?? m[4])?.toLowerCase();
  if (!SAFE_NAME.test(name)) return null;
  if (m[1] || style === 'lucide') return { name, library: 'lucide' };
  return { name, library: 'fontawesome', style: normaliseFaStyle(style!) };
}

export function parseIconRef(raw: string, iconType?: string): IconRef | null {
  const cdn = cdnIconRef(raw);
  if (cdn) return cdn;
  const tokens = raw.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return null;
  let style = iconType ? normaliseFaStyle(iconType.toLowerCase()) : undefined;
  let library: IconLibrary | undefined;
  let name: string | undefined;
  for (const token of tokens) {
    if (FA_STYLE_CLASSES[token]) {
      style = FA_STYLE_CLASSES[token];
      library = 'fontawesome';
    } else if (FA_FAMILY_CLASSES.has(token)) {
      library = 'fontawesome';
    } else if (token.startsWith('fa-')) {
      name = token.slice(3);
      library = 'fontawesome';
    } else if (token.startsWith('ti-') || token.startsWith('tabler-')) {
      name = token.replace(/^(ti|tabler)-/, '');
      library = 'tabler';
    } else if (token !== 'fa' && token !== 'ti') {
      name = token;
    }
  }
  if (!name || !SAFE_NAME.test(name)) return null;
  return { name, library, style };
}

/**
 * Mintlify's `iconType` (regular, solid, light, thin, sharp-solid, duotone, brands; Font Awesome's CDN folders
 * add sharp-light...) as a style Font Awesome Free ships. Free has solid, regular and brands: light and thin
 * are outlines, which regular (an outline where Free has one) draws more closely than solid; duotone and
 * sharp-solid are filled shapes, drawn solid. Tabler's `filled` and `outline` pass through.
 */
function normaliseFaStyle(type: string): string {
  if (type === 'regular' || type === 'brands' || type === 'filled' || type === 'outline') return type;
  if (/(?:^|-)(?:regular|light|thin)$/.test(type)) return 'regular';
  return 'solid';
}

function fileFor(library: IconLibrary, variant: string, name: string): string | null {
  if (library === 'lucide') {
    const dir = packageDir('lucide-static');
    return dir && join(dir, 'icons', `${name}.svg`);
  }
  if (library === 'fontawesome') {
    const dir = packageDir('@fortawesome/fontawesome-free');
    return dir && join(dir, 'svgs', variant, `${name}.svg`);
  }
  const dir = packageDir('@tabler/icons');
  return dir && join(dir, 'icons', variant, `${name}.svg`);
}

function variantsFor(library: IconLibrary, style: string | undefined): string[] {
  if (library === 'lucide') return ['default'];
  if (library === 'tabler') return style === 'filled' ? ['filled', 'outline'] : ['outline', 'filled'];
  const order = ['solid', 'regular', 'brands'];
  if (style && order.includes(style)) return [style, ...order.filter((v) => v !== style)];
  return order;
}

const ALL_LIBRARIES: IconLibrary[] = ['lucide', 'fontawesome', 'tabler'];

/**
 * Finds the icon's SVG, configured library first, then the others; failing that, the first stand-in name any
 * library has (`rocket-launch` -> `rocket`: pro-fallback.ts), marked `substituteFor`. Null when none.
 */
export function resolveIcon(ref: IconRef, configured: IconLibrary): ResolvedIcon | null {
  const exact = resolveName(ref, configured);
  if (exact) return exact;
  for (const name of fallbackNames(ref.name)) {
    const icon = resolveName({ ...ref, name }, configured);
    if (icon) return { ...icon, substituteFor: ref.name };
  }
  return null;
}

function resolveName(ref: IconRef, configured: IconLibrary): ResolvedIcon | null {
  const first = ref.library ?? configured;
  const libraries = [first, ...ALL_LIBRARIES.filter((l) => l !== first)];
  for (const library of libraries) {
    for (const variant of variantsFor(library, ref.style)) {
      const names =
        library === 'tabler' && !ref.name.startsWith('brand-') ? [ref.name, `brand-${ref.name}`] : [ref.name];
      for (const name of names) {
        const file = fileFor(library, variant, name);
        const svg = file ? readSvg(file) : null;
        if (svg) return { library, variant, name, svg };
      }
    }
  }
  return null;
}
