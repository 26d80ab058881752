/** `<Frame caption hint>`: a figure around images or video; caption and hint accept inline Markdown. */
import { h } from 'hastscript';
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
  return h('figure', { className: ['lectern-frame', HOOK.frame] }, [
    ...(hint ? [h('div', { className: ['lectern-frame__hint'] }, c.markdown(hint))] : []),
    h('div', { className: ['lectern-frame__content'] }, content),
    ...(caption ? [h('figcaption', { className: ['lectern-frame__caption'] }, c.markdown(caption))] : []),
  ]);
};
