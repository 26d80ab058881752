/**
 * Mintlify's element hooks (customize/custom-scripts.mdx, "Element selectors"): class names its DOM carries
 * on components and layout parts, which sites' own CSS targets (`.code-block-copy-button { display: none; }`).
 * Each is added beside Lectern's own class on the equivalent element; Lectern's stylesheets never use them,
 * so they only ever carry the site's rules. Kept free of imports: the markdown components read it too.
 */
export const HOOK = {
  // Content components.
  accordion: 'accordion',
  accordionGroup: 'accordion-group',
  callout: 'callout',
  card: 'card',
  cardGroup: 'card-group',
  columns: 'columns',
  codeBlock: 'code-block',
  codeBlockIcon: 'code-block-icon',
  codeBlockCopyButton: 'code-block-copy-button',
  lineHighlight: 'line-highlight',
  codeGroup: 'code-group',
  expandable: 'expandable',
  frame: 'frame',
  icon: 'icon',
  mermaid: 'mermaid',
  step: 'step',
  steps: 'steps',
  /** Each tab button of `<Tabs>` (not of code groups: Mintlify's code group tabs do not carry it). */
  tab: 'tab',
  tabIcon: 'tab-icon',
  tabs: 'tabs',
  tile: 'tile',
  tooltip: 'tooltip',
  update: 'update',
  prompt: 'prompt',
  panel: 'panel',
  color: 'color',
  colorRow: 'color-row',
  colorItem: 'color-item',
  tree: 'tree',
  treeFolder: 'tree-folder',
  treeFile: 'tree-file',
  /** Each `<View>`'s section; the switcher's parts are built by the client (client/scripts/views.js). */
  multiViewItem: 'multi-view-item',
  multiViewDropdown: 'multi-view-dropdown',
  multiViewDropdownTrigger: 'multi-view-dropdown-trigger',
  multiViewDropdownContent: 'multi-view-dropdown-content',
  multiViewDropdownItem: 'multi-view-dropdown-item',
  // Page layout.
  mdxContent: 'mdx-content',
  eyebrow: 'eyebrow',
  breadcrumbList: 'breadcrumb-list',
  breadcrumbItem: 'breadcrumb-item',
  // Topbar.
  navLogo: 'nav-logo',
  navbarLink: 'navbar-link',
  navAnchors: 'nav-anchors',
  navAnchor: 'nav-anchor',
  navTabs: 'nav-tabs',
  navTabsItem: 'nav-tabs-item',
  topbarRightContainer: 'topbar-right-container',
  navTagPill: 'nav-tag-pill',
  navTagPillText: 'nav-tag-pill-text',
  // Dropdown menus (`dropdowns` in the navigation).
  navDropdownTrigger: 'nav-dropdown-trigger',
  navDropdownContent: 'nav-dropdown-content',
  navDropdownItem: 'nav-dropdown-item',
  navDropdownItemTextContainer: 'nav-dropdown-item-text-container',
  navDropdownItemTitle: 'nav-dropdown-item-title',
  navDropdownItemDescription: 'nav-dropdown-item-description',
  navDropdownItemIcon: 'nav-dropdown-item-icon',
  // Sidebar.
  sidebarGroup: 'sidebar-group',
  sidebarGroupIcon: 'sidebar-group-icon',
  sidebarGroupHeader: 'sidebar-group-header',
  sidebarTitle: 'sidebar-title',
  // Table of contents, footer, pagination.
  toc: 'toc',
  tocItem: 'toc-item',
  footer: 'footer',
  advancedFooter: 'advanced-footer',
  paginationPrev: 'pagination-prev',
  paginationNext: 'pagination-next',
  paginationTitle: 'pagination-title',
} as const;

/**
 * The products menu's hooks: the dropdown's with `products-selector` in the middle
 * (`nav-dropdown-products-selector-item`).
 */
export function productsHook(dropdownHook: string): string {
  return dropdownHook.replace(/^nav-dropdown-/, 'nav-dropdown-products-selector-');
}
