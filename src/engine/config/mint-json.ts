import { mintNavigation, type MintJsonOptions } from './mint-json-nav.js';
import { isObject } from './validate.js';

export type { MintJsonOptions };

type Obj = Record<string, unknown>;

const PLAYGROUND_MODES = { show: 'interactive', simple: 'simple', hide: 'none' } as const;

/** mint.json's `api.playground.mode` as docs.json's `display` (sites carry it into docs.json too). */
export function legacyPlaygroundDisplay(mode: unknown): 'interactive' | 'simple' | 'none' | undefined {
  return typeof mode === 'string' && Object.hasOwn(PLAYGROUND_MODES, mode)
    ? PLAYGROUND_MODES[mode as keyof typeof PLAYGROUND_MODES]
    : undefined;
}

/** Converts a legacy mint.json object to the docs.json shape (the subset the engine uses). */
export function convertMintJson(mint: unknown, options: MintJsonOptions = {}): unknown {
  if (!isObject(mint)) return mint;
  const out: Obj = { name: mint.name, theme: 'mint' };
  if (mint.description !== undefined) out.description = mint.description;
  if (isObject(mint.colors)) {
    const colors: Obj = {};
    for (const k of ['primary', 'light', 'dark'])
      if (mint.colors[k] !== undefined) colors[k] = mint.colors[k];
    out.colors = colors;
  }
  const background: Obj = {};
  if (isObject(mint.colors) && mint.colors.background !== undefined)
    background.color = mint.colors.background;
  if (mint.backgroundImage !== undefined) background.image = mint.backgroundImage;
  // mint.json's `background.style` (gradient, grid, windows) is docs.json's `background.decoration`.
  if (isObject(mint.background) && mint.background.style !== undefined)
    background.decoration = mint.background.style;
  if (Object.keys(background).length > 0) out.background = background;
  if (mint.logo !== undefined) out.logo = mint.logo;
  if (mint.favicon !== undefined) out.favicon = mint.favicon;

  out.navigation = mintNavigation(mint, options);

  const navbar: Obj = {};
  if (Array.isArray(mint.topbarLinks)) navbar.links = mint.topbarLinks.filter(isObject).map(topbarLink);
  if (isObject(mint.topbarCtaButton)) {
    const cta = mint.topbarCtaButton;
    navbar.primary =
      cta.type === 'github'
        ? { type: 'github', href: cta.url }
        : { type: 'button', label: cta.name, href: cta.url };
  }
  if (Object.keys(navbar).length > 0) out.navbar = navbar;

  const footer = convertFooter(mint);
  if (footer) out.footer = footer;
  if (isObject(mint.modeToggle)) {
    out.appearance = {
      default: mint.modeToggle.default ?? 'system',
      strict: mint.modeToggle.isHidden === true,
    };
  }
  if (isObject(mint.font)) out.fonts = convertFont(mint.font);
  if (isObject(mint.search) && mint.search.prompt !== undefined) out.search = { prompt: mint.search.prompt };
  const styling = convertStyling(mint);
  if (styling) out.styling = styling;

  const api = convertApi(mint);
  if (Object.keys(api).length > 0) out.api = api;
  if (mint.redirects !== undefined) out.redirects = mint.redirects;

  const seo: Obj = {};
  if (isObject(mint.metadata)) seo.metatags = mint.metadata;
  if (isObject(mint.seo) && mint.seo.indexHiddenPages === true) seo.indexing = 'all';
  if (Object.keys(seo).length > 0) out.seo = seo;
  return out;
}

/**
 * mint.json's `api`: `baseUrl`, `auth` (docs.json's `api.mdx.auth`), `playground.mode` and `disableProxy`
 * (`display`, `proxy`), `request.example.languages` and `showOptionalParams` (`examples.languages` and
 * `defaults`), and `paramFields.expanded` (`params.expanded`: only `all` opens every field; `topLevel` and
 * the rest have no docs.json form and stay closed).
 */
function convertApi(mint: Obj): Obj {
  const api: Obj = {};
  if (mint.openapi !== undefined) api.openapi = mint.openapi;
  if (!isObject(mint.api)) return api;
  const legacy = mint.api;
  if (legacy.baseUrl !== undefined) api.baseUrl = legacy.baseUrl;
  if (isObject(legacy.auth)) {
    const { method, name } = legacy.auth;
    api.mdx = {
      auth: { ...(method !== undefined ? { method } : {}), ...(name !== undefined ? { name } : {}) },
    };
  }
  const playground: Obj = {};
  if (isObject(legacy.playground)) {
    if (typeof legacy.playground.mode === 'string')
      playground.display = legacyPlaygroundDisplay(legacy.playground.mode) ?? 'interactive';
    if (typeof legacy.playground.disableProxy === 'boolean')
      playground.proxy = !legacy.playground.disableProxy;
  }
  if (Object.keys(playground).length > 0) api.playground = playground;
  const example = isObject(legacy.request) && isObject(legacy.request.example) ? legacy.request.example : {};
  const examples: Obj = {};
  if (example.languages !== undefined) examples.languages = example.languages;
  if (typeof example.showOptionalParams === 'boolean')
    examples.defaults = example.showOptionalParams ? 'all' : 'required';
  if (Object.keys(examples).length > 0) api.examples = examples;
  if (isObject(legacy.paramFields) && typeof legacy.paramFields.expanded === 'string')
    api.params = { expanded: legacy.paramFields.expanded === 'all' ? 'all' : 'closed' };
  return api;
}

/**
 * mint.json's `font`: a face `{ family, weight, url, format }`, or `{ headings, body }` of faces. docs.json
 * names the file `source` and the headings' face `heading`; read as written, both were ignored.
 */
function convertFont(font: Obj): Obj {
  const face = (f: Obj): Obj => {
    const { url, ...rest } = f;
    return url !== undefined && rest.source === undefined ? { ...rest, source: url } : rest;
  };
  const { headings, body, heading, ...top } = font;
  const out = face(top);
  const headingFace = heading ?? headings;
  if (isObject(headingFace)) out.heading = face(headingFace);
  if (isObject(body)) out.body = face(body);
  return out;
}

/**
 * A `topbarLinks` entry: `{ type: "github", url }` is docs.json's GitHub link (the mark and "GitHub", as
 * legacy Mintlify drew it), not a text link reading "github"; Discord likewise. Others are text links.
 */
function topbarLink(link: Obj): Obj {
  if (link.type === 'github' || link.type === 'discord')
    return { type: link.type, href: link.url, ...(link.name !== undefined ? { label: link.name } : {}) };
  return { label: link.name ?? link.type, href: link.url };
}

/**
 * `footerSocials` (a map or a list of `{ type, url }`) and the later `footer: { socials, links }`, whose
 * columns are `{ title, links: [{ label, url }] }` (docs.json's `{ header, items: [{ label, href }] }`).
 */
function convertFooter(mint: Obj): Obj | undefined {
  const socials: Obj = {};
  const addSocials = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const s of value) if (isObject(s) && typeof s.type === 'string') socials[s.type] = s.url;
    } else if (isObject(value)) Object.assign(socials, value);
  };
  addSocials(mint.footerSocials);
  const footer = isObject(mint.footer) ? mint.footer : {};
  addSocials(footer.socials);
  const out: Obj = {};
  if (mint.footerSocials !== undefined || footer.socials !== undefined) out.socials = socials;
  if (Array.isArray(footer.links)) {
    out.links = footer.links.filter(isObject).map((column) => ({
      ...(column.title !== undefined ? { header: column.title } : {}),
      items: (Array.isArray(column.links) ? column.links : [])
        .filter(isObject)
        .map((link) => ({ label: link.label, href: link.url })),
    }));
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** `eyebrow.display` and `codeBlock.mode` (`auto` follows the page's mode: docs.json's `system`). */
function convertStyling(mint: Obj): Obj | undefined {
  const out: Obj = {};
  if (isObject(mint.eyebrow) && mint.eyebrow.display !== undefined) out.eyebrows = mint.eyebrow.display;
  if (isObject(mint.codeBlock) && mint.codeBlock.mode !== undefined)
    out.codeblocks = mint.codeBlock.mode === 'auto' ? 'system' : mint.codeBlock.mode;
  return Object.keys(out).length > 0 ? out : undefined;
}
