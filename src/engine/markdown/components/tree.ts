/**
 * `<Tree>` / `<FileTree>` with `<Tree.Folder name defaultOpen openable highlight>` and
 * `<Tree.File name highlight>`, or a nested Markdown list (a trailing `/` or nested items make a folder).
 * Folders are `<details>`, so the tree opens and closes without JavaScript.
 */
import { h } from 'hastscript';
import type { Element, ElementContent } from 'hast';
import type { List, ListItem } from 'mdast';
import type { ComponentContext, ComponentRenderer, JsxNode } from './types.js';
import { bool, str } from './types.js';
import { plainText } from '../text.js';
import { HOOK } from '../../layout/hooks.js';

function fileNode(c: ComponentContext, name: string, highlight: boolean): Element {
  const icon = c.icon('file', { quiet: true, size: 14 });
  return h(
    'li',
    {
      className: [
        'lectern-tree__file',
        HOOK.treeFile,
        ...(highlight ? ['lectern-tree__item--highlight'] : []),
      ],
    },
    [...(icon ? [icon] : []), h('span', { className: ['lectern-tree__name'] }, name)],
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
  const icon = c.icon('folder', { quiet: true, size: 14 });
  const label = [...(icon ? [icon] : []), h('span', { className: ['lectern-tree__name'] }, name)];
  const list = h('ul', { className: ['lectern-tree__list'] }, items);
  const className = [
    'lectern-tree__folder',
    HOOK.treeFolder,
    ...(highlight ? ['lectern-tree__item--highlight'] : []),
  ];
  if (!openable)
    return h('li', { className: [...className, 'lectern-tree__folder--static'] }, [
      h('span', { className: ['lectern-tree__label'] }, label),
      list,
    ]);
  return h('li', { className }, [
    h('details', { open }, [h('summary', { className: ['lectern-tree__label'] }, label), list]),
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
      out.push(
        folderNode(
          c,
          name,
          bool(props.defaultOpen),
          bool(props.openable, true),
          bool(props.highlight),
          fromJsx(c, child.children),
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

export const tree: ComponentRenderer = (c) =>
  h('div', { className: ['lectern-tree', HOOK.tree] }, [
    h('ul', { className: ['lectern-tree__list', 'lectern-tree__root'] }, fromJsx(c, c.node.children)),
  ]);

/** `<Tree.Folder>` / `<Tree.File>` outside a tree: render a one-item tree. */
export const treeItem: ComponentRenderer = (c) =>
  h('div', { className: ['lectern-tree', HOOK.tree] }, [
    h('ul', { className: ['lectern-tree__list', 'lectern-tree__root'] }, fromJsx(c, [c.node as never])),
  ]);
