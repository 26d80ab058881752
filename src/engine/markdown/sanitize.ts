/**
 * The schema for author-written HTML (raw HTML in Markdown, lowercase JSX tags and their attributes). It
 * extends hast-util-sanitize's GitHub-like default with media, SVG drawings and free class names, and keeps
 * its protections: no `<script>`/`<style>`, no event handlers, no `style` (html-element.ts adds back what inline-style.ts allows), URLs limited to safe schemes.
 * Our own generated markup never passes through here, so it needs no exceptions.
 */
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import type { Element, Root } from 'hast';
import { SAFE_LINK_SCHEMES } from './urls.js';

/** The SVG elements authors may draw with (inline icons and diagrams). */
export const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'title',
  'desc',
  'symbol',
  'text',
  'tspan',
];
const SVG_ATTRIBUTES = [
  'viewBox',
  'xmlns',
  'fill',
  'fillRule',
  'fillOpacity',
  'clipRule',
  'clipPath',
  'stroke',
  'strokeWidth',
  'strokeLineCap',
  'strokeLineJoin',
  'strokeOpacity',
  'strokeDashArray',
  'strokeDashOffset',
  'strokeMiterLimit',
  'opacity',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'points',
  'transform',
  'offset',
  'stopColor',
  'stopOpacity',
  'gradientUnits',
  'gradientTransform',
  'preserveAspectRatio',
  'mask',
  'fontSize',
  'fontWeight',
  'textAnchor',
  'dominantBaseline',
  'width',
  'height',
  'id',
];

/**
 * GitHub's schema limits `className` on some tags to its own values (`a` to footnote classes, `code` to
 * `language-*`...); authors' classes are harmless here, so those limits are lifted.
 */
const base: Schema = {
  ...defaultSchema,
  attributes: Object.fromEntries(
    Object.entries(defaultSchema.attributes ?? {}).map(([tag, list]) => [
      tag,
      list.filter((entry) => !(Array.isArray(entry) && entry[0] === 'className')),
    ]),
  ),
};
/** Removed together with their content (the rest are unwrapped: their children stay). */
const STRIPPED = [
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'select',
  'object',
  'embed',
  'applet',
  'frameset',
  'frame',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
];

export function isStrippedTag(tag: string): boolean {
  return STRIPPED.includes(tag.toLowerCase());
}
const extraTags = [
  'video',
  'audio',
  'source',
  'track',
  'iframe',
  'figure',
  'figcaption',
  'picture',
  'mark',
  'u',
  'small',
  'abbr',
  'cite',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'center',
  'label',
  'time',
  'big',
  'font',
  'colgroup',
  'col',
  'caption',
  // Styled buttons beside links in landing pages; with no handler or form they only show.
  'button',
  ...SVG_TAGS,
];

export const userHtmlSchema: Schema = {
  ...base,
  tagNames: [...(base.tagNames ?? []).filter((tag) => tag !== 'input'), ...extraTags],
  // Elements are sanitised one at a time, so the default "must sit inside" rules cannot see ancestors;
  // the renderer enforces table structure itself.
  ancestors: {},
  // `id`s stay as written so in-page anchors keep working; `name` is prefixed against DOM clobbering.
  clobber: ['name'],
  attributes: {
    ...base.attributes,
    '*': [
      ...(base.attributes?.['*'] ?? []),
      'className',
      'id',
      'title',
      'role',
      'ariaHidden',
      'ariaLabel',
      'ariaDescribedBy',
      'data*',
    ],
    a: [...(base.attributes?.a ?? []), 'target', 'rel'],
    img: [...(base.attributes?.img ?? []), 'loading', 'decoding'],
    video: [
      'src',
      'poster',
      'controls',
      'autoPlay',
      'loop',
      'muted',
      'playsInline',
      'preload',
      'width',
      'height',
    ],
    audio: ['src', 'controls', 'loop', 'muted', 'preload'],
    source: ['src', 'type', 'media'],
    track: ['src', 'kind', 'srcLang', 'label', 'default'],
    iframe: [
      'src',
      'width',
      'height',
      'title',
      'allow',
      'allowFullScreen',
      'loading',
      'referrerPolicy',
      'frameBorder',
    ],
    col: ['span', 'width'],
    colgroup: ['span'],
    time: ['dateTime'],
    font: ['color', 'size'],
    button: [['type', 'button'], 'disabled'],
    ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
  },
  protocols: {
    ...base.protocols,
    // The same allow-list as links written in Markdown (app deep links such as `cursor:`).
    href: [...SAFE_LINK_SCHEMES],
    src: ['http', 'https'],
    poster: ['http', 'https'],
  },
  strip: STRIPPED,
};

/**
 * Sanitises a single element (without its children, which the caller renders and checks separately).
 * Returns null when the tag is not allowed; the caller then renders only the children.
 */
export function sanitizeElement(element: Element): Element | null {
  const result = sanitize({ ...element, children: [] }, userHtmlSchema);
  if (result.type !== 'element') return null;
  return result;
}

/** Sanitises a whole fragment (raw HTML from Markdown pages parsed as plain Markdown). */
export function sanitizeFragment(root: Root): Root {
  const result = sanitize(root, userHtmlSchema);
  return result.type === 'root'
    ? result
    : { type: 'root', children: result.type === 'element' ? [result] : [] };
}
