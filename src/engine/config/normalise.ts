import { isSampleLanguage } from '../openapi/index.js';
import type {
  ApiSpecSource,
  Banner,
  FontFace,
  FontSettings,
  FooterColumn,
  NavbarLink,
  NavbarPrimary,
  Redirect,
  SiteConfig,
} from './types.js';
import { isImageIcon, renderIcon } from '../icons/index.js';
import { readContextual } from './contextual.js';
import { legacyPlaygroundDisplay } from './mint-json.js';
import { normaliseNavigation } from './navigation.js';
import { styling } from './styling.js';
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
    api: api(c, doc),
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

function link(c: ConfigChecker, v: unknown, at: KeyPath): NavbarLink | undefined {
  if (!isObject(v)) {
    c.dropped(at, 'an object with label and href', v);
    return undefined;
  }
  const href = optString(c, v, 'href', at);
  if (!href) {
    c.warn(at, 'CONFIG_IGNORED', 'a link needs "href"; ignored');
    return undefined;
  }
  const type = optString(c, v, 'type', at);
  const label = optString(c, v, 'label', at) ?? (type ? type[0].toUpperCase() + type.slice(1) : href);
  const out: NavbarLink = { label, href };
  const icon = optString(c, v, 'icon', at);
  if (icon) out.icon = icon;
  if (type) out.type = type;
  return out;
}

/** `navbar`, `footer` and `banner` read from `doc` at key path `at` (the root, or a language section). */
export function navbar(
  c: ConfigChecker,
  doc: Record<string, unknown>,
  at: KeyPath = [],
): SiteConfig['navbar'] {
  const here = [...at, 'navbar'];
  const obj = optObject(c, doc, 'navbar', at) ?? {};
  const links = (optArray(c, obj, 'links', here) ?? [])
    .map((l, i) => link(c, l, [...here, 'links', i]))
    .filter((l): l is NavbarLink => !!l);
  const p = optObject(c, obj, 'primary', here);
  let primary: NavbarPrimary | undefined;
  if (p) {
    const l = link(c, p, [...here, 'primary']);
    const type =
      optEnum(c, p, 'type', [...here, 'primary'], ['button', 'github', 'discord'] as const) ?? 'button';
    if (l) primary = { type, label: l.label, href: l.href };
  }
  return { links, primary };
}

export function footer(
  c: ConfigChecker,
  doc: Record<string, unknown>,
  at: KeyPath = [],
): SiteConfig['footer'] {
  const here = [...at, 'footer'];
  const obj = optObject(c, doc, 'footer', at) ?? {};
  const socials: Record<string, string> = {};
  for (const [k, v] of Object.entries(optObject(c, obj, 'socials', here) ?? {})) {
    if (typeof v === 'string') socials[k] = v;
    else c.dropped([...here, 'socials', k], 'a URL', v);
  }
  const links: FooterColumn[] = [];
  (optArray(c, obj, 'links', here) ?? []).forEach((col, i) => {
    const where = [...here, 'links', i];
    if (!isObject(col)) return c.dropped(where, 'an object with header and items', col);
    const items = (optArray(c, col, 'items', where) ?? [])
      .map((it, j) => link(c, it, [...where, 'items', j]))
      .filter((l): l is NavbarLink => !!l)
      .map((l) => ({ label: l.label, href: l.href }));
    links.push({ header: optString(c, col, 'header', where), items });
  });
  return { socials, links };
}

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
    if (REMOTE.test(source) || source.startsWith('//'))
      c.warn(
        [...at, 'source'],
        'REMOTE_FONT_DROPPED',
        `remote font "${source}" dropped; serve font files from the docs folder instead`,
      );
    else out.source = source;
  }
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

function seo(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['seo'] {
  const obj = optObject(c, doc, 'seo', []) ?? {};
  const metatags: Record<string, string> = {};
  for (const [k, v] of Object.entries(optObject(c, obj, 'metatags', ['seo']) ?? {})) {
    if (typeof v === 'string') metatags[k] = v;
    else if (typeof v === 'number' || typeof v === 'boolean') metatags[k] = String(v);
    else c.dropped(['seo', 'metatags', k], 'a string', v);
  }
  return {
    metatags,
    indexing: optEnum(c, obj, 'indexing', ['seo'], ['navigable', 'all'] as const) ?? 'navigable',
  };
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

/** `api.openapi`: a path, a list of paths, or `{ source, directory }` (or a list of those). */
export function specSources(c: ConfigChecker, v: unknown, at: KeyPath): ApiSpecSource[] {
  if (v === undefined || v === null) return [];
  const list = Array.isArray(v) ? v : [v];
  const out: ApiSpecSource[] = [];
  list.forEach((item, i) => {
    const where = Array.isArray(v) ? [...at, i] : at;
    if (typeof item === 'string') out.push({ source: item });
    else if (isObject(item) && typeof item.source === 'string') {
      out.push(
        typeof item.directory === 'string'
          ? { source: item.source, directory: item.directory }
          : { source: item.source },
      );
    } else c.dropped(where, 'a file path or { source, directory }', item);
  });
  return out;
}

/**
 * mint.json's `api.playground.mode` (`show`, `simple`, `hide`), which sites carry over into docs.json: read as
 * `display` when that is absent, mapped as mint.json's is.
 */
function legacyPlaygroundMode(
  c: ConfigChecker,
  playground: Record<string, unknown>,
): SiteConfig['api']['playground']['display'] | undefined {
  if (playground.mode === undefined || playground.display !== undefined) return undefined;
  const mode = legacyPlaygroundDisplay(playground.mode);
  if (!mode) c.dropped(['api', 'playground', 'mode'], '"show", "simple" or "hide"', playground.mode);
  return mode;
}

function api(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['api'] {
  const obj = optObject(c, doc, 'api', []) ?? {};
  const playground = optObject(c, obj, 'playground', ['api']) ?? {};
  const out: SiteConfig['api'] = {
    openapi: specSources(c, obj.openapi, ['api', 'openapi']),
    asyncapi: specSources(c, obj.asyncapi, ['api', 'asyncapi']),
    playground: {
      display:
        optEnum(c, playground, 'display', ['api', 'playground'], [
          'interactive',
          'simple',
          'none',
          'auth',
        ] as const) ??
        legacyPlaygroundMode(c, playground) ??
        'interactive',
      proxy: optBool(c, playground, 'proxy', ['api', 'playground']) ?? true,
    },
  };
  // Read by the content renderer (build/env.ts contentSettings): manual pages' server and auth, sample
  // languages, defaults, prefill and autogenerate, expanded fields, the header's base URL.
  const mdx = optObject(c, obj, 'mdx', ['api']);
  if (mdx) {
    const server = urlList(c, mdx.server, ['api', 'mdx', 'server']);
    const authObj = optObject(c, mdx, 'auth', ['api', 'mdx']);
    const auth: NonNullable<SiteConfig['api']['mdx']>['auth'] = {};
    if (authObj) {
      const at = ['api', 'mdx', 'auth'];
      const method = optEnum(c, authObj, 'method', at, ['bearer', 'basic', 'key', 'cobo', 'none'] as const);
      if (method) auth.method = method;
      const name = optString(c, authObj, 'name', at);
      if (name?.trim()) auth.name = name.trim();
    }
    out.mdx = { ...(server ? { server } : {}), ...(authObj ? { auth } : {}) };
  }
  const baseUrl = urlList(c, obj.baseUrl, ['api', 'baseUrl']);
  if (baseUrl) out.baseUrl = baseUrl;
  const examples = optObject(c, obj, 'examples', ['api']);
  if (examples) {
    const languages: string[] = [];
    (optArray(c, examples, 'languages', ['api', 'examples']) ?? []).forEach((l, i) => {
      const at = ['api', 'examples', 'languages', i];
      if (typeof l !== 'string') c.dropped(at, 'a language name', l);
      else if (!isSampleLanguage(l))
        c.warn(at, 'CONFIG_IGNORED', `"${l}" is not a sample language Lectern writes; ignored`);
      else languages.push(l);
    });
    const defaults = optEnum(c, examples, 'defaults', ['api', 'examples'], ['all', 'required'] as const);
    const prefill = optBool(c, examples, 'prefill', ['api', 'examples']);
    const autogenerate = optBool(c, examples, 'autogenerate', ['api', 'examples']);
    out.examples = {
      ...(languages.length ? { languages } : {}),
      ...(defaults ? { defaults } : {}),
      ...(prefill !== undefined ? { prefill } : {}),
      ...(autogenerate !== undefined ? { autogenerate } : {}),
    };
  }
  const url = optEnum(c, obj, 'url', ['api'], ['full'] as const);
  if (url) out.url = url;
  const params = optObject(c, obj, 'params', ['api']);
  const expanded = params && optEnum(c, params, 'expanded', ['api', 'params'], ['all', 'closed'] as const);
  const post = params && paramsPost(c, params);
  if (expanded || post) out.params = { ...(expanded ? { expanded } : {}), ...(post ? { post } : {}) };
  return out;
}

/** `api.params.post`: schema keys to show as pills; blank, repeated and non-string entries are dropped. */
function paramsPost(c: ConfigChecker, params: Record<string, unknown>): string[] | undefined {
  const out: string[] = [];
  (optArray(c, params, 'post', ['api', 'params']) ?? []).forEach((key, i) => {
    const at = ['api', 'params', 'post', i];
    if (typeof key !== 'string' || key.trim() === '') c.dropped(at, 'a schema key such as "nullable"', key);
    else if (out.includes(key.trim())) c.warn(at, 'CONFIG_IGNORED', `"${key}" is listed twice; ignored`);
    else out.push(key.trim());
  });
  return out.length ? out : undefined;
}

/** A server URL or a list of them (`api.mdx.server`, `api.baseUrl`); blank and non-string entries are dropped. */
function urlList(c: ConfigChecker, value: unknown, at: KeyPath): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  list.forEach((item, i) => {
    if (typeof item === 'string' && item.trim() !== '') out.push(item.trim());
    else c.dropped(Array.isArray(value) ? [...at, i] : at, 'a URL or a list of URLs', item);
  });
  return out.length ? out : undefined;
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
    if (/[\s\0]/.test(source) || /[\s\0]/.test(destination))
      return c.warn(at, 'CONFIG_IGNORED', 'redirect paths may not contain spaces; ignored');
    out.push({
      source: source.startsWith('/') ? source : `/${source}`,
      destination,
      permanent: optBool(c, r, 'permanent', at) ?? true,
    });
  });
  return out;
}
