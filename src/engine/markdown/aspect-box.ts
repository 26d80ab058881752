/**
 * The responsive embed wrapper (`position:relative; padding-bottom:56.25%; height:0` around an absolutely
 * positioned iframe or video) reserves its height through padding, for a player that fills it.
 *
 * When `offline.ts` has replaced that player by a one-line link, the reserved box stays: the link sits at its
 * top above a few hundred pixels of nothing. The wrapper loses the declarations (and Tailwind `aspect-*`
 * classes) that only size such a box, so it collapses around the link; everything else it says (border,
 * margin, colour) stays.
 *
 * When the player is kept (a local frame, a video, an image), it cannot fill the box as written: inline
 * styles keep no `position:absolute` (inline-style.ts: author content must not overlay the page), so it
 * would be 100% of a box 0 pixels high. The same box is drawn in the flow instead: the wrapper gets
 * `aspect-ratio` from its padding percentage and the player fills it.
 */
import type { Element, ElementContent } from 'hast';
import { styleDeclarations } from './inline-style.js';

/** Elements a responsive wrapper is written around that stay on the page (object and embed never do). */
const PLAYERS = new Set(['iframe', 'video', 'img']);
const ZERO = /^0(?:\.0+)?(?:px|%|r?em)?$/i;
const PADDING = /^padding(?:-(?:top|right|bottom|left|inline|block)(?:-start|-end)?)?$/;
/** What places or sizes the player itself; the box decides both now. */
const PLAYER_BOX = new Set([
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'inset',
  'width',
  'height',
  'display',
]);

/** `padding-bottom:56.25%`, `padding:56.25% 0 0 0` (Vimeo's embed code), `height:0`, `aspect-ratio`. */
function sizesTheBox(property: string, value: string): boolean {
  if (property === 'aspect-ratio') return true;
  if (property === 'height') return ZERO.test(value);
  if (property === 'padding' || property === 'padding-top' || property === 'padding-bottom')
    return value.includes('%');
  return false;
}

function setStyle(element: Element, declarations: string[]): void {
  if (declarations.length > 0) element.properties.style = declarations.join(';');
  else delete element.properties.style;
}

function declarationsOf(element: Element): [string, string][] | null {
  const style = element.properties.style;
  return typeof style === 'string' ? styleDeclarations(style).map(([p, v]) => [p, v.trim()]) : null;
}

/** Tailwind's aspect-ratio utilities, with any variant (`aspect-video`, `md:aspect-[4/3]`, `!aspect-square`). */
const ASPECT_CLASS = /^(?:[^:]+:)*!?aspect-/;

/**
 * Drops what sizes an element as an aspect-ratio box: those declarations of its inline style (removing an
 * emptied style) and Tailwind's `aspect-*` classes (Trigger.dev's `<div className="w-full h-full aspect-video">`).
 */
export function collapseAspectBox(element: Element): void {
  const classes = element.properties.className;
  if (Array.isArray(classes)) {
    const kept = classes.filter((c) => !(typeof c === 'string' && ASPECT_CLASS.test(c)));
    if (kept.length === 0) delete element.properties.className;
    else element.properties.className = kept;
  }
  const declarations = declarationsOf(element);
  if (!declarations) return;
  setStyle(
    element,
    declarations
      .filter(([property, value]) => !sizesTheBox(property, value))
      .map(([property, value]) => (value === '' ? property : `${property}:${value}`)),
  );
}

/**
 * Redraws a responsive wrapper whose only content (`content`: its children without blank text) is a kept
 * player as an `aspect-ratio` box the player fills. Anything else (no such wrapper, another kind of
 * content) is left as it is.
 */
export function fillAspectBox(wrapper: Element, content: ElementContent[]): void {
  const player = content[0];
  if (content.length !== 1 || player.type !== 'element' || !PLAYERS.has(player.tagName)) return;
  const declarations = declarationsOf(wrapper);
  const ownStyle = declarationsOf(player) ?? [];
  // Vimeo's embed code leaves the height out: a player 100% high in it can only have meant the padding box.
  const fills = ownStyle.some(([property, value]) => property === 'height' && value === '100%');
  const percent = declarations && boxPercent(declarations, fills);
  if (!declarations || !percent) return;
  // All padding goes: the absolute player covered it, so horizontal padding never showed around it either.
  const kept = declarations
    .filter(([property, value]) => !PADDING.test(property) && !sizesTheBox(property, value))
    .map(([property, value]) => `${property}:${value}`);
  if (!declarations.some(([property]) => property === 'width')) kept.push('width:100%');
  setStyle(wrapper, [...kept, `aspect-ratio:${ratio(percent)}`]);
  const own = ownStyle
    .filter(([property]) => !PLAYER_BOX.has(property))
    .map(([property, value]) => `${property}:${value}`);
  setStyle(player, [...own, 'display:block', 'width:100%', 'height:100%']);
}

/**
 * The box's height as a percentage of its width, when its style is the padding hack: `position:relative`,
 * `height:0` (or none, when `heightless` may be), and vertical padding in percentages (or zero) that adds
 * up to more than nothing.
 */
function boxPercent(declarations: [string, string][], heightless: boolean): number | null {
  let relative = false;
  let zeroHeight = heightless;
  const vertical: { top: string; bottom: string } = { top: '0', bottom: '0' };
  for (const [property, value] of declarations) {
    if (property === 'position') relative = value.toLowerCase() === 'relative';
    else if (property === 'height') zeroHeight = ZERO.test(value);
    else if (property === 'padding-top' || property === 'padding-block-start') vertical.top = value;
    else if (property === 'padding-bottom' || property === 'padding-block-end') vertical.bottom = value;
    else if (property === 'padding' || property === 'padding-block') {
      const parts = splitValue(value);
      const [top, bottom] =
        property === 'padding-block' ? [parts[0], parts[1] ?? parts[0]] : [parts[0], parts[2] ?? parts[0]];
      vertical.top = top ?? '';
      vertical.bottom = bottom ?? '';
    }
  }
  if (!relative || !zeroHeight) return null;
  const top = percentOf(vertical.top);
  const bottom = percentOf(vertical.bottom);
  if (top === null || bottom === null || top + bottom <= 0) return null;
  return top + bottom;
}

/** A padding value in percent of the width: `56.25%`, `0`, or a `calc()` that works out to a percentage. */
function percentOf(value: string): number | null {
  if (ZERO.test(value)) return 0;
  const plain = /^(\d*\.?\d+)%$/.exec(value);
  if (plain) return Number(plain[1]);
  const calc = /^calc\((.*)\)$/i.exec(value);
  if (!calc) return null;
  const result = evaluate(calc[1]);
  return result && result.percent && Number.isFinite(result.value) && result.value >= 0 ? result.value : null;
}

/** Splits a shorthand value at top-level whitespace (`calc(9 / 16 * 100%) 0` is two parts). */
function splitValue(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of value) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    if (/\s/.test(c) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += c;
  }
  if (current) parts.push(current);
  return parts;
}

interface Quantity {
  value: number;
  percent: boolean;
}

/** `calc()` arithmetic on numbers and percentages only (`9 / 16 * 100%`, `100% / (16 / 9)`); null otherwise. */
function evaluate(expression: string): Quantity | null {
  const tokens = expression.match(/\d*\.?\d+%?|[-+*/()]|\S/g) ?? [];
  let at = 0;
  const sum = (): Quantity | null => {
    let left = product();
    while (left && (tokens[at] === '+' || tokens[at] === '-')) {
      const sign = tokens[at++] === '+' ? 1 : -1;
      const right = product();
      if (!right || right.percent !== left.percent) return null;
      left = { value: left.value + sign * right.value, percent: left.percent };
    }
    return left;
  };
  const product = (): Quantity | null => {
    let left = factor();
    while (left && (tokens[at] === '*' || tokens[at] === '/')) {
      const divide = tokens[at++] === '/';
      const right = factor();
      // A percentage may be scaled by a number, never multiplied by another or divide anything.
      if (!right || (right.percent && (divide || left.percent))) return null;
      left = {
        value: divide ? left.value / right.value : left.value * right.value,
        percent: left.percent || right.percent,
      };
    }
    return left;
  };
  const factor = (): Quantity | null => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = sum();
      return tokens[at++] === ')' ? inner : null;
    }
    if (token === '-') {
      const inner = factor();
      return inner && { value: -inner.value, percent: inner.percent };
    }
    if (token === undefined || !/^\d*\.?\d+%?$/.test(token)) return null;
    return { value: Number(token.replace('%', '')), percent: token.endsWith('%') };
  };
  const result = sum();
  return at === tokens.length ? result : null;
}

/** `56.25` -> `16/9`, `75` -> `4/3`; a percentage no small ratio gives exactly stays `100/<percent>`. */
function ratio(percent: number): string {
  for (let width = 1; width <= 32; width++) {
    const height = (percent * width) / 100;
    const whole = Math.round(height);
    if (whole > 0 && Math.abs(height - whole) < 1e-3) return `${width}/${whole}`;
  }
  return `100/${Number(percent.toFixed(4))}`;
}
