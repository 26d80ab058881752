/**
 * A Mermaid fence: its source left in a `<pre>` for the client to draw (client/scripts/mermaid.js), with the
 * fence's `actions` and `placement` passed on as data attributes for the zoom and pan controls
 * (client/scripts/mermaid-controls.js). Mintlify: controls show on diagrams taller than 120px unless
 * `actions` says otherwise, in the `placement` corner, bottom-right by default.
 */
import type { Code } from 'mdast';
import type { Element } from 'hast';
import { h } from 'hastscript';
import type { PageState } from '../state.js';
import type { CodeMeta } from './meta.js';

const PLACEMENTS = new Set(['top-left', 'top-right', 'bottom-left', 'bottom-right']);

export function renderMermaid(node: Code, meta: CodeMeta, page: PageState): Element {
  page.needs.mermaid = true;
  let placement = meta.placement?.toLowerCase();
  if (placement !== undefined && !PLACEMENTS.has(placement)) {
    page.warn(
      'mermaid-placement',
      `unknown Mermaid placement "${meta.placement}": use top-left, top-right, bottom-left or bottom-right`,
      node,
    );
    placement = undefined;
  }
  return h(
    'pre',
    {
      className: ['lectern-mermaid', 'mermaid'],
      dataActions: meta.actions === undefined ? undefined : String(meta.actions),
      dataPlacement: placement,
    },
    node.value,
  );
}
