/**
 * `<Frame caption hint>`: a figure around images or video; caption and hint accept inline Markdown. As in
 * Mintlify, the hint sits above the framed box, outside it, led by its hint icon; both then share a
 * container (`lectern-frame-container`), and the caption stays inside the box.
 */
import { h, s } from 'hastscript';
import type { Element } from 'hast';
import type { ComponentRenderer } from './types.js';
import { str } from './types.js';
import { HOOK } from '../../layout/hooks.js';

export const frame: ComponentRenderer = (c) => {
  const caption = str(c.props.caption);
  const hint = str(c.props.hint);
  c.page.frameDepth += 1;
  let content;
  try {
    content = c.children();
  } finally {
    c.page.frameDepth -= 1;
  }
  const figure = h('figure', { className: ['lectern-frame', HOOK.frame] }, [
    h('div', { className: ['lectern-frame__content'] }, content),
    ...(caption ? [h('figcaption', { className: ['lectern-frame__caption'] }, c.markdown(caption))] : []),
  ]);
  if (!hint) return figure;
  return h('div', { className: ['lectern-frame-container'] }, [
    h('div', { className: ['lectern-frame__hint'] }, [
      hintIcon(),
      h('p', { className: ['lectern-frame__hint-text'] }, c.markdown(hint)),
    ]),
    figure,
  ]);
};

/** @mintlify/components' frame hint icon (MIT), a pointing hand, filled with the text colour. */
const HINT_ICON_PATH =
  'M224 320c0 17.69 14.33 32 32 32h64c17.67 0 32-14.31 32-32s-14.33-32-32-32h-64C238.3 288 224 302.3 224 320zM267.6 256H352c17.67 0 32-14.31 32-32s-14.33-32-32-32h-80v40C272 240.5 270.3 248.5 267.6 256zM272 160H480c17.67 0 32-14.31 32-32s-14.33-32-32-32h-208.8C271.5 98.66 272 101.3 272 104V160zM320 416c0-17.69-14.33-32-32-32H224c-17.67 0-32 14.31-32 32s14.33 32 32 32h64C305.7 448 320 433.7 320 416zM202.1 355.8C196 345.6 192 333.3 192 320c0-5.766 1.08-11.24 2.51-16.55C157.4 300.6 128 269.9 128 232V159.1C128 151.2 135.2 144 143.1 144S160 151.2 159.1 159.1l0 69.72C159.1 245.2 171.3 271.1 200 271.1C222.1 271.1 240 254.1 240 232v-128C240 81.91 222.1 64 200 64H136.6C103.5 64 72.03 80 52.47 106.8L26.02 143.2C9.107 166.5 0 194.5 0 223.3V312C0 387.1 60.89 448 136 448h32.88C163.4 438.6 160 427.7 160 416C160 388.1 178 364.6 202.1 355.8z';

function hintIcon(): Element {
  return s(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: '0 0 512 512',
      width: 16,
      height: 16,
      fill: 'currentColor',
      className: ['lectern-frame__hint-icon'],
      ariaHidden: 'true',
      focusable: 'false',
    },
    [s('path', { d: HINT_ICON_PATH })],
  );
}
