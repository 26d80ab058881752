/**
 * The operators the static expression reader (`expressions.ts`) applies to values it already knows, with
 * JavaScript's semantics, and only where the answer cannot depend on running code (no `valueOf`, no
 * getters): anything else is `NOT_STATIC`. `&&`, `||`, `??` and `?:` are not here: they decide which side
 * is read at all, so the reader handles them itself.
 */
import {
  functionOf,
  isKnown,
  isPrimitive,
  isPrintable,
  MAX_TEXT,
  NOT_STATIC,
  type StaticValue,
} from './expression-values.js';

/** `-x`, `+x` on numbers, `!x`, and `typeof x` (`typeof href === "string" ? ... : ...` in snippets). */
export function unaryOperation(operator: string, value: unknown): StaticValue {
  if (!isKnown(value)) return NOT_STATIC;
  switch (operator) {
    case '-':
      return typeof value === 'number' ? -value : NOT_STATIC;
    case '+':
      return typeof value === 'number' ? value : NOT_STATIC;
    case '!':
      return !value;
    case 'typeof':
      // The only symbols among our values are markers (the caller's `children`) standing for content whose
      // JavaScript type we do not know; every other value is the data it would be when run.
      // An author's function is held as a stand-in object.
      if (functionOf(value)) return 'function';
      return typeof value === 'symbol' ? NOT_STATIC : typeof value;
    default:
      return NOT_STATIC;
  }
}

export function binaryOperation(operator: string, left: unknown, right: unknown): StaticValue {
  if (!isKnown(left) || !isKnown(right)) return NOT_STATIC;
  if (operator === '+') return add(left, right);
  return compare(operator, left, right);
}

function add(left: unknown, right: unknown): StaticValue {
  if (typeof left === 'number' && typeof right === 'number') return left + right;
  if (isPrintable(left) && isPrintable(right) && (typeof left === 'string' || typeof right === 'string')) {
    const text = String(left) + String(right);
    return text.length > MAX_TEXT ? NOT_STATIC : text;
  }
  return NOT_STATIC;
}

/**
 * Comparisons whose answer does not depend on running code: strict (in)equality with a primitive on either
 * side (an object is never `===` a primitive; two objects would compare identities our copies do not keep),
 * loose equality and ordering between primitives only (on an object they would call its `valueOf`).
 */
function compare(operator: string, left: unknown, right: unknown): StaticValue {
  const primitives = isPrimitive(left) && isPrimitive(right);
  switch (operator) {
    case '===':
    case '!==':
      if (!isPrimitive(left) && !isPrimitive(right)) return NOT_STATIC;
      return (left === right) === (operator === '===');
    case '==':
    case '!=':
      if (!primitives) return NOT_STATIC;
      return (left == right) === (operator === '==');
    case '<':
    case '>':
    case '<=':
    case '>=': {
      const sameKind =
        (typeof left === 'number' && typeof right === 'number') ||
        (typeof left === 'string' && typeof right === 'string');
      if (!sameKind) return NOT_STATIC;
      const [a, b] = [left as number | string, right as number | string];
      return operator === '<' ? a < b : operator === '>' ? a > b : operator === '<=' ? a <= b : a >= b;
    }
    default:
      return NOT_STATIC;
  }
}
