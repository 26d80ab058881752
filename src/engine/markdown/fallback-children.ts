/**
 * What a component Lectern cannot run (defined in JavaScript, or unknown) shows instead: its children as
 * written. One string child spanning lines keeps its line breaks, which HTML would fold into one run of
 * text: a template literal such as the prompt in Skyvern's `<ApiKeyPrompt>{`Set up the SDK:\n\n1. ...`}
 * </ApiKeyPrompt>`, which the component itself shows as it is. As a block it becomes a plain-text code
 * block (copyable, long lines wrapped); within a sentence, line breaks. A one-line string stays text.
 */
import type { State } from 'mdast-util-to-hast';
import type { ElementContent } from 'hast';
import type { Code } from 'mdast';
import { h } from 'hastscript';
import type { JsxNode } from './components/types.js';
import type { PageState } from './state.js';
import { evaluateStatic, programExpression } from './expressions.js';
import { renderCodeBlock } from './code/code-block.js';

export function fallbackChildren(
  state: State,
  node: JsxNode,
  page: PageState,
  flow: boolean,
): ElementContent[] {
  const text = multilineText(node, page);
  if (text === null) return state.all(node as never);
  if (flow) {
    const code: Code = { type: 'code', lang: 'text', meta: 'wrap', value: text, position: node.position };
    return [renderCodeBlock(code, page).element];
  }
  return text
    .split('\n')
    .flatMap((line, index): ElementContent[] =>
      index === 0 ? [{ type: 'text', value: line }] : [h('br'), { type: 'text', value: line }],
    );
}

/** The element's only child as a string of several lines (blank lines around it dropped), else null. */
function multilineText(node: JsxNode, page: PageState): string | null {
  const child = node.children.length === 1 ? node.children[0] : undefined;
  if (child?.type !== 'mdxFlowExpression' && child?.type !== 'mdxTextExpression') return null;
  const expr = programExpression(child.data?.estree);
  const value = expr ? evaluateStatic(expr, page.scope.lookup) : null;
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/\r\n?/g, '\n')
    .replace(/^\s*\n/, '')
    .replace(/\n\s*$/, '');
  return text.includes('\n') ? text : null;
}
