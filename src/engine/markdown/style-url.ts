/**
 * `url()` in an author's inline style (`maskImage: 'url(/images/dot.svg)'`): read as CSS reads it (quotes,
 * escapes), resolved like an image's `src` to a file of the docs folder that the build copies into the site,
 * and written back in a form that cannot end the value, the declaration or the attribute. Exports load
 * nothing from other hosts, so a remote URL is dropped with a warning saying so, save Mintlify's icon CDN,
 * whose icons we ship (cssIconUrl). A `data:` URL holding a
 * small raster image (a PNG, JPEG, GIF, WebP or AVIF whose bytes are that type) is kept, rewritten from its
 * bytes as base64; never SVG, a document that may carry script and load other files (cssDataUrl).
 */
import type { Node } from 'unist';
import valueParser from 'postcss-value-parser';
import type { PageState } from './state.js';
import { cdnIconDataUrl } from '../icons/index.js';
import { resolveSrc, urlScheme } from './urls.js';

/** Longer references are no file path an author wrote by hand. */
const MAX_REF = 2000;
/**
 * The most bytes a style's `data:` image may hold: an icon or a small pattern, copied into every page that
 * uses it (a photo belongs in a file of the docs folder, loaded once and cached).
 */
export const MAX_DATA_BYTES = 64 * 1024;
/** The longest `data:` reference read: its bytes percent-encoded, and the media type before them. */
const MAX_DATA_REF = 3 * MAX_DATA_BYTES + 64;
/** The raster types a style's `data:` URL may hold, each recognised by the bytes its files start with. */
const DATA_IMAGES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => /^GIF8[79]a/.test(b.toString('latin1', 0, 6)),
  'image/webp': (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  // An ISO media file whose `ftyp` box names the AVIF brand, as its major or a compatible brand.
  'image/avif': (b) => {
    if (b.length < 16 || b.toString('latin1', 4, 8) !== 'ftyp') return false;
    const end = Math.min(b.readUInt32BE(0), b.length);
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4)
      if (/^avi[fs]$/.test(b.toString('latin1', at, at + 4))) return true;
    return false;
  },
};
/** `data:<type>[;base64],<bytes>`: no parameter other than base64 (an image needs no charset). */
const DATA_URL = /^data:([^,;]*)(;base64)?,(.*)$/is;
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
  if (ref === null || ref.trim() === '') return null;
  return ref.length <= (/^\s*data:/i.test(ref) ? MAX_DATA_REF : MAX_REF) ? ref.trim() : null;
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
 * relative to the page), or null with a warning: another host, a `data:` URL cssDataUrl refused (inline-style.ts
 * keeps the others without asking), an in-page `#id` (styles only name files), another scheme or a missing
 * file (resolveSrc's own warnings).
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
    if (scheme === 'data') {
      // Reached only when cssDataUrl refused it: say why.
      const image = dataImage(ref);
      const why =
        'problem' in image ? image.problem : "a style's url() may only name a file of the docs folder";
      page.warn('inline-style', `style url("${shown}") left out: ${why}`, node);
      return null;
    }
    if (ref.startsWith('#')) {
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

/**
 * `url(data:<type>;base64,...)` for a `data:` reference holding a raster image of at most MAX_DATA_BYTES,
 * null for anything else. Written from the decoded bytes (base64 has only letters, digits, `+`, `/` and `=`),
 * so nothing of what the author wrote can end the url(), the declaration or the attribute.
 */
export function cssDataUrl(ref: string): string | null {
  const image = dataImage(ref);
  return 'bytes' in image ? `url(data:${image.type};base64,${image.bytes.toString('base64')})` : null;
}

/**
 * `url(data:image/svg+xml;base64,...)` for Mintlify's icon CDN (`https://mintlify.b-cdn.net/v6.6.0/regular/
 * bolt.svg`): the library icon it names, which we ship, drawn from our own file; null for any other reference.
 */
export function cssIconUrl(ref: string): string | null {
  const data = cdnIconDataUrl(ref);
  return data === null ? null : `url(${data})`;
}

/** The image a `data:` reference holds, or why it is refused (for the warning). */
function dataImage(ref: string): { type: string; bytes: Buffer } | { problem: string } {
  const match = DATA_URL.exec(ref);
  if (!match)
    return { problem: "a style's data: URL may say only its type and ;base64 (data:image/png;base64,...)" };
  const type = match[1].toLowerCase();
  const check = DATA_IMAGES[type];
  if (!check)
    return {
      problem: `a style's data: URL may only hold a PNG, JPEG, GIF, WebP or AVIF image, not ${match[1] || 'text'}`,
    };
  const bytes = match[2] ? fromBase64(match[3]) : fromPercent(match[3]);
  if (!bytes) return { problem: `its ${match[2] ? 'base64' : 'percent-encoded'} data is malformed` };
  if (bytes.length > MAX_DATA_BYTES)
    return {
      problem: `a style's data: image may hold at most ${MAX_DATA_BYTES / 1024} KB; copy it into the docs folder`,
    };
  if (!check(bytes)) return { problem: `its data is not the ${type} image it says it holds` };
  return { type, bytes };
}

/** Strict base64, padding optional as browsers read it; null for any other character (space included). */
function fromBase64(text: string): Buffer | null {
  const body = text.length % 4 === 0 ? text.replace(/={1,2}$/, '') : text;
  return /^[A-Za-z0-9+/]*$/.test(body) && body.length % 4 !== 1 ? Buffer.from(body, 'base64') : null;
}

/** Printable ASCII and `%XX` escapes; null for a bare `%`, a `#` (it would end the URL), space or others. */
function fromPercent(text: string): Buffer | null {
  if (!/^(?:[!"$&-~]|%[0-9a-f]{2})*$/i.test(text)) return null;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '%') {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes);
}
