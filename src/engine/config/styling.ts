/**
 * `styling` in docs.json: eyebrows, LaTeX, and `codeblocks` (the mode code blocks show in, the Shiki themes
 * that colour them, and the site's own grammars).
 */
import { bundledThemesInfo } from 'shiki/themes';
import type { CodeThemes, SiteConfig } from './types.js';
import { ConfigChecker, isObject, optBool, optEnum, optObject, optString, type KeyPath } from './validate.js';

export function styling(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['styling'] {
  const obj = optObject(c, doc, 'styling', []);
  if (!obj) return undefined;
  const out: NonNullable<SiteConfig['styling']> = {};
  const eyebrows = optEnum(c, obj, 'eyebrows', ['styling'], ['section', 'breadcrumbs'] as const);
  if (eyebrows) out.eyebrows = eyebrows;
  const codeblocks = codeblockStyle(c, obj.codeblocks, ['styling', 'codeblocks']);
  if (codeblocks) out.codeblocks = codeblocks.mode;
  if (codeblocks?.themes) out.codeThemes = codeblocks.themes;
  const languages = customLanguagePaths(c, obj.codeblocks, ['styling', 'codeblocks']);
  if (languages.length) out.codeLanguages = languages;
  const latex = optBool(c, obj, 'latex', ['styling']);
  if (latex !== undefined) out.latex = latex;
  return out;
}

const THEME_TYPES = new Map<string, 'light' | 'dark'>(bundledThemesInfo.map((t) => [t.id, t.type]));
/**
 * Colours from the site's own `--mint-` CSS variables (create/code.mdx), built by markdown/code/theme.ts.
 * It has no mode of its own: the variables' defaults follow the site's.
 */
const CSS_VARIABLES = 'css-variables';
const CODEBLOCK_MODES = ['system', 'dark', 'light'] as const;
/** The themes code is coloured with when `styling.codeblocks` names none (or only invalid ones). */
export const DEFAULT_CODE_THEMES: Readonly<CodeThemes> = { light: 'github-light', dark: 'github-dark' };

type CodeblockStyle = { mode: 'system' | 'dark' | 'light'; themes?: CodeThemes };

/**
 * `styling.codeblocks`: the mode code blocks are shown in and the Shiki themes that colour them. `system`,
 * `dark` and `light` keep the default themes (`dark` / `light` fix the blocks in that mode); a single theme
 * name (or `{ theme: name }`) colours code in both modes and keeps blocks in that theme's mode; separate
 * light and dark themes (`{ theme: { light, dark } }`, or `{ light, dark }`) follow the site's mode, an
 * unknown one falling back to the default for its side. `css-variables` follows the site's mode too.
 */
function codeblockStyle(c: ConfigChecker, value: unknown, at: KeyPath): CodeblockStyle | undefined {
  if (value === undefined || value === null) return undefined;
  const expected = '"system", "dark", "light", "css-variables", a Shiki theme name or { theme }';
  let theme: unknown = value;
  let where = at;
  if (isObject(value)) {
    if (isObject(value.theme)) return themePair(c, value.theme, [...at, 'theme']);
    // organize/settings-appearance.mdx: "An object with `light` and `dark` keys" (its example nests them
    // under `theme`, which settings-reference.mdx documents; both are read).
    if (value.theme === undefined && (value.light !== undefined || value.dark !== undefined))
      return themePair(c, value, at);
    // `{ languages }` alone names no theme.
    if (value.theme === undefined) return undefined;
    theme = value.theme;
    where = [...at, 'theme'];
  }
  if (typeof theme === 'string') {
    if ((CODEBLOCK_MODES as readonly string[]).includes(theme))
      return { mode: theme as CodeblockStyle['mode'] };
    if (theme === CSS_VARIABLES) return { mode: 'system', themes: { light: theme, dark: theme } };
    const type = THEME_TYPES.get(theme);
    if (type) {
      return theme === DEFAULT_CODE_THEMES[type]
        ? { mode: type }
        : { mode: type, themes: { light: theme, dark: theme } };
    }
  }
  c.dropped(where, expected, theme);
  return undefined;
}

/** Separate light and dark themes; an unknown one falls back to the default for its side. */
function themePair(c: ConfigChecker, pair: Record<string, unknown>, at: KeyPath): CodeblockStyle {
  const themes = { ...DEFAULT_CODE_THEMES };
  for (const key of ['light', 'dark'] as const) {
    const name = optString(c, pair, key, at);
    if (name === undefined) continue;
    if (THEME_TYPES.has(name) || name === CSS_VARIABLES) themes[key] = name;
    else c.dropped([...at, key], 'a Shiki theme name', name);
  }
  return sameThemes(themes, DEFAULT_CODE_THEMES) ? { mode: 'system' } : { mode: 'system', themes };
}

/** `styling.codeblocks.languages.custom`: paths of TextMate grammar files in the docs folder. */
function customLanguagePaths(c: ConfigChecker, value: unknown, at: KeyPath): string[] {
  if (!isObject(value) || value.languages === undefined) return [];
  const languages = optObject(c, value, 'languages', at);
  const list = languages?.custom;
  if (list === undefined) return [];
  const where = [...at, 'languages', 'custom'];
  if (!Array.isArray(list)) {
    c.dropped(where, 'a list of grammar file paths', list);
    return [];
  }
  return list.filter((item, i) => {
    if (typeof item === 'string' && item.trim() !== '') return true;
    c.dropped([...where, i], 'a grammar file path', item);
    return false;
  });
}

function sameThemes(a: CodeThemes, b: CodeThemes): boolean {
  return a.light === b.light && a.dark === b.dark;
}
