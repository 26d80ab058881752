/** `<Tabs>` of `<Tab title id icon>`: `defaultTabIndex`, `sync={false}`, `borderBottom`. */
import type { ComponentContext, ComponentRenderer, Props } from './types.js';
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
    const content = c.children(tab);
    // After the content, so a heading inside the tab that shares its title keeps its plain id.
    return { label, icon, content, id: tabId(c, props, label) };
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

/**
 * The tab's element id, for links to it (the client selects the tab a page opens with): Mintlify's `id`
 * prop as written, else the title slugged as Mintlify's tabs slug it; page-unique (`-2` when taken, as a
 * repeated title in another group would be).
 */
function tabId(c: ComponentContext, props: Props, label: string): string | undefined {
  const own = c.page.explicitId(str(props.id), false);
  if (own) return own;
  const slug = tabSlug(label);
  return slug ? c.page.uniqueId(slug, 2) : undefined;
}

/** Mintlify's `slugify` (utils/slugify.js). */
function tabSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A `<Tab>` outside `<Tabs>`: its content, so nothing is lost. */
export const loneTab: ComponentRenderer = (c) => c.children();
