/**
 * The names compiled islands and the browser runtime (client/islands/runtime.js) share: the runtime
 * exports each of them, compiled modules import those they use.
 */

/** Where compiled modules and the runtime live in the site. */
export const ISLAND_DIR = '_lectern/islands';

/** JSX compiles to calls of these (names no snippet uses, so the module's own `h` stays its own). */
export const PRAGMA = { h: '__lecternH', fragment: '__lecternFragment' } as const;

/** Makes the stand-in for a component nothing defines: it renders its children. */
export const MISSING = '__lecternMissing';

/** Registers the icons an island may draw, as SVG the build rendered (`{ name: svg }`). */
export const ICONS = '__lecternIcons';

/** Registers where the site paths an island may link to lead (`{ "/guides": "guides/index.html" }`). */
export const LINKS = '__lecternLinks';

/**
 * What Mintlify gives a snippet without an import: React's API (hooks and the rest, through Preact's React
 * layer) and the components snippets most often render. A module that binds one of these names itself
 * keeps its own.
 */
export const RUNTIME_NAMES: readonly string[] = [
  'React',
  'useState',
  'useEffect',
  'useLayoutEffect',
  'useMemo',
  'useCallback',
  'useRef',
  'useReducer',
  'useContext',
  'useId',
  'useImperativeHandle',
  'useTransition',
  'useDeferredValue',
  'useSyncExternalStore',
  'createContext',
  'createElement',
  'cloneElement',
  'Fragment',
  'Children',
  'forwardRef',
  'memo',
  'createPortal',
  'Badge',
  'Card',
  'CardGroup',
  'Columns',
  'Note',
  'Tip',
  'Info',
  'Warning',
  'Check',
  'Danger',
  'Callout',
  'Frame',
  'Accordion',
  'Icon',
  'Tooltip',
  'ResponseField',
  'ParamField',
  'Expandable',
  'Steps',
  'Step',
  'AccordionGroup',
  'Tabs',
  'Tab',
];
