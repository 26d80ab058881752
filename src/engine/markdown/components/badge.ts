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
  const className = [
    'lectern-badge',
    `lectern-badge--${oneOf(props.color, COLORS, 'gray')}`,
    `lectern-badge--${oneOf(props.size, SIZES, 'md')}`,
    `lectern-badge--${oneOf(props.shape, SHAPES, 'rounded')}`,
  ];
  if (bool(props.stroke)) className.push('lectern-badge--stroke');
  if (bool(props.disabled)) className.push('lectern-badge--disabled');
  const icon =
    props.icon !== undefined ? c.icon(props.icon, { iconType: str(props.iconType), size: 12 }) : null;
  return h('span', { className, ariaDisabled: bool(props.disabled) ? 'true' : undefined }, [
    ...(icon ? [icon] : []),
    ...c.phrasing(),
  ]);
};
