/** `<Columns cols>` / `<CardGroup cols>` grids and `<Column>` cells. */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { num } from './types.js';
import { HOOK } from '../../layout/hooks.js';

function grid(kind: 'columns' | 'card-group'): ComponentRenderer {
  return (c) => {
    const cols = Math.min(4, Math.max(1, Math.round(num(c.props.cols) ?? 2)));
    // `<CardGroup>` is Mintlify's older name for `<Columns>`, and keeps its own hook beside the new one.
    const className = ['lectern-columns', `lectern-columns--${cols}`, HOOK.columns];
    if (kind === 'card-group') className.push('lectern-card-group', HOOK.cardGroup);
    return h('div', { className, dataCols: String(cols) }, c.children());
  };
}

export const columns = grid('columns');
export const cardGroup = grid('card-group');

export const column: ComponentRenderer = (c) => h('div', { className: ['lectern-column'] }, c.children());
