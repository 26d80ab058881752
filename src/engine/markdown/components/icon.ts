/** `<Icon icon size color iconType>`: an inline SVG icon. */
import type { ComponentRenderer } from './types.js';
import { num, safeColor, str } from './types.js';
import { HOOK } from '../../layout/hooks.js';

export const icon: ComponentRenderer = (c) => {
  const size = num(c.props.size);
  return c.icon(c.props.icon, {
    size: size && size > 0 ? Math.min(size, 512) : 16,
    color: safeColor(c.props.color),
    iconType: str(c.props.iconType),
    className: HOOK.icon,
  });
};
