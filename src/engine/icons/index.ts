/**
 * Icons as inline SVG from the installed icon packages (no icon font, no CDN). `renderIcon` returns markup,
 * `renderIconHast` a hast element for the markdown pipeline. Both return null for an unknown icon so the
 * caller can report it with the page's location; a name drawn by a stand-in (a Font Awesome Pro name,
 * pro-fallback.ts) is drawn and told to `onWarning`, naming the stand-in.
 */
import { toHtml } from 'hast-util-to-html';
import { h, s } from 'hastscript';
import type { Element } from 'hast';
import { cdnIconRef, parseIconRef, resolveIcon, type IconLibrary } from './resolve.js';

export type { IconLibrary } from './resolve.js';

export interface IconOptions {
  library: IconLibrary;
  /** Pixels; the SVG's width and height. Default 16. */
  size?: number;
  color?: string;
  className?: string;
  /** Mintlify's `iconType` (Font Awesome style: solid, regular, brands, light...; Tabler: filled). */
  iconType?: string;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
  /**
   * Maps a local image path (`/images/x.svg`) to its href from the page. Without it the path is used
   * relative to the current folder with its leading slash removed.
   */
  resolveSrc?: (src: string) => string | null;
  /**
   * Receives non-fatal problems: a remote image icon that is not fetched, a missing local image, a name no
   * library has that a stand-in draws (`substituteMessage`).
   */
  onWarning?: (message: string) => void;
}

const FREE_SETS = 'not in Font Awesome Free, Lucide or Tabler (a Font Awesome Pro icon?)';
const LIBRARY_NAMES: Record<IconLibrary, string> = {
  fontawesome: 'Font Awesome',
  lucide: 'Lucide',
  tabler: 'Tabler',
};

/** The warning for a name no library has, drawn by `standIn` from `library` instead. */
export function substituteMessage(name: string, standIn: string, library: IconLibrary): string {
  return `icon "${name}" is ${FREE_SETS}: drawn as ${LIBRARY_NAMES[library]} "${standIn}" instead`;
}

/** The warning for an icon that is a remote image (named by URL, or an `<img>` written as the icon). */
export function remoteImageMessage(src: string): string {
  return `icon "${src}" is a remote image; it is not fetched and is left out`;
}

/** The warning for a name neither any library nor a stand-in draws. */
export function unknownIconMessage(name: string): string {
  return `unknown icon "${name}": ${FREE_SETS}, left out`;
}

const REMOTE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;
const IMAGE_PATH = /^(?:\.{0,2}\/)|\.(?:svg|png|jpe?g|gif|webp|avif|ico)(?:[?#].*)?$/i;
// A colour goes into a style attribute: accept only plain colour syntax.
const SAFE_COLOR =
  /^(?:#[0-9a-f]{3,8}|[a-z]+|(?:rgb|rgba|hsl|hsla|oklch|oklab)\([0-9.,%\s/a-z-]+\)|var\(--[a-z0-9-]+\))$/i;

// Markup by options, with the stand-in warning it was rendered with (told again on each use).
const htmlCache = new Map<string, { html: string | null; warning?: string }>();

/** Whether the icon is an image file or address (Mintlify's icon CDN names a library icon: not an image). */
export function isImageIcon(name: string): boolean {
  return (REMOTE.test(name) || IMAGE_PATH.test(name.trim())) && !cdnIconRef(name);
}

/** The icon as a hast element; null for an unknown icon, and for a remote or missing image (warned). */
export function renderIconHast(name: string, opts: IconOptions): Element | null {
  const trimmed = name.trim();
  const size = opts.size && opts.size > 0 && opts.size < 1024 ? opts.size : 16;
  const className = ['lectern-icon', ...(opts.className ? opts.className.split(/\s+/).filter(Boolean) : [])];
  const color = opts.color && SAFE_COLOR.test(opts.color.trim()) ? opts.color.trim() : undefined;
  const a11y = opts.label ? { role: 'img', ariaLabel: opts.label } : { ariaHidden: 'true' };

  if (isImageIcon(trimmed)) {
    if (REMOTE.test(trimmed) || /^data:/i.test(trimmed)) {
      opts.onWarning?.(remoteImageMessage(trimmed));
      return null;
    }
    const src = opts.resolveSrc ? opts.resolveSrc(trimmed) : trimmed.replace(/^\/+/, '');
    if (!src) {
      opts.onWarning?.(`icon image "${trimmed}" was not found`);
      return null;
    }
    return h('img', {
      className: [...className, 'lectern-icon-img'],
      src,
      alt: opts.label ?? '',
      width: size,
      height: size,
      loading: 'lazy',
      style: color ? `color:${color}` : undefined,
    });
  }

  const ref = parseIconRef(trimmed, opts.iconType);
  const icon = ref && resolveIcon(ref, opts.library);
  if (!icon) return null;
  if (icon.substituteFor) opts.onWarning?.(substituteMessage(trimmed, icon.name, icon.library));
  return s(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      ...icon.svg.attrs,
      width: size,
      height: size,
      className: [...className, `lectern-icon-${icon.library}`],
      style: color ? `color:${color}` : undefined,
      focusable: 'false',
      ...a11y,
    },
    structuredClone(icon.svg.children),
  );
}

/**
 * The icon as markup. Returns `''` for a remote image icon (not fetched; `onWarning` is told) and null for an
 * icon no library has.
 */
export function renderIcon(name: string, opts: IconOptions): string | null {
  // Library icons do not depend on the resolver or warnings: cache them whatever the options.
  const cacheable = !isImageIcon(name.trim()) || (!opts.resolveSrc && !opts.onWarning);
  const key = cacheable
    ? [name, opts.library, opts.size, opts.color, opts.className, opts.iconType, opts.label].join('\u0000')
    : '';
  const cached = cacheable ? htmlCache.get(key) : undefined;
  if (cached) {
    if (cached.warning) opts.onWarning?.(cached.warning);
    return cached.html;
  }
  const trimmed = name.trim();
  let warning: string | undefined;
  const element = renderIconHast(name, {
    ...opts,
    onWarning: (message) => {
      warning = message;
      opts.onWarning?.(message);
    },
  });
  let html: string | null;
  if (element) html = toHtml(element, { space: element.tagName === 'svg' ? 'svg' : 'html' });
  else html = isImageIcon(trimmed) ? '' : null;
  if (cacheable) htmlCache.set(key, { html, warning });
  return html;
}

/**
 * The library icon a Mintlify icon CDN address names, as a `data:image/svg+xml;base64,` URL for a style's
 * `url()` (a landing page's mask-image): drawn from our own SVG files, never from bytes an author wrote, and
 * without a width or height, so that it fills its box as the CDN's file does. Null for any other address.
 */
export function cdnIconDataUrl(raw: string): string | null {
  const ref = cdnIconRef(raw);
  const icon = ref && resolveIcon(ref, ref.library ?? 'fontawesome');
  if (!icon) return null;
  const { width: _width, height: _height, ...attrs } = icon.svg.attrs;
  const svg = toHtml(
    s('svg', { xmlns: 'http://www.w3.org/2000/svg', ...attrs }, structuredClone(icon.svg.children)),
    {
      space: 'svg',
    },
  );
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * What is wrong with an icon reference, without drawing it: a stand-in draws it (code `icon`), nothing does
 * (`unknown-icon`), or it is a remote image, never fetched (`icon`). Null when it draws as written, and for
 * local images (the build reports a missing file when it copies it).
 */
export function iconProblem(
  name: string,
  library: IconLibrary,
  iconType?: string,
): { code: 'icon' | 'unknown-icon'; message: string } | null {
  const trimmed = name.trim();
  if (trimmed === '') return null;
  if (isImageIcon(trimmed)) {
    return REMOTE.test(trimmed) || /^data:/i.test(trimmed)
      ? { code: 'icon', message: remoteImageMessage(trimmed) }
      : null;
  }
  const ref = parseIconRef(trimmed, iconType);
  const icon = ref && resolveIcon(ref, library);
  if (!icon) return { code: 'unknown-icon', message: unknownIconMessage(trimmed) };
  if (icon.substituteFor)
    return { code: 'icon', message: substituteMessage(trimmed, icon.name, icon.library) };
  return null;
}

/** The folder of an installed package (walks up from the engine), for copying vendor files such as Mermaid. */
export { packageDir } from './svg-source.js';
