/**
 * `<Steps titleSize>` of `<Step title icon stepNumber titleSize id noAnchor>`: an ordered list with anchored
 * titles.
 */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { Node } from 'unist';
import type { ComponentContext, ComponentRenderer, JsxNode } from './types.js';
import { bool, num, oneOf, str } from './types.js';
import { HOOK } from '../../layout/hooks.js';
import { PART } from '../../layout/component-parts.js';

const SIZES = ['p', 'h2', 'h3', 'h4'] as const;

type Stamp = (out: ElementContent[]) => void;

/**
 * Mintlify inlines snippets before rendering, so steps coming from snippets (`<CliInitStep />`,
 * `<Snippet file="step.mdx" />`) are steps of this list: numbered on, with this list's `titleSize`.
 */
export const steps: ComponentRenderer = (c) => {
  const groupSize = oneOf(c.props.titleSize, SIZES, 'p');
  const items: ElementContent[] = [];
  // Mintlify numbers each child of `<Steps>` by its place (`stepNumber ?? index + 1`): a step numbered
  // explicitly does not renumber the ones after it, and each block that is not a step takes a place too
  // (Mintlify draws it as a numbered step; here it stays one unnumbered item).
  let places = 0;
  const add = (item: ElementContent, stamp?: Stamp) => {
    stamp?.([item]);
    items.push(item);
  };
  const plain = (nodes: Node[], stamp?: Stamp) => {
    const content = c.children({ type: 'root', children: nodes } as never);
    const blocks = content.filter((node) => node.type !== 'text' || node.value.trim() !== '').length;
    if (blocks > 0) {
      places += blocks;
      add(h('li', { className: ['lectern-step', 'lectern-step--plain'] }, content), stamp);
    }
  };
  const walk = (nodes: RootContent[], stamp?: Stamp): void => {
    for (const child of stepChildren(nodes)) {
      if (!Array.isArray(child)) {
        const props = c.propsOf(child);
        places += 1;
        const label = stepLabel(props.stepNumber, places);
        add(step(c, child, props, label, oneOf(props.titleSize, SIZES, groupSize)), stamp);
        continue;
      }
      // A snippet without steps stays one item, as any other content.
      const only = child.length === 1 ? child[0] : undefined;
      if (!only || !holdsSteps(c, only) || !c.inSnippet(only, walk)) plain(child, stamp);
    }
  };
  walk(c.node.children);
  return h('ol', { className: ['lectern-steps', HOOK.steps], dataComponentPart: PART.steps }, items);
};

/** Whether `node` includes snippets holding steps (at their top level, or in snippets they include). */
function holdsSteps(c: ComponentContext, node: Node): boolean {
  const found = c.inSnippet(node, (nodes) =>
    nodes.some(
      (child) =>
        isStep(child) || (child.type === 'paragraph' && child.children.some(isStep)) || holdsSteps(c, child),
    ),
  );
  return found?.some(Boolean) ?? false;
}

/**
 * What a step's marker shows. Mintlify draws `stepNumber ?? index + 1` as React renders it, so a string is
 * shown as written: a blank one (`stepNumber=" "`) leaves a step unnumbered, a label (`"2a"`) shows the label.
 * Only a missing or non-finite value takes the step's place.
 */
function stepLabel(value: unknown, place: number): string {
  if (typeof value === 'string') return value;
  return String(Math.round(num(value) ?? place));
}

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
function stepChildren(children: RootContent[]): Array<JsxNode | RootContent[]> {
  const out: Array<JsxNode | RootContent[]> = [];
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
  label: string,
  size: (typeof SIZES)[number],
): ElementContent {
  const title = str(props.title) ?? '';
  const id = c.page.explicitId(str(props.id), true) ?? c.page.slug(title);
  const heading = size === 'h2' || size === 'h3';
  // A step titled as a heading is a section of the page, listed like the headings of its size (Mintlify:
  // a step's `id` is "used for anchor linking and table of contents navigation"). A `p` or `h4` title, the
  // default being `p`, is not a heading the page's outline shows: a long procedure would bury the real
  // sections under one entry per step.
  if (title && heading) c.page.toc.push({ depth: size === 'h2' ? 2 : 3, id, text: title });
  const icon =
    props.icon !== undefined ? c.icon(props.icon, { iconType: str(props.iconType), size: 16 }) : null;
  const shown = icon ? [icon] : [{ type: 'text' as const, value: label }];
  return h('li', { className: ['lectern-step', HOOK.step], id, dataComponentPart: PART.stepItem }, [
    heading && !bool(props.noAnchor) && c.page.linkDepth === 0 ? anchoredMarker(c, id, shown) : marker(shown),
    h('div', { className: ['lectern-step__body'] }, [
      ...(title
        ? [h(size, { className: ['lectern-step__title'], dataComponentPart: PART.stepTitle }, title)]
        : []),
      h(
        'div',
        { className: ['lectern-step__content'], dataComponentPart: PART.stepContent },
        c.children(node),
      ),
    ]),
  ]);
}

function marker(shown: ElementContent[]): ElementContent {
  return h(
    'div',
    { className: ['lectern-step__marker'], ariaHidden: 'true', dataComponentPart: PART.stepNumber },
    shown,
  );
}

/**
 * Mintlify's steps with an `h2`/`h3` title link to themselves, as headings do: a link icon takes the
 * number's place while the pointer is on the number or the title (components.css), unless `noAnchor`.
 */
function anchoredMarker(c: ComponentContext, id: string, shown: ElementContent[]): ElementContent {
  const link = c.icon('link', { size: 14, quiet: true });
  return h('div', { className: ['lectern-step__marker'], dataComponentPart: PART.stepNumber }, [
    h('span', { className: ['lectern-step__number'], ariaHidden: 'true' }, shown),
    h(
      'a',
      {
        className: ['lectern-step__anchor'],
        href: `#${id}`,
        ariaLabel: 'Navigate to header',
        // Mintlify's part name, for sites' CSS.
        dataComponentPart: 'step-number-anchor-link',
      },
      link ? [link] : '#',
    ),
  ]);
}

/** A `<Step>` outside `<Steps>`: rendered as a one-step list. */
export const loneStep: ComponentRenderer = (c) => {
  return h('ol', { className: ['lectern-steps', HOOK.steps], dataComponentPart: PART.steps }, [
    step(c, c.node, c.props, stepLabel(c.props.stepNumber, 1), oneOf(c.props.titleSize, SIZES, 'p')),
  ]);
};
