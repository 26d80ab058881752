/** `<Panel>`: content for the page's side panel (the layout may move it beside the article). */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { HOOK } from '../../layout/hooks.js';

export const panel: ComponentRenderer = (c) =>
  h('aside', { className: ['lectern-panel', HOOK.panel] }, c.children());
