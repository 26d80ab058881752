/**
 * The calls the static expression reader (`expressions.ts`) reads, without running anything: the author's
 * own functions, `list.map(callback)` over a known array, and the few pure builtins of
 * `expression-builtins.ts` (`btoa`, `JSON.stringify`, a string's `toLowerCase`...) on known plain values.
 *
 * An author's function is callable only when the reader holds it as a value (`expression-values.ts`
 * `functionValue`): an arrow or `function` written in the page or a snippet (an export, an object's member
 * such as Helicone's `strings.useTheSDK`, a callback). A builtin is never a value: it is only recognised as
 * a call's callee (a name the author does not bind, or a string's or list's method). An author's function's
 * parameters are bound to the arguments' values (defaults, destructuring and a rest parameter as `.map`
 * binds them), and its body is read in the names it was defined among: an expression, or a block
 * `template-body.ts` accepts. A function returning JSX gives a JSX value, rendered as
 * one written in place. An argument, a callee or a body the reader cannot know makes the call `NOT_STATIC`.
 * Recursion meets the reader's depth cap, and every reading has a budget of calls.
 */
import type { CallExpression, Node as EsNode } from 'estree';
import {
  functionOf,
  isKnown,
  isPartial,
  markPartial,
  NOT_STATIC,
  SHORT_CIRCUIT,
  type AuthorFunction,
  type Context,
  type Lookup,
  type Reader,
  type StaticValue,
} from './expression-values.js';
import { callGlobal, callMethod, globalCallee, isBuiltinMethod } from './expression-builtins.js';
import { readBlock, runBlock } from './template-body.js';

/** Calls one reading may make (a `.map` counts one per item): far above what a page's strings need. */
export const MAX_CALLS = 10_000;

export function readCall(node: CallExpression, context: Context, depth: number, reader: Reader): StaticValue {
  const callee = node.callee;
  if (callee.type === 'Super') return NOT_STATIC;
  // `btoa(...)`, `JSON.stringify(...)`: the builtin, unless the author binds that name (`expression-builtins.ts`).
  const global = globalCallee(callee);
  if (global && !context.lookup(global.root).found) {
    const args = readArguments(node, context, depth, reader);
    return args ? callGlobal(global.name, args) : NOT_STATIC;
  }
  if (
    callee.type === 'MemberExpression' &&
    callee.object.type !== 'Super' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    (callee.property.name === 'map' || isBuiltinMethod(callee.property.name))
  ) {
    const name = callee.property.name;
    const receiver = reader.evaluate(callee.object, context, depth + 1);
    if (receiver === SHORT_CIRCUIT) return SHORT_CIRCUIT;
    if ((receiver === null || receiver === undefined) && callee.optional) return SHORT_CIRCUIT;
    // Its member would be unknown too (and reading the receiver again below could double the work).
    if (receiver === NOT_STATIC) return NOT_STATIC;
    if (Array.isArray(receiver) && name === 'map') return mapCall(receiver, node, context, depth, reader);
    // A string's or list's own methods; anything else's member of that name is read like any other (an
    // author's object may have its own `map` or `replace`).
    if (typeof receiver === 'string' || Array.isArray(receiver)) {
      const args = readArguments(node, context, depth, reader);
      return args ? (callMethod(receiver, name, args) ?? NOT_STATIC) : NOT_STATIC;
    }
  }
  const fn = reader.evaluate(callee as EsNode, context, depth + 1);
  if (fn === SHORT_CIRCUIT) return SHORT_CIRCUIT;
  if ((fn === null || fn === undefined) && 'optional' in node && node.optional) return SHORT_CIRCUIT;
  const author = functionOf(fn);
  if (!author) return NOT_STATIC;
  const args = readArguments(node, context, depth, reader);
  return args ? apply(author, fn as object, args, context, depth, reader) : NOT_STATIC;
}

/** The arguments' values, or null when one is not known. */
function readArguments(
  node: CallExpression,
  context: Context,
  depth: number,
  reader: Reader,
): unknown[] | null {
  const args: unknown[] = [];
  for (const argument of node.arguments) {
    // A spread's positions would need the iterator protocol: code.
    if (argument.type === 'SpreadElement') return null;
    const value = reader.evaluate(argument, context, depth + 1);
    if (!isKnown(value)) return null;
    args.push(value);
  }
  return args;
}

/**
 * `list.map(callback)`: the callback called once per item with the item, its index and the list. A
 * partial list's unknown items, or a `thisArg`, make it code.
 */
function mapCall(
  items: unknown[],
  node: CallExpression,
  context: Context,
  depth: number,
  reader: Reader,
): StaticValue {
  const argument = node.arguments[0];
  if (node.arguments.length !== 1 || argument.type === 'SpreadElement') return NOT_STATIC;
  const callback = reader.evaluate(argument, context, depth + 1);
  const author = functionOf(callback);
  if (!author) return NOT_STATIC;
  const out: unknown[] = [];
  for (let index = 0; index < items.length; index++) {
    if (!isKnown(items[index])) return NOT_STATIC;
    const value = apply(author, callback as object, [items[index], index, items], context, depth, reader);
    if (!isKnown(value)) return NOT_STATIC;
    out.push(value);
  }
  if (out.some(isPartial)) markPartial(out);
  return out;
}

/** The value `fn` returns for these arguments, read in the names it was defined among. */
function apply(
  fn: AuthorFunction,
  self: object,
  args: unknown[],
  context: Context,
  depth: number,
  reader: Reader,
): StaticValue {
  const { node } = fn;
  if (node.async || node.generator || context.budget.calls <= 0) return NOT_STATIC;
  context.budget.calls -= 1;
  const names = new Map<string, unknown>();
  const lookup: Lookup = (name) =>
    names.has(name) ? { found: true, value: names.get(name) } : fn.scope(name);
  // JSX in the body sees the parameters (`jsx` is given the lookup where the JSX stands) and renders in
  // the function's module: a snippet's function returning `<Inner />` means the snippet's `Inner`.
  const inner: Context = { ...context, lookup, home: fn.home };
  if (node.type !== 'ArrowFunctionExpression') {
    // A `function`'s own `arguments` (and `this`, which the reader never knows) would need the real call.
    names.set('arguments', NOT_STATIC);
    if (node.type === 'FunctionExpression' && node.id) names.set(node.id.name, self);
  }
  for (let index = 0; index < node.params.length; index++) {
    const param = node.params[index];
    // Parameters are bound in order: a default may read the ones before it.
    if (param.type === 'RestElement') {
      const rest = args.slice(index);
      if (rest.some(isPartial)) markPartial(rest);
      if (!reader.bind(param.argument, rest, names, inner, depth + 1)) return NOT_STATIC;
    } else if (!reader.bind(param, args[index], names, inner, depth + 1)) return NOT_STATIC;
  }
  if (node.body.type !== 'BlockStatement') return reader.evaluate(node.body, inner, depth + 1);
  const statements = readBlock(node.body.body, true);
  return statements ? runBlock(statements, inner, depth + 1, reader) : NOT_STATIC;
}
