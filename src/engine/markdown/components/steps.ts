/** `<Steps titleSize>` of `<Step title icon stepNumber titleSize id>`: an ordered list with anchored titles. */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { Paragraph, PhrasingContent } from 'mdast';
import type { Node } from 'unist';
import type { ComponentRenderer, JsxNode } from './types.js';
import { num, oneOf, str } from './types.js';

const SIZES = ['p', 'h2', 'h3', 'h4'] as const;

export const steps: ComponentRenderer = (c) => {
  const groupSize = oneOf(c.props.titleSize, SIZES, 'p');
  const items: ElementContent[] = [];
  let number = 0;
  const plain = (nodes: Node[]) => {
    const content = c.children({ type: 'root', children: nodes } as never);
    if (content.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
      items.push(h('li', { className: ['lectern-step', 'lectern-step--plain'] }, content));
    }
  };
  for (const child of stepChildren(c.node.children)) {
    if (!Array.isArray(child)) {
      const props = c.propsOf(child);
      number = Math.round(num(props.stepNumber) ?? number + 1);
      items.push(step(c, child, props, number, oneOf(props.titleSize, SIZES, groupSize)));
    } else plain(child);
  }
  return h('ol', { className: ['lectern-steps'] }, items);
};

function isStep(node: Node): node is JsxNode {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (node as JsxNode).name === 'Step'
  );
}

/**
 * The steps and the other content of a `<Steps>`, in order. `<Step title="x">text</Step>` written on one
 * line is inline JSX, so consecutive one-line steps share one paragraph: look through it, keeping the
 * paragraph's other inline content (as a paragraph) between the steps it sits between.
 */
function stepChildren(children: JsxNode['children']): Array<JsxNode | Node[]> {
  const out: Array<JsxNode | Node[]> = [];
  for (const child of children) {
    if (isStep(child)) out.push(child);
    else if (child.type === 'paragraph' && child.children.some(isStep)) {
      let run: PhrasingContent[] = [];
      const flush = () => {
        if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
          // The line breaks around the steps belong to neither side.
          const first = run[0];
          if (first.type === 'text') run[0] = { ...first, value: first.value.trimStart() };
          const last = run[run.length - 1];
          if (last.type === 'text') run[run.length - 1] = { ...last, value: last.value.trimEnd() };
          const paragraph: Paragraph = { type: 'paragraph', children: run };
          out.push([paragraph]);
        }
        run = [];
      };
      for (const inline of child.children) {
        if (isStep(inline)) {
          flush();
          out.push(inline);
        } else run.push(inline);
      }
      flush();
    } else out.push([child]);
  }
  return out;
}

function step(
  c: Parameters<ComponentRenderer>[0],
  node: JsxNode,
  props: Record<string, unknown>,
  number: number,
  size: (typeof SIZES)[number],
): ElementContent {
  const title = str(props.title) ?? '';
  const id = c.page.slug(str(props.id) ?? title);
  const icon =
    props.icon !== undefined ? c.icon(props.icon, { iconType: str(props.iconType), size: 16 }) : null;
  return h('li', { className: ['lectern-step'], id }, [
    h('div', { className: ['lectern-step__marker'], ariaHidden: 'true' }, icon ? [icon] : String(number)),
    h('div', { className: ['lectern-step__body'] }, [
      ...(title ? [h(size, { className: ['lectern-step__title'] }, title)] : []),
      h('div', { className: ['lectern-step__content'] }, c.children(node)),
    ]),
  ]);
}

/** A `<Step>` outside `<Steps>`: rendered as a one-step list. */
export const loneStep: ComponentRenderer = (c) => {
  const number = Math.round(num(c.props.stepNumber) ?? 1);
  return h('ol', { className: ['lectern-steps'] }, [
    step(c, c.node, c.props, number, oneOf(c.props.titleSize, SIZES, 'p')),
  ]);
};
