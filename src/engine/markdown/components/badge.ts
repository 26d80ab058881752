/** `<Badge color size shape icon stroke disabled>`: an inline label. */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
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

export const badge: ComponentRenderer = (c) => {
  const { props } = c;
  const color = oneOf(props.color, COLORS, 'gray');
  const size = oneOf(props.size, SIZES, 'md');
  const className = [
    'lectern-badge',
    `lectern-badge--${color}`,
    `lectern-badge--${size}`,
    `lectern-badge--${oneOf(props.shape, SHAPES, 'rounded')}`,
  ];
  if (bool(props.stroke)) className.push('lectern-badge--stroke');
  if (bool(props.disabled)) className.push('lectern-badge--disabled');
  const icon =
    props.icon !== undefined ? c.icon(props.icon, { iconType: str(props.iconType), size: 12 }) : null;
  // Mintlify's hooks for sites' CSS: `[data-badge][data-color="blue"]`, `[data-badge][data-size="sm"]`.
  const hooks = { dataBadge: '', dataColor: color, dataSize: size };
  return h('span', { className, ...hooks, ariaDisabled: bool(props.disabled) ? 'true' : undefined }, [
    ...(icon ? [icon] : []),
    ...c.phrasing(),
  ]);
};
