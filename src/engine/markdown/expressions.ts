/**
 * A tiny, side-effect-free reader for the JavaScript that MDX lets authors write in `{...}`. Nothing is ever
 * executed: only literal shapes (strings, numbers, booleans, null, arrays, plain objects, template strings,
 * string concatenation), plain identifiers bound to such values, and the conditions templates branch on
 * (`!`, `typeof`, `&&`, `||`, `??`, `?:`, comparisons of primitives; the operators are in
 * `expression-operators.ts`) are understood, and so are calls of the author's own functions
 * (`strings.startUsing("LangChain")`) and `list.map(item => <li>{item}</li>)` over a known array, whose
 * bodies are read with the arguments bound (`expression-calls.ts`), and of a few pure builtins on known
 * plain values (`btoa(JSON.stringify(config))`: `expression-builtins.ts`). Anything else yields
 * `NOT_STATIC`, and the caller drops it with a warning.
 *
 * An object or array literal with some members that are code (`{ heading: "Hi", f() { this.x++ } }`) or
 * functions is read as a partial value: its static members can still be used (`strings.heading`) and its
 * functions called, while using a code member, or a function or the whole value as data, is `NOT_STATIC`.
 * Only `evaluateBinding` (an export's value) hands out partial values; `evaluateStatic` never returns one.
 */
import type { Expression, Node as EsNode, Pattern, Program, Statement } from 'estree';
import { readCall, MAX_CALLS } from './expression-calls.js';
import { binaryOperation, unaryOperation } from './expression-operators.js';
import {
  functionOf,
  functionValue,
  isKnown,
  isMarkup,
  isPartial,
  isPrimitive,
  isPrintable,
  markPartial,
  MAX_TEXT,
  NOT_STATIC,
  SHORT_CIRCUIT,
  type Context,
  type FunctionHome,
  type JsxReader,
  type Lookup,
  type Reader,
  type StaticValue,
} from './expression-values.js';
import { runBlock } from './template-body.js';

export { NOT_STATIC, valueToText, type Lookup, type StaticValue } from './expression-values.js';

export interface EvaluateOptions {
  /**
   * The value of JSX met in the expression (`{open && <div>...</div>}`); without it JSX is `NOT_STATIC`.
   * Only the branch a condition selects is read, so JSX in the other branch is never converted. `lookup`
   * is the names where the JSX stands: the caller's, plus a `.map` callback's parameters; `home` the module
   * of the function returning it, when that is not where the reading started (a snippet's function).
   */
  jsx?: JsxReader;
}

const MAX_DEPTH = 32;

/** The reader's steps, for the calls and statement blocks read in other files. */
const reader: Reader = { evaluate, bind: bindPattern };

function startContext(lookup: Lookup, options: EvaluateOptions, home?: FunctionHome): Context {
  return { lookup, jsx: options.jsx, home, budget: { calls: MAX_CALLS } };
}

/** The single expression of an MDX expression program; undefined for an empty `{/* comment *\/}`. */
export function programExpression(program: Program | null | undefined): Expression | null | undefined {
  if (!program) return null;
  if (program.body.length === 0) return undefined;
  const first = program.body[0];
  if (program.body.length === 1 && first.type === 'ExpressionStatement') return first.expression;
  return null;
}

/** Evaluates a literal-shaped expression; `NOT_STATIC` for anything that would need running code. */
export function evaluateStatic(node: EsNode, lookup: Lookup, options: EvaluateOptions = {}): StaticValue {
  const value = evaluate(node, startContext(lookup, options), 0);
  return isPartial(value) || value === SHORT_CIRCUIT ? NOT_STATIC : value;
}

/**
 * What a block body `template-body.ts` `readBlock` accepted returns for one use of a template (`undefined`
 * when it ends without returning), or `NOT_STATIC` when reading it needs code; never a partial value.
 */
export function evaluateBlock(
  statements: Statement[],
  lookup: Lookup,
  options: EvaluateOptions = {},
): StaticValue {
  const value = runBlock(statements, startContext(lookup, options), 0, reader);
  return isPartial(value) || !isKnown(value) ? NOT_STATIC : value;
}

/**
 * The value an `export const` binds: like `evaluateStatic`, but an object or array literal with code
 * members is kept as a partial value, so its static members stay usable through the name. Functions in it
 * return JSX that renders in `home`, the module declaring it.
 */
export function evaluateBinding(node: EsNode, lookup: Lookup, home?: FunctionHome): StaticValue {
  const value = evaluate(node, startContext(lookup, {}, home), 0);
  return value === SHORT_CIRCUIT ? NOT_STATIC : value;
}

function evaluate(node: EsNode, context: Context, depth: number): StaticValue {
  if (depth > MAX_DEPTH) return NOT_STATIC;
  switch (node.type) {
    case 'Literal': {
      if ('regex' in node && node.regex) return NOT_STATIC;
      // A real bigint, so `typeof 1n` and `1n === "1"` answer as JavaScript does (it prints as `1`).
      if ('bigint' in node && node.bigint) return BigInt(node.bigint);
      return node.value;
    }
    case 'Identifier': {
      if (node.name === 'undefined') return undefined;
      if (node.name === 'NaN') return NaN;
      const hit = context.lookup(node.name);
      return hit.found ? hit.value : NOT_STATIC;
    }
    case 'TemplateLiteral': {
      let out = '';
      for (let i = 0; i < node.quasis.length; i++) {
        out += node.quasis[i].value.cooked ?? node.quasis[i].value.raw;
        const expression = node.expressions[i];
        if (expression) {
          const value = evaluate(expression, context, depth + 1);
          if (!isPrintable(value)) return NOT_STATIC;
          out += String(value);
          if (out.length > MAX_TEXT) return NOT_STATIC;
        }
      }
      return out;
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      let partial = false;
      for (const element of node.elements) {
        // A hole or a spread leaves the positions of the elements after it unknown.
        if (element === null || element.type === 'SpreadElement') return NOT_STATIC;
        const value = evaluate(element, context, depth + 1);
        partial ||= value === NOT_STATIC || isPartial(value);
        out.push(value);
      }
      if (partial) markPartial(out);
      return out;
    }
    case 'ObjectExpression': {
      // A null prototype: keys like `__proto__` stay plain data.
      const out: Record<string, unknown> = Object.create(null);
      let partial = false;
      for (const property of node.properties) {
        // A spread or a computed key leaves the object's keys unknown.
        if (property.type !== 'Property') return NOT_STATIC;
        let key: string;
        if (!property.computed && property.key.type === 'Identifier') key = property.key.name;
        else if (property.key.type === 'Literal' && !(property.key as { regex?: unknown }).regex) {
          key = String(property.key.value);
        } else return NOT_STATIC;
        // A getter or setter is code: the key is known, its value is not. A method is a function.
        const value =
          property.kind !== 'init' ? NOT_STATIC : evaluate(property.value as EsNode, context, depth + 1);
        partial ||= value === NOT_STATIC || isPartial(value);
        out[key] = value;
      }
      if (partial) markPartial(out);
      return out;
    }
    case 'UnaryExpression':
      return unaryOperation(node.operator, evaluate(node.argument, context, depth + 1));
    case 'BinaryExpression': {
      if (node.left.type === 'PrivateIdentifier') return NOT_STATIC;
      const left = evaluate(node.left, context, depth + 1);
      return binaryOperation(node.operator, left, evaluate(node.right, context, depth + 1));
    }
    case 'LogicalExpression': {
      // Only the side JavaScript would evaluate is read: `props.open && <Panel />` with `open` unset never
      // looks at the panel, and a code-only right side does not matter once the left decides.
      const left = evaluate(node.left, context, depth + 1);
      if (!isKnown(left)) return NOT_STATIC;
      const takeLeft =
        node.operator === '&&'
          ? !left
          : node.operator === '||'
            ? !!left
            : left !== null && left !== undefined;
      return takeLeft ? left : evaluate(node.right, context, depth + 1);
    }
    case 'ConditionalExpression': {
      const test = evaluate(node.test, context, depth + 1);
      if (!isKnown(test)) return NOT_STATIC;
      return evaluate(test ? node.consequent : node.alternate, context, depth + 1);
    }
    case 'ChainExpression' as string: {
      const value = evaluate((node as unknown as { expression: EsNode }).expression, context, depth + 1);
      return value === SHORT_CIRCUIT ? undefined : value;
    }
    case 'MemberExpression': {
      // `props.title` in a template: plain own data only (our values are literals, never objects with getters).
      // A code member of a partial value reads as `NOT_STATIC` (it is stored as that).
      if (node.object.type === 'Super') return NOT_STATIC;
      const object = evaluate(node.object, context, depth + 1);
      if (object === SHORT_CIRCUIT) return SHORT_CIRCUIT;
      if (node.optional && (object === null || object === undefined)) return SHORT_CIRCUIT;
      // Only data is looked into: not a function (`greet.name`) or a JSX value.
      if (!isData(object)) return NOT_STATIC;
      let key: string;
      if (!node.computed && node.property.type === 'Identifier') key = node.property.name;
      else if (node.computed && node.property.type !== 'PrivateIdentifier') {
        // `icons[icon]`: a key JavaScript turns into the same string (not the caller's children marker).
        const value = evaluate(node.property, context, depth + 1);
        if (!isKnown(value) || typeof value === 'symbol' || !isPrimitive(value)) return NOT_STATIC;
        key = String(value);
      } else return NOT_STATIC;
      if (Object.prototype.hasOwnProperty.call(object, key)) return (object as Record<string, unknown>)[key];
      // An inherited member (`toString`, an array's `map`) is code.
      return key in Object.prototype || key in object ? NOT_STATIC : undefined;
    }
    case 'ParenthesizedExpression' as string:
      return evaluate((node as unknown as { expression: EsNode }).expression, context, depth + 1);
    case 'JSXElement' as string:
    case 'JSXFragment' as string:
      return context.jsx ? context.jsx(node, context.lookup, context.home) : NOT_STATIC;
    case 'CallExpression':
      return readCall(node, context, depth, reader);
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      // The author's function, called later with its arguments (`expression-calls.ts`), in these names
      // (and, returning JSX, in this module).
      return functionValue(node, context.lookup, context.home);
    default:
      return NOT_STATIC;
  }
}

/** An object or array the reader may look into: not a marker, a JSX value or a function. */
function isData(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !isMarkup(value) && !functionOf(value);
}

/**
 * Binds a parameter or a declaration (`item`, `{ label, href = "#" }`, `[a, b]`) to a known value; false
 * for a shape that would need code (a rest element, a computed key, a default that is code).
 */
function bindPattern(
  pattern: Pattern | undefined,
  value: unknown,
  names: Map<string, unknown>,
  context: Context,
  depth: number,
): boolean {
  if (!pattern) return true;
  switch (pattern.type) {
    case 'Identifier':
      names.set(pattern.name, value);
      return true;
    case 'AssignmentPattern': {
      const fallback = value === undefined ? evaluate(pattern.right, context, depth + 1) : value;
      return isKnown(fallback) && bindPattern(pattern.left, fallback, names, context, depth);
    }
    case 'ObjectPattern':
      if (!isData(value)) return false;
      return pattern.properties.every((property) => {
        if (property.type === 'RestElement' || property.computed) return false;
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : null;
        if (key === null) return false;
        const member = Object.prototype.hasOwnProperty.call(value, key)
          ? (value as Record<string, unknown>)[key]
          : undefined;
        return bindPattern(property.value, member, names, context, depth);
      });
    case 'ArrayPattern':
      if (!Array.isArray(value)) return false;
      return pattern.elements.every(
        (element, index) =>
          !element ||
          (element.type !== 'RestElement' && bindPattern(element, value[index], names, context, depth)),
      );
    default:
      return false;
  }
}
