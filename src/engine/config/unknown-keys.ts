/**
 * Keys docs.json does not have, reported as warnings (never errors: Mintlify adds keys over time) so a
 * misspelt or misplaced key (`banner.dismissable`, a top-level `anchors`) does not silently do nothing.
 * Each names the file the key is written in and, when one is close, the key meant.
 */
import {
  DIVISION_KEYS,
  KEY_HINTS,
  MINT_JSON_KEYS,
  NAV_ITEM_KEYS,
  NAV_LISTS,
  NAV_VALUE_KEYS,
  OBJECT_KEYS,
} from './known-keys.js';
import { holdsPages } from './navigation.js';
import { ConfigChecker, isObject, type KeyPath } from './validate.js';

export const UNKNOWN_KEY = 'CONFIG_UNKNOWN_KEY';

type Obj = Record<string, unknown>;

const keySet = (words: string) => new Set(words.split(' '));
const OBJECTS = new Map(Object.entries(OBJECT_KEYS).map(([path, words]) => [path, keySet(words)]));
const NAV_KINDS = new Map(
  Object.entries(NAV_ITEM_KEYS).map(([kind, words]) => [
    kind,
    keySet(kind === 'group' || kind === 'link' ? words : `${words} ${DIVISION_KEYS}`),
  ]),
);
const MINT_KEYS = keySet(MINT_JSON_KEYS);
const NAV_VALUES = new Map(Object.entries(NAV_VALUE_KEYS).map(([key, words]) => [key, keySet(words)]));
/** Settings of a language entry, which have the shape of the site's own. */
const LANGUAGE_CHROME = new Set(['banner', 'footer', 'navbar']);

/** Checks a docs.json object (after `$ref`s are resolved and the navigation normalised). */
export function checkUnknownKeys(c: ConfigChecker, doc: Obj): void {
  fixedObject(c, doc, '', []);
}

/** Checks mint.json's top-level keys (the legacy format has keys of its own; deeper ones are not checked). */
export function checkMintJsonKeys(c: ConfigChecker, mint: unknown): void {
  if (!isObject(mint)) return;
  for (const key of Object.keys(mint))
    if (!MINT_KEYS.has(key)) report(c, [], key, 'mint.json setting', closeKey(key, MINT_KEYS));
}

/** An object of the fixed shape at `path` (an OBJECT_KEYS path). */
function fixedObject(c: ConfigChecker, obj: Obj, path: string, at: KeyPath): void {
  const known = OBJECTS.get(path)!;
  for (const [key, value] of Object.entries(obj)) {
    if (!known.has(key)) {
      const hint = KEY_HINTS[path === '' ? key : `${path}.${key}`];
      const what = path === '' ? 'docs.json setting' : 'docs.json setting here';
      report(c, at, key, what, hint ?? suggestion(key, known, path));
      continue;
    }
    const child = path === '' ? key : `${path}.${key}`;
    if (child === 'navigation') {
      if (isObject(value)) navObject(c, value, OBJECTS.get('navigation')!, [...at, key]);
    } else fixedValue(c, value, child, [...at, key]);
  }
}

/** A value whose shape is fixed when it is an object (or a list of objects) with an OBJECT_KEYS entry. */
function fixedValue(c: ConfigChecker, value: unknown, path: string, at: KeyPath): void {
  if (isObject(value) && OBJECTS.has(path)) fixedObject(c, value, path, at);
  else if (Array.isArray(value) && OBJECTS.has(`${path}[]`))
    value.forEach((el, i) => isObject(el) && fixedObject(c, el, `${path}[]`, [...at, i]));
}

/**
 * A navigation object: the root, a division entry, a group or a sidebar link, with its `known` keys.
 * `inTree` is false under `global`, whose entries are links the navigation.ts walk does not look into.
 */
function navObject(c: ConfigChecker, obj: Obj, known: ReadonlySet<string>, at: KeyPath, inTree = true): void {
  for (const [key, value] of Object.entries(obj)) {
    const here = [...at, key];
    if (!known.has(key)) {
      // navigation.ts names such a key in the tree with the pages it holds, which the site leaves out.
      if (!(inTree && holdsPages(value))) report(c, at, key, 'navigation key here', closeKey(key, known));
    } else if (key === 'global') {
      if (isObject(value)) navObject(c, value, OBJECTS.get('navigation.global')!, here, false);
    } else if (NAV_LISTS[key] && Array.isArray(value)) {
      const kind = NAV_KINDS.get(NAV_LISTS[key])!;
      value.forEach((el, i) => isObject(el) && navObject(c, el, kind, [...here, i], inTree));
    } else if (key === 'pages' && Array.isArray(value)) {
      value.forEach((el, i) => {
        const where = [...here, i];
        // Anything else in a pages list is refused by the navigation walk itself.
        if (isObject(el) && el.group !== undefined) navObject(c, el, NAV_KINDS.get('group')!, where, inTree);
        else if (isObject(el) && typeof el.href === 'string')
          navObject(c, el, NAV_KINDS.get('link')!, where, inTree);
      });
    } else if (LANGUAGE_CHROME.has(key)) fixedValue(c, value, key, here);
    else if (NAV_VALUES.has(key)) {
      const shape = NAV_VALUES.get(key)!;
      const items = Array.isArray(value)
        ? value.map((el, i) => [el, [...here, i]] as const)
        : [[value, here] as const];
      for (const [item, where] of items) if (isObject(item)) plainObject(c, item, shape, where);
    }
  }
}

/** A small object with nothing to descend into (an icon, a colour pair, a spec source). */
function plainObject(c: ConfigChecker, obj: Obj, known: ReadonlySet<string>, at: KeyPath): void {
  for (const key of Object.keys(obj))
    if (!known.has(key)) report(c, at, key, 'docs.json setting here', closeKey(key, known));
}

function report(c: ConfigChecker, at: KeyPath, key: string, what: string, advice: string | undefined): void {
  c.warnKey(at, key, UNKNOWN_KEY, `"${key}" is not a ${what}; it is ignored${advice ? ` (${advice})` : ''}`);
}

/**
 * A key of the same object close to `key`; else the same key on the root or an object just under it (a
 * top-level `anchors` is `navigation.anchors`); else, at the top, whether it is mint.json's.
 */
function suggestion(key: string, known: ReadonlySet<string>, path: string): string | undefined {
  const close = closeKey(key, known);
  if (close) return close;
  for (const [other, keys] of OBJECTS) {
    if (other === path || other.includes('.') || other.includes('[]') || !keys.has(key)) continue;
    return other === '' ? `did you mean the top-level "${key}"?` : `did you mean "${other}.${key}"?`;
  }
  if (path === '' && MINT_KEYS.has(key)) return 'a mint.json setting, which docs.json does not have';
  return undefined;
}

/** A known key within a small edit of `key` (one edit for keys of up to four letters, else two). */
function closeKey(key: string, known: ReadonlySet<string>): string | undefined {
  const limit = key.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const d = candidate.toLowerCase() === key.toLowerCase() ? 0 : editDistance(key, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best === undefined ? undefined : `did you mean "${best}"?`;
}

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}
