/** `<Tooltip tip headline cta href>`: inline text with a tooltip (CSS on hover/focus, no JavaScript needed). */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { ComponentRenderer } from './types.js';
import { str } from './types.js';
import { HOOK } from '../../layout/hooks.js';

export const tooltip: ComponentRenderer = (c) => {
  const tip = str(c.props.tip) ?? '';
  const headline = str(c.props.headline);
  const cta = str(c.props.cta);
  const href = cta && c.props.href !== undefined ? c.href(c.props.href) : undefined;
  const id = c.page.nextId('tooltip');
  const bubble: ElementContent[] = [];
  if (headline) bubble.push(h('span', { className: ['lectern-tooltip__headline'] }, headline));
  bubble.push(h('span', { className: ['lectern-tooltip__tip'] }, tip));
  if (cta && href && c.page.linkDepth === 0)
    bubble.push(h('a', { className: ['lectern-tooltip__cta'], href }, cta));
  return h('span', { className: ['lectern-tooltip', HOOK.tooltip] }, [
    h('span', { className: ['lectern-tooltip__trigger'], tabIndex: 0, ariaDescribedBy: id }, c.phrasing()),
    h('span', { className: ['lectern-tooltip__bubble'], role: 'tooltip', id }, bubble),
  ]);
};
