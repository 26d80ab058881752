/**
 * Stand-ins for Font Awesome Pro names that pro-fallback.ts's generic rules cannot reach: names whose leading
 * words no bundled set has (`chart-user` shortens to a bare `chart`, `memo` has nothing shorter), and a few
 * the rules reach badly. Keys are a whole name or a family, the name's leading words (`chart` for every
 * `chart-*`). A stand-in is the closest drawing: Font Awesome Free's where it reads the same, so a card grid
 * keeps one style, else a Lucide or Tabler look-alike (`chart-tree-map` -> Tabler's `chart-treemap`). Every
 * name here exists in a bundled set; pro-fallback.test.ts checks each one.
 */

/**
 * A Pro subject some set draws under another name, the rest of the name kept: `memo-circle-check` ->
 * `file-circle-check`, `head-side-gear` -> `user-gear`, `objects-align-left` -> Tabler's `layout-align-left`,
 * `down-to-line` -> `arrow-down-to-line`.
 */
export const RENAMED: Record<string, string> = {
  memo: 'file',
  'head-side': 'user',
  'objects-align': 'layout-align',
  object: 'squares',
  layer: 'layers',
  'arrow-alt': 'arrow',
  down: 'arrow-down',
  up: 'arrow-up',
  left: 'arrow-left',
  right: 'arrow-right',
  'chevron-double': 'chevrons',
  'triple-chevrons': 'chevrons',
  'chevron-square': 'square-chevron',
  'caret-circle': 'caret',
  'caret-large': 'caret',
  'toggle-large': 'toggle',
};

/**
 * Stand-ins by whole name or family, closest first. A whole name listed here is drawn as listed even where
 * the generic rules would find something (`brackets-curly` is `{}`: Lucide's `braces`, not its `brackets`);
 * a family's stand-ins are tried only after them.
 */
export const STAND_INS: Record<string, string[]> = {
  // Charts: Free has bar, column, line, pie, area and simple charts.
  chart: ['chart-column'],
  analytics: ['chart-column'],
  'chart-bullet': ['chart-bar'],
  'chart-sine': ['chart-line'],
  'chart-user': ['chalkboard-user'],
  'chart-tree-map': ['chart-treemap', 'table-cells-large'],
  'chart-kanban': ['square-kanban'],
  'chart-pyramid': ['pyramid'],
  pie: ['chart-pie'],
  // Documents and notes.
  memo: ['file-lines'],
  page: ['file'],
  inboxes: ['inbox'],
  // Diagrams.
  diagram: ['diagram-project'],
  'diagram-previous': ['diagram-predecessor'],
  'diagram-sankey': ['chart-sankey'],
  'diagram-venn': ['circles-relation'],
  // People and heads.
  'head-side': ['user'],
  'head-side-brain': ['brain'],
  'head-side-circuit': ['brain-circuit'],
  'head-side-headphones': ['headset'],
  'head-side-medical': ['user-doctor'],
  'head-side-speak': ['speech'],
  'head-side-goggles': ['vr-cardboard'],
  'head-vr': ['vr-cardboard'],
  people: ['people-group'],
  'user-robot': ['robot'],
  // Blocks, layouts and shapes.
  block: ['cube'],
  'block-brick': ['brick-wall'],
  'block-brick-fire': ['brick-wall-fire'],
  firewall: ['brick-wall-fire'],
  'block-quote': ['blockquote', 'quote-left'],
  'objects-column': ['layout-dashboard'],
  'object-union': ['squares-unite'],
  layer: ['layer-group'],
  // Code.
  bracket: ['brackets'],
  'bracket-curly': ['braces'],
  'brackets-curly': ['braces'],
  'bracket-round': ['parentheses'],
  debug: ['bug'],
  input: ['text-cursor-input'],
  'input-password': ['rectangle-ellipsis'],
  // Screens, media and signals.
  screencast: ['cast'],
  'screen-users': ['users-rectangle'],
  camcorder: ['video'],
  wave: ['wave-sine'],
  'wave-pulse': ['activity'],
  wireless: ['wifi'],
  // Progress, controls, commerce.
  'arrow-progress': ['route'],
  'bar-progress': ['bars-progress'],
  slider: ['sliders'],
  swap: ['arrow-right-arrow-left'],
  cart: ['cart-shopping'],
  inventory: ['boxes-stacked'],
  money: ['money-bill'],
  sack: ['sack-dollar'],
  // Other Pro subjects no bundled set draws under any name (`ballot-check`: Infisical's access controls).
  ballot: ['list-check'],
  billboard: ['rectangle-ad'],
  'cabinet-filing': ['box-archive'],
  dash: ['minus'],
  'light-switch': ['toggle-on'],
  meter: ['gauge'],
  'rectangles-mixed': ['shapes'],
  shelves: ['shelving-unit'],
  typewriter: ['keyboard'],
};
