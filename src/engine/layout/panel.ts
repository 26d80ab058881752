/**
 * The right-hand panel of a page (Mintlify: components/panel.mdx, components/examples.mdx): top-level
 * `<Panel>` (`aside.lectern-panel`) and `<RequestExample>`/`<ResponseExample>` (`div.lectern-example`) are
 * lifted out of the content into the column the table of contents would use. Each leaves an empty slot
 * where it was, so the client can put it back inline on narrow screens.
 */

export interface LiftedPanel {
  /** The content with each lifted element replaced by its slot. */
  html: string;
  /** The lifted elements in page order, each marked `data-lectern-lifted="<slot number>"`. */
  items: string[];
}

/** Start and end tags in generated HTML; quoted attribute values may hold `>`. Comments are skipped. */
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const classesOf = (attrs: string): string[] => /\sclass="([^"]*)"/.exec(attrs)?.[1]?.split(/\s+/) ?? [];

function liftable(name: string, attrs: string): boolean {
  const cls = classesOf(attrs);
  return (
    (name === 'aside' && cls.includes('lectern-panel')) || (name === 'div' && cls.includes('lectern-example'))
  );
}

/** One element of generated HTML: where it starts, its start tag ends, its end tag starts, and it ends. */
export interface HtmlElement {
  name: string;
  classes: string[];
  /** A top-level `<Panel>`, `<RequestExample>` or `<ResponseExample>`. */
  liftable: boolean;
  start: number;
  openEnd: number;
  closeStart: number;
  end: number;
}

/** The outermost elements of `html` between `from` and `to`; null when they are not balanced there. */
export function topLevelElements(html: string, from = 0, to = html.length): HtmlElement[] | null {
  const out: HtmlElement[] = [];
  const tag = new RegExp(TAG.source, 'g');
  tag.lastIndex = from;
  let depth = 0;
  let open: Omit<HtmlElement, 'closeStart' | 'end'> | null = null;
  for (let m = tag.exec(html); m && m.index < to; m = tag.exec(html)) {
    if (m[0].startsWith('<!--')) continue;
    const name = m[2]!.toLowerCase();
    const end = m.index + m[0].length;
    const start = {
      name,
      classes: classesOf(m[3]!),
      liftable: liftable(name, m[3]!),
      start: m.index,
      openEnd: end,
    };
    if (VOID.has(name) || m[3]!.trimEnd().endsWith('/')) {
      if (depth === 0) out.push({ ...start, closeStart: end, end });
      continue;
    }
    if (m[1] !== '/') {
      if (depth++ === 0) open = start;
      continue;
    }
    if (--depth < 0) return null;
    if (depth === 0 && open) {
      out.push({ ...open, closeStart: m.index, end });
      open = null;
    }
  }
  return depth === 0 ? out : null;
}

/**
 * Calls `replace` for each top-level panel element of `html` (as written, and whether it is a `<Panel>`) and
 * puts its answer in its place; null when the HTML is not balanced the way generated HTML always is.
 */
function replaceTopLevel(
  html: string,
  replace: (element: string, isPanel: boolean) => string,
): string | null {
  let out = '';
  let last = 0;
  let depth = 0;
  let start = -1;
  for (const m of html.matchAll(TAG)) {
    if (m[0].startsWith('<!--')) continue;
    const name = m[2]!.toLowerCase();
    if (VOID.has(name) || m[3]!.trimEnd().endsWith('/')) continue;
    if (m[1] !== '/') {
      if (depth === 0 && liftable(name, m[3]!)) start = m.index;
      depth++;
      continue;
    }
    depth--;
    if (depth < 0) return null;
    if (start >= 0 && depth === 0) {
      const end = m.index + m[0].length;
      out += html.slice(last, start) + replace(html.slice(start, end), name === 'aside');
      last = end;
      start = -1;
    }
  }
  return start >= 0 ? null : out + html.slice(last);
}

/** Lifts the top-level panel elements of `html`; null when there are none. */
export function liftPanel(html: string): LiftedPanel | null {
  if (!html.includes('lectern-panel') && !html.includes('lectern-example')) return null;
  const items: string[] = [];
  const out = replaceTopLevel(html, (element) => {
    const n = items.length;
    items.push(element.replace(/^<([a-z]+)/, `<$1 data-lectern-lifted="${n}"`));
    return `<div class="lectern-panel-slot" data-lectern-slot="${n}" hidden></div>`;
  });
  return out && items.length ? { html: out, items } : null;
}

/**
 * Page modes without a side column (wide, center, custom, frame) suppress `<Panel>` (components/panel.mdx);
 * request and response examples stay inline there, so no content is lost.
 */
export function dropPanels(html: string): string {
  if (!html.includes('lectern-panel')) return html;
  return replaceTopLevel(html, (element, isPanel) => (isPanel ? '' : element)) ?? html;
}
