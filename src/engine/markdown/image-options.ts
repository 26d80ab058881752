/**
 * Mintlify's options on an `<img>` (create/image-embeds.mdx): `noZoom` keeps a click from opening the image
 * enlarged (client/scripts/images.js zooms every other content image not inside a link); `actions` (true, or
 * a list of `copy` and `download`) adds buttons over the image, placed by `actionsPlacement`. They are read
 * off the element's attributes before it is sanitized, which would drop them.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { iconElement } from './icon.js';
import type { PageState } from './state.js';

export interface ImageOptions {
  noZoom: boolean;
  actions: Array<'copy' | 'download'>;
  placement: string;
}

const ACTIONS = ['copy', 'download'] as const;
const PLACEMENTS = new Set([
  'bottom-center',
  'bottom-left',
  'bottom-right',
  'top-center',
  'top-left',
  'top-right',
]);
const OPTION_KEYS = new Set(['nozoom', 'actions', 'actionsplacement']);

const on = (value: unknown) => value === true || value === null || value === '' || value === 'true';

/** The image's options, and its attributes without them. */
export function takeImageOptions(attributes: Array<[string, unknown]>): {
  options: ImageOptions;
  rest: Array<[string, unknown]>;
} {
  const options: ImageOptions = { noZoom: false, actions: [], placement: 'bottom-center' };
  for (const [key, value] of attributes) {
    const lower = key.toLowerCase();
    if (lower === 'nozoom') options.noZoom = on(value);
    else if (lower === 'actions')
      options.actions = on(value)
        ? [...ACTIONS]
        : typeof value === 'string'
          ? ACTIONS.filter((a) =>
              value
                .toLowerCase()
                .split(/[\s,]+/)
                .includes(a),
            )
          : [];
    else if (lower === 'actionsplacement' && typeof value === 'string' && PLACEMENTS.has(value.trim()))
      options.placement = value.trim();
  }
  return { options, rest: attributes.filter(([key]) => !OPTION_KEYS.has(key.toLowerCase())) };
}

/** The image as the options make it: marked to stay unzoomed, and inside its action bar when it has one. */
export function withImageOptions(page: PageState, img: Element, options: ImageOptions): ElementContent {
  if (options.noZoom) img.properties.dataNoZoom = '';
  const src = img.properties.src;
  // Buttons inside a link are not allowed (and a click there follows the link): a linked image has none.
  if (!options.actions.length || typeof src !== 'string' || page.linkDepth > 0) return img;
  const buttons: Element[] = [];
  const icon = (name: string) => iconElement(page, name, null, { quiet: true, size: 14 });
  if (options.actions.includes('copy'))
    buttons.push(
      h('button.lectern-image-copy', { type: 'button', ariaLabel: 'Copy image', title: 'Copy image' }, [
        icon('copy') ?? 'Copy',
      ]),
    );
  if (options.actions.includes('download'))
    buttons.push(
      h(
        'a.lectern-image-download',
        { href: src, download: '', ariaLabel: 'Download image', title: 'Download image' },
        [icon('download') ?? 'Download'],
      ),
    );
  if (!buttons.length) return img;
  return h('span.lectern-image-actions', { dataPlacement: options.placement }, [
    img,
    h('span.lectern-image-actions__bar', buttons),
  ]);
}
