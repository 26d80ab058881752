/**
 * Site configuration that changes how page content renders, read from docs.json by the build (see
 * build/env.ts `contentSettings`) and given to the renderer once: it is the same for every page.
 */
import type { ApiSettings } from '../openapi/index.js';
import type { CodeThemes, CustomLanguage } from './code/highlighter.js';

export interface ContentSettings {
  /**
   * `styling.codeblocks`: `system` (default) follows the site's light/dark mode; `dark` keeps code blocks
   * dark in both; `light` keeps them light (a single light theme named for both modes).
   */
  codeblocks?: 'system' | 'dark' | 'light';
  /**
   * `styling.latex`: `false` reads no `$` / `$$` math (the dollars stay text); an explicit `<Latex>` still
   * renders (components/latex.ts). `true` changes only the layout (the stylesheet on every page), not content.
   */
  latex?: boolean;
  /** The Shiki themes for the light and dark modes (`styling.codeblocks` theme names); GitHub's by default. */
  codeThemes?: CodeThemes;
  /** The site's own grammars (`styling.codeblocks.languages.custom`), read by the build. */
  customLanguages?: CustomLanguage[];
  /** The `api` settings: playground display, sample languages and defaults, expanded fields, manual pages. */
  api?: ApiSettings;
  /**
   * The islands runtime module (`_lectern/islands/runtime.<hash>.js`): a JavaScript snippet's component that
   * needs running is compiled to run in the reader's browser (island.ts). Unset, it shows its children.
   */
  islandRuntime?: string;
}
