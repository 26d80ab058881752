/**
 * `url()` in an author's inline style (`maskImage: 'url(/images/dot.svg)'`): read as CSS reads it (quotes,
 * escapes), resolved like an image's `src` to a file of the docs folder that the build copies into the site,
 * and written back in a form that cannot end the value, the declaration or the attribute. Exports load
 * nothing from other hosts, so a remote URL is dropped with a warning saying so.
 */
import type { Node } from 'unist';
import valueParser from 'postcss-value-parser';
import type { PageState } from './state.js';
import { resolveSrc, urlScheme } from './urls.js';

/** Longer references are no file path an author wrote by hand. */
const MAX_REF = 2000;
/** Kept as written in a resolved URL; everything else is percent-encoded (`%` only as an escape). */
const URL_CHAR = /[A-Za-z0-9\-._~/?#&=+,!$@]/;
// eslint-disable-next-line no-control-regex -- CSS refuses these unescaped in an unquoted url()
const BAD_UNQUOTED = /[\s"'(\u0000-\u0008\u000b\u000e-\u001f\u007f]/;
/** A newline ends a CSS string (as an error) unless escaped. */
const BAD_QUOTED = /[\n\r\f]/;
// eslint-disable-next-line no-control-regex -- browsers ignore these at the start of a URL
const IGNORED = /[\u0000-\u0020\u007f]+/g;

/**
 * The reference a `url()` function node of `value` names, escapes decoded; null when it is not one valid,
 * non-empty URL (unclosed, several parts, a bad unquoted URL).
 */
export function urlReference(found: valueParser.FunctionNode, value: string): string | null {
  // postcss-value-parser reads only a lowercase `url(` as a URL token; `URL(` is the same function to CSS.
  const node =
    found.value === 'url'
      ? found
      : valueParser(`url${value.slice(found.sourceIndex + 3, found.sourceEndIndex)}`).nodes[0];
  if (node?.type !== 'function' || node.unclosed || node.nodes.length !== 1) return null;
  const [arg] = node.nodes;
  let ref: string | null = null;
  if (arg.type === 'string' && !arg.unclosed) ref = unescapeCss(arg.value, true);
  else if (arg.type === 'word') ref = unescapeCss(arg.value, false);
  return ref !== null && ref.trim() !== '' && ref.length <= MAX_REF ? ref.trim() : null;
}

/**
 * CSS escapes decoded (`\"`, `\29 `, a line continuation in a string); null for what CSS refuses there
 * (a bare newline in a string; space, quotes or `(` in an unquoted URL; an escaped newline outside a string).
 */
export function unescapeCss(text: string, quoted: boolean): string | null {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '\\') {
      if ((quoted ? BAD_QUOTED : BAD_UNQUOTED).test(text[i])) return null;
      out += text[i];
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) return null;
    if (next === '\n' || next === '\r' || next === '\f') {
      if (!quoted) return null;
      i += next === '\r' && text[i + 2] === '\n' ? 2 : 1;
      continue;
    }
    const hex = /^[0-9a-f]{1,6}/i.exec(text.slice(i + 1));
    if (!hex) {
      out += next;
      i += 1;
      continue;
    }
    const code = parseInt(hex[0], 16);
    const valid = code !== 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    out += String.fromCodePoint(valid ? code : 0xfffd);
    i += hex[0].length;
    // One whitespace after a hex escape belongs to it (`\r\n` counts as one).
    if (text[i + 1] === '\r' && text[i + 2] === '\n') i += 2;
    else if (/[ \t\n\r\f]/.test(text[i + 1] ?? '')) i += 1;
  }
  return out;
}

/**
 * `url(...)` for a resolved, page-relative URL; null for anything else (a scheme, a root or protocol-relative
 * path). Unquoted, with every character that could end it (quotes, parentheses, spaces, `;`, `\`) encoded.
 */
export function cssUrl(resolved: string): string | null {
  if (resolved === '' || /^[\\/]/.test(resolved.replace(IGNORED, '')) || urlScheme(resolved) !== null)
    return null;
  let out = '';
  let at = 0;
  for (const char of resolved) {
    if (URL_CHAR.test(char) || (char === '%' && /^%[0-9a-f]{2}/i.test(resolved.slice(at)))) out += char;
    else
      for (const byte of new TextEncoder().encode(char))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    at += char.length;
  }
  return `url(${out})`;
}

/**
 * What a page's styles may name: a file of the docs folder, resolved like an image (copied into the site,
 * relative to the page), or null with a warning: another host, a `data:` URL or an in-page `#id` (as before:
 * styles only name files), another scheme or a missing file (resolveSrc's own warnings).
 */
export function styleUrlResolver(page: PageState, node: Node | null): (ref: string) => string | null {
  return (ref) => {
    const shown = ref.length > 120 ? `${ref.slice(0, 117)}...` : ref;
    const scheme = urlScheme(ref);
    if (scheme === 'http' || scheme === 'https' || /^[\\/]{2}/.test(ref.replace(IGNORED, ''))) {
      page.warn(
        'inline-style',
        `style url("${shown}") left out: an exported site loads nothing from other hosts; copy the file into the docs folder`,
        node,
      );
      return null;
    }
    if (scheme === 'data' || ref.startsWith('#')) {
      page.warn(
        'inline-style',
        `style url("${shown}") left out: a style's url() may only name a file of the docs folder`,
        node,
      );
      return null;
    }
    return resolveSrc(page, ref, node) ?? null;
  };
}
