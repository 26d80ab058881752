/**
 * `<Color variant="compact|table">` with `<Color.Row title>` and `<Color.Item name value>` (value may be
 * `{light, dark}`), as @mintlify/components' Color: each swatch is a button copying its value; compact items
 * show the name and value under the swatch, table rows only swatches (the value in a tooltip) after the row's
 * title. A `{light, dark}` value shows and copies the current theme's colour: both are written, CSS picks one.
 */
import { h } from 'hastscript';
import type { Element, ElementContent } from 'hast';
import type { ComponentContext, ComponentRenderer, JsxNode } from './types.js';
import { oneOf, safeColor, str } from './types.js';
import { HOOK } from '../../layout/hooks.js';

type Variant = 'compact' | 'table';

/** The value text: one, or a span per theme when they differ. */
function valueText(light: string, dark: string): ElementContent[] {
  if (light === dark) return [{ type: 'text', value: light }];
  return [
    h('span', { className: ['lectern-color__light'] }, light),
    h('span', { className: ['lectern-color__dark'] }, dark),
  ];
}

function item(c: ComponentContext, node: JsxNode, variant: Variant): ElementContent {
  const props = c.propsOf(node);
  const name = str(props.name);
  const value = props.value;
  const themed =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  // Either side missing from `{light, dark}` falls back on the other.
  const lightText = (themed ? (str(themed.light) ?? str(themed.dark)) : str(value)) ?? '';
  const darkText = (themed ? (str(themed.dark) ?? str(themed.light)) : str(value)) ?? '';
  const light = safeColor(lightText);
  const dark = safeColor(darkText);
  if (!light && !dark)
    c.page.warn('invalid-prop', `Color.Item "${name ?? ''}" has no valid colour value`, node);
  const style = [light ? `--lectern-swatch-light:${light}` : '', dark ? `--lectern-swatch-dark:${dark}` : '']
    .filter(Boolean)
    .join(';');
  const check = c.icon('check', { quiet: true, size: 20, className: 'lectern-color__check' });
  const id = variant === 'table' ? c.page.nextId('color') : undefined;
  const button = h(
    'button',
    {
      type: 'button',
      className: ['lectern-color__swatch'],
      style: style || undefined,
      ariaLabel: name || `Color ${lightText === darkText ? lightText : `${lightText} / ${darkText}`}`,
      ariaDescribedBy: id,
      dataCopy: lightText,
      dataCopyDark: darkText !== lightText ? darkText : undefined,
    },
    check ? [check] : [],
  );
  const parts: ElementContent[] =
    variant === 'table'
      ? [
          h('span', { className: ['lectern-tooltip'] }, [
            button,
            h(
              'span',
              { className: ['lectern-tooltip__bubble'], role: 'tooltip', id },
              valueText(lightText, darkText),
            ),
          ]),
        ]
      : [
          button,
          ...(name ? [h('span', { className: ['lectern-color__name'], title: name }, name)] : []),
          h('code', { className: ['lectern-color__value'] }, valueText(lightText, darkText)),
        ];
  return h('div', { className: ['lectern-color__item', HOOK.colorItem] }, parts);
}

function items(c: ComponentContext, nodes: JsxNode[], variant: Variant): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.name === 'Color.Item') out.push(item(c, node, variant));
    else if (node.name === 'Color.Row') out.push(row(c, node, variant));
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

function row(c: ComponentContext, node: JsxNode, variant: Variant): Element {
  const title = str(c.propsOf(node).title);
  return h('div', { className: ['lectern-color__row', HOOK.colorRow] }, [
    ...(title ? [h('div', { className: ['lectern-color__row-title'], title }, title)] : []),
    h('div', { className: ['lectern-color__row-items'] }, items(c, childJsx(node), variant)),
  ]);
}

export const color: ComponentRenderer = (c) => {
  const variant = oneOf(c.props.variant, ['compact', 'table'] as const, 'compact');
  return h(
    'div',
    { className: ['lectern-color', `lectern-color--${variant}`, HOOK.color] },
    items(c, childJsx(c.node), variant),
  );
};

/** `<Color.Item>` / `<Color.Row>` used on their own. */
export const colorPart: ComponentRenderer = (c) =>
  h(
    'div',
    { className: ['lectern-color', 'lectern-color--compact', HOOK.color] },
    items(c, [c.node], 'compact'),
  );
