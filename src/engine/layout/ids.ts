/**
 * Element ids of the layout. Mintlify documents ids of its layout for sites' own CSS to target
 * (customize/custom-scripts.mdx, "ID selectors": `#navbar { ... }`); the layout gives each to its equivalent
 * element. Headings and other anchors of a page never take one of these ids (markdown/state.ts reserves them),
 * so a `## Header` heading cannot be styled as the page header, nor steal its anchor. Kept free of imports:
 * the markdown renderer reads it too.
 */
export const ID = {
  banner: 'banner',
  navbar: 'navbar',
  bodyContent: 'body-content',
  sidebar: 'sidebar',
  sidebarContent: 'sidebar-content',
  /** The sidebar's list of pages and groups (sidebar.ts), inside `#sidebar-content` as on Mintlify. */
  navigationItems: 'navigation-items',
  /** The content column and the side column beside it, as Mintlify's `<main id="content-container">`. */
  contentContainer: 'content-container',
  contentArea: 'content-area',
  header: 'header',
  pageTitle: 'page-title',
  content: 'content',
  pagination: 'pagination',
  footer: 'footer',
  panel: 'panel',
  /**
   * The side column: the table of contents or the lifted panel (index.ts), or an API page's examples column
   * (api-panel.ts); a page has one of them at most.
   */
  contentSideLayout: 'content-side-layout',
  tableOfContents: 'table-of-contents',
  tableOfContentsLayout: 'table-of-contents-layout',
  tableOfContentsContent: 'table-of-contents-content',
  searchBarEntry: 'search-bar-entry',
  searchInput: 'search-input',
  topbarCtaButton: 'topbar-cta-button',
  pageContextMenu: 'page-context-menu',
  pageContextMenuButton: 'page-context-menu-button',
  localizationSelectTrigger: 'localization-select-trigger',
  localizationSelectContent: 'localization-select-content',
  /** On the current language's entry only: Mintlify's doc gives every entry this id, but ids are unique. */
  localizationSelectItem: 'localization-select-item',
  /** The `<View>` switcher, built by the client (client/scripts/views.js): reserved so no heading takes it. */
  multiViewDropdown: 'multi-view-dropdown',
  // API pages (openapi/render.ts, layout/api-panel.ts): the example groups and the playground's form.
  requestExample: 'request-example',
  responseExample: 'response-example',
  apiPlaygroundInput: 'api-playground-input',
} as const;

/** Every id the layout writes, Mintlify's and its own. */
export const LAYOUT_IDS: readonly string[] = [
  ...Object.values(ID),
  'lectern-toc-title',
  'lectern-search-results',
  'lectern-contextual-header',
  'lectern-contextual-toc',
];
