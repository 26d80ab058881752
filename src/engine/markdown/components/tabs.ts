/** `<Tabs>` of `<Tab title icon>`: `defaultTabIndex`, `sync={false}`, `borderBottom`. */
import type { ComponentRenderer } from './types.js';
import { bool, num, str } from './types.js';
import { tabbed, type TabItem } from './tablist.js';
import { HOOK } from '../../layout/hooks.js';
import { PART } from '../../layout/component-parts.js';

export const tabs: ComponentRenderer = (c) => {
  const items: TabItem[] = c.childElements(['Tab']).map((tab, index) => {
    const props = c.propsOf(tab);
    const label = str(props.title) ?? `Tab ${index + 1}`;
    const icon =
      props.icon !== undefined
        ? c.icon(props.icon, { iconType: str(props.iconType), size: 16, className: HOOK.tabIcon })
        : null;
    return { label, icon, content: c.children(tab) };
  });
  if (items.length === 0) return c.children();
  return tabbed(c.page, {
    element: 'lectern-tabs',
    base: 'lectern-tabs',
    className: [HOOK.tabs, ...(bool(c.props.borderBottom) ? ['lectern-tabs--border'] : [])],
    items,
    selected: num(c.props.defaultTabIndex),
    attributes: { dataSync: bool(c.props.sync, true) ? undefined : 'false' },
    parts: { list: PART.tabsList, tab: PART.tabButton, panel: PART.tabContent },
    tabClassName: [HOOK.tab],
    dataActive: true,
  });
};

/** A `<Tab>` outside `<Tabs>`: its content, so nothing is lost. */
export const loneTab: ComponentRenderer = (c) => c.children();
