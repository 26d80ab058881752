/**
 * An anchor's `color` on its link, as custom properties the sidebar's CSS draws the icon with in each mode
 * (client/styles/header.css). The values were checked as hex codes when the navigation was read.
 */
import type { AnchorColor } from '../types.js';
import { esc } from './escape.js';

export function anchorColorStyle(color: AnchorColor | undefined): string {
  if (!color) return '';
  const props = [
    color.light ? `--lectern-anchor-light:${color.light}` : '',
    color.dark ? `--lectern-anchor-dark:${color.dark}` : '',
  ].filter(Boolean);
  return props.length ? ` style="${esc(props.join(';'))}"` : '';
}
