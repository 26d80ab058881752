/**
 * HTML content rules the browser's parser enforces by moving things around: table parts only in their
 * table parent, list items only in lists. Author HTML that breaks them is unwrapped (or, for stray content
 * inside a table, dropped) so the page's tree is exactly what the browser builds.
 */
import type { ElementContent } from 'hast';

const REQUIRED_PARENT: Record<string, string[]> = {
  // A row written directly in a `<table>` is kept: the parser gives it a `<tbody>` (see fitChildren).
  tr: ['tbody', 'thead', 'tfoot', 'table'],
  td: ['tr'],
  th: ['tr'],
  thead: ['table'],
  tbody: ['table'],
  tfoot: ['table'],
  caption: ['table'],
  colgroup: ['table'],
  col: ['colgroup'],
  li: ['ul', 'ol', 'menu'],
  dt: ['dl'],
  dd: ['dl'],
};

const ALLOWED_CHILDREN: Record<string, string[]> = {
  table: ['caption', 'colgroup', 'thead', 'tbody', 'tfoot'],
  thead: ['tr'],
  tbody: ['tr'],
  tfoot: ['tr'],
  tr: ['td', 'th'],
  colgroup: ['col'],
};

/** Whether `tag` may sit directly in `parent` (undefined: our own markup or Markdown content). */
export function fitsParent(tag: string, parent: string | undefined): boolean {
  const required = REQUIRED_PARENT[tag];
  return !required || (parent !== undefined && required.includes(parent));
}

/**
 * Children of table elements, restricted to what the parser keeps in place; rows written directly in a
 * `<table>` get the `<tbody>` the parser would add. Returns the number of dropped nodes.
 */
export function fitChildren(
  tag: string,
  children: ElementContent[],
): { children: ElementContent[]; dropped: number } {
  const allowed = ALLOWED_CHILDREN[tag];
  if (!allowed) return { children, dropped: 0 };
  const out: ElementContent[] = [];
  let dropped = 0;
  let rows: ElementContent[] | null = null;
  for (const child of children) {
    if (child.type === 'text' && /^[ \t\n\r\f]*$/.test(child.value)) {
      (rows ?? out).push(child);
      continue;
    }
    if (child.type === 'comment') continue;
    if (child.type === 'element' && tag === 'table' && child.tagName === 'tr') {
      if (!rows) {
        rows = [];
        out.push({ type: 'element', tagName: 'tbody', properties: {}, children: rows });
      }
      rows.push(child);
      continue;
    }
    rows = null;
    if (child.type === 'element' && allowed.includes(child.tagName)) out.push(child);
    else dropped += 1;
  }
  return { children: out, dropped };
}
