/** `<Color variant="compact|table">` with `<Color.Row title>` and `<Color.Item name value>` (value may be `{light, dark}`). */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { ComponentContext, ComponentRenderer, JsxNode } from './types.js';
import { oneOf, safeColor, str } from './types.js';
import { HOOK } from '../../layout/hooks.js';

function item(c: ComponentContext, node: JsxNode, props: Record<string, unknown>): ElementContent {
  const name = str(props.name);
  const value = props.value;
  let light: string | undefined;
  let dark: string | undefined;
  let label: string;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const themed = value as Record<string, unknown>;
    light = safeColor(themed.light);
    dark = safeColor(themed.dark);
    label = [str(themed.light), str(themed.dark)].filter(Boolean).join(' / ');
  } else {
    light = dark = safeColor(value);
    label = str(value) ?? '';
  }
  if (!light && !dark)
    c.page.warn('invalid-prop', `Color.Item "${name ?? ''}" has no valid colour value`, node);
  const style = [light ? `--lectern-swatch-light:${light}` : '', dark ? `--lectern-swatch-dark:${dark}` : '']
    .filter(Boolean)
    .join(';');
  return h('div', { className: ['lectern-color__item', HOOK.colorItem], dataCopy: label || undefined }, [
    h('span', { className: ['lectern-color__swatch'], style: style || undefined, ariaHidden: 'true' }),
    ...(name ? [h('span', { className: ['lectern-color__name'] }, name)] : []),
    h('code', { className: ['lectern-color__value'] }, label),
  ]);
}

function items(c: ComponentContext, nodes: JsxNode[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.name === 'Color.Item') out.push(item(c, node, c.propsOf(node)));
    else if (node.name === 'Color.Row') out.push(row(c, node));
  }
  return out;
}

function childJsx(node: JsxNode): JsxNode[] {
  return node.children
    .flatMap((child) => (child.type === 'paragraph' ? child.children : [child]))
    .filter(
      (child): child is JsxNode => child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement',
    );
}

function row(c: ComponentContext, node: JsxNode): ElementContent {
  const title = str(c.propsOf(node).title);
  return h('div', { className: ['lectern-color__row', HOOK.colorRow] }, [
    ...(title ? [h('div', { className: ['lectern-color__row-title'] }, title)] : []),
    h('div', { className: ['lectern-color__row-items'] }, items(c, childJsx(node))),
  ]);
}

export const color: ComponentRenderer = (c) => {
  const variant = oneOf(c.props.variant, ['compact', 'table'] as const, 'compact');
  return h(
    'div',
    { className: ['lectern-color', `lectern-color--${variant}`, HOOK.color] },
    items(c, childJsx(c.node)),
  );
};

/** `<Color.Item>` / `<Color.Row>` used on their own. */
export const colorPart: ComponentRenderer = (c) =>
  h('div', { className: ['lectern-color', 'lectern-color--compact', HOOK.color] }, items(c, [c.node]));
