/**
 * `<View title icon>`: one of several alternative versions of content (per language or framework). All views
 * are in the HTML with a label, so the page is complete without JavaScript; the client script builds the
 * switcher from `data-view` and hides the others.
 */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { str } from './types.js';

export const view: ComponentRenderer = (c) => {
  const title = str(c.props.title) ?? '';
  const icon =
    c.props.icon !== undefined ? c.icon(c.props.icon, { iconType: str(c.props.iconType), size: 16 }) : null;
  return h('section', { className: ['lectern-view'], dataView: title }, [
    h('div', { className: ['lectern-view__label'] }, [...(icon ? [icon] : []), h('span', title)]),
    h('div', { className: ['lectern-view__content'] }, c.children()),
  ]);
};
