/**
 * `styling.codeblocks` fixed to one mode: every code block of the page (fenced blocks, code groups, API
 * samples) gets a class that makes the stylesheet use that mode's Shiki colours whatever the site's mode.
 */
import type { ElementContent } from 'hast';
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
