/** `<Tile href title description>`: a preview area (children, usually images) with a linked title. */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { str } from './types.js';
import { HOOK } from '../../layout/hooks.js';

export const tile: ComponentRenderer = (c) => {
  const title = str(c.props.title);
  const description = str(c.props.description);
  const href = c.props.href !== undefined ? c.href(c.props.href) : undefined;
  const titleText = title ?? '';
  const titleNode =
    href && c.page.linkDepth === 0
      ? h('a', { className: ['lectern-tile__title', 'lectern-tile__link'], href }, titleText)
      : h('span', { className: ['lectern-tile__title'] }, titleText);
  return h('div', { className: ['lectern-tile', HOOK.tile, ...(href ? ['lectern-tile--link'] : [])] }, [
    h('div', { className: ['lectern-tile__preview'] }, c.children()),
    ...(title || href ? [titleNode] : []),
    ...(description ? [h('p', { className: ['lectern-tile__description'] }, description)] : []),
  ]);
};
