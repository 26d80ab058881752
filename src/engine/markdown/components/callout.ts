/** Callouts: `<Note>`, `<Warning>`, `<Info>`, `<Tip>`, `<Check>`, `<Danger>` and the custom `<Callout>`. */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { ComponentContext, ComponentRenderer } from './types.js';
import { safeColor, str, textOrMarkup } from './types.js';
import { HOOK } from '../../layout/hooks.js';
import { PART } from '../../layout/component-parts.js';
import { calloutKindIcon } from './callout-icons.js';

// A callout draws its kind's icon as Mintlify does (callout-icons.ts); a typed card (card.ts) draws the icon of
// the site's library named here, of the same shape: Note a circle with "!", Check a plain check mark.
const PRESETS = {
  note: { icon: 'circle-alert', label: 'Note' },
  warning: { icon: 'triangle-alert', label: 'Warning' },
  info: { icon: 'info', label: 'Info' },
  tip: { icon: 'lightbulb', label: 'Tip' },
  check: { icon: 'check', label: 'Check' },
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
    return h(
      tag,
      {
        className: ['lectern-callout', `lectern-callout--${type}`, HOOK.callout],
        role: 'note',
        ariaLabel: PRESETS[type].label,
      },
      [
        h('span', { className: ['lectern-callout__icon'], dataComponentPart: PART.calloutIcon }, [
          calloutKindIcon(type),
        ]),
        calloutContent(c, tag),
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
      // `--colored`: the border, background and text are drawn from the colour (callouts.css).
      className: [
        'lectern-callout',
        'lectern-callout--custom',
        ...(color ? ['lectern-callout--colored'] : []),
        HOOK.callout,
      ],
      role: 'note',
      style: color ? `--lectern-callout-color:${color}` : undefined,
    },
    [
      ...(icon
        ? [h('span', { className: ['lectern-callout__icon'], dataComponentPart: PART.calloutIcon }, [icon])]
        : []),
      calloutContent(c, tag),
    ],
  );
};

/** The content, led by the `title` prop in bold as Mintlify's callouts show it (text, or JSX as written). */
function calloutContent(c: ComponentContext, tag: 'div' | 'span'): ElementContent {
  const title = calloutTitle(c);
  return h(tag, { className: ['lectern-callout__content'], dataComponentPart: PART.calloutContent }, [
    ...(title
      ? [h(tag, { className: ['lectern-callout__title'], dataComponentPart: PART.calloutTitle }, title)]
      : []),
    ...c.children(),
  ]);
}

function calloutTitle(c: ComponentContext): string | ElementContent[] | undefined {
  const title = textOrMarkup(
    c,
    c.props.title,
    'callout title: the value could not be shown, so the callout has no title',
  );
  return typeof title === 'string' ? title.trim() || undefined : title;
}
