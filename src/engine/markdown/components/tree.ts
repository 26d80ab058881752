/**
 * `<Tree>` / `<FileTree>` with `<Tree.Folder name defaultOpen openable highlight>` and
 * `<Tree.File name highlight>`, or a nested Markdown list (a trailing `/` or nested items make a folder).
 * Folders are `<details>`, so the tree reads and opens without JavaScript; the client's `lectern-tree`
 * turns them into an ARIA tree (one tab stop, arrow keys, type-ahead), as @mintlify/components' Tree is.
 * A folder that is not openable, or has nothing in it, is a plain closed folder, its children never shown.
 */
import { h } from 'hastscript';
import type { Element, ElementContent } from 'hast';
import type { List, ListItem } from 'mdast';
import type { ComponentContext, ComponentRenderer, JsxNode } from './types.js';
import { bool, safeColor, str } from './types.js';
import { plainText } from '../text.js';
import { HOOK } from '../../layout/hooks.js';

function icon(c: ComponentContext, name: string, className?: string): Element[] {
  const svg = c.icon(name, { quiet: true, size: 14, className });
  return svg ? [svg] : [];
}

const nameSpan = (name: string) => h('span', { className: ['lectern-tree__name'] }, name);

function fileNode(c: ComponentContext, name: string, highlight: boolean): Element {
  return h(
    'li',
    {
      className: [
        'lectern-tree__file',
        HOOK.treeFile,
        ...(highlight ? ['lectern-tree__item--highlight'] : []),
      ],
    },
    [...icon(c, 'file'), nameSpan(name)],
  );
}

function folderNode(
  c: ComponentContext,
  name: string,
  open: boolean,
  openable: boolean,
  highlight: boolean,
  items: ElementContent[],
): Element {
  const className = [
    'lectern-tree__folder',
    HOOK.treeFolder,
    ...(highlight ? ['lectern-tree__item--highlight'] : []),
  ];
  const closedIcon = icon(c, 'folder', 'lectern-tree__icon-closed');
  if (!openable || items.length === 0)
    return h('li', { className: [...className, 'lectern-tree__folder--static'] }, [
      h('span', { className: ['lectern-tree__label'] }, [...closedIcon, nameSpan(name)]),
    ]);
  // Both icons: CSS shows the open folder while the folder is open, with or without the script.
  const label = [...closedIcon, ...icon(c, 'folder-open', 'lectern-tree__icon-open'), nameSpan(name)];
  return h('li', { className }, [
    h('details', { open }, [
      h('summary', { className: ['lectern-tree__label'] }, label),
      h('ul', { className: ['lectern-tree__list'] }, items),
    ]),
  ]);
}

function fromJsx(c: ComponentContext, nodes: JsxNode['children']): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of nodes) {
    if (child.type === 'paragraph') {
      out.push(...fromJsx(c, child.children as never));
      continue;
    }
    if (child.type === 'list') {
      out.push(...fromList(c, child));
      continue;
    }
    if (child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') continue;
    const props = c.propsOf(child);
    const name = str(props.name) ?? '';
    if (child.name === 'Tree.File' || child.name === 'FileTree.File')
      out.push(fileNode(c, name, bool(props.highlight)));
    else if (child.name === 'Tree.Folder' || child.name === 'FileTree.Folder') {
      const openable = bool(props.openable, true);
      out.push(
        folderNode(
          c,
          name,
          bool(props.defaultOpen),
          openable,
          bool(props.highlight),
          openable ? fromJsx(c, child.children) : [],
        ),
      );
    }
  }
  return out;
}

function fromList(c: ComponentContext, list: List): ElementContent[] {
  return list.children.map((item: ListItem) => {
    const nested = item.children.find((child): child is List => child.type === 'list');
    const text = item.children
      .filter((child) => child.type !== 'list')
      .map((child) => plainText(child))
      .join(' ')
      .trim();
    const isFolder = !!nested || text.endsWith('/');
    const name = text.replace(/\/+$/, '');
    return isFolder
      ? folderNode(c, name, true, true, false, nested ? fromList(c, nested) : [])
      : fileNode(c, name, false);
  });
}

/** The documented `style={{ "--tree-highlight": colour }}` on the root; other inline styles are not kept. */
function highlightStyle(c: ComponentContext): string | undefined {
  const style = c.props.style;
  if (!style || typeof style !== 'object') return undefined;
  const color = safeColor((style as Record<string, unknown>)['--tree-highlight']);
  return color ? `--tree-highlight:${color}` : undefined;
}

function root(c: ComponentContext, items: ElementContent[]): Element {
  return h('lectern-tree', { className: ['lectern-tree', HOOK.tree], style: highlightStyle(c) }, [
    h('ul', { className: ['lectern-tree__list', 'lectern-tree__root'] }, items),
  ]);
}

export const tree: ComponentRenderer = (c) => root(c, fromJsx(c, c.node.children));

/** `<Tree.Folder>` / `<Tree.File>` outside a tree: render a one-item tree. */
export const treeItem: ComponentRenderer = (c) => root(c, fromJsx(c, [c.node as never]));
