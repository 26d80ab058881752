/**
 * `<Expandable title defaultOpen>`: nested fields behind a `<details>` toggle. Without `defaultOpen`, it
 * starts open when the site sets `api.params.expanded: "all"`. Untitled, it reads "Show child attributes", as
 * Mintlify's does and as generated API fields do (openapi/schema.ts): content is rendered before the page's
 * language is known, so these words are English like the rest of the content's (only the layout localises).
 */
import type { Element } from 'hast';
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { bool, str } from './types.js';
import { HOOK } from '../../layout/hooks.js';
import { PART } from '../../layout/component-parts.js';

export const expandable: ComponentRenderer = (c) => {
  const title = str(c.props.title) ?? 'child attributes';
  const expandAll = c.page.env.settings.api?.expanded === 'all';
  return h(
    'details',
    {
      className: ['lectern-expandable', HOOK.expandable],
      open: bool(c.props.defaultOpen, expandAll),
      dataComponentPart: PART.expandable,
    },
    [
      expandableSummary(title),
      h(
        'div',
        { className: ['lectern-expandable__content'], dataComponentPart: PART.expandableContent },
        c.children(),
      ),
    ],
  );
};

/** The toggle, "Show child attributes" or "Hide ..." as it stands, for this component and generated fields. */
export function expandableSummary(title: string): Element {
  return h(
    'summary',
    { className: ['lectern-expandable__summary'], dataComponentPart: PART.expandableButton },
    [
      // The toggle's verbs are the interface's, not the page's: out of site search.
      h('span', { className: ['lectern-expandable__show'], dataPagefindIgnore: '' }, 'Show '),
      h('span', { className: ['lectern-expandable__hide'], dataPagefindIgnore: '' }, 'Hide '),
      title,
    ],
  );
}
