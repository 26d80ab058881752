/**
 * The navigation object before `nav/` walks it: shapes real sites use that the walk does not read are
 * rewritten into ones it does (`productGroups`), and any other key that holds pages where the walk never
 * looks is reported, so its pages are never left out of the site without a word.
 */
import { ConfigChecker, isObject, type KeyPath } from './validate.js';

type Obj = Record<string, unknown>;

/** Division lists (nav/nav-node.ts `DIVISIONS`): each element is a container of its own. */
const DIVISION_KEYS = ['languages', 'versions', 'products', 'dropdowns', 'tabs', 'anchors', 'menu'];
/** What the walk reads for content on the root and on each division entry. */
const CONTAINER_READS = new Set([...DIVISION_KEYS, 'groups', 'pages', 'global', 'openapi', 'asyncapi']);
/** What it reads for content on a group. */
const GROUP_READS = new Set(['pages', 'root', 'openapi', 'asyncapi']);

/** Rewrites `navigation` in place (keeping its objects, so `$ref` origins still name their files). */
export function normaliseNavigation(c: ConfigChecker, navigation: Obj): Obj {
  container(c, navigation, ['navigation']);
  return navigation;
}

function container(c: ConfigChecker, obj: Obj, at: KeyPath): void {
  if (obj.productGroups !== undefined) productGroups(c, obj, at);
  directory(c, obj, at);
  unread(c, obj, at, CONTAINER_READS);
  for (const key of DIVISION_KEYS) {
    const list = obj[key];
    if (Array.isArray(list)) list.forEach((el, i) => isObject(el) && container(c, el, [...at, key, i]));
  }
  if (Array.isArray(obj.groups))
    obj.groups.forEach((g, i) => isObject(g) && group(c, g, [...at, 'groups', i]));
  pages(c, obj.pages, [...at, 'pages']);
}

function group(c: ConfigChecker, obj: Obj, at: KeyPath): void {
  unread(c, obj, at, GROUP_READS);
  directory(c, obj, at);
  pages(c, obj.pages, [...at, 'pages']);
}

function pages(c: ConfigChecker, list: unknown, at: KeyPath): void {
  if (!Array.isArray(list)) return;
  list.forEach((item, i) => isObject(item) && item.group !== undefined && group(c, item, [...at, i]));
}

/** Values of `directory` (organize/navigation.mdx, "Directory listings"); nav/directory.ts reads them. */
const DIRECTORY_VALUES = ['none', 'card', 'accordion'] as const;

/**
 * `directory` on any object of the navigation. Another value is dropped with a warning, so the object
 * inherits its parent's, as if it set none: the walk then only ever sees valid values.
 */
function directory(c: ConfigChecker, obj: Obj, at: KeyPath): void {
  const value = obj.directory;
  if (value === undefined || (DIRECTORY_VALUES as readonly unknown[]).includes(value)) return;
  c.dropped([...at, 'directory'], `one of ${DIRECTORY_VALUES.map((v) => `"${v}"`).join(', ')}`, value);
  delete obj.directory;
}

/**
 * `productGroups: [{ group, products: [...] }]` (Upstash's live docs.json; not in Mintlify's reference):
 * products under headings in the product switcher. Its products are read as the entry's own `products`,
 * after any it lists itself; the switcher shows no headings, so the group names are not kept.
 */
function productGroups(c: ConfigChecker, obj: Obj, at: KeyPath): void {
  const here = [...at, 'productGroups'];
  const list = obj.productGroups;
  delete obj.productGroups;
  if (!Array.isArray(list)) return c.dropped(here, 'an array of { group, products }', list);
  const products: unknown[] = [];
  list.forEach((entry, i) => {
    if (isObject(entry) && Array.isArray(entry.products)) products.push(...entry.products);
    else if (isObject(entry) && entry.product !== undefined) products.push(entry);
    else c.dropped([...here, i], 'an object with "products"', entry);
  });
  if (products.length === 0) return;
  if (obj.products === undefined) obj.products = products;
  else if (Array.isArray(obj.products)) obj.products = [...obj.products, ...products];
  else c.warn(here, 'CONFIG_IGNORED', '"products" beside it is not an array, so its products are not built');
}

/** Warns about each key outside `reads` whose value holds navigation pages the walk would never see. */
function unread(c: ConfigChecker, obj: Obj, at: KeyPath, reads: ReadonlySet<string>): void {
  for (const [key, value] of Object.entries(obj)) {
    if (reads.has(key) || value === null || typeof value !== 'object') continue;
    const count = pageCount(value, 0);
    if (count === 0) continue;
    const what = count === 1 ? 'the page under it is' : `the ${count} pages under it are`;
    c.warn(
      [...at, key],
      'CONFIG_IGNORED',
      `"${key}" is not a navigation key Lectern reads here; ${what} not built`,
    );
  }
}

/** Whether `value` lists navigation pages (so `unread` has already reported the key holding it). */
export function holdsPages(value: unknown): boolean {
  return pageCount(value, 0) > 0;
}

/** Page paths listed anywhere under `value` (in `pages` lists and group `root`s). */
function pageCount(value: unknown, depth: number): number {
  if (depth > 12 || value === null || typeof value !== 'object') return 0;
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + pageCount(v, depth + 1), 0);
  let n = 0;
  for (const [key, v] of Object.entries(value as Obj)) {
    if (key === 'pages' && Array.isArray(v)) n += v.filter((p) => typeof p === 'string').length;
    if (key === 'root' && typeof v === 'string') n += 1;
    n += pageCount(v, depth + 1);
  }
  return n;
}
