/**
 * `<Badge color size shape variant leadIcon tailIcon icon stroke disabled href>`: an inline label, as Mintlify's
 * badge.js (1.0.19): `icon` is the tail icon there (deprecated for `tailIcon`), `stroke` means
 * `variant="outline"`, and a badge with `href` (not disabled) is a link.
 */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { ComponentContext, ComponentRenderer } from './types.js';
import { bool, oneOf, str } from './types.js';

const COLORS = [
  'gray',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'white',
  'surface',
  'white-destructive',
  'surface-destructive',
] as const;
const SIZES = ['xs', 'sm', 'md', 'lg'] as const;
const SHAPES = ['rounded', 'pill'] as const;
const VARIANTS = ['solid', 'outline'] as const;
/** Mintlify's icon sizes (`[&_svg]:size-*`) per badge size. */
const ICON_PX = { xs: 10, sm: 12, md: 14, lg: 14 } as const;

export const badge: ComponentRenderer = (c) => {
  const { props } = c;
  const color = oneOf(props.color, COLORS, 'gray');
  const size = oneOf(props.size, SIZES, 'md');
  const variant = oneOf(props.variant, VARIANTS) ?? (bool(props.stroke) ? 'outline' : 'solid');
  const disabled = bool(props.disabled);
  const href =
    !disabled && props.href !== undefined && c.page.linkDepth === 0 ? c.href(props.href) : undefined;
  const className = [
    'lectern-badge',
    `lectern-badge--${color}`,
    `lectern-badge--${size}`,
    `lectern-badge--${oneOf(props.shape, SHAPES, 'rounded')}`,
  ];
  if (variant === 'outline') className.push('lectern-badge--outline');
  if (disabled) className.push('lectern-badge--disabled');
  if (href) className.push('lectern-badge--link');
  const icon = (name: unknown, part: 'lead' | 'tail') => iconPart(c, name, part, ICON_PX[size]);
  // Mintlify's hooks for sites' CSS: `[data-badge][data-color="blue"]`, `[data-badge][data-size="sm"]`.
  const hooks = {
    dataBadge: '',
    dataColor: color,
    dataSize: size,
    dataDisabled: disabled ? 'true' : undefined,
    ariaDisabled: disabled ? 'true' : undefined,
  };
  return h(href ? 'a' : 'span', { className, ...(href ? { href } : {}), ...hooks }, [
    ...icon(props.leadIcon, 'lead'),
    ...c.phrasing(),
    ...icon(props.tailIcon ?? props.icon, 'tail'),
  ]);
};

function iconPart(c: ComponentContext, name: unknown, part: 'lead' | 'tail', size: number): ElementContent[] {
  if (name === undefined) return [];
  const svg = c.icon(name, { iconType: str(c.props.iconType), size });
  if (!svg) return [];
  return [h('span', { className: ['lectern-badge__icon'], dataComponentPart: `${part}-icon` }, [svg])];
}
