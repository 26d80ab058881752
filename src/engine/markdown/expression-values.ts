/**
 * What the static expression reader (`expressions.ts`) holds while it reads: plain data values, and the
 * markers for what it cannot know. Shared by the reader and the operators it applies (`expression-operators.ts`).
 */

/** A value that only running code could give: the caller drops the expression with a warning. */
export const NOT_STATIC: unique symbol = Symbol('not-static');
export type StaticValue = unknown;
export type Lookup = (name: string) => { found: true; value: unknown } | { found: false };

/** `a?.b` on a nullish `a`: the whole chain it belongs to is `undefined`. */
export const SHORT_CIRCUIT: unique symbol = Symbol('short-circuit');

/** Objects and arrays that hold a `NOT_STATIC` member, directly or in a nested partial value. */
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
