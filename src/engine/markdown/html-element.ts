/**
 * Author-written HTML: lowercase JSX tags in MDX (`<img>`, `<div className>`, `<iframe>`, `<kbd>`, `<svg>`)
 * and raw HTML in pages parsed as plain Markdown. Each element is sanitised, its URLs resolved like
 * Markdown links and images, and structure that a browser would rearrange (table parts outside a table,
 * links inside links) is unwrapped so the output stays well formed.
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Node } from 'unist';
import { h, s } from 'hastscript';
import { fromHtml } from 'hast-util-from-html';
import { SVG_TAGS, isStrippedTag, sanitizeElement, sanitizeFragment } from './sanitize.js';
import { inlineStyle } from './inline-style.js';
import { replacedOffline } from './offline.js';
import { styleUrlResolver } from './style-url.js';
import { resolveAnchorHref, resolveSrc, urlScheme } from './urls.js';
import type { PageState } from './state.js';
import { fitChildren, fitsParent } from './structure.js';
import { missingImage } from './missing-image.js';
import { innerHtml, isInnerHtmlAttribute } from './inner-html.js';
import { containsBlock } from './paragraph-content.js';
import { plainText } from './text.js';
import { takeImageOptions, withImageOptions } from './image-options.js';

// Where handlers.ts has always found them.
export { containsBlock, isBlock } from './paragraph-content.js';

const VOID = new Set([
  'img',
  'br',
  'hr',
  'source',
  'track',
  'col',
  'wbr',
  'input',
  'area',
  'embed',
  'meta',
  'link',
  'base',
  'param',
]);
/**
 * SVG-only elements, dropped outside an `<svg>` (where they draw nothing); `title` is HTML's too, and `desc`
 * is kept as before (its text stays readable).
 */
const SVG_CHILD_TAGS = new Set(
  SVG_TAGS.filter((tag) => !['svg', 'title', 'desc'].includes(tag)).map((tag) => tag.toLowerCase()),
);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation allow-forms';

export type AttributeValue = string | number | boolean | null | undefined;

/**
 * Renders one author HTML element. `attributes` are the already-evaluated JSX attributes; `children`
 * renders the element's content and is only called when the element (or its content) is kept.
 */
export function renderHtmlElement(
  page: PageState,
  name: string,
  attributes: Array<[string, unknown]>,
  node: Node,
  children: () => ElementContent[],
): ElementContent[] {
  const inSvg = page.htmlStack.includes('svg');
  const tag = inSvg || name === 'svg' ? name : name.toLowerCase();
  if (isStrippedTag(tag)) {
    page.warn('unsafe-html', `<${tag}> is not allowed in pages and was removed`, node);
    return [];
  }
  if (!inSvg && SVG_CHILD_TAGS.has(tag.toLowerCase())) return [];
  // `dangerouslySetInnerHTML`'s HTML replaces the written children, as in React (inner-html.ts).
  const html = innerHtml(page, tag, attributes, node);
  const content =
    html === undefined ? children : () => renderRawHtml(page, html, node, inSvg || tag === 'svg');
  // Unwrapped: the children take the element's place, so they see its parent as theirs.
  const unwrap = () => content();
  if (!fitsParent(tag, page.htmlStack[page.htmlStack.length - 1])) return unwrap();
  if (HEADINGS.has(tag) && page.htmlStack.some((open) => open === '#heading' || HEADINGS.has(open)))
    return unwrap();
  if (tag === 'a' && page.linkDepth > 0) return unwrap();

  const image = tag === 'img' ? takeImageOptions(attributes) : null;
  if (image) attributes = image.rest;
  const properties: Record<string, AttributeValue> = {};
  let rawSrc: unknown;
  let rawHref: unknown;
  let rawPoster: unknown;
  let rawStyle: unknown;
  for (const [key, value] of attributes) {
    const lower = key.toLowerCase();
    if (lower === 'style') rawStyle = value;
    if (lower.startsWith('on') || lower === 'style' || isInnerHtmlAttribute(lower) || lower === 'srcset')
      continue;
    if (lower === 'src') rawSrc = value;
    else if (lower === 'href' || lower === 'xlink:href') rawHref = value;
    else if (lower === 'poster') rawPoster = value;
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      properties[key === 'class' ? 'className' : key] = value as AttributeValue;
    }
  }
  const create = inSvg || tag === 'svg' ? s : h;
  const built = create(tag, properties as Record<string, string>);
  const safe = sanitizeElement(built);
  if (!safe) return unwrap();
  safe.position = node.position;
  // A remote player's style would be dropped with it: a warning about it would name nothing on the page.
  if (rawStyle !== undefined && !replacedOffline(safe.tagName, rawSrc))
    applyStyle(page, safe, rawStyle, node);
  const finished = finishUrls(page, safe, node, { src: rawSrc, href: rawHref, poster: rawPoster });
  if (finished !== safe) return finished ? [finished] : [];
  // An iframe's content is raw text to the HTML parser (never shown): it is left out, not escaped.
  if (VOID.has(tag) || tag === 'iframe') {
    if (html)
      page.warn(
        'html-structure',
        `<${tag}> holds no content; its dangerouslySetInnerHTML was left out`,
        node,
      );
    return [image ? withImageOptions(page, safe, image.options) : safe];
  }
  if (tag === 'a') page.linkDepth += 1;
  try {
    const fitted = fitChildren(tag, withStack(page, tag, content));
    if (fitted.dropped > 0)
      page.warn(
        'html-structure',
        `content directly inside <${tag}> that browsers would move out of it was left out`,
        node,
      );
    safe.children = fitted.children;
  } finally {
    if (tag === 'a') page.linkDepth -= 1;
  }
  if (tag === 'p' && containsBlock(safe.children)) safe.tagName = 'div';
  return [safe];
}

/**
 * Inline styles are set after sanitizing (the schema allows none): only what inline-style.ts keeps, with
 * `url()`s to files of the docs folder resolved like images (style-url.ts reports the ones refused).
 */
function applyStyle(page: PageState, element: Element, raw: unknown, node: Node): void {
  const style = inlineStyle(raw, styleUrlResolver(page, node));
  if (!style) {
    page.warn('inline-style', 'a style that is not an object or a string was left out', node);
    return;
  }
  if (style.css) element.properties.style = style.css;
  if (style.dropped.length > 0)
    page.warn(
      'inline-style',
      `style properties left out (the property or its value is not supported in pages): ${style.dropped.join(', ')}`,
      node,
    );
}

function withStack<T>(page: PageState, tag: string, run: () => T): T {
  page.htmlStack.push(tag);
  try {
    return run();
  } finally {
    page.htmlStack.pop();
  }
}

/**
 * Resolves an element's URL attributes. Returns the element, or what takes its place: the missing-image
 * placeholder for an `<img>` without a usable source (as for a Markdown image), null when the element must
 * go (an iframe without an https source, a `<source>` without a usable one).
 */
function finishUrls(
  page: PageState,
  element: Element,
  node: Node,
  raw: { src?: unknown; href?: unknown; poster?: unknown },
): Element | null {
  const tag = element.tagName;
  const props = element.properties;
  delete props.src;
  delete props.href;
  delete props.poster;
  if (tag === 'iframe') {
    const src = typeof raw.src === 'string' ? raw.src.trim() : '';
    const scheme = urlScheme(src);
    // A remote frame is kept here and becomes a link placeholder in offline.ts (with its title).
    const remote = scheme === 'https' || scheme === 'http' || src.startsWith('//');
    if (!remote && (scheme !== null || src === '')) {
      page.warn(
        'unsafe-html',
        `<iframe> needs an https:// or local source; "${src.slice(0, 80)}" was removed`,
        node,
      );
      return null;
    }
    const resolved = remote ? src : resolveSrc(page, src, node);
    if (resolved === undefined) return null;
    Object.assign(props, {
      src: resolved,
      // A page from the docs folder gets no same-origin rights: its scripts cannot reach the docs site.
      sandbox: remote ? IFRAME_SANDBOX : IFRAME_SANDBOX.replace(' allow-same-origin', ''),
      loading: 'lazy',
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
    return element;
  }
  if (tag === 'a' && raw.href !== undefined) {
    // Named by its text in a broken-link warning, as a Markdown link is.
    const text = plainText(node).replace(/\s+/g, ' ').trim();
    const href = resolveAnchorHref(page, raw.href, node, text);
    if (href !== undefined) props.href = href;
    if (props.target === '_blank') props.rel = ['noopener', 'noreferrer'];
  }
  if (raw.src !== undefined && ['img', 'video', 'audio', 'source', 'track'].includes(tag)) {
    const src = resolveSrc(page, raw.src, node, { image: tag === 'img' });
    if (src === undefined) {
      if (tag === 'img') return missingImage(typeof props.alt === 'string' ? props.alt : '');
      // A video, audio or track stays, without the source (its `<source>` children may still play).
      return tag === 'source' ? null : element;
    }
    props.src = src;
    if (tag === 'img' && props.loading === undefined) props.loading = 'lazy';
  }
  if (raw.poster !== undefined && tag === 'video') {
    const poster = resolveSrc(page, raw.poster, node, { image: true });
    if (poster !== undefined) props.poster = poster;
  }
  if (tag === 'video' && page.frameDepth > 0 && props.autoPlay) {
    Object.assign(props, { playsInline: true, loop: true, muted: true });
  }
  return element;
}

/**
 * Raw HTML from a page parsed as plain Markdown (or an element's `dangerouslySetInnerHTML`): parsed,
 * sanitised, URLs resolved. `inSvg`: the HTML is the content of an `<svg>`, parsed as SVG as a browser would.
 */
export function renderRawHtml(page: PageState, html: string, node: Node, inSvg = false): ElementContent[] {
  let root = sanitizeFragment(fromHtml(inSvg ? `<svg>${html}</svg>` : html, { fragment: true }) as HastRoot);
  // Only what the drawing holds: markup after an early `</svg>` in the text is not its content.
  if (inSvg)
    root = { type: 'root', children: root.children[0]?.type === 'element' ? root.children[0].children : [] };
  const inHeading = page.htmlStack.some((open) => open === '#heading' || HEADINGS.has(open));
  const fix = (nodes: ElementContent[], parent: string | undefined, inLink: boolean): ElementContent[] => {
    const out: ElementContent[] = [];
    for (const child of nodes) {
      if (child.type !== 'element') {
        out.push(child);
        continue;
      }
      const tag = child.tagName;
      const link = inLink || tag === 'a';
      // The same structure rules as for JSX: parts only in their parent, no link inside a link.
      const nestedHeading = HEADINGS.has(tag) && (inHeading || HEADINGS.has(parent ?? ''));
      if (!fitsParent(tag, parent) || (tag === 'a' && inLink) || nestedHeading) {
        out.push(...fix(child.children, parent, link));
        continue;
      }
      // Positions from parsing the HTML text are offsets in it, not in the page: use the block's.
      child.position = node.position;
      const raw = { src: child.properties.src, href: child.properties.href, poster: child.properties.poster };
      if (typeof raw.src === 'string' && child.tagName === 'img' && /^data:/i.test(raw.src))
        raw.src = undefined;
      const finished = finishUrls(page, child, node, raw);
      if (finished !== child) {
        if (finished) out.push(finished);
        continue;
      }
      child.children = tag === 'iframe' ? [] : fitChildren(tag, fix(child.children, tag, link)).children;
      out.push(child);
    }
    return out;
  };
  return fix(
    root.children as ElementContent[],
    page.htmlStack[page.htmlStack.length - 1],
    page.linkDepth > 0,
  );
}
