/**
 * The mdast -> hast conversion for one page: mdast-util-to-hast with our handlers, so headings, links,
 * images, code, math, MDX expressions and components are all produced in one walk of the tree.
 */
import { toHast, type Handlers, type State } from 'mdast-util-to-hast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type {
  Heading,
  Image,
  ImageReference,
  Link,
  LinkReference,
  Nodes,
  Paragraph,
  Parents,
  Root,
} from 'mdast';
import type { Node } from 'unist';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import { h } from 'hastscript';
import type { PageState } from './state.js';
import { renderCodeBlock } from './code/code-block.js';
import { renderMath } from './math.js';
import { containsBlock, isBlock, renderRawHtml } from './html-element.js';
import { resolveAnchorHref, resolveSrc } from './urls.js';
import { missingImage } from './missing-image.js';
import { evaluateStatic, NOT_STATIC, programExpression, valueToText } from './expressions.js';
import { exceedsItems } from './expression-values.js';
import { renderJsx } from './jsx.js';
import { excerpt, plainText } from './text.js';
import { CHILDREN, inValueScope, isJsxValue, jsxReader, renderJsxValue } from './templates.js';

export function convertTree(tree: Root, page: PageState): ElementContent[] {
  page.reserveIds(tree.data?.headingIds ?? []);
  const handlers = createHandlers(page);
  const result = toHast(tree, {
    handlers,
    allowDangerousHtml: false,
    unknownHandler: (state, node) => fallback(state, node as Nodes),
  });
  return result.type === 'root' ? (result.children as ElementContent[]) : [result as ElementContent];
}

/** Nodes we do not know (from a future plugin): their children, or nothing. */
function fallback(state: State, node: Nodes): ElementContent[] | undefined {
  return 'children' in node ? state.all(node) : undefined;
}

function createHandlers(page: PageState): Handlers {
  const jsx = (state: State, node: Nodes) => renderJsx(state, node as never, page);
  return {
    yaml: () => undefined,
    mdxjsEsm: () => undefined,
    mdxJsxFlowElement: jsx,
    mdxJsxTextElement: jsx,
    mdxFlowExpression: (state, node) => expression(state, page, node as MdxFlowExpression),
    mdxTextExpression: (state, node) => expression(state, page, node as MdxTextExpression),
    html: (_state, node) => renderRawHtml(page, (node as { value: string }).value, node),
    heading: (state, node) => heading(state, node as Heading, page),
    paragraph: (state, node) => paragraph(state, node as Paragraph, page),
    link: (state, node) => link(state, node as Link, (node as Link).url, (node as Link).title, page),
    linkReference: (state, node) => {
      const definition = state.definitionById.get(String((node as LinkReference).identifier).toUpperCase());
      if (!definition) return [{ type: 'text', value: `[${plainText(node)}]` }];
      return link(state, node as LinkReference, definition.url, definition.title, page);
    },
    image: (_state, node) => image(node as Image, (node as Image).url, (node as Image).title, page),
    imageReference: (state, node) => {
      const definition = state.definitionById.get(String((node as ImageReference).identifier).toUpperCase());
      if (!definition) return [{ type: 'text', value: `![${(node as ImageReference).alt ?? ''}]` }];
      return image(node as ImageReference, definition.url, definition.title, page);
    },
    code: (_state, node) => renderCodeBlock(node as never, page).element,
    math: (_state, node) => {
      page.needs.math = true;
      return renderMath((node as { value: string }).value, true);
    },
    inlineMath: (_state, node) => inlineMath(node as Node & { value: string }, page),
  };
}

function expression(
  state: State,
  page: PageState,
  node: MdxFlowExpression | MdxTextExpression,
): ElementContent[] | undefined {
  const expr = programExpression(node.data?.estree);
  if (expr === undefined) return undefined; // `{/* comment */}`
  const scope = page.scope;
  // JSX a condition picks (`{description && <p>{description}</p>}`) renders as if written in place.
  const value = expr ? evaluateStatic(expr, scope.lookup, { jsx: jsxReader(scope) }) : NOT_STATIC;
  const out = value === NOT_STATIC ? null : renderValue(state, page, value);
  if (out === null) {
    page.warn(
      'mdx-expression',
      `expression {${excerpt(node.value)}} is JavaScript and was not rendered`,
      node,
    );
    return undefined;
  }
  return out.length > 0 ? out : undefined;
}

/**
 * A known value as page content: the caller's children, JSX, text, or a list of those (what `.map` makes,
 * in order, as React renders an array); null when some part has no form on a page.
 */
export function renderValue(state: State, page: PageState, value: unknown): ElementContent[] | null {
  if (value === CHILDREN) return callerChildren(state, page);
  if (isJsxValue(value)) return renderJsxValue(state, page, value);
  if (exceedsItems(value)) return null;
  if (Array.isArray(value) && value.some((item) => isJsxValue(item) || Array.isArray(item))) {
    const out: ElementContent[] = [];
    for (const item of value) {
      const part = renderValue(state, page, item);
      if (part === null) return null;
      out.push(...part);
    }
    return out;
  }
  const text = valueToText(value);
  if (text === null) return null;
  return text === '' ? [] : [{ type: 'text', value: text }];
}

/** The text an expression renders as (empty when it is not rendered); silent: rendering it reports. */
function expressionText(node: MdxFlowExpression | MdxTextExpression, page: PageState): string {
  const expr = programExpression(node.data?.estree);
  if (!expr) return '';
  return valueText(evaluateStatic(expr, page.scope.lookup, { jsx: jsxReader(page.scope) }), page);
}

function valueText(value: unknown, page: PageState): string {
  if (value === CHILDREN) return plainText(page.scope.callerChildren?.node);
  if (isJsxValue(value))
    return inValueScope(page, value, () =>
      plainText(value.jsx, (child) => expressionText(child as MdxTextExpression, page)),
    );
  if (exceedsItems(value)) return '';
  if (Array.isArray(value) && value.some((item) => isJsxValue(item) || Array.isArray(item)))
    return value.map((item) => valueText(item, page)).join('');
  return value === NOT_STATIC ? '' : (valueToText(value) ?? '');
}

/** `{children}` in a template: the caller's content, rendered where it was written. */
function callerChildren(state: State, page: PageState): ElementContent[] {
  const caller = page.scope.callerChildren;
  if (!caller) return [];
  page.scopes.push(caller.scope);
  try {
    const out = state.all(caller.node as never);
    page.stamp(out, caller.scope.file);
    return out;
  } finally {
    page.scopes.pop();
  }
}

function heading(state: State, node: Heading, page: PageState): Element {
  // The text as rendered: `## {strings.heading}` is slugged from the value, like the same text written out.
  // Trimmed: JSX around the words (`### <span> <Icon /> Source </span>`) leaves its spaces at the ends.
  const text = plainText(node, (child) => expressionText(child as MdxTextExpression, page)).trim();
  const custom = node.data?.customId;
  const id = custom === undefined ? page.slug(text) : page.claimId(custom);
  if (node.depth === 1 && page.firstHeading === undefined) page.firstHeading = text;
  if (node.depth === 2 || node.depth === 3) page.toc.push({ depth: node.depth, id, text });
  // A heading start tag closes an open heading, so author headings inside this one are unwrapped.
  page.htmlStack.push('#heading');
  try {
    return h(`h${node.depth}`, { id }, state.all(node));
  } finally {
    page.htmlStack.pop();
  }
}

/**
 * A paragraph whose inline components produce block markup is split around the blocks (a `<div>` inside
 * `<p>` would be torn apart by the browser's parser); deeper blocks turn the run into a `<div>`.
 */
function paragraph(
  state: State,
  node: Paragraph,
  page: PageState,
): ElementContent | ElementContent[] | undefined {
  // `<Note>text</Note>` on its own line is parsed as inline JSX in a paragraph, but authors mean a block
  // (MDX unravels such a paragraph too).
  if (unravels(node)) return unravel(state, node, page);
  page.htmlStack.push('p');
  let children: ElementContent[];
  try {
    children = state.all(node);
  } finally {
    page.htmlStack.pop();
  }
  const mayBreak = hasMarkup(node);
  if (!mayBreak || !containsBlock(children)) return children.length > 0 ? h('p', children) : undefined;
  const out: ElementContent[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (run.some((child) => child.type !== 'text' || child.value.trim() !== '')) {
      out.push(
        h(
          containsBlock(run) ? 'div' : 'p',
          containsBlock(run) ? { className: ['lectern-paragraph'] } : {},
          run,
        ),
      );
    }
    run = [];
  };
  for (const child of children) {
    if (isBlock(child)) {
      flush();
      out.push(child);
    } else run.push(child);
  }
  flush();
  return out;
}

/** True when author markup (JSX or raw HTML) sits anywhere in this inline content. */
function hasMarkup(node: Node): boolean {
  if (node.type === 'mdxJsxTextElement' || node.type === 'html') return true;
  return 'children' in node && Array.isArray(node.children) && (node.children as Node[]).some(hasMarkup);
}

/** MDX's whitespace test (remark-mark-and-unravel): only these four characters, not `trim()`'s set. */
const WHITESPACE_ONLY = /^[\t\r\n ]+$/;

function isWhitespaceText(node: Node): boolean {
  return node.type === 'text' && WHITESPACE_ONLY.test(String((node as { value?: unknown }).value));
}

/**
 * MDX's rule (remark-mark-and-unravel): a paragraph made only of JSX elements and expressions, with at
 * least one of them, plus whitespace-only text, is not a paragraph; any other text keeps the `<p>`.
 */
function unravels(node: Paragraph): boolean {
  let markup = false;
  for (const child of node.children) {
    if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') markup = true;
    else if (!isWhitespaceText(child)) return false;
  }
  return markup;
}

/**
 * The unravelled paragraph's children as blocks. MDX drops the whitespace text between them, so spans on
 * separate lines in a `white-space: pre-wrap` box, or inline-blocks, get no stray newline or gap.
 */
function unravel(state: State, node: Paragraph, page: PageState): ElementContent[] {
  return node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'mdxJsxTextElement') return renderJsx(state, child as never, page, true);
    if (child.type === 'mdxTextExpression') return expression(state, page, child) ?? [];
    return [];
  });
}

function link(
  state: State,
  node: Parents,
  url: string,
  title: string | null | undefined,
  page: PageState,
): ElementContent | ElementContent[] {
  if (page.linkDepth > 0) return state.all(node);
  const href = resolveAnchorHref(page, url, node, plainText(node));
  page.linkDepth += 1;
  let children: ElementContent[];
  try {
    children = state.all(node);
  } finally {
    page.linkDepth -= 1;
  }
  if (href === undefined) return h('span', { className: ['lectern-broken-link'] }, children);
  return h('a', { href, title: title ?? undefined }, children);
}

function image(node: Node, url: string, title: string | null | undefined, page: PageState): Element {
  const alt = (node as Image).alt ?? '';
  const src = resolveSrc(page, url, node, { image: true });
  if (src === undefined) return missingImage(alt);
  const img = h('img', { src, alt, title: title ?? undefined, loading: 'lazy' });
  img.position = node.position; // for warnings raised on the finished page (offline.ts)
  return img;
}

/** `$5 and $10` is money, not math: like Pandoc, no math when a digit follows the closing dollar. */
function inlineMath(node: Node & { value: string }, page: PageState): ElementContent {
  const end = node.position?.end.offset;
  const after = end === undefined ? '' : page.scope.source.charAt(end);
  if (/[0-9]/.test(after) || /^\s|\s$/.test(node.value)) {
    return { type: 'text', value: `$${node.value}$` };
  }
  page.needs.math = true;
  return renderMath(node.value, false);
}

export type { HastRoot };
