/**
 * A tiny, side-effect-free reader for the JavaScript that MDX lets authors write in `{...}`. Nothing is ever
 * executed: only literal shapes (strings, numbers, booleans, null, arrays, plain objects, template strings,
 * string concatenation) and plain identifiers bound to such values are understood. Anything else yields
 * `NOT_STATIC`, and the caller drops it with a warning.
 *
 * An object or array literal with some members that are code (`{ heading: "Hi", greet: (n) => n }`) is
 * read as a partial value: its static members can still be used (`strings.heading`), while using a code
 * member, or the whole value, is `NOT_STATIC`. Only `evaluateBinding` (an export's value) hands out
 * partial values; `evaluateStatic` never returns one.
 */
import type { Expression, Node as EsNode, Program } from 'estree';

export const NOT_STATIC: unique symbol = Symbol('not-static');
export type StaticValue = unknown;
export type Lookup = (name: string) => { found: true; value: unknown } | { found: false };

const MAX_DEPTH = 32;

/** Objects and arrays that hold a `NOT_STATIC` member, directly or in a nested partial value. */
const partialValues = new WeakSet<object>();

function isPartial(value: unknown): boolean {
  return typeof value === 'object' && value !== null && partialValues.has(value);
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
export function evaluateStatic(node: EsNode, lookup: Lookup): StaticValue {
  const value = evaluate(node, lookup, 0);
  return isPartial(value) ? NOT_STATIC : value;
}

/**
 * The value an `export const` binds: like `evaluateStatic`, but an object or array literal with code
 * members is kept as a partial value, so its static members stay usable through the name.
 */
export function evaluateBinding(node: EsNode, lookup: Lookup): StaticValue {
  return evaluate(node, lookup, 0);
}

function evaluate(node: EsNode, lookup: Lookup, depth: number): StaticValue {
  if (depth > MAX_DEPTH) return NOT_STATIC;
  switch (node.type) {
    case 'Literal': {
      if ('regex' in node && node.regex) return NOT_STATIC;
      if ('bigint' in node && node.bigint) return node.bigint;
      return node.value;
    }
    case 'Identifier': {
      if (node.name === 'undefined') return undefined;
      if (node.name === 'NaN') return NaN;
      const hit = lookup(node.name);
      return hit.found ? hit.value : NOT_STATIC;
    }
    case 'TemplateLiteral': {
      let out = '';
      for (let i = 0; i < node.quasis.length; i++) {
        out += node.quasis[i].value.cooked ?? node.quasis[i].value.raw;
        const expression = node.expressions[i];
        if (expression) {
          const value = evaluate(expression, lookup, depth + 1);
          if (!isPrintable(value)) return NOT_STATIC;
          out += String(value);
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
        const value = evaluate(element, lookup, depth + 1);
        partial ||= value === NOT_STATIC || isPartial(value);
        out.push(value);
      }
      if (partial) partialValues.add(out);
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
        // A method, getter or setter is code: the key is known, its value is not.
        const value =
          property.kind !== 'init' || property.method
            ? NOT_STATIC
            : evaluate(property.value as EsNode, lookup, depth + 1);
        partial ||= value === NOT_STATIC || isPartial(value);
        out[key] = value;
      }
      if (partial) partialValues.add(out);
      return out;
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument, lookup, depth + 1);
      if (node.operator === '-' && typeof value === 'number') return -value;
      if (node.operator === '+' && typeof value === 'number') return value;
      if (node.operator === '!' && (typeof value === 'boolean' || value === null)) return !value;
      return NOT_STATIC;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+' || node.left.type === 'PrivateIdentifier') return NOT_STATIC;
      const left = evaluate(node.left, lookup, depth + 1);
      const right = evaluate(node.right, lookup, depth + 1);
      if (typeof left === 'number' && typeof right === 'number') return left + right;
      if (
        isPrintable(left) &&
        isPrintable(right) &&
        (typeof left === 'string' || typeof right === 'string')
      ) {
        return String(left) + String(right);
      }
      return NOT_STATIC;
    }
    case 'MemberExpression': {
      // `props.title` in a template: plain own data only (our values are literals, never objects with getters).
      // A code member of a partial value reads as `NOT_STATIC` (it is stored as that).
      if (node.object.type === 'Super' || node.optional) return NOT_STATIC;
      const object = evaluate(node.object, lookup, depth + 1);
      if (object === NOT_STATIC || object === null || typeof object !== 'object') return NOT_STATIC;
      let key: string;
      if (!node.computed && node.property.type === 'Identifier') key = node.property.name;
      else if (node.computed && node.property.type === 'Literal') key = String(node.property.value);
      else return NOT_STATIC;
      return Object.prototype.hasOwnProperty.call(object, key)
        ? (object as Record<string, unknown>)[key]
        : undefined;
    }
    case 'ParenthesizedExpression' as string:
      return evaluate((node as unknown as { expression: EsNode }).expression, lookup, depth + 1);
    default:
      return NOT_STATIC;
  }
}

function isPrintable(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Text for a value rendered in page content; null when it has no sensible text form. */
export function valueToText(value: unknown): string | null {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.join('');
  }
  return null;
}
