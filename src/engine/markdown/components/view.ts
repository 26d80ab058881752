/**
 * `<View title icon>`: one of several alternative versions of content (per language or framework). All views
 * are in the HTML with a label, so the page is complete without JavaScript; the client script (views.js)
 * builds Mintlify's multi-view dropdown from `data-view`, each option with the icon its label holds (the
 * browser cannot render icons itself), and hides the other views.
 */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { str } from './types.js';
import { HOOK } from '../../layout/hooks.js';

export const view: ComponentRenderer = (c) => {
  const title = str(c.props.title) ?? '';
  const icon =
    c.props.icon !== undefined ? c.icon(c.props.icon, { iconType: str(c.props.iconType), size: 16 }) : null;
  return h('section', { className: ['lectern-view', HOOK.multiViewItem], dataView: title }, [
    h('div', { className: ['lectern-view__label'] }, [...(icon ? [icon] : []), h('span', title)]),
    h('div', { className: ['lectern-view__content'] }, c.children()),
  ]);
};
