/**
 * The bundle's "nothing from another host" rule, applied to a page's finished hast: an exported site is
 * served air-gapped, so a remote image, iframe (a YouTube player), video, audio or track would either break
 * or phone home. Each becomes a placeholder: a link to the remote resource (its title or alt text, then
 * "opens <host>") so readers online can still open it, or plain text when it sits inside a link already
 * (a link inside a link is invalid HTML, and an image-only link keeps its own text). Local media stay.
 * An element left holding only such a placeholder drops the inline style that sized it as an aspect-ratio
 * box for the player, and one holding a player that stays is redrawn for it to fill (`aspect-box.ts`).
 * Root-absolute links left by a generated piece (`/x`) are resolved like an author's link.
 *
 * The markdown renderer runs this on every page with source positions (so warnings carry a line); the
 * build's contract pass runs it again on the serialised HTML as a safety net for any other producer.
 */
import type { Element, ElementContent, Properties, Root } from 'hast';
import { plainText } from './text.js';
import { collapseAspectBox, fillAspectBox } from './aspect-box.js';

export interface OfflineIssue {
  /** `broken-link` is the code a page's own broken links carry: one code, wherever the link came from. */
  code: 'REMOTE_MEDIA' | 'broken-link';
  message: string;
  /** The nearest element (itself or an ancestor) that carries a source position, if any. */
  at: Element | null;
  /** The source file of that part of the page, when `fileOf` named one for it or an ancestor. */
  file?: string;
}

export interface OfflineOptions {
  /** As PageContext.resolveLink: a root-absolute link to an href relative to the page, or null. */
  resolveLink(href: string): string | null;
  report(issue: OfflineIssue): void;
  /** The file an element was rendered from, when it differs from its parent's (snippets, templates). */
  fileOf?(element: Element): string | undefined;
}

/** Where in the source the walk is: the nearest positioned element and the file it came from. */
interface Place {
  inLink: boolean;
  /** Inside an `<svg>`: HTML put there (a placeholder link) would not parse back as written. */
  inSvg?: boolean;
  at: Element | null;
  file?: string;
}

const REMOTE = /^\s*(?:https?:)?\/\//i;
const MEDIA = new Set(['video', 'audio']);
/** The elements this pass replaces by a placeholder when remote, and the placeholder's default label. */
const LABELS: Record<string, string> = {
  img: 'Image',
  video: 'Video',
  audio: 'Audio',
  iframe: 'Embedded content',
};

function prop(element: Element, name: string): string | undefined {
  const value = element.properties[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(' ');
  return undefined;
}

function isRemote(value: string | undefined): value is string {
  return value !== undefined && REMOTE.test(value);
}

/**
 * Whether an author's element with this `src` never reaches the page as itself: this pass puts a
 * placeholder in its place (or leaves it out), so nothing else it says (its inline style) is seen.
 */
export function replacedOffline(tag: string, src: unknown): boolean {
  return Object.hasOwn(LABELS, tag) && typeof src === 'string' && isRemote(src);
}

/** `//cdn.x/a.png` -> `https://cdn.x/a.png` (a protocol-relative URL opened from a file would use file:). */
function absolute(url: string): string {
  const trimmed = url.trim();
  return trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'another site';
  }
}

function placeholder(kind: string, label: string, url: string, inLink: boolean, preview?: Element): Element {
  const className = [
    'lectern-remote-media',
    `lectern-remote-media--${kind === 'img' ? 'image' : kind === 'iframe' ? 'frame' : 'media'}`,
    ...(preview ? ['lectern-remote-media--preview'] : []),
  ];
  const before: ElementContent[] = preview ? [preview] : [];
  const host: Element = {
    type: 'element',
    tagName: 'span',
    properties: { className: ['lectern-remote-media__host'] },
    children: [{ type: 'text', value: ` (opens ${hostOf(url)})` }],
  };
  if (inLink)
    return {
      type: 'element',
      tagName: 'span',
      properties: { className },
      children: [...before, { type: 'text', value: label }],
    };
  const properties: Properties = { className, href: url, rel: ['noopener', 'noreferrer'] };
  return {
    type: 'element',
    tagName: 'a',
    properties,
    children: [...before, { type: 'text', value: label }, host],
  };
}

/**
 * A still for a remote video or audio that has one from the docs folder: the fallback `<img>` written
 * inside it (`<video><source src="https://..."/><img src="/images/ph.png"/></video>`), else its poster.
 * Its alt text (returned) names the link instead; the copy shown in the link has none, so it is read once.
 */
function localStill(media: Element): { image: Element; alt: string } | undefined {
  const find = (nodes: ElementContent[]): Element | undefined => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const src = node.tagName === 'img' ? prop(node, 'src') : undefined;
      if (src !== undefined && src.trim() !== '' && !isRemote(src)) return node;
      const inner = find(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const img = find(media.children);
  const poster = prop(media, 'poster');
  if (!img && (poster === undefined || poster.trim() === '' || isRemote(poster))) return undefined;
  const properties: Properties = img
    ? { ...img.properties, alt: '' }
    : { src: poster, alt: '', loading: 'lazy' };
  return {
    image: { type: 'element', tagName: 'img', properties, children: [] },
    alt: (img && prop(img, 'alt')?.trim()) || '',
  };
}

interface Walk {
  opts: OfflineOptions;
  /** Each remote URL is reported once per page. */
  reported: Set<string>;
  /** The placeholders put in place of remote media, so their wrappers can tell. */
  placeholders: WeakSet<Element>;
}

const WHAT: Record<string, string> = {
  img: 'image',
  iframe: 'embedded frame',
  source: 'media source',
  poster: 'video poster',
};

function reportRemote(
  walk: Walk,
  url: string,
  kind: string,
  place: Place,
  shown = 'is shown as a link',
): void {
  if (walk.reported.has(url)) return;
  walk.reported.add(url);
  walk.opts.report({
    code: 'REMOTE_MEDIA',
    message: `remote ${WHAT[kind] ?? kind} "${url}" ${shown}: a static export loads nothing from other hosts`,
    at: place.at,
    ...(place.file ? { file: place.file } : {}),
  });
}

/** What replaces one element: itself (possibly changed), a placeholder, or nothing. */
function visitElement(walk: Walk, element: Element, outer: Place): ElementContent[] {
  const stamped = walk.opts.fileOf?.(element);
  const file = stamped ?? outer.file;
  // An ancestor's line means nothing in another file.
  const outerAt = stamped !== undefined && stamped !== outer.file ? null : outer.at;
  const tag = element.tagName;
  const here: Place = {
    inLink: outer.inLink,
    inSvg: outer.inSvg || tag === 'svg',
    at: element.position ? element : outerAt,
    file,
  };
  const { inLink, inSvg } = outer;
  if (tag === 'img' || tag === 'iframe') {
    const src = prop(element, 'src');
    if (!isRemote(src)) return [element];
    const url = absolute(src);
    const label = (tag === 'img' ? prop(element, 'alt') : prop(element, 'title'))?.trim() ?? '';
    reportRemote(
      walk,
      url,
      tag,
      here,
      inSvg
        ? 'is left out (it sits inside an SVG drawing)'
        : !inLink
          ? undefined
          : label
            ? 'is shown as text (it sits inside a link)'
            : 'is left out (it sits inside a link)',
    );
    // Inside a link, an image without alt text adds nothing: the link's own text names the target.
    if (inSvg || (inLink && label === '')) return [];
    return [placed(walk, placeholder(tag, label || LABELS[tag], url, inLink))];
  }
  if (tag === 'source' || tag === 'track') {
    const src = prop(element, 'src') ?? prop(element, 'srcSet');
    if (!isRemote(src)) return [element];
    reportRemote(walk, absolute(src.trim().split(/[\s,]+/)[0]), tag, here, 'is left out');
    return [];
  }
  if (tag === 'a') {
    const href = prop(element, 'href');
    if (href !== undefined && /^\/(?!\/)/.test(href)) {
      const resolved = walk.opts.resolveLink(href);
      if (resolved !== null) element.properties.href = resolved;
      else {
        delete element.properties.href;
        walk.opts.report({
          code: 'broken-link',
          message: `broken link to "${href}"`,
          at: here.at,
          ...(file ? { file } : {}),
        });
      }
    }
  }
  if (MEDIA.has(tag)) {
    const poster = prop(element, 'poster');
    if (isRemote(poster)) {
      delete element.properties.poster;
      reportRemote(walk, absolute(poster), 'poster', here, 'is left out');
    }
    const src = prop(element, 'src');
    const sources = element.children.filter(
      (c): c is Element => c.type === 'element' && c.tagName === 'source',
    );
    const remoteSources = sources.filter((s) => isRemote(prop(s, 'src')));
    const playable = src !== undefined ? !isRemote(src) : sources.length > remoteSources.length;
    const first = isRemote(src) ? src : prop(remoteSources[0] ?? element, 'src');
    if (!playable && isRemote(first)) {
      const url = absolute(first);
      if (inSvg) {
        reportRemote(walk, url, tag, here, 'is left out (it sits inside an SVG drawing)');
        return [];
      }
      reportRemote(walk, url, tag, here, inLink ? 'is shown as text (it sits inside a link)' : undefined);
      const still = localStill(element);
      const label =
        (prop(element, 'title') ?? prop(element, 'ariaLabel'))?.trim() || still?.alt || LABELS[tag];
      return [placed(walk, placeholder(tag, label, url, inLink, still?.image))];
    }
  }
  const childLink = inLink || tag === 'a';
  const before = tag === 'a' && !inLink ? plainText(element).trim() : '';
  const hadContent = element.children.length > 0;
  element.children = visitAll(walk, element.children, { ...here, inLink: childLink });
  // A responsive embed wrapper sized for the player it held would leave a tall empty box under the link;
  // one around a player still there is redrawn so that the player fills it in the flow.
  const content = element.children.filter((c) => c.type !== 'text' || c.value.trim() !== '');
  if (content.length === 1 && content[0].type === 'element' && walk.placeholders.has(content[0]))
    collapseAspectBox(element);
  else fillAspectBox(element, content);
  // A link whose only content was a remote image keeps something to click and read; a link that was empty
  // to begin with (an anchor target, `<a id="x"></a>`) stays empty.
  if (tag === 'a' && !inLink && before === '' && hadContent && !hasVisible(element.children)) {
    element.children.push({
      type: 'element',
      tagName: 'span',
      properties: { className: ['lectern-remote-media', 'lectern-remote-media--image'] },
      children: [{ type: 'text', value: 'Image' }],
    });
  }
  return [element];
}

function placed(walk: Walk, element: Element): Element {
  walk.placeholders.add(element);
  return element;
}

function hasVisible(nodes: ElementContent[]): boolean {
  return nodes.some((n) => (n.type === 'text' ? n.value.trim() !== '' : n.type === 'element'));
}

function visitAll(walk: Walk, nodes: ElementContent[], place: Place): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type !== 'element') out.push(node);
    else out.push(...visitElement(walk, node, place));
  }
  return out;
}

/** Applies the rule to a tree (or a list of nodes) in place and returns the new list of top nodes. */
export function enforceOffline(nodes: ElementContent[] | Root, opts: OfflineOptions): ElementContent[] {
  const list = Array.isArray(nodes) ? nodes : (nodes.children as ElementContent[]);
  const walk: Walk = { opts, reported: new Set(), placeholders: new WeakSet() };
  const out = visitAll(walk, list, { inLink: false, at: null });
  if (!Array.isArray(nodes)) nodes.children = out;
  return out;
}
