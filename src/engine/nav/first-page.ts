import type { NavNode, NavSection } from '../types.js';

/**
 * The page a section's switcher entry opens: its first visible page, or its default sub-section's. With
 * `owns`, only pages the section shows count: not one it lists that is shown in another section.
 */
export function firstPageOf(
  section: { children: NavNode[]; sections: NavSection[] },
  owns: (path: string) => boolean = () => true,
): string | undefined {
  const inNodes = (nodes: NavNode[]): string | undefined => {
    for (const n of nodes) {
      if (n.kind === 'page' && !n.hidden && owns(n.path)) return n.path;
      if (n.kind === 'group' && !n.hidden) {
        const found = (n.root && owns(n.root) ? n.root : undefined) ?? inNodes(n.children);
        if (found) return found;
      }
    }
    return undefined;
  };
  const direct = inNodes(section.children);
  if (direct) return direct;
  const ordered = [
    ...section.sections.filter((s) => s.isDefault),
    ...section.sections.filter((s) => !s.isDefault && !s.hidden),
  ];
  for (const s of ordered) if (s.firstPage && owns(s.firstPage)) return s.firstPage;
  return undefined;
}
