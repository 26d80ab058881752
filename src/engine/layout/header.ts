/** Header (logo, switchers, search, navbar links, theme toggle), the tabs bar and the sidebar's top. */
import { renderIcon } from '../icons/index.js';
import type { LayoutInput, NavLink, NavSection } from '../types.js';
import { contextAttr } from './contexts.js';
import { assetHref, configHref, esc, isExternal, pageHref, safeHref } from './escape.js';
import { anchorColorStyle } from './anchor-color.js';
import { HOOK, productsHook } from './hooks.js';
import { navIcon, navTag } from './sidebar.js';
import { ID } from './ids.js';
import { navbarLinks, renderNavbar } from './navbar-links.js';
import type { UiStrings } from './strings.js';

export interface SectionLevel {
  kind: NavSection['kind'];
  /** Entries offered to the reader: hidden ones are left out unless they are the active one. */
  items: NavSection[];
  active?: NavSection;
}

/** The switch levels from the outermost (languages...) to the innermost, each with its active entry. */
export function sectionLevels(input: LayoutInput): SectionLevel[] {
  const levels: SectionLevel[] = [];
  const active = new Set(input.nav.activeSectionIds);
  let level = input.nav.sections;
  while (level.length > 0 && levels.length < 8) {
    const current = level.find((s) => active.has(s.id));
    const items = level.filter((s) => !s.hidden || s === current);
    if (items.length) levels.push({ kind: level[0]!.kind, items, active: current });
    level = current?.sections ?? [];
  }
  return levels;
}

export function sectionHref(rootPrefix: string, section: NavSection): string {
  if (section.href) return configHref(rootPrefix, section.href);
  if (section.firstPage) return pageHref(rootPrefix, section.firstPage);
  return '#';
}

function iconLibrary(input: LayoutInput) {
  return input.site.iconLibrary ?? 'fontawesome';
}

/** Mintlify's class names for the parts of a menu entry (dropdowns and products have them). */
interface EntryHooks {
  icon?: string;
  text?: string;
  title?: string;
  description?: string;
}

/** The entry hooks of a menu of `kind`, and its trigger's, list's and items' classes. */
function menuHooks(
  kind: NavSection['kind'],
): (EntryHooks & { trigger: string; content: string; item: string }) | null {
  if (kind !== 'dropdown' && kind !== 'product') return null;
  const name = kind === 'product' ? productsHook : (hook: string) => hook;
  return {
    trigger: name(HOOK.navDropdownTrigger),
    content: name(HOOK.navDropdownContent),
    item: name(HOOK.navDropdownItem),
    icon: name(HOOK.navDropdownItemIcon),
    // The products menu documents no text container.
    text: kind === 'dropdown' ? HOOK.navDropdownItemTextContainer : undefined,
    title: name(HOOK.navDropdownItemTitle),
    description: name(HOOK.navDropdownItemDescription),
  };
}

const withHook = (cls: string, hook: string | undefined) => (hook ? `${cls} ${hook}` : cls);
const classAttr = (hook: string | undefined) => (hook ? ` class="${hook}"` : '');

function sectionLink(
  input: LayoutInput,
  section: NavSection,
  active: boolean,
  cls: string,
  opts: { href?: string; id?: string; hooks?: EntryHooks } = {},
): string {
  const hooks = opts.hooks ?? {};
  const icon = navIcon(
    section.icon,
    { rootPrefix: input.rootPrefix, iconLibrary: iconLibrary(input) },
    16,
    hooks.icon,
  );
  // Dropdown and product menus show each entry's description under its title, as Mintlify's do.
  const described = section.description && (section.kind === 'dropdown' || section.kind === 'product');
  const title = `<span${classAttr(hooks.title)}>${esc(section.title)}</span>`;
  const text = described
    ? `<span class="${withHook('lectern-switcher-text', hooks.text)}">${title}<span class="${withHook('lectern-switcher-description', hooks.description)}">${esc(section.description)}</span></span>`
    : title;
  // An entry opening a page shown in another section records this one, which the page then keeps
  // (client/scripts/context.js).
  const context = !opts.href && section.firstPageContext ? contextAttr(section.firstPageContext) : '';
  // `data-active` as Mintlify marks the active tab and menu entry for sites' CSS (`.nav-tabs-item[data-active]`).
  return `<a class="${cls}"${opts.id ? ` id="${opts.id}"` : ''} href="${esc(opts.href ?? sectionHref(input.rootPrefix, section))}"${context}${anchorColorStyle(section.color)}${active ? ' aria-current="true" data-active' : ''}>${icon}${text}${navTag(section.tag)}</a>`;
}

/**
 * A language entry opens the same page in that language when it exists, else the language's home; the
 * reader's own language stays on this page (the 404 page and redirects have no page to stay on).
 */
function languageHref(input: LayoutInput, section: NavSection, current: boolean): string | undefined {
  if (current)
    return input.kind === 'notFound' || input.redirect
      ? undefined
      : pageHref(input.rootPrefix, input.page.path);
  const alt = input.alternates?.find((a) => a.sectionId === section.id);
  return alt ? pageHref(input.rootPrefix, alt.path) : undefined;
}

/** A menu for languages, versions, dropdowns and products: a native disclosure, keyboard-usable without JS. */
export function renderSwitcher(
  input: LayoutInput,
  level: SectionLevel,
  ids = false,
  tabMenu?: NavSection,
): string {
  const label = level.active?.title ?? level.items[0]!.title;
  // The header's language menu carries Mintlify's ids; its copy in the mobile drawer does not (ids are unique).
  const named = ids && level.kind === 'language';
  const hooks = menuHooks(level.kind);
  const items = level.items
    .map((s) => {
      const current = s === level.active;
      const href = level.kind === 'language' ? languageHref(input, s, current) : undefined;
      const lang = s.lang ? ` lang="${esc(s.lang)}"` : '';
      const id = named && current ? ID.localizationSelectItem : undefined;
      const cls = withHook('lectern-switcher-item', hooks?.item);
      return `<li${lang}>${sectionLink(input, s, current, cls, { href, id, hooks: hooks ?? undefined })}</li>`;
    })
    .join('');
  const summaryClass = classAttr(hooks?.trigger);
  // On a tab (`tabMenu`), only the arrow opens the menu: the tab's own link stays beside it.
  const summary = tabMenu
    ? `<summary${summaryClass} aria-label="${esc(`${tabMenu.title}: ${label}`)}"></summary>`
    : `<summary${summaryClass}${named ? ` id="${ID.localizationSelectTrigger}"` : ''} aria-label="${esc(`${level.kind}: ${label}`)}">` +
      `${navIcon(level.active?.icon, { rootPrefix: input.rootPrefix, iconLibrary: iconLibrary(input) })}<span>${esc(label)}</span></summary>`;
  return (
    `<details class="lectern-switcher lectern-switcher-${level.kind}${tabMenu ? ' lectern-tab-menu' : ''}">${summary}` +
    `<ul class="${withHook('lectern-switcher-menu', hooks?.content)}"${named ? ` id="${ID.localizationSelectContent}"` : ''}>${items}</ul></details>`
  );
}

const SOCIAL_ICONS: Record<string, string> = {
  x: 'x-twitter',
  twitter: 'x-twitter',
  website: 'globe',
  'hacker-news': 'hacker-news',
  earth: 'earth-americas',
};

function uiIcon(name: string, cls = 'lectern-ui-icon', size = 16): string {
  return renderIcon(name, { library: 'lucide', size, className: cls }) ?? '';
}

/** The first page of the reader's language, where the logo leads when `logo.href` is not set (settings docs). */
function languageHome(levels: SectionLevel[]): string | undefined {
  return levels.find((l) => l.kind === 'language')?.active?.firstPage;
}

function renderLogo(input: LayoutInput, levels: SectionLevel[]): string {
  const { site, rootPrefix } = input;
  const href = site.logo?.href
    ? configHref(rootPrefix, site.logo.href)
    : pageHref(rootPrefix, languageHome(levels) ?? 'index');
  const local = (src: string | undefined) =>
    src && !isExternal(safeHref(src)) ? assetHref(rootPrefix, src) : null;
  const light = local(site.logo?.light);
  const dark = local(site.logo?.dark) ?? light;
  const inner =
    light && dark
      ? `<img class="lectern-logo-light" src="${esc(light)}" alt="${esc(site.name)}"><img class="lectern-logo-dark" src="${esc(dark)}" alt="${esc(site.name)}">`
      : `<span class="lectern-site-name">${esc(site.name)}</span>`;
  return `<a class="lectern-logo ${HOOK.navLogo}" href="${esc(href)}">${inner}</a>`;
}

/**
 * The page's `global` entries (the root's, then those of each section it is in) of one placement: tabs go to
 * the tab bar, the rest sit with the anchors.
 */
function globalLinks(input: LayoutInput, tabs: boolean): NavLink[] {
  return (input.nav.globalLinks ?? []).filter((l) => (l.division === 'tab') === tabs);
}

function globalLink(input: LayoutInput, link: NavLink, cls: string): string {
  const href = configHref(input.rootPrefix, link.href);
  const external = isExternal(href);
  const icon = navIcon(link.icon, { rootPrefix: input.rootPrefix, iconLibrary: iconLibrary(input) });
  return `<a class="${cls}" href="${esc(href)}"${external ? ' rel="noopener"' : ''}${anchorColorStyle(link.color)}>${icon}<span>${esc(link.title)}</span></a>`;
}

/** A tab's `menu` items (nav/normalise.ts marks them), the current one active: a dropdown on the tab. */
function tabMenuLevel(input: LayoutInput, tab: NavSection): SectionLevel | null {
  if (!tab.sections.some((s) => s.menu)) return null;
  const active = tab.sections.find((s) => input.nav.activeSectionIds.includes(s.id));
  const items = tab.sections.filter((s) => !s.hidden || s === active);
  return items.length ? { kind: 'dropdown', items, active } : null;
}

/** A level of a tab's `menu` items: in the header's tab bar, so only the mobile drawer repeats it. */
const isTabMenu = (level: SectionLevel) => level.items.some((s) => s.menu);

export function renderHeader(input: LayoutInput, levels: SectionLevel[], t: UiStrings): string {
  const switchers = levels
    .filter((l) => l.kind === 'language' || l.kind === 'version')
    .map((l) => renderSwitcher(input, l, true))
    .join('');
  const prompt = input.site.searchPrompt?.trim() || t.search;
  const search = input.features.search
    ? `<button type="button" class="lectern-search-button" id="${ID.searchBarEntry}" data-lectern-search-open aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K">${uiIcon('search')}<span class="lectern-search-label">${esc(prompt)}</span><kbd>Ctrl K</kbd></button>`
    : '';
  const toggle = input.site.appearance?.strict
    ? ''
    : `<button type="button" class="lectern-theme-toggle" data-lectern-theme-toggle aria-label="${esc(t.themeToggle)}">${uiIcon('sun', 'lectern-icon-sun')}${uiIcon('moon', 'lectern-icon-moon')}</button>`;
  const tabs = levels.find((l) => l.kind === 'tab');
  const tabItems = [
    ...(tabs?.items ?? []).map((s) => {
      const link = sectionLink(input, s, s === tabs!.active, `lectern-tab-link ${HOOK.navTabsItem}`);
      const menu = tabMenuLevel(input, s);
      return menu
        ? `<li class="lectern-tab-with-menu">${link}${renderSwitcher(input, menu, false, s)}</li>`
        : `<li>${link}</li>`;
    }),
    ...globalLinks(input, true).map(
      (l) => `<li>${globalLink(input, l, `lectern-tab-link lectern-global-link ${HOOK.navTabsItem}`)}</li>`,
    ),
  ];
  const tabsBar = tabItems.length
    ? `<nav class="lectern-tabs-bar ${HOOK.navTabs}" aria-label="Sections"><ul>${tabItems.join('')}</ul></nav>`
    : '';
  return (
    `<header class="lectern-header" id="${ID.navbar}"><div class="lectern-header-row">` +
    `<button type="button" class="lectern-nav-toggle" data-lectern-nav-toggle aria-controls="${ID.sidebar}" aria-expanded="false" aria-label="${esc(t.openNav)}" data-label-open="${esc(t.openNav)}" data-label-close="${esc(t.closeNav)}">${uiIcon('menu')}</button>` +
    `${renderLogo(input, levels)}${switchers}<div class="lectern-header-end ${HOOK.topbarRightContainer}">${search}${renderNavbar(input)}${toggle}</div></div>${tabsBar}</header>`
  );
}

/** Anchors (the section's and the global ones) and in-sidebar switchers (dropdowns, products) above the nav. */
export function renderSidebarTop(input: LayoutInput, levels: SectionLevel[]): string {
  const parts: string[] = [];
  // The header has no room for languages, versions and navbar links on small screens: the drawer repeats them.
  const headerSwitchers = levels.filter((l) => l.kind === 'language' || l.kind === 'version' || isTabMenu(l));
  if (headerSwitchers.length) {
    parts.push(
      `<div class="lectern-mobile-switchers">${headerSwitchers.map((l) => renderSwitcher(input, l)).join('')}</div>`,
    );
  }
  const { links, primary } = navbarLinks(input, 'lectern-mobile');
  if (links || primary)
    parts.push(`<nav class="lectern-mobile-links" aria-label="Site links">${links}${primary}</nav>`);
  const global = globalLinks(input, false);
  if (global.length) {
    parts.push(
      `<ul class="lectern-anchors lectern-global-anchors ${HOOK.navAnchors}">${global.map((l) => `<li>${globalLink(input, l, `lectern-anchor-link lectern-global-link ${HOOK.navAnchor}`)}</li>`).join('')}</ul>`,
    );
  }
  for (const level of levels) {
    if (level.kind === 'anchor') {
      parts.push(
        `<ul class="lectern-anchors ${HOOK.navAnchors}">${level.items.map((s) => `<li>${sectionLink(input, s, s === level.active, `lectern-anchor-link ${HOOK.navAnchor}`)}</li>`).join('')}</ul>`,
      );
    } else if ((level.kind === 'dropdown' && !isTabMenu(level)) || level.kind === 'product') {
      parts.push(renderSwitcher(input, level));
    }
  }
  return parts.join('');
}

export function renderSocialIcon(key: string): string {
  const name = SOCIAL_ICONS[key] ?? key;
  return renderIcon(name, { library: 'fontawesome', iconType: 'brands', size: 18, label: key }) ?? esc(key);
}
