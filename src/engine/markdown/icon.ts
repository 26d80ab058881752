/** Icons from component props, through the icons part (inline SVG), with the page's diagnostics. */
import type { Element, ElementContent } from 'hast';
import type { Node } from 'unist';
import { h } from 'hastscript';
import { isImageIcon, remoteImageMessage, renderIconHast } from '../icons/index.js';
import { replacedOffline } from './offline.js';
import type { PageState } from './state.js';

export interface IconProps {
  size?: number;
  color?: string;
  iconType?: string;
  className?: string;
  label?: string;
  /** Do not report an unknown icon (icons we chose ourselves). */
  quiet?: boolean;
}

export function iconElement(
  page: PageState,
  name: unknown,
  node: Node | null,
  props: IconProps = {},
): Element | null {
  if (typeof name !== 'string' || name.trim() === '') return null;
  const element = renderIconHast(name, {
    library: page.ctx.iconLibrary,
    size: props.size,
    color: props.color,
    iconType: props.iconType,
    className: props.className,
    label: props.label,
    resolveSrc: (src) => page.ctx.resolveAsset(src),
    onWarning: (message) => page.warn('icon', message, node),
  });
  if (element) return element;
  // Image icons (remote or missing files) were already reported by the icons part.
  if (isImageIcon(name.trim())) return null;
  if (!props.quiet) {
    page.warn('unknown-icon', `unknown icon "${name}"`, node);
  }
  return props.quiet
    ? null
    : h('span', { className: ['lectern-icon', 'lectern-icon--missing'], ariaHidden: 'true' });
}

/**
 * An icon written as markup (`icon={<svg>...</svg>}`, `icon={<img src="/logo.png" />}`), already rendered.
 * A remote `<img>` in it is left out with the warning an icon named by URL gets: the offline pass would put
 * a link in its place, a focusable link inside the icon's `aria-hidden` box, shown as text where the icon
 * was. Null when nothing is left to draw.
 */
export function jsxIconElement(
  page: PageState,
  content: ElementContent[],
  node: Node | null,
): Element | null {
  const kept = withoutRemoteImages(page, content, node);
  const drawn = kept.some(
    (child) => child.type === 'element' || (child.type === 'text' && child.value.trim() !== ''),
  );
  return drawn
    ? h('span', { className: ['lectern-icon', 'lectern-icon--custom'], ariaHidden: 'true' }, kept)
    : null;
}

function withoutRemoteImages(
  page: PageState,
  content: ElementContent[],
  node: Node | null,
): ElementContent[] {
  const kept: ElementContent[] = [];
  for (const child of content) {
    if (child.type !== 'element') {
      kept.push(child);
      continue;
    }
    const src = child.properties.src;
    if (replacedOffline(child.tagName, src)) {
      page.warn('icon', remoteImageMessage(String(src).trim()), node);
      continue;
    }
    child.children = withoutRemoteImages(page, child.children, node);
    kept.push(child);
  }
  return kept;
}
