/**
 * The few builtins the static expression reader (`expressions.ts`, through `expression-calls.ts`) calls:
 * pure, deterministic functions that real snippets build links and labels with (firecrawl's Cursor install
 * button: `cursor://…?config=${btoa(JSON.stringify({ url: "…" }))}`). Each is a direct call of the real
 * builtin on arguments checked first to be plain known values of the kind it takes: no callbacks, no
 * regular expressions, nothing that could reach a getter, `toString`, `valueOf` or `toJSON`, and never a
 * JSX value, one of the reader's markers, an author's function or a partial value. A builtin that throws
 * (`btoa` of a non-Latin-1 string, `decodeURIComponent("%")`) or a result past MAX_TEXT (MAX_ITEMS for
 * `split`) is `NOT_STATIC`, and so is anything else.
 *
 * A global's name means the builtin only where the author binds nothing under it: the caller looks the name
 * up first (a page's own `btoa` wins), and a module declaring or importing one whose value is unknown reads
 * it as unknown (`ownGlobalNames`).
 */
import type { Node as EsNode } from 'estree';
import {
  functionOf,
  isMarkup,
  isPartial,
  isPrintable,
  MAX_ITEMS,
  MAX_TEXT,
  NOT_STATIC,
  type Lookup,
  type StaticValue,
} from './expression-values.js';

type Builtin = (args: unknown[]) => StaticValue;

/** A text form JavaScript gives without running code: what `String(x)` and a URI builtin accept. */
const printable = (value: unknown): value is string | number | boolean | bigint | null | undefined =>
  isPrintable(value) || value === null || value === undefined;
const optionalNumber = (value: unknown): value is number | undefined =>
  value === undefined || typeof value === 'number';

/** The builtin's answer, or `NOT_STATIC` when it throws or builds text past MAX_TEXT. */
function attempt(run: () => unknown): StaticValue {
  try {
    const out = run();
    return typeof out === 'string' && out.length > MAX_TEXT ? NOT_STATIC : out;
  } catch {
    return NOT_STATIC;
  }
}

const GLOBALS = new Map<string, Builtin>([
  ['btoa', ([s]) => (typeof s === 'string' ? attempt(() => btoa(s)) : NOT_STATIC)],
  ['atob', ([s]) => (typeof s === 'string' ? attempt(() => atob(s)) : NOT_STATIC)],
  ['encodeURIComponent', ([s]) => (printable(s) ? attempt(() => encodeURIComponent(String(s))) : NOT_STATIC)],
  ['encodeURI', ([s]) => (printable(s) ? attempt(() => encodeURI(String(s))) : NOT_STATIC)],
  ['decodeURIComponent', ([s]) => (printable(s) ? attempt(() => decodeURIComponent(String(s))) : NOT_STATIC)],
  ['decodeURI', ([s]) => (printable(s) ? attempt(() => decodeURI(String(s))) : NOT_STATIC)],
  ['String', (args) => (args.length === 0 ? '' : printable(args[0]) ? String(args[0]) : NOT_STATIC)],
  ['Number', (args) => (args.length === 0 ? 0 : printable(args[0]) ? Number(args[0]) : NOT_STATIC)],
  ['JSON.stringify', jsonStringify],
  // Type tests a component's guards use (pipecat's `if (!Array.isArray(rows.rows)) return null`): unknown
  // for an unknown argument, never a guess.
  ['Array.isArray', ([v]) => (v === NOT_STATIC ? NOT_STATIC : Array.isArray(v) && isPlainList(v))],
  ['Number.isInteger', ([v]) => (v === NOT_STATIC ? NOT_STATIC : Number.isInteger(v))],
  ['Number.isFinite', ([v]) => (v === NOT_STATIC ? NOT_STATIC : Number.isFinite(v))],
]);

/** An array the evaluator made (a list literal, a builtin's answer): a JSX value or a marker never is one. */
function isPlainList(value: unknown[]): boolean {
  return Object.getPrototypeOf(value) === Array.prototype;
}

/** Names that stand for a builtin where nothing of the author's is bound to them. */
export const GLOBAL_NAMES: ReadonlySet<string> = new Set(
  [...GLOBALS.keys()].map((name) => name.split('.')[0]),
);

/** The builtin a call's callee names by its shape (`btoa`, `JSON.stringify`), and the global it reads. */
export function globalCallee(callee: EsNode): { name: string; root: string } | null {
  if (callee.type === 'Identifier')
    return GLOBALS.has(callee.name) ? { name: callee.name, root: callee.name } : null;
  if (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.property.type === 'Identifier'
  ) {
    const name = `${callee.object.name}.${callee.property.name}`;
    return GLOBALS.has(name) ? { name, root: callee.object.name } : null;
  }
  return null;
}

export function callGlobal(name: string, args: unknown[]): StaticValue {
  const builtin = GLOBALS.get(name);
  // `JSON.stringify(undefined)` is `undefined`, a known value.
  return builtin ? builtin(args) : NOT_STATIC;
}

/**
 * The names of `names` that are builtins' (`GLOBAL_NAMES`): a module declaring or importing `btoa` means
 * its own, even when the reader cannot know its value, so `lookup` answers unknown for it, not "unbound".
 */
export function ownGlobalNames(names: Iterable<string>, lookup: Lookup): Lookup {
  const own = new Set([...names].filter((name) => GLOBAL_NAMES.has(name)));
  if (own.size === 0) return lookup;
  return (name) => {
    const hit = lookup(name);
    return hit.found || !own.has(name) ? hit : { found: true, value: NOT_STATIC };
  };
}

const STRING_METHODS = new Map<string, (text: string, args: unknown[]) => StaticValue>([
  ['toLowerCase', (text) => attempt(() => text.toLowerCase())],
  ['toUpperCase', (text) => attempt(() => text.toUpperCase())],
  ['trim', (text) => text.trim()],
  ['trimStart', (text) => text.trimStart()],
  ['trimEnd', (text) => text.trimEnd()],
  [
    'startsWith',
    (text, [search, at]) =>
      searchable(search, at) ? text.startsWith(search, at as number | undefined) : NOT_STATIC,
  ],
  [
    'endsWith',
    (text, [search, at]) =>
      searchable(search, at) ? text.endsWith(search, at as number | undefined) : NOT_STATIC,
  ],
  [
    'includes',
    (text, [search, at]) =>
      searchable(search, at) ? text.includes(search, at as number | undefined) : NOT_STATIC,
  ],
  [
    'slice',
    (text, [start, end]) =>
      optionalNumber(start) && optionalNumber(end) ? text.slice(start, end) : NOT_STATIC,
  ],
  ['replace', (text, [from, to]) => replace(text, from, to, false)],
  ['replaceAll', (text, [from, to]) => replace(text, from, to, true)],
  ['split', split],
]);

/** A method's search string and start (`text.startsWith("v", 1)`). */
function searchable(search: unknown, at: unknown): search is string {
  return typeof search === 'string' && optionalNumber(at);
}

/**
 * `replace`/`replaceAll` of a string by a string. A replacement with `$` is refused: `` $` `` repeats the
 * text before each match, so the result's size could not be told before building it.
 */
function replace(text: string, from: unknown, to: unknown, all: boolean): StaticValue {
  if (typeof from !== 'string' || typeof to !== 'string' || to.includes('$')) return NOT_STATIC;
  const count = all ? occurrences(text, from, MAX_TEXT + 1) : text.includes(from) ? 1 : 0;
  if (text.length + count * (to.length - from.length) > MAX_TEXT) return NOT_STATIC;
  return all ? text.replaceAll(from, to) : text.replace(from, to);
}

/** How many times `part` is found in `text` (an empty one between every character), counting to `max`. */
function occurrences(text: string, part: string, max: number): number {
  if (part === '') return Math.min(text.length + 1, max);
  let count = 0;
  for (let at = text.indexOf(part); at !== -1 && count < max; at = text.indexOf(part, at + part.length))
    count++;
  return count;
}

/** `split` by a string, into at most MAX_ITEMS pieces (counted before splitting). */
function split(text: string, [separator, limit]: unknown[]): StaticValue {
  if (!(separator === undefined || typeof separator === 'string') || !optionalNumber(limit))
    return NOT_STATIC;
  const pieces =
    separator === undefined ? 1 : occurrences(text, separator, MAX_ITEMS + 2) + (separator ? 1 : -1);
  const kept = limit === undefined ? pieces : Math.min(pieces, limit >>> 0);
  return kept > MAX_ITEMS ? NOT_STATIC : text.split(separator as string, limit);
}

/** `list.join(separator)` and `list.includes(value)` over a known list of primitives. */
const ARRAY_METHODS = new Map<string, (list: unknown[], args: unknown[]) => StaticValue>([
  ['join', join],
  [
    'includes',
    (list, [value, at]) =>
      !isPartial(list) && list.every(printable) && printable(value) && optionalNumber(at)
        ? list.includes(value, at)
        : NOT_STATIC,
  ],
]);

function join(list: unknown[], [separator]: unknown[]): StaticValue {
  if (!(separator === undefined || typeof separator === 'string') || !list.every(printable))
    return NOT_STATIC;
  const between = separator ?? ',';
  let length = Math.max(0, list.length - 1) * between.length;
  for (const item of list) length += item === null || item === undefined ? 0 : String(item).length;
  return length > MAX_TEXT ? NOT_STATIC : list.join(between);
}

/** Whether `name` is a method this file may call on some value (for `template-body.ts`'s reading). */
export function isBuiltinMethod(name: string): boolean {
  return STRING_METHODS.has(name) || ARRAY_METHODS.has(name);
}

/**
 * `receiver.name(...args)` for a string or a list; undefined for any other receiver (an author's object
 * may have members of these names), `NOT_STATIC` for a string's or list's method not allowed here.
 */
export function callMethod(receiver: unknown, name: string, args: unknown[]): StaticValue | undefined {
  if (typeof receiver === 'string') return STRING_METHODS.get(name)?.(receiver, args) ?? NOT_STATIC;
  if (Array.isArray(receiver)) return ARRAY_METHODS.get(name)?.(receiver, args) ?? NOT_STATIC;
  return undefined;
}

/**
 * `JSON.stringify(value, null, space)` of plain data: strings, finite or not numbers, booleans, null,
 * undefined, and lists and objects of those, as the reader builds them. Their size, indentation included,
 * is bounded before the call: a list can hold the same list many times (`expression-values.ts` MAX_ITEMS).
 */
function jsonStringify([value, replacer, space]: unknown[]): StaticValue {
  if (replacer !== undefined && replacer !== null) return NOT_STATIC;
  if (!(space === undefined || typeof space === 'number' || typeof space === 'string')) return NOT_STATIC;
  const gap =
    typeof space === 'number'
      ? Math.min(10, Math.max(0, Math.trunc(space) || 0))
      : (space ?? '').slice(0, 10).length;
  let size = 0;
  // The most characters `node` and its contents can take, added to `size`; false for a value refused.
  const fits = (node: unknown, depth: number): boolean => {
    const line = gap > 0 ? 1 + depth * gap : 0;
    if (typeof node === 'string') size += 6 * node.length + 2 + line;
    else if (typeof node === 'number' || typeof node === 'boolean' || node === null || node === undefined)
      size += 24 + line;
    else if (!plainData(node)) return false;
    else {
      size += 2 + 2 * line;
      for (const [key, member] of Object.entries(node)) {
        size += 6 * key.length + 4;
        if (size > MAX_TEXT || !fits(member, depth + 1)) return false;
      }
    }
    return size <= MAX_TEXT;
  };
  return attempt(() =>
    fits(value, 0) ? JSON.stringify(value, null, space as string | number | undefined) : NOT_STATIC,
  );
}

/** A list or object the reader built from literals: not JSX, an author's function, a partial value or a marker. */
function plainData(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || isMarkup(value) || functionOf(value) || isPartial(value))
    return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) return proto === Array.prototype;
  if (proto !== null && proto !== Object.prototype) return false;
  // Only own data members with string keys: no getter, nothing `JSON.stringify` would run or skip unseen.
  return Reflect.ownKeys(value).every((key) => {
    const member = typeof key === 'string' ? Object.getOwnPropertyDescriptor(value, key) : undefined;
    return member !== undefined && 'value' in member && member.enumerable === true;
  });
}
