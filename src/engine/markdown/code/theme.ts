/**
 * `styling.codeblocks` themes beyond Shiki's bundled ones. Fixed to one mode, every code block of the page
 * (fenced blocks, code groups, API samples) gets a class that makes the stylesheet use that mode's Shiki
 * colours whatever the site's mode; `css-variables` is a theme whose colours are the site's CSS variables.
 */
import type { ElementContent } from 'hast';
import { createCssVariablesTheme, type ThemeRegistration } from 'shiki';
import { addClass } from '../hast-utils.js';

const CLASS = { dark: 'lectern-code--dark', light: 'lectern-code--light' } as const;

export function applyCodeTheme(nodes: ElementContent[], mode: 'system' | 'dark' | 'light' | undefined): void {
  if (mode !== 'dark' && mode !== 'light') return;
  const visit = (node: ElementContent) => {
    if (node.type !== 'element') return;
    const classes = node.properties.className;
    if (Array.isArray(classes) && classes.includes('lectern-code')) addClass(node, CLASS[mode]);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
}

/**
 * `styling.codeblocks: "css-variables"` (create/code.mdx, "Custom syntax highlighting theme"): colours are
 * CSS variables "with the `--mint-` prefix" that the site's own CSS sets; client/styles/code.css gives each a
 * default per mode. Shiki names the plain text and background variables `foreground` and `background`;
 * Mintlify documents them as `--mint-color-text` and `--mint-color-background`.
 */
export const CSS_VARIABLES_THEME = 'css-variables';

export function cssVariablesTheme(): ThemeRegistration {
  const theme = createCssVariablesTheme({ name: CSS_VARIABLES_THEME, variablePrefix: '--mint-' });
  return JSON.parse(
    JSON.stringify(theme)
      .replaceAll('var(--mint-foreground)', 'var(--mint-color-text)')
      .replaceAll('var(--mint-background)', 'var(--mint-color-background)'),
  ) as ThemeRegistration;
}
