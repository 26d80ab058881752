/**
 * Shared markup for tabbed components (`<Tabs>`, `<CodeGroup>`, request/response examples): a custom
 * element holding a complete ARIA tablist, so the selected panel is readable without JavaScript and the
 * client script only has to switch `aria-selected` / `hidden`.
 */
import { h } from 'hastscript';
import type { Element, ElementContent } from 'hast';
import type { PageState } from '../state.js';

export interface TabItem {
  label: string;
  /** The tab's element id, page-unique (`<Tab id>`, for links to the tab); else one made from the group's. */
  id?: string;
  icon?: Element | null;
  content: ElementContent[];
}

export interface TabbedOptions {
  /** Custom element name, e.g. `lectern-tabs`. */
  element: string;
  /** Base class; parts are `__list`, `__tab`, `__panel`. */
  base: string;
  className?: string[];
  items: TabItem[];
  selected?: number;
  attributes?: Record<string, string | undefined>;
  /** The tablist's accessible name. */
  listLabel?: string;
  /** Mintlify's `data-component-part` names of the tablist, each tab and each panel (component-parts.ts). */
  parts?: { list?: string; tab?: string; panel?: string };
  /** Classes each tab carries beside `${base}__tab` (Mintlify's `tab` hook). */
  tabClassName?: string[];
  /**
   * Mark each tab `data-active="true"` or `"false"`, as Mintlify's `<Tabs>` does for sites' CSS
   * (`[data-component-part="tab-button"][data-active="true"]`); the client script keeps it in step.
   */
  dataActive?: boolean;
  /** Keep the tab labels out of site search (a code group's file names and languages: `ts ts` in excerpts). */
  labelsOutOfSearch?: boolean;
}

export function tabbed(page: PageState, options: TabbedOptions): Element {
  return tabbedMarkup(page.nextId(options.base.replace(/^lectern-/, '')), options);
}

/** The same markup with ids made from `id` (`<id>-tab-0`, `<id>-panel-0`), for callers without a page. */
export function tabbedMarkup(id: string, options: TabbedOptions): Element {
  const { base, items, parts = {} } = options;
  const selected =
    options.selected !== undefined && options.selected >= 0 && options.selected < items.length
      ? options.selected
      : 0;
  const tabs = items.map((item, index) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: item.id ?? `${id}-tab-${index}`,
        className: [`${base}__tab`, ...(options.tabClassName ?? [])],
        ariaControls: `${id}-panel-${index}`,
        ariaSelected: index === selected ? 'true' : 'false',
        tabIndex: index === selected ? 0 : -1,
        dataLabel: item.label,
        dataComponentPart: parts.tab,
        dataActive: options.dataActive ? String(index === selected) : undefined,
      },
      [...(item.icon ? [item.icon] : []), h('span', { className: [`${base}__label`] }, item.label)],
    ),
  );
  const panels = items.map((item, index) =>
    h(
      'div',
      {
        role: 'tabpanel',
        id: `${id}-panel-${index}`,
        className: [`${base}__panel`],
        ariaLabelledBy: item.id ?? `${id}-tab-${index}`,
        tabIndex: 0,
        hidden: index !== selected,
        dataLabel: item.label,
        dataComponentPart: parts.panel,
      },
      item.content,
    ),
  );
  return h(options.element, { className: [base, ...(options.className ?? [])], ...options.attributes }, [
    h(
      'div',
      {
        role: 'tablist',
        className: [`${base}__list`],
        ariaLabel: options.listLabel,
        dataPagefindIgnore: options.labelsOutOfSearch ? '' : undefined,
        dataComponentPart: parts.list,
      },
      tabs,
    ),
    ...panels,
  ]);
}
