/**
 * `<Expandable title defaultOpen>`: nested fields behind a `<details>` toggle. Without `defaultOpen`, it
 * starts open when the site sets `api.params.expanded: "all"`.
 */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { bool, str } from './types.js';
import { HOOK } from '../../layout/hooks.js';
import { PART } from '../../layout/component-parts.js';

export const expandable: ComponentRenderer = (c) => {
  const title = str(c.props.title) ?? 'properties';
  const expandAll = c.page.env.settings.api?.expanded === 'all';
  return h(
    'details',
    {
      className: ['lectern-expandable', HOOK.expandable],
      open: bool(c.props.defaultOpen, expandAll),
      dataComponentPart: PART.expandable,
    },
    [
      h('summary', { className: ['lectern-expandable__summary'], dataComponentPart: PART.expandableButton }, [
        h('span', { className: ['lectern-expandable__show'] }, 'Show '),
        h('span', { className: ['lectern-expandable__hide'] }, 'Hide '),
        title,
      ]),
      h(
        'div',
        { className: ['lectern-expandable__content'], dataComponentPart: PART.expandableContent },
        c.children(),
      ),
    ],
  );
};
