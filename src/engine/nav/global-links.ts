/** `global` on `navigation` or any division entry: links every page under it shows (tabs, anchors...). */
import { isObject, type ConfigChecker, type KeyPath } from '../config/index.js';
import type { NavLink } from '../types.js';
import { DIVISIONS, iconName } from './nav-node.js';
import { readAnchorColor } from './anchor-color.js';

export function readGlobalLinks(c: ConfigChecker, global: unknown, at: KeyPath): NavLink[] {
  if (!isObject(global)) {
    c.expected(at, 'an object', global);
    return [];
  }
  const links: NavLink[] = [];
  for (const [key, titleKey, division] of DIVISIONS) {
    const list = global[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      c.expected([...at, key], 'an array', list);
      continue;
    }
    list.forEach((el, i) => {
      const where = [...at, key, i];
      if (!isObject(el) || typeof el[titleKey] !== 'string')
        return c.expected(where, `an object with "${titleKey}"`, el);
      if (typeof el.href !== 'string')
        return c.warn(where, 'NAV_IGNORED', 'a global entry needs "href"; ignored');
      const link: NavLink = { kind: 'link', title: el[titleKey] as string, href: el.href, division };
      const icon = iconName(el.icon);
      if (icon) link.icon = icon;
      const color =
        division === 'anchor' && el.color !== undefined && readAnchorColor(c, el.color, [...where, 'color']);
      if (color) link.color = color;
      links.push(link);
    });
  }
  return links;
}
