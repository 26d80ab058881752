/** Header (logo, switchers, search, navbar links, theme toggle), the tabs bar and the sidebar's top. */
import { renderIcon } from '../icons/index.js';
import type { LayoutInput, NavLink, NavSection } from '../types.js';
import { assetHref, configHref, esc, isExternal, pageHref, safeHref } from './escape.js';
import { navIcon } from './sidebar.js';
import { ID } from './ids.js';
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

function sectionLink(
  input: LayoutInput,
  section: NavSection,
  active: boolean,
  cls: string,
  href?: string,
): string {
  const icon = navIcon(section.icon, { rootPrefix: input.rootPrefix, iconLibrary: iconLibrary(input) });
  // Dropdown and product menus show each entry's description under its title, as Mintlify's do.
  const described = section.description && (section.kind === 'dropdown' || section.kind === 'product');
  const text = described
    ? `<span class="lectern-switcher-text"><span>${esc(section.title)}</span><span class="lectern-switcher-description">${esc(section.description)}</span></span>`
    : `<span>${esc(section.title)}</span>`;
  const tag = section.tag ? `<span class="lectern-nav-tag">${esc(section.tag)}</span>` : '';
  // `data-active` as Mintlify marks the active tab and menu entry for sites' CSS (`.nav-tabs-item[data-active]`).
  return `<a class="${cls}" href="${esc(href ?? sectionHref(input.rootPrefix, section))}"${active ? ' aria-current="true" data-active' : ''}>${icon}${text}${tag}</a>`;
}

/** A language entry opens the same page in that language when it exists, else the language's home. */
function languageHref(input: LayoutInput, section: NavSection): string | undefined {
  const alt = input.alternates?.find((a) => a.sectionId === section.id);
  return alt ? pageHref(input.rootPrefix, alt.path) : undefined;
}

/** A menu for languages, versions, dropdowns and products: a native disclosure, keyboard-usable without JS. */
export function renderSwitcher(input: LayoutInput, level: SectionLevel, ids = false): string {
  const label = level.active?.title ?? level.items[0]!.title;
  const items = level.items
    .map((s) => {
      const href = level.kind === 'language' && s !== level.active ? languageHref(input, s) : undefined;
      const lang = s.lang ? ` lang="${esc(s.lang)}"` : '';
      return `<li${lang}>${sectionLink(input, s, s === level.active, 'lectern-switcher-item', href)}</li>`;
    })
    .join('');
  // The header's language menu carries Mintlify's ids; its copy in the mobile drawer does not (ids are unique).
  const named = ids && level.kind === 'language';
  return (
    `<details class="lectern-switcher lectern-switcher-${level.kind}"><summary${named ? ` id="${ID.localizationSelectTrigger}"` : ''} aria-label="${esc(`${level.kind}: ${label}`)}">` +
    `${navIcon(level.active?.icon, { rootPrefix: input.rootPrefix, iconLibrary: iconLibrary(input) })}<span>${esc(label)}</span></summary>` +
    `<ul class="lectern-switcher-menu"${named ? ` id="${ID.localizationSelectContent}"` : ''}>${items}</ul></details>`
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
  return `<a class="lectern-logo" href="${esc(href)}">${inner}</a>`;
}

/** The navbar's links and primary button; `prefix` names the classes (`lectern-navbar`, `lectern-mobile`). */
function navbarLinks(input: LayoutInput, prefix: string): { links: string; primary: string } {
  const navbar = input.site.navbar;
  if (!navbar) return { links: '', primary: '' };
  const links = navbar.links
    .map((l) => {
      const icon = navIcon(l.icon, { rootPrefix: input.rootPrefix, iconLibrary: iconLibrary(input) });
      return `<a class="${prefix}-link" href="${esc(configHref(input.rootPrefix, l.href))}">${icon}<span>${esc(l.label)}</span></a>`;
    })
    .join('');
  let primary = '';
  if (navbar.primary) {
    const p = navbar.primary;
    const icon =
      p.type === 'github'
        ? renderIcon('github', { library: 'fontawesome', className: 'lectern-ui-icon' })
        : p.type === 'discord'
          ? renderIcon('discord', { library: 'fontawesome', className: 'lectern-ui-icon' })
          : '';
    const label =
      p.label ?? (p.type === 'github' ? 'GitHub' : p.type === 'discord' ? 'Discord' : 'Get started');
    const id = prefix === 'lectern-navbar' ? ` id="${ID.topbarCtaButton}"` : '';
    primary = `<a class="${prefix}-primary"${id} href="${esc(configHref(input.rootPrefix, p.href))}">${icon ?? ''}<span>${esc(label)}</span></a>`;
  }
  return { links, primary };
}

function renderNavbar(input: LayoutInput): string {
  const { links, primary } = navbarLinks(input, 'lectern-navbar');
  return links || primary
    ? `<nav class="lectern-navbar" aria-label="Site links">${links}${primary}</nav>`
    : '';
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
  return `<a class="${cls}" href="${esc(href)}"${external ? ' rel="noopener"' : ''}>${icon}<span>${esc(link.title)}</span></a>`;
}

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
    ...(tabs?.items ?? []).map(
      (s) => `<li>${sectionLink(input, s, s === tabs!.active, 'lectern-tab-link')}</li>`,
    ),
    ...globalLinks(input, true).map(
      (l) => `<li>${globalLink(input, l, 'lectern-tab-link lectern-global-link')}</li>`,
    ),
  ];
  const tabsBar = tabItems.length
    ? `<nav class="lectern-tabs-bar" aria-label="Sections"><ul>${tabItems.join('')}</ul></nav>`
    : '';
  return (
    `<header class="lectern-header" id="${ID.navbar}"><div class="lectern-header-row">` +
    `<button type="button" class="lectern-nav-toggle" data-lectern-nav-toggle aria-controls="lectern-sidebar" aria-expanded="false" aria-label="${esc(t.openNav)}" data-label-open="${esc(t.openNav)}" data-label-close="${esc(t.closeNav)}">${uiIcon('menu')}</button>` +
    `${renderLogo(input, levels)}${switchers}<div class="lectern-header-end">${search}${renderNavbar(input)}${toggle}</div></div>${tabsBar}</header>`
  );
}

/** Anchors (the section's and the global ones) and in-sidebar switchers (dropdowns, products) above the nav. */
export function renderSidebarTop(input: LayoutInput, levels: SectionLevel[]): string {
  const parts: string[] = [];
  // The header has no room for languages, versions and navbar links on small screens: the drawer repeats them.
  const headerSwitchers = levels.filter((l) => l.kind === 'language' || l.kind === 'version');
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
      `<ul class="lectern-anchors lectern-global-anchors">${global.map((l) => `<li>${globalLink(input, l, 'lectern-anchor-link lectern-global-link')}</li>`).join('')}</ul>`,
    );
  }
  for (const level of levels) {
    if (level.kind === 'anchor') {
      parts.push(
        `<ul class="lectern-anchors">${level.items.map((s) => `<li>${sectionLink(input, s, s === level.active, 'lectern-anchor-link')}</li>`).join('')}</ul>`,
      );
    } else if (level.kind === 'dropdown' || level.kind === 'product') {
      parts.push(renderSwitcher(input, level));
    }
  }
  return parts.join('');
}

export function renderSocialIcon(key: string): string {
  const name = SOCIAL_ICONS[key] ?? key;
  return renderIcon(name, { library: 'fontawesome', iconType: 'brands', size: 18, label: key }) ?? esc(key);
}
