/**
 * A tiny, side-effect-free reader for the JavaScript that MDX lets authors write in `{...}`. Nothing is ever
 * executed: only literal shapes (strings, numbers, booleans, null, arrays, plain objects, template strings,
 * string concatenation) and plain identifiers bound to such values are understood. Anything else yields
 * `NOT_STATIC`, and the caller drops it with a warning.
 */
import type { Expression, Node as EsNode, Program } from 'estree';

export const NOT_STATIC: unique symbol = Symbol('not-static');
export type StaticValue = unknown;
export type Lookup = (name: string) => { found: true; value: unknown } | { found: false };

const MAX_DEPTH = 32;

/** The single expression of an MDX expression program; undefined for an empty `{/* comment *\/}`. */
export function programExpression(program: Program | null | undefined): Expression | null | undefined {
  if (!program) return null;
  if (program.body.length === 0) return undefined;
  const first = program.body[0];
  if (program.body.length === 1 && first.type === 'ExpressionStatement') return first.expression;
  return null;
}

/** Evaluates a literal-shaped expression; `NOT_STATIC` for anything that would need running code. */
export function evaluateStatic(node: EsNode, lookup: Lookup, depth = 0): StaticValue {
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
          const value = evaluateStatic(expression, lookup, depth + 1);
          if (!isPrintable(value)) return NOT_STATIC;
          out += String(value);
        }
      }
      return out;
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const element of node.elements) {
        if (element === null || element.type === 'SpreadElement') return NOT_STATIC;
        const value = evaluateStatic(element, lookup, depth + 1);
        if (value === NOT_STATIC) return NOT_STATIC;
        out.push(value);
      }
      return out;
    }
    case 'ObjectExpression': {
      // A null prototype: keys like `__proto__` stay plain data.
      const out: Record<string, unknown> = Object.create(null);
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method) return NOT_STATIC;
        let key: string;
        if (!property.computed && property.key.type === 'Identifier') key = property.key.name;
        else if (property.key.type === 'Literal' && !(property.key as { regex?: unknown }).regex) {
          key = String(property.key.value);
        } else return NOT_STATIC;
        const value = evaluateStatic(property.value as EsNode, lookup, depth + 1);
        if (value === NOT_STATIC) return NOT_STATIC;
        out[key] = value;
      }
      return out;
    }
    case 'UnaryExpression': {
      const value = evaluateStatic(node.argument, lookup, depth + 1);
      if (node.operator === '-' && typeof value === 'number') return -value;
      if (node.operator === '+' && typeof value === 'number') return value;
      if (node.operator === '!' && (typeof value === 'boolean' || value === null)) return !value;
      return NOT_STATIC;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+' || node.left.type === 'PrivateIdentifier') return NOT_STATIC;
      const left = evaluateStatic(node.left, lookup, depth + 1);
      const right = evaluateStatic(node.right, lookup, depth + 1);
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
      if (node.object.type === 'Super' || node.optional) return NOT_STATIC;
      const object = evaluateStatic(node.object, lookup, depth + 1);
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
      return evaluateStatic((node as unknown as { expression: EsNode }).expression, lookup, depth + 1);
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
