/**
 * The site's own look from docs.json: colours (inline on `<html>`), fonts and background (a small `<style>` in
 * the head). Every value is checked or re-encoded here, so configuration text can never end the style block.
 */
import type { LayoutFont, LayoutInput } from '../types.js';
import { assetHref, isExternal, safeColor, safeHref } from './escape.js';

/**
 * `colors`: primary for light-mode emphasis, light for dark-mode emphasis, dark for buttons and hover states
 * in both modes. "If you only provide a primary color, it applies to all color elements" (settings docs).
 */
export function colorStyle(site: LayoutInput['site']): string {
  const colors = site.colors ?? {};
  const primary = safeColor(colors.primary);
  const vars: string[] = [];
  const map: [string, string][] = [
    ['primary', '--lectern-primary'],
    ['light', '--lectern-primary-light'],
    ['dark', '--lectern-primary-dark'],
  ];
  for (const [key, name] of map) {
    const value = safeColor(colors[key]) ?? primary;
    if (value) vars.push(`${name}:${value}`);
  }
  const bg = site.background?.color;
  const light = safeColor(bg?.light);
  const dark = safeColor(bg?.dark);
  if (light) vars.push(`--lectern-bg-light:${light}`);
  if (dark) vars.push(`--lectern-bg-dark:${dark}`);
  return vars.join(';');
}

/** A CSS string: only letters, digits, spaces, dots, dashes and underscores survive (font family names). */
function cssString(value: string): string | null {
  const clean = value.replace(/[^\p{L}\p{N} ._-]/gu, '').trim();
  return clean ? `"${clean}"` : null;
}

/** `url("...")` for a local asset; characters that could end the string or the block are percent-encoded. */
function cssUrl(input: LayoutInput, src: string): string | null {
  if (isExternal(safeHref(src))) return null; // never make a page depend on another host
  const href = assetHref(input.rootPrefix, src);
  if (href === '#') return null;
  return `url("${href.replace(/["'\\<>()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)}")`;
}

const FALLBACK =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function fontFace(input: LayoutInput, font: LayoutFont | undefined): { face: string; family: string } | null {
  const family = font?.family ? cssString(font.family) : null;
  if (!family) return null;
  let face = '';
  const url = font!.source ? cssUrl(input, font!.source) : null;
  if (url) {
    const format = font!.format ?? /\.(woff2?)$/i.exec(font!.source!)?.[1]?.toLowerCase();
    const weight =
      typeof font!.weight === 'number' && font!.weight > 0 && font!.weight <= 1000
        ? `font-weight:${font!.weight};`
        : '';
    face = `@font-face{font-family:${family};src:${url}${format === 'woff' || format === 'woff2' ? ` format("${format}")` : ''};${weight}font-display:swap}`;
  }
  return { face, family };
}

/**
 * `fonts` (a family for everything, optionally its own for headings or body) and `background.image`. Fonts
 * with a local `source` get an @font-face; a bare family name is used when the reader has it installed.
 */
export function siteStyle(input: LayoutInput): string {
  const { site } = input;
  const rules: string[] = [];
  const vars: string[] = [];
  const fonts = site.fonts;
  if (fonts) {
    const base = fontFace(input, fonts);
    const body = fontFace(input, fonts.body) ?? base;
    const heading = fontFace(input, fonts.heading) ?? base;
    for (const f of new Set([base?.face, body?.face, heading?.face])) if (f) rules.push(f);
    if (body) vars.push(`--font-sans:${body.family}, ${FALLBACK}`);
    if (heading) vars.push(`--font-heading:${heading.family}, ${FALLBACK}`);
  }
  if (vars.length) rules.push(`:root{${vars.join(';')}}`);
  const image = site.background?.image;
  if (image) {
    const light = cssUrl(input, image.light);
    const dark = cssUrl(input, image.dark) ?? light;
    const props = 'background-size:cover;background-position:center top;background-attachment:fixed';
    if (light) rules.push(`body{background-image:${light};${props}}`);
    if (dark) rules.push(`[data-theme='dark'] body{background-image:${dark}}`);
  }
  return rules.length ? `<style>${rules.join('\n')}</style>` : '';
}

const DECORATIONS = new Set(['gradient', 'grid', 'windows']);

/** `background.decoration` as a body class (the patterns are drawn by layout.css). */
export function decorationClass(site: LayoutInput['site']): string {
  const d = site.background?.decoration;
  return d && DECORATIONS.has(d) && !site.background?.image ? ` lectern-decoration-${d}` : '';
}
