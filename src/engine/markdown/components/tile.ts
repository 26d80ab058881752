/** `<Tile href title description>`: a preview area (children, usually images) above a title and description. */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { ComponentRenderer } from './types.js';
import { str } from './types.js';
import { HOOK } from '../../layout/hooks.js';

/**
 * As in Mintlify, a linked tile is one link holding the whole tile, so a tile without a title is named by
 * its preview (an image's alt). Links inside the preview become text (nested links are invalid HTML).
 */
export const tile: ComponentRenderer = (c) => {
  const title = str(c.props.title);
  const description = str(c.props.description);
  const href = c.props.href !== undefined ? c.href(c.props.href) : undefined;
  const linked = href !== undefined && c.page.linkDepth === 0;
  if (linked) c.page.linkDepth += 1;
  let preview: ElementContent[];
  try {
    preview = c.children();
  } finally {
    if (linked) c.page.linkDepth -= 1;
  }
  const children = [
    h('div', { className: ['lectern-tile__preview'] }, preview),
    ...(title ? [h('span', { className: ['lectern-tile__title'] }, title)] : []),
    ...(description ? [h('p', { className: ['lectern-tile__description'] }, description)] : []),
  ];
  const className = ['lectern-tile', HOOK.tile, ...(href ? ['lectern-tile--link'] : [])];
  return linked ? h('a', { className, href }, children) : h('div', { className }, children);
};
