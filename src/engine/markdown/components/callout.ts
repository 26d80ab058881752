/** Callouts: `<Note>`, `<Warning>`, `<Info>`, `<Tip>`, `<Check>`, `<Danger>` and the custom `<Callout>`. */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { safeColor, str } from './types.js';
import { HOOK } from '../../layout/hooks.js';
import { PART } from '../../layout/component-parts.js';

const PRESETS = {
  note: { icon: 'info', label: 'Note' },
  warning: { icon: 'triangle-alert', label: 'Warning' },
  info: { icon: 'info', label: 'Info' },
  tip: { icon: 'lightbulb', label: 'Tip' },
  check: { icon: 'circle-check', label: 'Check' },
  danger: { icon: 'octagon-alert', label: 'Danger' },
} as const;

export type CalloutType = keyof typeof PRESETS;
export const CALLOUT_TYPES = Object.keys(PRESETS) as CalloutType[];

export function presetIcon(type: CalloutType): string {
  return PRESETS[type].icon;
}

export function callout(type: CalloutType): ComponentRenderer {
  return (c) => {
    const tag = c.inline ? 'span' : 'div';
    const icon = c.icon(PRESETS[type].icon, { quiet: true, size: 16 });
    return h(
      tag,
      {
        className: ['lectern-callout', `lectern-callout--${type}`, HOOK.callout],
        role: 'note',
        ariaLabel: PRESETS[type].label,
      },
      [
        h(
          'span',
          { className: ['lectern-callout__icon'], dataComponentPart: PART.calloutIcon },
          icon ? [icon] : [],
        ),
        h(
          tag,
          { className: ['lectern-callout__content'], dataComponentPart: PART.calloutContent },
          c.children(),
        ),
      ],
    );
  };
}

/** `<Callout icon="key" color="#FFC107" iconType="regular">`: a callout with the author's icon and colour. */
export const customCallout: ComponentRenderer = (c) => {
  const tag = c.inline ? 'span' : 'div';
  const color = safeColor(c.props.color);
  const icon =
    c.props.icon !== undefined ? c.icon(c.props.icon, { iconType: str(c.props.iconType), size: 16 }) : null;
  return h(
    tag,
    {
      className: ['lectern-callout', 'lectern-callout--custom', HOOK.callout],
      role: 'note',
      style: color ? `--lectern-callout-color:${color}` : undefined,
    },
    [
      ...(icon
        ? [h('span', { className: ['lectern-callout__icon'], dataComponentPart: PART.calloutIcon }, [icon])]
        : []),
      h(
        tag,
        { className: ['lectern-callout__content'], dataComponentPart: PART.calloutContent },
        c.children(),
      ),
    ],
  );
};
