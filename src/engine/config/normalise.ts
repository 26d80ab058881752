import type { Banner, FontFace, FontSettings, Redirect, SiteConfig } from './types.js';
import { isImageIcon, renderIcon } from '../icons/index.js';
import { readContextual } from './contextual.js';
import { apiSettings } from './api-settings.js';
import { footer, navbar } from './navbar-footer.js';
import { normaliseNavigation } from './navigation.js';
import { seo } from './seo.js';
import { styling } from './styling.js';
import { thumbnails } from './thumbnails.js';
import { variables } from './variables.js';
import {
  ConfigChecker,
  isObject,
  optArray,
  optBool,
  optEnum,
  optObject,
  optString,
  type KeyPath,
} from './validate.js';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const REMOTE = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Turns a docs.json-shaped object into a SiteConfig; problems go to the checker. */
export function normaliseConfig(
  raw: unknown,
  c: ConfigChecker,
  sourceFile: SiteConfig['sourceFile'],
  files: string[],
): SiteConfig {
  if (!isObject(raw)) {
    c.expected([], 'a JSON object', raw);
    c.throwIfErrors();
  }
  const doc = raw as Record<string, unknown>;

  let name = doc.name;
  if (typeof name !== 'string' || name.trim() === '') {
    if (name === undefined) c.error(['name'], 'is required (the site name)');
    else c.expected(['name'], 'a non-empty string', name);
    name = '';
  }

  const navigation = doc.navigation;
  if (!isObject(navigation)) {
    if (navigation === undefined) c.error(['navigation'], 'is required');
    else
      c.expected(
        ['navigation'],
        'an object (with pages, groups, tabs, anchors, dropdowns, products, versions or languages)',
        navigation,
      );
  }

  const config: SiteConfig = {
    sourceFile,
    files,
    name: name as string,
    description: optString(c, doc, 'description', []),
    theme: optString(c, doc, 'theme', []),
    colors: colors(c, doc),
    logo: lightDark(c, doc, 'logo', true) as SiteConfig['logo'],
    favicon: lightDark(c, doc, 'favicon', false),
    navbar: navbar(c, doc),
    footer: footer(c, doc),
    banner: banner(c, doc),
    appearance: appearance(c, doc),
    background: background(c, doc),
    search: search(c, doc),
    fonts: fonts(c, doc),
    seo: seo(c, doc),
    errors: errors(c, doc),
    api: apiSettings(c, doc),
    redirects: redirects(c, doc),
    icons: {
      library:
        optEnum(c, optObject(c, doc, 'icons', []) ?? {}, 'library', ['icons'], [
          'lucide',
          'fontawesome',
          'tabler',
        ] as const) ?? 'fontawesome',
    },
    styling: styling(c, doc),
    metadata: optObject(c, doc, 'metadata', []) as SiteConfig['metadata'],
    thumbnails: thumbnails(c, doc),
    interaction: interaction(c, doc),
    markdown: markdownSettings(c, doc),
    variables: variables(c, doc),
    navigation: isObject(navigation) ? normaliseNavigation(c, navigation) : {},
  };
  const { library } = config.icons;
  const contextual = readContextual(
    c,
    doc,
    [],
    (icon) => !isImageIcon(icon) && renderIcon(icon, { library }) !== null,
  );
  if (contextual) config.contextual = contextual;
  return config;
}

function colors(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['colors'] {
  const obj = optObject(c, doc, 'colors', []) ?? {};
  const out: SiteConfig['colors'] = { primary: '#16A34A' };
  for (const key of ['primary', 'light', 'dark'] as const) {
    const v = optString(c, obj, key, ['colors']);
    if (v === undefined) continue;
    if (!HEX.test(v)) c.dropped(['colors', key], 'a hex colour such as "#16A34A"', v);
    else out[key] = v;
  }
  return out;
}

/** `logo`, `favicon` and `background.image`: a path, or `{ light, dark, href? }`. */
function lightDark(
  c: ConfigChecker,
  doc: Record<string, unknown>,
  key: string,
  withHref: boolean,
  at: KeyPath = [],
) {
  const v = doc[key];
  const here = [...at, key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return { light: v, dark: v };
  if (!isObject(v)) {
    c.dropped(here, 'a path or an object with light and dark', v);
    return undefined;
  }
  const light = optString(c, v, 'light', here);
  const dark = optString(c, v, 'dark', here);
  if (!light && !dark) {
    c.warn(here, 'CONFIG_IGNORED', 'needs "light" or "dark"; ignored');
    return undefined;
  }
  const out: { light: string; dark: string; href?: string } = {
    light: (light ?? dark)!,
    dark: (dark ?? light)!,
  };
  if (withHref) {
    const href = optString(c, v, 'href', here);
    if (href) out.href = href;
  }
  return out;
}

/** `banner` read from `doc` at key path `at` (the root, or a language section). */
export function banner(c: ConfigChecker, doc: Record<string, unknown>, at: KeyPath = []): Banner | undefined {
  const here = [...at, 'banner'];
  const obj = optObject(c, doc, 'banner', at);
  if (!obj) return undefined;
  const content = optString(c, obj, 'content', here);
  if (!content) return undefined;
  const out: Banner = {
    content,
    dismissible: optBool(c, obj, 'dismissible', here) ?? false,
    type: optEnum(c, obj, 'type', here, ['info', 'warning', 'critical'] as const) ?? 'info',
  };
  const color = themeColors(c, obj.color, [...here, 'color']);
  if (color) out.color = { light: (color.light ?? color.dark)!, dark: (color.dark ?? color.light)! };
  return out;
}

/** A hex colour, or `{ light, dark }` hex colours; anything else is dropped with a warning. */
function themeColors(
  c: ConfigChecker,
  v: unknown,
  at: KeyPath,
): { light?: string; dark?: string } | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'string') {
    if (HEX.test(v)) return { light: v, dark: v };
    c.dropped(at, 'a hex colour such as "#16A34A"', v);
    return undefined;
  }
  if (!isObject(v)) {
    c.dropped(at, 'a hex colour or { light, dark }', v);
    return undefined;
  }
  const out: { light?: string; dark?: string } = {};
  for (const key of ['light', 'dark'] as const) {
    const value = optString(c, v, key, at);
    if (value === undefined) continue;
    if (HEX.test(value)) out[key] = value;
    else c.dropped([...at, key], 'a hex colour such as "#16A34A"', value);
  }
  return out.light || out.dark ? out : undefined;
}

function background(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['background'] {
  const obj = optObject(c, doc, 'background', []);
  if (!obj) return undefined;
  const out: NonNullable<SiteConfig['background']> = {};
  const color = themeColors(c, obj.color, ['background', 'color']);
  if (color) out.color = color;
  const decoration = optEnum(c, obj, 'decoration', ['background'], ['gradient', 'grid', 'windows'] as const);
  if (decoration) out.decoration = decoration;
  const image = lightDark(c, obj, 'image', false, ['background']);
  if (image) {
    // A remote image would make every page depend on an outside host (air-gapped sites have none).
    const local = (src: string) => !(REMOTE.test(src) || src.startsWith('//') || /^data:/i.test(src));
    if (local(image.light) && local(image.dark)) out.image = image;
    else
      c.warn(
        ['background', 'image'],
        'REMOTE_IMAGE_DROPPED',
        'remote background images are not fetched; serve the image from the docs folder instead',
      );
  }
  return Object.keys(out).length ? out : undefined;
}

function search(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['search'] {
  const obj = optObject(c, doc, 'search', []);
  if (!obj) return undefined;
  const prompt = optString(c, obj, 'prompt', ['search']);
  return prompt ? { prompt } : undefined;
}

function appearance(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['appearance'] {
  const obj = optObject(c, doc, 'appearance', []) ?? {};
  return {
    default: optEnum(c, obj, 'default', ['appearance'], ['system', 'light', 'dark'] as const) ?? 'system',
    strict: optBool(c, obj, 'strict', ['appearance']) ?? false,
  };
}

function fontFace(c: ConfigChecker, obj: Record<string, unknown>, at: KeyPath): Partial<FontFace> {
  const out: Partial<FontFace> = {};
  const family = optString(c, obj, 'family', at);
  if (family) out.family = family;
  if (typeof obj.weight === 'number') out.weight = obj.weight;
  const source = optString(c, obj, 'source', at);
  if (source !== undefined) {
    // Remote fonts would make every page depend on an outside host (air-gapped sites have none).
    if (REMOTE.test(source) || source.startsWith('//')) {
      c.warn(
        [...at, 'source'],
        'REMOTE_FONT_DROPPED',
        `remote font "${source}" dropped; serve font files from the docs folder instead`,
      );
      out.sourceDropped = true;
    } else out.source = source;
  }
  // A family without a source is a Google Font on Mintlify: the build fetches it, or warns why it did not
  // (build/google-fonts.ts), since only the build knows whether it may reach the network.
  const format = optEnum(c, obj, 'format', at, ['woff', 'woff2'] as const);
  if (format) out.format = format;
  return out;
}

function fonts(c: ConfigChecker, doc: Record<string, unknown>): FontSettings | undefined {
  const obj = optObject(c, doc, 'fonts', []);
  if (!obj) return undefined;
  const out: FontSettings = fontFace(c, obj, ['fonts']);
  for (const key of ['heading', 'body'] as const) {
    const sub = optObject(c, obj, key, ['fonts']);
    if (!sub) continue;
    const face = fontFace(c, sub, ['fonts', key]);
    if (face.family) out[key] = face as FontFace;
  }
  return out;
}

function interaction(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['interaction'] {
  const drilldown = optBool(c, optObject(c, doc, 'interaction', []) ?? {}, 'drilldown', ['interaction']);
  return drilldown === undefined ? undefined : { drilldown };
}

function markdownSettings(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['markdown'] {
  const obj = optObject(c, doc, 'markdown', []);
  if (!obj) return undefined;
  const out: NonNullable<SiteConfig['markdown']> = {};
  const schema = optBool(c, obj, 'schema', ['markdown']);
  if (schema !== undefined) out.schema = schema;
  const raw = obj.instructions;
  const lines = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : raw === undefined ? [] : null;
  if (lines === null || lines.some((l) => typeof l !== 'string'))
    c.dropped(['markdown', 'instructions'], 'a string or an array of strings', raw);
  else if (lines.join('').trim()) out.instructions = (lines as string[]).join('\n').trim();
  return out;
}

function errors(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['errors'] {
  const obj = optObject(c, optObject(c, doc, 'errors', []) ?? {}, '404', ['errors']) ?? {};
  const at = ['errors', '404'];
  return {
    notFound: {
      redirect: optBool(c, obj, 'redirect', at) ?? true,
      title: optString(c, obj, 'title', at),
      description: optString(c, obj, 'description', at),
    },
  };
}

function redirects(c: ConfigChecker, doc: Record<string, unknown>): Redirect[] {
  const out: Redirect[] = [];
  (optArray(c, doc, 'redirects', []) ?? []).forEach((r, i) => {
    const at = ['redirects', i];
    if (!isObject(r)) return c.dropped(at, 'an object with source and destination', r);
    const source = optString(c, r, 'source', at);
    const destination = optString(c, r, 'destination', at);
    if (!source || !destination)
      return c.warn(at, 'CONFIG_IGNORED', 'a redirect needs "source" and "destination"; ignored');
    // A source is a path of this site. Real sites write some without the leading slash (as they do
    // destinations, which _redirects already roots): they mean the same path from the site's root.
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(source))
      return c.warn([...at, 'source'], 'CONFIG_IGNORED', `"${source}" is not a path of this site; ignored`);
    // Old addresses with spaces (Docusaurus folder names, `/reference/Model Providers/azure`) are the
    // percent-encoded paths browsers request; other white space cannot be part of a written path.
    const spaced = (p: string) => p.trim().replace(/ /g, '%20');
    if (/[\s\0]/.test(spaced(source)) || /[\s\0]/.test(spaced(destination)))
      return c.warn(at, 'CONFIG_IGNORED', 'redirect paths may not contain tabs or line breaks; ignored');
    if (source.includes('#'))
      return c.warn(
        [...at, 'source'],
        'CONFIG_IGNORED',
        `"${source}": a redirect source cannot hold an anchor (#...), which browsers never send; ignored`,
      );
    const from = spaced(source).startsWith('/') ? spaced(source) : `/${spaced(source)}`;
    let to = spaced(destination);
    // A page's source file rather than its address (`/faq.mdx`): the page is what is meant.
    const file = /^(\/?[^?#:]*?)\.mdx?((?:[?#].*)?)$/i.exec(to);
    if (file && !/^[a-z][a-z\d+.-]*:|^\/\//i.test(to)) {
      to = `${file[1]}${file[2]}`;
      c.warn(
        [...at, 'destination'],
        'REDIRECT_TO_SOURCE_FILE',
        `"${destination}" names a page's source file; it redirects to the page, "${to}"`,
      );
    }
    const bare = (p: string) => (p.startsWith('/') ? p : `/${p}`).replace(/(.)\/+$/, '$1');
    if (bare(from) === bare(to))
      return c.warn(at, 'CONFIG_IGNORED', `"${source}" redirects to itself, which never ends; ignored`);
    out.push({ source: from, destination: to, permanent: optBool(c, r, 'permanent', at) ?? true });
  });
  return out;
}
