/** Icons from component props, through the icons part (inline SVG), with the page's diagnostics. */
import type { Element } from 'hast';
import type { Node } from 'unist';
import { h } from 'hastscript';
import { isImageIcon, renderIconHast } from '../icons/index.js';
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
