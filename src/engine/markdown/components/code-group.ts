/**
 * `<CodeGroup>` (tabs of code blocks, or a `dropdown`), and `<RequestExample>` / `<ResponseExample>`, which
 * are code groups the layout may pin beside the content.
 */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { RootContent } from 'mdast';
import type { ComponentContext, ComponentRenderer } from './types.js';
import { bool } from './types.js';
import { tabbed } from './tablist.js';
import { codeGroupDropdown, type CodeGroupItem } from './code-group-dropdown.js';
import { renderCodeBlock } from '../code/code-block.js';
import { HOOK } from '../../layout/hooks.js';
import { PART } from '../../layout/component-parts.js';

/**
 * Each code block is a tab, labelled by its title or language. A snippet (`<Snippet />`) counts as its
 * content written in its place, as Mintlify inlines snippets first: its code blocks are tabs too.
 */
function items(c: ComponentContext): CodeGroupItem[] {
  const out: CodeGroupItem[] = [];
  const collect = (nodes: RootContent[], stamp?: (content: ElementContent[]) => void): void => {
    for (const child of nodes) {
      if (child.type === 'code') {
        const rendered = renderCodeBlock(child, c.page, { grouped: true });
        stamp?.([rendered.element]);
        const { title, lang } = rendered.meta;
        // The block's `icon` sits in its tab (and the dropdown's header), as Mintlify draws it.
        const icon = rendered.meta.icon
          ? c.icon(rendered.meta.icon, { size: 14, className: HOOK.codeBlockIcon })
          : null;
        out.push({ label: rendered.label, icon, content: [rendered.element], title, lang });
        continue;
      }
      if (c.inSnippet(child, collect)) continue;
      const content = c.children({ type: 'root', children: [child] } as never);
      if (!content.some((node) => node.type !== 'text' || node.value.trim() !== '')) continue;
      stamp?.(content);
      // Anything else (prose, a component) joins the tab before it, or opens one.
      if (out.length > 0) out[out.length - 1].content.push(...content);
      else out.push({ label: 'Example', content });
    }
  };
  collect(c.node.children as RootContent[]);
  return out;
}

function group(extraClass: string[], wrapper?: string): ComponentRenderer {
  return (c) => {
    const list = items(c);
    if (list.length === 0) return null;
    const className = [HOOK.codeGroup, ...extraClass];
    const element = bool(c.props.dropdown)
      ? codeGroupDropdown(list, className)
      : tabbed(c.page, {
          element: 'lectern-code-group',
          base: 'lectern-code-group',
          className,
          items: list,
          parts: { list: PART.codeGroupTabBar },
          labelsOutOfSearch: true,
        });
    const wrapped: ElementContent = wrapper
      ? h('div', { className: ['lectern-example', wrapper] }, [element])
      : element;
    return wrapped;
  };
}

export const codeGroup = group([]);
export const requestExample = group([], 'lectern-example--request');
export const responseExample = group([], 'lectern-example--response');
