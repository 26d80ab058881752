/**
 * mint.json navigation in the docs.json shape. mint.json lists groups flat; a tab or an anchor whose `url`
 * is a folder of the site owns the groups whose first page is in that folder, and the rest make up the
 * primary tab (`primaryTab`) or the top anchor (`topAnchor`).
 */
import { isObject } from './validate.js';

type Obj = Record<string, unknown>;

export interface MintJsonOptions {
  /** Whether the docs folder has a page at this path (`guides` for guides.mdx). */
  pageExists?: (page: string) => boolean;
  /** Something of mint.json the conversion leaves out, at its key path in mint.json. */
  warn?: (keyPath: (string | number)[], text: string) => void;
  /**
   * Filled with where each converted object came from in mint.json (a group, a tab, an anchor, a version),
   * so that problems found in the docs.json shape are named at mint.json's key path.
   */
  sourcePaths?: WeakMap<object, (string | number)[]>;
}

type Convert = (group: unknown) => unknown;

/**
 * Marks a converted tab or anchor whose mint.json `openapi` lists every operation of the file after the groups
 * it owns (Mintlify's changelog, June 2024, and its mint.json-era OpenAPI setup page, mintlify/docs#369: an
 * `openapi` field on a tab or anchor generates a page for each operation and places them in the tab or
 * anchor). docs.json generates them only for an element that lists no pages, so the
 * navigation reads this mark (nav/normalise.ts). A symbol: no key of a JSON file can take its place.
 */
export const MINT_OPENAPI_PAGES = Symbol('mint.json openapi pages');

/**
 * A tab's or anchor's mint.json `openapi` with the tab's or anchor's folder as the generated pages' directory:
 * a mint.json site's generated pages live under it (Cal.com's `api-reference/v1` tab served
 * `api-reference/v1/bookings/creates-a-new-booking`; docs.json's default would be `api-reference/bookings/...`,
 * where two tabs' specs would also collide).
 */
function openapiIn(folder: string, openapi: unknown): unknown {
  const place = (spec: unknown) => (typeof spec === 'string' ? { source: spec, directory: folder } : spec);
  return Array.isArray(openapi) ? openapi.map(place) : place(openapi);
}

/**
 * A tab's or anchor's entry carrying mint.json's `openapi`: with groups of its own, marked to list the
 * operations after them; without, docs.json's element with `openapi` and no pages already lists them all.
 */
function withOpenapi(entry: Obj, source: Obj, folder: string, groups: unknown[]): Obj {
  if (source.openapi === undefined) return { ...entry, groups };
  const openapi = openapiIn(folder, source.openapi);
  if (groups.length === 0) return { ...entry, openapi };
  return { ...entry, openapi, groups, [MINT_OPENAPI_PAGES]: true };
}

export function isExternal(url: string): boolean {
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

function convertGroup(g: unknown, at: (string | number)[], paths?: MintJsonOptions['sourcePaths']): unknown {
  if (!isObject(g)) return g;
  const pages = Array.isArray(g.pages)
    ? g.pages.map((p, i) => (isObject(p) ? convertGroup(p, [...at, 'pages', i], paths) : p))
    : g.pages;
  if (Array.isArray(pages)) paths?.set(pages, [...at, 'pages']);
  const out: Obj = { group: g.group, pages };
  for (const key of ['icon', 'tag', 'hidden', 'expanded', 'root', 'openapi'] as const)
    if (g[key] !== undefined) out[key] = g[key];
  paths?.set(out, at);
  return out;
}

/** A group belongs to the tab or anchor whose folder holds its first page (`guides` owns `guides/intro`). */
function inFolder(folder: string, group: unknown): boolean {
  const first = (firstPage(group) ?? '').replace(/^\/+/, '');
  return first === folder || first.startsWith(`${folder}/`);
}

/** A tab's or anchor's `url` as a folder of the site; undefined for an outside link or none. */
function folderOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || isExternal(url)) return undefined;
  const folder = url.replace(/^\/+|\/+$/g, '');
  return folder === '' ? undefined : folder;
}

/**
 * Splits groups into tabs: a tab `{ name, url }` owns the groups under `url/`, the rest are the primary tab.
 * Building one version's navigation, a tab of another `version` is left out, as its groups are (offered
 * there, it would own nothing and be reported empty).
 */
function tabsFor(
  mint: Obj,
  groups: unknown[],
  convert: Convert,
  paths?: MintJsonOptions['sourcePaths'],
  version?: string,
): Obj {
  const tabs = Array.isArray(mint.tabs) ? mint.tabs : [];
  const ours = (tab: unknown): tab is Obj =>
    isObject(tab) && (version === undefined || tab.version === undefined || tab.version === version);
  if (!tabs.some(ours)) return { groups: groups.map(convert) };
  const owned = new Set<unknown>();
  const converted: Obj[] = [];
  tabs.forEach((tab, index) => {
    if (!ours(tab)) return;
    const name = typeof tab.name === 'string' ? tab.name : String(tab.url ?? 'Tab');
    const folder = folderOf(tab.url);
    let entry: Obj;
    if (folder === undefined) entry = { tab: name, href: tab.url };
    else {
      const mine = groups.filter((g) => !owned.has(g) && inFolder(folder, g));
      mine.forEach((g) => owned.add(g));
      entry = withOpenapi({ tab: name }, tab, folder, mine.map(convert));
    }
    paths?.set(entry, ['tabs', index]);
    converted.push(entry);
  });
  const rest = groups.filter((g) => !owned.has(g));
  const primaryName =
    isObject(mint.primaryTab) && typeof mint.primaryTab.name === 'string'
      ? mint.primaryTab.name
      : 'Documentation';
  if (rest.length === 0) return { tabs: converted };
  // The groups no tab owns: mint.json's `navigation` itself.
  const primary = { tab: primaryName, groups: rest.map(convert) };
  paths?.set(primary, ['navigation']);
  return { tabs: [primary, ...converted] };
}

/**
 * A mint.json anchor as the sidebar shows it, with its index in `anchors`: a folder of the site (it owns the
 * groups under it) or a link.
 */
interface MintAnchor {
  index: number;
  anchor: Obj;
  folder?: string;
  href?: string;
}

/**
 * mint.json's anchor `color`: a hex code or a gradient `{ from, via, to }` behind the icon. docs.json has one
 * colour per mode and no gradient, so a gradient gives its `from`, where it starts. `colors.anchors`, the
 * site-wide default, is not carried over: chosen as a backdrop behind a white icon, often pale (AgentOps'
 * `#D1E5F7`), it would draw every icon nearly invisible.
 */
function anchorColor(value: unknown): Obj | undefined {
  const hex = typeof value === 'string' ? value : isObject(value) ? value.from : undefined;
  return typeof hex === 'string' && hex.trim() !== '' ? { light: hex.trim(), dark: hex.trim() } : undefined;
}

function anchorLabel(a: Obj): Obj {
  const out: Obj = { anchor: a.name };
  if (a.icon !== undefined) out.icon = a.icon;
  const color = anchorColor(a.color);
  if (color) out.color = color;
  return out;
}

/**
 * Splits groups between folder anchors and the rest, as tabs do: the reader switches to an anchor's
 * groups from the sidebar; the remaining groups (split into tabs, if any) sit under the top anchor, which
 * comes first. Every anchor keeps its place in mint.json's list: link anchors, and folder anchors that own
 * no group but name a page, are anchors with an `href`. `shown` records each anchor that made it in.
 */
function divide(
  mint: Obj,
  groups: unknown[],
  anchors: MintAnchor[],
  shown: Set<number>,
  convert: Convert,
  paths?: MintJsonOptions['sourcePaths'],
  version?: string,
): Obj {
  const owned = new Set<unknown>();
  const entries: Obj[] = [];
  for (const a of anchors) {
    const mine = a.folder === undefined ? [] : groups.filter((g) => !owned.has(g) && inFolder(a.folder!, g));
    mine.forEach((g) => owned.add(g));
    let entry: Obj;
    if (mine.length > 0 || (a.folder !== undefined && a.anchor.openapi !== undefined))
      entry = withOpenapi(anchorLabel(a.anchor), a.anchor, a.folder!, mine.map(convert));
    else if (a.href !== undefined) entry = { ...anchorLabel(a.anchor), href: a.href };
    else continue;
    paths?.set(entry, ['anchors', a.index]);
    entries.push(entry);
    shown.add(a.index);
  }
  const rest = groups.filter((g) => !owned.has(g));
  const main = tabsFor(mint, rest, convert, paths, version);
  if (entries.length === 0) return main;
  const top = isObject(mint.topAnchor) ? mint.topAnchor : {};
  const topEntry: Obj = {
    anchor: typeof top.name === 'string' ? top.name : 'Documentation',
    icon: typeof top.icon === 'string' ? top.icon : 'book-open',
    ...main,
  };
  return { anchors: rest.length > 0 ? [topEntry, ...entries] : entries };
}

function versionName(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (isObject(v) && typeof v.name === 'string') return v.name;
  return undefined;
}

/** `navigation` from mint.json's groups, tabs and anchors. */
export function mintNavigation(mint: Obj, options: MintJsonOptions): unknown {
  // Not mint.json's list of groups: left for the docs.json checks to accept or report.
  if (!Array.isArray(mint.navigation) && mint.navigation !== undefined) return mint.navigation;
  const groups = Array.isArray(mint.navigation) ? mint.navigation : [];
  const paths = options.sourcePaths;
  const convert: Convert = (g) => convertGroup(g, ['navigation', groups.indexOf(g)], paths);
  const anchors: MintAnchor[] = [];
  (Array.isArray(mint.anchors) ? mint.anchors : []).forEach((anchor, index) => {
    if (!isObject(anchor)) return;
    const url = typeof anchor.url === 'string' ? anchor.url : '';
    if (url.trim() === '') {
      options.warn?.(['anchors', index], 'an anchor needs a "url"; it is not shown');
      return;
    }
    const folder = folderOf(url);
    if (folder === undefined) anchors.push({ index, anchor, href: url });
    // An anchor to a folder no group's pages are in links to the page of that name, if there is one.
    else
      anchors.push({
        index,
        anchor,
        folder,
        ...(options.pageExists?.(folder) ? { href: `/${folder}` } : {}),
      });
  });
  // Groups and anchors without a version appear in every version.
  const inVersion = (version: string) => (x: unknown) =>
    !isObject(x) || x.version === undefined || x.version === version;
  const shown = new Set<number>();
  const versions = (Array.isArray(mint.versions) ? mint.versions : [])
    .map((v, index) => ({ version: versionName(v), index }))
    .filter((v): v is { version: string; index: number } => !!v.version);
  const navigation: Obj =
    versions.length > 0
      ? {
          versions: versions.map(({ version, index }) => {
            const entry = {
              version,
              ...divide(
                mint,
                groups.filter(inVersion(version)),
                anchors.filter((a) => inVersion(version)(a.anchor)),
                shown,
                convert,
                paths,
                version,
              ),
            };
            paths?.set(entry, ['versions', index]);
            return entry;
          }),
        }
      : divide(mint, groups, anchors, shown, convert, paths);
  for (const a of anchors) {
    if (shown.has(a.index)) continue;
    options.warn?.(
      ['anchors', a.index, 'url'],
      `"${String(a.anchor.url)}" is neither a folder holding navigation pages nor a page; the anchor is not shown`,
    );
  }
  return navigation;
}
