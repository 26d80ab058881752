/** `<Steps titleSize>` of `<Step title icon stepNumber titleSize id>`: an ordered list with anchored titles. */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { ComponentRenderer, JsxNode } from './types.js';
import { num, oneOf, str } from './types.js';

const SIZES = ['p', 'h2', 'h3', 'h4'] as const;

export const steps: ComponentRenderer = (c) => {
  const groupSize = oneOf(c.props.titleSize, SIZES, 'p');
  const items: ElementContent[] = [];
  let number = 0;
  for (const child of c.node.children) {
    const isStep =
      (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'Step';
    if (!isStep) {
      const content = c.children({ type: 'root', children: [child] } as never);
      if (content.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
        items.push(h('li', { className: ['lectern-step', 'lectern-step--plain'] }, content));
      }
      continue;
    }
    const props = c.propsOf(child as JsxNode);
    number = Math.round(num(props.stepNumber) ?? number + 1);
    items.push(step(c, child as JsxNode, props, number, oneOf(props.titleSize, SIZES, groupSize)));
  }
  return h('ol', { className: ['lectern-steps'] }, items);
};

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
