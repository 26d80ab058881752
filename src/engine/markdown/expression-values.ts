/**
 * What the static expression reader (`expressions.ts`) holds while it reads: plain data values, the
 * author's functions it may call, and the markers for what it cannot know. Shared by the reader, the
 * operators it applies (`expression-operators.ts`) and the calls it reads (`expression-calls.ts`).
 */
import type {
  ArrowFunctionExpression,
  FunctionDeclaration,
  FunctionExpression,
  Node as EsNode,
  Pattern,
} from 'estree';
import type { ComponentBinding } from './state.js';

/** A value that only running code could give: the caller drops the expression with a warning. */
export const NOT_STATIC: unique symbol = Symbol('not-static');
export type StaticValue = unknown;
export type Lookup = (name: string) => { found: true; value: unknown } | { found: false };

/** `a?.b` on a nullish `a`: the whole chain it belongs to is `undefined`. */
export const SHORT_CIRCUIT: unique symbol = Symbol('short-circuit');

/**
 * The module an author's function was written in, where the JSX it returns renders: that file's components
 * (those it imports, not the caller's), and its name and lines in diagnostics, as React resolves an
 * imported function's JSX where the function was written.
 */
export interface FunctionHome {
  readonly file: string;
  readonly source: string;
  readonly components: () => ReadonlyMap<string, ComponentBinding>;
}

/** What the reader makes of JSX: `lookup` is the names where it stands, `home` its function's module. */
export type JsxReader = (node: EsNode, lookup: Lookup, home?: FunctionHome) => unknown;

/** Where the reader stands: the names in scope, what it makes of JSX, and the calls it may still read. */
export interface Context {
  lookup: Lookup;
  jsx?: JsxReader;
  /** The module of the function being read, if known (else JSX renders where the reading started). */
  home?: FunctionHome;
  /**
   * Calls left for one reading, shared by every call it makes: the depth cap alone lets a function that
   * calls itself several times (`[f(s + "x"), f(s + "x")]`) branch exponentially.
   */
  budget: { calls: number };
}

/** The reader's own steps, lent to the files that read calls and statement blocks for it. */
export interface Reader {
  evaluate(node: EsNode, context: Context, depth: number): StaticValue;
  bind(
    pattern: Pattern | undefined,
    value: unknown,
    names: Map<string, unknown>,
    context: Context,
    depth: number,
  ): boolean;
}

/**
 * Objects and arrays that hold a `NOT_STATIC` member or a function, directly or in a nested partial value,
 * and functions themselves (`functionValue`).
 */
const partialValues = new WeakSet<object>();

export function markPartial(value: object): void {
  partialValues.add(value);
}

export function isPartial(value: unknown): boolean {
  return typeof value === 'object' && value !== null && partialValues.has(value);
}

/**
 * JSX values (`templates.ts`): content, not data, so the reader never looks into them (`icon.props`,
 * destructuring) as it would into a plain object.
 */
const markupValues = new WeakSet<object>();

export function markMarkup(value: object): void {
  markupValues.add(value);
}

export function isMarkup(value: unknown): boolean {
  return typeof value === 'object' && value !== null && markupValues.has(value);
}

export type FunctionNode = ArrowFunctionExpression | FunctionExpression | FunctionDeclaration;

/** An author's function, as written in the page or a snippet, with the names it was defined among. */
export interface AuthorFunction {
  readonly node: FunctionNode;
  readonly scope: Lookup;
  readonly home?: FunctionHome;
}

/**
 * Function values (`(tool) => "Use " + tool`): an empty frozen object standing for the function, its
 * syntax kept aside, so nothing that looks into plain data (a member, a code block's `{name.key}`) reaches
 * the syntax tree.
 */
const functions = new WeakMap<object, AuthorFunction>();

/**
 * The value of an author's function. Marked partial: the reader may call it, but never hands it out (a prop,
 * text), as a JavaScript function has no form on a page; nor does a list or object holding one.
 */
export function functionValue(node: FunctionNode, scope: Lookup, home?: FunctionHome): object {
  const value = Object.freeze(Object.create(null) as object);
  functions.set(value, { node, scope, home });
  markPartial(value);
  return value;
}

/** The author's function a value stands for, if it is one. */
export function functionOf(value: unknown): AuthorFunction | undefined {
  return typeof value === 'object' && value !== null ? functions.get(value) : undefined;
}

/** A value the reader knows: a code member of a partial value, or a chain cut short, is not one. */
export function isKnown(value: unknown): boolean {
  return value !== NOT_STATIC && value !== SHORT_CIRCUIT;
}

export function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

/** Values with one text form in JavaScript (`String(value)`), whatever code is around. */
export function isPrintable(value: unknown): value is string | number | boolean | bigint {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  );
}

/** Text for a value rendered in page content; null when it has no sensible text form. */
export function valueToText(value: unknown): string | null {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.join('');
  }
  return null;
}

/**
 * The longest text the reader builds. Calls let a few characters of source double a string at each step
 * (`a(a(a(s)))` with `a = (s) => s + s + s`): past this, text is code, not a page's words, and the page
 * keeps its warning instead of the build's memory filling with it (V8 itself gives up near 2^29).
 */
export const MAX_TEXT = 1_000_000;

/**
 * The most items a value renders as, nested lists flattened. A list can hold the same list many times
 * (`const m = (a) => a.map(() => a)`; `m(m(m(m(row))))` is a few calls and 10^8 items once flattened), so
 * the count is of what rendering would make, not of the calls that built it.
 */
export const MAX_ITEMS = 10_000;

/** Whether a value, its nested lists flattened, holds more than `max` items. */
export function exceedsItems(value: unknown, max = MAX_ITEMS): boolean {
  let count = 0;
  const walk = (v: unknown): boolean => {
    if (!Array.isArray(v)) return ++count > max;
    for (const item of v) if (walk(item)) return true;
    return false;
  };
  return Array.isArray(value) && walk(value);
}
