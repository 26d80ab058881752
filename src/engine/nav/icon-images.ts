/** Local image files the navigation shows as icons (sections, groups, pages, links): the build copies them. */
import { isImageIcon } from '../icons/index.js';
import type { NavNode, NavSection, NavTree } from '../types.js';

export function navIconImages(tree: NavTree): Set<string> {
  const found = new Set<string>();
  const add = (icon: string | undefined) => {
    const name = icon?.trim();
    // Remote images are never fetched (the sidebar leaves them out).
    if (name && isImageIcon(name) && !/^[a-z][a-z0-9+.-]*:/i.test(name)) found.add(name);
  };
  const nodes = (list: NavNode[]) => {
    for (const node of list) {
      add(node.icon);
      if (node.kind === 'group') nodes(node.children);
    }
  };
  const sections = (list: NavSection[]) => {
    for (const section of list) {
      add(section.icon);
      nodes(section.children);
      nodes(section.globalLinks ?? []);
      sections(section.sections);
    }
  };
  sections(tree.sections);
  nodes(tree.root);
  nodes(tree.globalLinks);
  return found;
}
