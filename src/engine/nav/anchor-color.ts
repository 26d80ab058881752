/**
 * An anchor's `color` (organize/settings-structure.mdx: `{ light, dark }`, each a hex code beginning with
 * `#`): the colour its icon is drawn in, per mode. Anything else is a warning and left out; a value reaches
 * a style attribute, so only hex codes pass.
 */
import { isObject, type ConfigChecker, type KeyPath } from '../config/index.js';
import type { AnchorColor } from '../types.js';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function readAnchorColor(c: ConfigChecker, value: unknown, at: KeyPath): AnchorColor | undefined {
  if (!isObject(value)) {
    c.dropped(at, 'an object with "light" and "dark" hex colours', value);
    return undefined;
  }
  const color: AnchorColor = {};
  for (const mode of ['light', 'dark'] as const) {
    const v = value[mode];
    if (v === undefined) continue;
    if (typeof v === 'string' && HEX.test(v.trim())) color[mode] = v.trim();
    else c.dropped([...at, mode], 'a hex colour such as "#0D9373"', v);
  }
  return color.light || color.dark ? color : undefined;
}
