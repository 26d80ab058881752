import { isObject } from './validate.js';

type Obj = Record<string, unknown>;

const PLAYGROUND_MODES: Record<string, string> = { show: 'interactive', simple: 'simple', hide: 'none' };

function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

function firstPage(group: unknown): string | undefined {
  if (!isObject(group) || !Array.isArray(group.pages)) return undefined;
  for (const p of group.pages) {
    if (typeof p === 'string') return p;
    const inner = firstPage(p);
    if (inner) return inner;
  }
  return undefined;
}

function convertGroup(g: unknown): unknown {
  if (!isObject(g)) return g;
  const out: Obj = {
    group: g.group,
    pages: Array.isArray(g.pages) ? g.pages.map((p) => (isObject(p) ? convertGroup(p) : p)) : g.pages,
  };
  for (const key of ['icon', 'tag', 'hidden', 'expanded', 'root', 'openapi'] as const)
    if (g[key] !== undefined) out[key] = g[key];
  return out;
}

/**
 * Splits mint.json groups into tabs: a tab `{ name, url }` owns the groups whose first page lives under
 * `url/`; the rest make up the primary tab (named by `primaryTab.name`, "Documentation" by default).
 */
function tabsFor(mint: Obj, groups: unknown[]): Obj {
  const tabs = Array.isArray(mint.tabs) ? mint.tabs.filter(isObject) : [];
  if (tabs.length === 0) return { groups: groups.map(convertGroup) };
  const owned = new Set<unknown>();
  const converted: Obj[] = [];
  for (const tab of tabs) {
    const name = typeof tab.name === 'string' ? tab.name : String(tab.url ?? 'Tab');
    const url = typeof tab.url === 'string' ? tab.url.replace(/^\/+|\/+$/g, '') : '';
    if (url === '' || isExternal(url)) {
      converted.push({ tab: name, href: tab.url });
      continue;
    }
    const mine = groups.filter(
      (g) => !owned.has(g) && (firstPage(g) ?? '').replace(/^\/+/, '').startsWith(`${url}/`),
    );
    mine.forEach((g) => owned.add(g));
    converted.push({ tab: name, groups: mine.map(convertGroup) });
  }
  const rest = groups.filter((g) => !owned.has(g));
  const primaryName =
    isObject(mint.primaryTab) && typeof mint.primaryTab.name === 'string'
      ? mint.primaryTab.name
      : 'Documentation';
  const all =
    rest.length > 0 ? [{ tab: primaryName, groups: rest.map(convertGroup) }, ...converted] : converted;
  return { tabs: all };
}

function versionName(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (isObject(v) && typeof v.name === 'string') return v.name;
  return undefined;
}

/** Converts a legacy mint.json object to the docs.json shape (the subset the engine uses). */
export function convertMintJson(mint: unknown): unknown {
  if (!isObject(mint)) return mint;
  const out: Obj = { name: mint.name, theme: 'mint' };
  if (mint.description !== undefined) out.description = mint.description;
  if (isObject(mint.colors)) {
    const colors: Obj = {};
    for (const k of ['primary', 'light', 'dark'])
      if (mint.colors[k] !== undefined) colors[k] = mint.colors[k];
    out.colors = colors;
  }
  if (mint.logo !== undefined) out.logo = mint.logo;
  if (mint.favicon !== undefined) out.favicon = mint.favicon;

  const groups = Array.isArray(mint.navigation) ? mint.navigation : [];
  const versions = Array.isArray(mint.versions)
    ? mint.versions.map(versionName).filter((v): v is string => !!v)
    : [];
  let navigation: Obj;
  if (versions.length > 0) {
    navigation = {
      versions: versions.map((version) => ({
        version,
        // mint.json groups without a version appear in every version.
        ...tabsFor(
          mint,
          groups.filter((g) => !isObject(g) || g.version === undefined || g.version === version),
        ),
      })),
    };
  } else navigation = tabsFor(mint, groups);
  if (!Array.isArray(mint.navigation) && mint.navigation !== undefined) navigation = mint.navigation as Obj;

  const anchors = Array.isArray(mint.anchors) ? mint.anchors.filter(isObject) : [];
  if (anchors.length > 0) {
    navigation.global = {
      anchors: anchors.map((a) => {
        const url = typeof a.url === 'string' ? a.url : '';
        const anchor: Obj = {
          anchor: a.name,
          href: isExternal(url) || url.startsWith('/') ? url : `/${url}`,
        };
        if (a.icon !== undefined) anchor.icon = a.icon;
        return anchor;
      }),
    };
  }
  out.navigation = navigation;

  const navbar: Obj = {};
  if (Array.isArray(mint.topbarLinks)) {
    navbar.links = mint.topbarLinks.filter(isObject).map((l) => ({ label: l.name ?? l.type, href: l.url }));
  }
  if (isObject(mint.topbarCtaButton)) {
    const cta = mint.topbarCtaButton;
    navbar.primary =
      cta.type === 'github'
        ? { type: 'github', href: cta.url }
        : { type: 'button', label: cta.name, href: cta.url };
  }
  if (Object.keys(navbar).length > 0) out.navbar = navbar;

  if (mint.footerSocials !== undefined) {
    const socials: Obj = {};
    if (Array.isArray(mint.footerSocials)) {
      for (const s of mint.footerSocials)
        if (isObject(s) && typeof s.type === 'string') socials[s.type] = s.url;
    } else if (isObject(mint.footerSocials)) Object.assign(socials, mint.footerSocials);
    out.footer = { socials };
  }
  if (isObject(mint.modeToggle)) {
    out.appearance = {
      default: mint.modeToggle.default ?? 'system',
      strict: mint.modeToggle.isHidden === true,
    };
  }
  if (isObject(mint.font)) out.fonts = mint.font;

  const api: Obj = {};
  if (mint.openapi !== undefined) api.openapi = mint.openapi;
  if (isObject(mint.api)) {
    if (mint.api.baseUrl !== undefined) api.baseUrl = mint.api.baseUrl;
    if (isObject(mint.api.auth)) api.mdx = { auth: mint.api.auth };
    if (isObject(mint.api.playground) && typeof mint.api.playground.mode === 'string') {
      api.playground = { display: PLAYGROUND_MODES[mint.api.playground.mode] ?? 'interactive' };
    }
  }
  if (Object.keys(api).length > 0) out.api = api;
  if (mint.redirects !== undefined) out.redirects = mint.redirects;

  const seo: Obj = {};
  if (isObject(mint.metadata)) seo.metatags = mint.metadata;
  if (isObject(mint.seo) && mint.seo.indexHiddenPages === true) seo.indexing = 'all';
  if (Object.keys(seo).length > 0) out.seo = seo;
  return out;
}
