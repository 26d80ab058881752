/**
 * Inline styles authors write on HTML elements (`style={{ display: "flex", gap: 16 }}` in MDX, `style="..."`
 * in raw HTML), which Mintlify keeps: real pages lay out rows and colour words with them. Kept to what
 * cannot reach outside the page or cover it: a list of layout, spacing, colour and type properties, values
 * made of words, numbers, colours and a few functions (no `url()`, so nothing is fetched, and no fixed
 * positioning, so nothing sits over the site's own chrome); SVG's paint properties too, since icons written
 * inline colour themselves with them (`fill` cannot name a paint server: `url()` is refused). Everything else
 * is dropped and named.
 */
const PROPERTIES = new Set(
  `display flex flex-direction flex-wrap flex-flow flex-grow flex-shrink flex-basis order gap row-gap
  column-gap grid-template-columns grid-template-rows grid-template-areas grid-column grid-row grid-area
  grid-auto-flow grid-auto-columns grid-auto-rows align-items align-content align-self justify-content
  justify-items justify-self place-items place-content place-self width height min-width min-height max-width
  max-height aspect-ratio box-sizing margin margin-top margin-right margin-bottom margin-left margin-inline
  margin-block padding padding-top padding-right padding-bottom padding-left padding-inline padding-block
  color background background-color border border-top border-right border-bottom border-left border-color
  border-width border-style border-radius border-collapse border-spacing outline box-shadow opacity
  font-size font-weight font-style font-family font-variant line-height letter-spacing word-spacing
  text-align text-decoration text-transform text-indent text-overflow text-shadow white-space word-break
  overflow-wrap vertical-align overflow overflow-x overflow-y object-fit object-position float clear
  list-style list-style-type visibility cursor filter transform transform-origin transition
  table-layout caption-side position fill fill-opacity fill-rule stroke stroke-width stroke-opacity
  stroke-linecap stroke-linejoin stroke-dasharray clip-rule stop-color stop-opacity`.split(/\s+/),
);
/** `position` only in the flow of the page. */
const POSITIONS = new Set(['static', 'relative']);
/** CSS functions a value may call (no `url()`, `image-set()`, `element()` or `expression()`). */
const FUNCTIONS = new Set(
  'rgb rgba hsl hsla hwb lab lch oklab oklch color-mix calc min max clamp var linear-gradient radial-gradient conic-gradient repeating-linear-gradient repeating-radial-gradient repeat minmax fit-content translate translatex translatey scale rotate skew cubic-bezier blur brightness contrast grayscale drop-shadow'.split(
    ' ',
  ),
);
/** React's unitless properties: a bare number stays a number. */
const UNITLESS = new Set([
  'flex',
  'flex-grow',
  'flex-shrink',
  'order',
  'opacity',
  'font-weight',
  'line-height',
  'z-index',
  'grid-row',
  'grid-column',
  'aspect-ratio',
]);
const SAFE_VALUE = /^[\w\s#%.,+\-*/()'"!]*$/;

export interface InlineStyle {
  /** The declarations kept, serialized (`display:flex;gap:16px`); empty when none were. */
  css: string;
  /** Properties left out, for the warning. */
  dropped: string[];
}

/** The safe part of a `style` attribute's value (a string, or an object from JSX); null for anything else. */
export function inlineStyle(value: unknown): InlineStyle | null {
  const declarations = declarationsOf(value);
  if (!declarations) return null;
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const [property, raw] of declarations) {
    const cssValue =
      typeof raw === 'number' && !UNITLESS.has(property) && raw !== 0 ? `${raw}px` : String(raw);
    if (isSafe(property, cssValue.trim())) kept.push(`${property}:${cssValue.trim()}`);
    else dropped.push(property);
  }
  return { css: kept.join(';'), dropped };
}

/** A `style` attribute's declarations as `[property, value]`, properties lower-cased. */
export function styleDeclarations(css: string): [string, string][] {
  return css
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): [string, string] => {
      const colon = part.indexOf(':');
      return colon < 0
        ? [part.toLowerCase(), '']
        : [part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1)];
    });
}

function declarationsOf(value: unknown): [string, string | number][] | null {
  if (typeof value === 'string') return styleDeclarations(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: [string, string | number][] = [];
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (raw === null || raw === undefined || raw === false) continue;
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      out.push([cssName(key), '']);
      continue;
    }
    out.push([cssName(key), raw]);
  }
  return out;
}

/** `backgroundColor` -> `background-color`, `WebkitLineClamp` -> `-webkit-line-clamp`. */
function cssName(key: string): string {
  return key
    .replace(/^(Webkit|Moz|ms)(?=[A-Z])/, (prefix) => `-${prefix.toLowerCase()}`)
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function isSafe(property: string, value: string): boolean {
  if (!PROPERTIES.has(property) || value === '' || value.length > 300) return false;
  if (!SAFE_VALUE.test(value) || /\/\*|\\/.test(value)) return false;
  if (property === 'position' && !POSITIONS.has(value.toLowerCase())) return false;
  for (const call of value.matchAll(/([\w-]+)\s*\(/g))
    if (!FUNCTIONS.has(call[1].toLowerCase())) return false;
  // Parentheses only as function calls, balanced; quotes only in pairs (font names).
  let depth = 0;
  for (const c of value) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return (
    depth === 0 && (value.match(/"/g) ?? []).length % 2 === 0 && (value.match(/'/g) ?? []).length % 2 === 0
  );
}
