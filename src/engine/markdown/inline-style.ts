/**
 * Inline styles authors write on HTML elements (`style={{ display: "flex", gap: 16 }}` in MDX, `style="..."`
 * in raw HTML), which Mintlify keeps: real pages lay out rows and colour words with them. Kept to what
 * cannot reach outside the page or cover it: a list of layout, spacing, colour and type properties, values
 * made of words, numbers, colours and a few functions (no fixed positioning, so nothing sits over the site's
 * own chrome); SVG's paint properties too, since icons written inline colour themselves with them (`fill`
 * cannot name a paint server: `url()` is refused). Background, mask and list images may name a file of the
 * docs folder with `url()`, resolved by the caller like an image's `src` (style-url.ts): nothing is fetched
 * from another host. They may also hold a small PNG, JPEG, GIF, WebP or AVIF image as a `data:` URL, checked
 * and rewritten from its bytes (style-url.ts's cssDataUrl), but never SVG: an SVG document may carry script
 * and load other files. Everything else is dropped and named.
 */
import valueParser from 'postcss-value-parser';
import { cssDataUrl, cssIconUrl, cssUrl, urlReference } from './style-url.js';

const PROPERTIES = new Set(
  `display flex flex-direction flex-wrap flex-flow flex-grow flex-shrink flex-basis order gap row-gap
  column-gap grid-template-columns grid-template-rows grid-template-areas grid-column grid-row grid-area
  grid-auto-flow grid-auto-columns grid-auto-rows align-items align-content align-self justify-content
  justify-items justify-self place-items place-content place-self width height min-width min-height max-width
  max-height aspect-ratio box-sizing margin margin-top margin-right margin-bottom margin-left margin-inline
  margin-block padding padding-top padding-right padding-bottom padding-left padding-inline padding-block
  color background background-color background-image background-size background-position background-repeat
  background-clip mask mask-image mask-size mask-position mask-repeat -webkit-mask -webkit-mask-image
  -webkit-mask-size -webkit-mask-position -webkit-mask-repeat border border-top border-right border-bottom
  border-left border-color
  border-width border-style border-radius border-collapse border-spacing outline box-shadow opacity
  font-size font-weight font-style font-family font-variant line-height letter-spacing word-spacing
  text-align text-decoration text-transform text-indent text-overflow text-shadow white-space word-break
  overflow-wrap vertical-align overflow overflow-x overflow-y object-fit object-position float clear
  list-style list-style-type list-style-image visibility cursor filter transform transform-origin transition
  table-layout caption-side position fill fill-opacity fill-rule stroke stroke-width stroke-opacity
  stroke-linecap stroke-linejoin stroke-dasharray clip-rule stop-color stop-opacity`.split(/\s+/),
);
/** Properties whose value may name an image with `url()` (a layer, or the shorthand holding one). */
const URL_PROPERTIES = new Set(
  `background background-image mask mask-image -webkit-mask -webkit-mask-image list-style
  list-style-image`.split(/\s+/),
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
  /** Properties left out because the property or its value is not allowed, for the warning. */
  dropped: string[];
}

/**
 * The page-relative URL a style's `url()` reference resolves to (a file of the docs folder), or null when it
 * is refused; the resolver reports why. Without one, no `url()` is kept.
 */
export type StyleUrlResolver = (ref: string) => string | null;

/** The safe part of a `style` attribute's value (a string, or an object from JSX); null for anything else. */
export function inlineStyle(value: unknown, resolveUrl?: StyleUrlResolver): InlineStyle | null {
  const declarations = declarationsOf(value);
  if (!declarations) return null;
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const [property, raw] of declarations) {
    const cssValue =
      typeof raw === 'number' && !UNITLESS.has(property) && raw !== 0 ? `${raw}px` : String(raw);
    const safe = safeValue(property, cssValue.trim(), resolveUrl);
    if (safe === null) dropped.push(property);
    else if (safe !== '') kept.push(`${property}:${safe}`);
  }
  return { css: kept.join(';'), dropped };
}

/**
 * The value as kept, null when it is not allowed, or '' when it held only `url()`s that were all refused
 * (already reported by the resolver). The rest of a value with `url()`s is checked as if each were `none`,
 * and only then are they resolved, so a declaration left out neither copies files nor warns about them.
 */
function safeValue(property: string, value: string, resolveUrl?: StyleUrlResolver): string | null {
  if (!resolveUrl || !URL_PROPERTIES.has(property) || !/url\s*\(/i.test(value))
    return isSafe(property, value) ? value : null;
  const parsed = valueParser(value);
  const urls: { node: valueParser.Node; ref: string }[] = [];
  for (const node of parsed.nodes) {
    if (node.type !== 'function' || node.value.toLowerCase() !== 'url') continue;
    const ref = urlReference(node, value);
    if (ref === null) return null;
    urls.push({ node, ref });
  }
  const set = (node: valueParser.Node, text: string) =>
    Object.assign(node, { type: 'word', value: text, nodes: undefined, before: '', after: '' });
  for (const { node } of urls) set(node, 'none');
  if (!isSafe(property, valueParser.stringify(parsed.nodes))) return null;
  let kept = 0;
  for (const { node, ref } of urls) {
    // A small raster `data:` image or a Mintlify CDN icon needs no file; the resolver reports every other
    // reference it refuses.
    const data = cssDataUrl(ref) ?? cssIconUrl(ref);
    const resolved = data === null ? resolveUrl(ref) : null;
    const css = data ?? (resolved === null ? null : cssUrl(resolved));
    if (css !== null) {
      set(node, css);
      kept += 1;
    }
  }
  const others = parsed.nodes.filter(
    (node) => !urls.some((u) => u.node === node) && node.type !== 'space' && node.type !== 'div',
  );
  return kept === 0 && others.length === 0 ? '' : valueParser.stringify(parsed.nodes);
}

/**
 * A `style` attribute's declarations as `[property, value]`, properties lower-cased. As in CSS, a `;` inside
 * quotes or parentheses (`url(data:image/png;base64,...)`) does not end a declaration, nor does an escaped one.
 */
export function styleDeclarations(css: string): [string, string][] {
  return splitDeclarations(css)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): [string, string] => {
      const colon = part.indexOf(':');
      return colon < 0
        ? [part.toLowerCase(), '']
        : [part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1)];
    });
}

function splitDeclarations(css: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let depth = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') i += 1;
    else if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(css.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(css.slice(start));
  return parts;
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
  // Parentheses only as function calls (a bare `(` only inside one, as calc's grouping), balanced; quotes
  // only in pairs (font names).
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '(') {
      if (depth === 0 && !/[\w-]\s*$/.test(value.slice(0, i))) return false;
      depth++;
    } else if (c === ')' && --depth < 0) return false;
  }
  return (
    depth === 0 && (value.match(/"/g) ?? []).length % 2 === 0 && (value.match(/'/g) ?? []).length % 2 === 0
  );
}
