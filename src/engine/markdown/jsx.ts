/**
 * MDX JSX elements: author HTML (lowercase), snippet components, components defined in JavaScript (shown
 * as their children, or as the built-in component of the same name, never run), and our built-in components
 * from the registry. Attribute expressions are read statically; anything needing execution is dropped with
 * a warning.
 */
import type { State } from 'mdast-util-to-hast';
import type { ElementContent } from 'hast';
import type { Parent, Node } from 'unist';
import type { Paragraph } from 'mdast';
import { evaluateBlock, evaluateStatic, NOT_STATIC, programExpression } from './expressions.js';
import { renderHtmlElement } from './html-element.js';
import { hasEventHandlers, renderIsland, withoutEventHandlers } from './island.js';
import { isIntrinsic, type CodeImport } from '../islands/index.js';
import { fallbackChildren } from './fallback-children.js';
import type { LoadedSnippet } from './snippets.js';
import { inSnippetScope, legacySnippet, MAX_SNIPPET_DEPTH } from './components/snippet-scope.js';
import type { ComponentBinding, PageState, Scope } from './state.js';
import { isJsxValue, jsxReader, renderJsxValue, templateLookup, templateTree } from './templates.js';
import { renderValue } from './handlers.js';
import type { ComponentContext, JsxNode, Props } from './components/types.js';
import { components } from './components/registry.js';
import { iconElement, jsxIconElement } from './icon.js';
import { resolveHref, resolveSrc } from './urls.js';
import { excerpt, plainText } from './text.js';

/** What a component Lectern cannot render leaves on the page: its children, or nothing (`<Picker />`). */
function childrenInstead(node: JsxNode): string {
  return node.children.length > 0
    ? 'its children are shown instead'
    : 'it has no children, so nothing is shown';
}

export function renderJsx(state: State, node: JsxNode, page: PageState, forceFlow = false): ElementContent[] {
  const name = node.name;
  const children = (of: Parent = node) => state.all(of as never);
  const inline = !forceFlow && node.type === 'mdxJsxTextElement';
  // What a component that cannot be rendered leaves: its children (a multi-line string keeps its lines).
  const shown = () => fallbackChildren(state, node, page, !inline);
  if (!name) return children(); // <>fragment</>
  let binding = page.scope.components.get(name);
  // Before HTML: Mintlify inlines an imported snippet wherever its import name is used as an element,
  // whatever its case (Prefect's `import fork from '/snippets/fork.mdx'` then `<fork />`).
  if (binding?.kind === 'snippet') return expandSnippet(state, node, binding.snippet, page);
  if (isIntrinsic(name)) {
    if (hasEventHandlers(node)) {
      // `<button onClick={...}>` runs in the reader's browser; the server draws it without the handlers.
      const plain = withoutEventHandlers(node);
      const island = renderIsland(node, page, () =>
        renderHtmlElement(page, name, readAttributes(plain, page), plain, () => children(plain)),
      );
      if (island && 'island' in island) return [island.island];
    }
    return renderHtmlElement(page, name, readAttributes(node, page), node, () => children());
  }
  if (binding?.kind === 'template') {
    const out = expandTemplate(state, node, binding, page);
    if (out) return out;
    // A block body these props leave undecided needs running, like any component's code.
    const reason = `"${binding.name}" (${binding.file}) is JavaScript to run for these props, which is not done when building`;
    binding = { kind: 'opaque', code: 'jsx-snippet', reason };
  }
  // A JavaScript component we cannot run that takes a built-in's name (a snippet's own `Badge`) is meant
  // as that component: the built-in reads the same props, which is closer than its bare children.
  const builtIn =
    binding?.kind !== 'opaque' || binding.code === 'jsx-snippet' ? components.get(name) : undefined;
  if (binding?.kind === 'opaque') {
    // A JavaScript snippet's component runs in the reader's browser, as on Mintlify, where it can.
    const island = binding.code === 'jsx-snippet' && !builtIn ? renderIsland(node, page, shown) : null;
    if (island && 'island' in island) return [island.island];
    const instead = builtIn ? `rendered with the built-in <${name}> instead` : childrenInstead(node);
    const browser = island ? ` (nor in the browser: ${island.reason})` : '';
    // A missing snippet was reported once at its import.
    if (binding.code !== 'missing-snippet')
      page.warn(binding.code, `<${name}>: ${binding.reason}${browser}; ${instead}`, node);
    if (!builtIn) return shown();
  }
  const renderer = builtIn;
  if (!renderer && name === 'Link' && !binding) {
    // Next.js's <Link href>, which sites write as if it were built in (CAMEL): the link is what it means.
    page.warn('unknown-component', 'unknown component <Link>; rendered as a plain link', node);
    return renderHtmlElement(page, 'a', readAttributes(node, page), node, () => children());
  }
  if (!renderer) {
    page.warn('unknown-component', `unknown component <${name}>; ${childrenInstead(node)}`, node);
    return shown();
  }
  const context: ComponentContext = {
    node,
    props: readProps(node, page),
    page,
    inline,
    children,
    phrasing: () => {
      const only = node.children.length === 1 ? node.children[0] : undefined;
      return only?.type === 'paragraph' ? children(only) : children();
    },
    childElements: (names) =>
      node.children
        .flatMap((child) => unwrapParagraph(child))
        .filter(
          (child): child is JsxNode =>
            (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
            (!names || names.includes(String((child as JsxNode).name))),
        ),
    propsOf: (child) => readProps(child, page),
    inSnippet: (child, fn) => {
      // `<A />` and `<B />` on adjacent lines, or on one line, can come wrapped in a paragraph.
      const parts =
        child.type === 'paragraph'
          ? (child as Paragraph).children.filter((part) => part.type !== 'text' || part.value.trim() !== '')
          : [child];
      const found = parts.map((part) => snippetElement(part, page));
      if (found.length === 0 || found.some((hit) => !hit)) return undefined;
      return found.map(
        (hit) =>
          inSnippetScope(page, hit!.snippet, hit!.props, hit!.node, (tree) =>
            fn(tree.children, (out) => page.stamp(out, hit!.snippet.file)),
          ) ?? fn([], () => {}),
      );
    },
    icon: (icon, opts) =>
      // `icon={<svg>...</svg>}`: the author's markup, through the same sanitising as any author HTML.
      isJsxValue(icon)
        ? jsxIconElement(page, renderJsxValue(state, page, icon), node)
        : iconElement(page, icon, node, opts),
    href: (raw) => resolveHref(page, raw, node),
    src: (raw) => resolveSrc(page, raw, node, { image: true }),
    value: (value) => renderValue(state, page, value),
    markdown: (text) => inlineMarkdown(state, text, page, node),
    text: (of) => plainText(of ?? node),
    warn: (code, message) => page.warn(code, message, node),
  };
  // Our component's markup sits between any author HTML outside and inside it.
  page.htmlStack.push('#component');
  let result;
  try {
    result = renderer(context);
  } finally {
    page.htmlStack.pop();
  }
  if (result === null || result === undefined) return [];
  const list = Array.isArray(result) ? result : [result];
  // Our markup carries the component's source position, so checks on the finished page can cite a line.
  for (const element of list)
    if (element.type === 'element' && !element.position) element.position = node.position;
  return list;
}

/** `<Tab>` children written on one line end up wrapped in a paragraph; look through it. */
function unwrapParagraph(child: Node): Node[] {
  if (child.type === 'paragraph') return (child as Paragraph).children;
  return [child];
}

export function readAttributes(node: JsxNode, page: PageState): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      page.warn(
        'mdx-expression',
        `spread attribute {${excerpt(attribute.value)}} is JavaScript and was ignored`,
        node,
      );
      continue;
    }
    const value = attribute.value;
    if (value === null || value === undefined) out.push([attribute.name, true]);
    else if (typeof value === 'string') out.push([attribute.name, value]);
    else {
      const expr = programExpression(value.data?.estree);
      const scope = page.scope;
      // JSX in a prop, also as a condition's pick (`icon={dark ? <Moon /> : <Sun />}`), keeps the scope it
      // was written in: the component it is passed to renders it with the caller's names.
      const result = expr ? evaluateStatic(expr, scope.lookup, { jsx: jsxReader(scope) }) : NOT_STATIC;
      if (result === NOT_STATIC) {
        page.warn(
          'mdx-expression',
          `attribute ${attribute.name}={${excerpt(value.value)}} is JavaScript and was ignored`,
          node,
        );
        continue;
      }
      out.push([attribute.name, result]);
    }
  }
  return out;
}

function readProps(node: JsxNode, page: PageState): Props {
  const props: Props = Object.create(null);
  for (const [key, value] of readAttributes(node, page)) props[key] = value;
  return props;
}

function expandSnippet(
  state: State,
  node: JsxNode,
  snippet: LoadedSnippet,
  page: PageState,
): ElementContent[] {
  return (
    inSnippetScope(page, snippet, readProps(node, page), node, (tree) => {
      const out = state.all(tree as never);
      page.stamp(out, snippet.file);
      return out;
    }) ?? []
  );
}

/**
 * `child` as an element including a Markdown snippet: an imported one (`<Intro />`) in the current scope,
 * or a legacy `<Snippet file>` naming a snippet that exists (any other renders on its own, which reports
 * why); with the props the snippet sees. Undefined for anything else.
 */
function snippetElement(
  child: Node,
  page: PageState,
): { node: JsxNode; snippet: LoadedSnippet; props: Props } | undefined {
  if (child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') return undefined;
  const node = child as JsxNode;
  const binding = node.name ? page.scope.components.get(node.name) : undefined;
  if (binding?.kind === 'snippet') return { node, snippet: binding.snippet, props: readProps(node, page) };
  if (binding || node.name !== 'Snippet') return undefined;
  const { file, ...props } = readProps(node, page);
  const snippet = legacySnippet(page, file);
  return 'problem' in snippet ? undefined : { node, snippet, props };
}

/** Null when a block body's result for these props needs running it (`template-body.ts`). */
function expandTemplate(
  state: State,
  node: JsxNode,
  binding: Extract<ComponentBinding, { kind: 'template' }>,
  page: PageState,
): ElementContent[] | null {
  const scope = page.scope;
  const key = `template:${binding.file}:${binding.name}`;
  if (scope.chain.includes(key) || scope.chain.length >= MAX_SNIPPET_DEPTH) {
    page.warn(
      'snippet-cycle',
      `component <${binding.name}> includes itself; the inner copy was left out`,
      node,
    );
    return [];
  }
  const props = readProps(node, page);
  const hasChildren = node.children.length > 0;
  // Inside a template, the components of the file that defined it are visible (its other components, and
  // those it imports), before the caller's.
  const own = binding.template.components?.();
  const components =
    own && own !== scope.components ? new Map([...scope.components, ...own]) : scope.components;
  const use: Scope = {
    file: binding.file,
    source: binding.source,
    lookup: templateLookup(binding.template, props, hasChildren, () => use),
    components,
    codeImports: mergeImports(binding.codeImports?.(), scope.codeImports),
    chain: [...scope.chain, key],
    callerChildren: hasChildren ? { node, scope } : undefined,
  };
  const body = binding.template.body;
  const value = Array.isArray(body) ? evaluateBlock(body, use.lookup, { jsx: jsxReader(use) }) : undefined;
  if (value === NOT_STATIC) return null;
  page.scopes.push(use);
  try {
    // A block body's value (JSX, text, `null`) renders as an expression's would, in the use's scope.
    const out = Array.isArray(body)
      ? renderValue(state, page, value)
      : state.all(templateTree({ ...binding.template, body }) as never);
    if (!out) return null;
    page.stamp(out, binding.file);
    return out;
  } finally {
    page.scopes.pop();
  }
}

/**
 * A prop string rendered as inline Markdown (no MDX: it is text, not code). HTML written in it stays text:
 * Markdown sees `<b>y</b>` as three separate pieces (open tag, text, close tag), and rendering each tag on
 * its own gave `<b></b>y`; showing the tags as written is the one reading that is always the same.
 */
function inlineMarkdown(state: State, text: string, page: PageState, owner: Node): ElementContent[] {
  if (!/[*_`[\]<&!\\$~]/.test(text)) return [{ type: 'text', value: text }];
  const tree = page.env.parsers.markdown(text);
  // Positions in the prop text mean nothing in the file: report problems at the component instead.
  const relocate = (node: Node) => {
    node.position = owner.position;
    if (node.type === 'html') node.type = 'text';
    if ('children' in node && Array.isArray(node.children)) (node.children as Node[]).forEach(relocate);
  };
  relocate(tree);
  const first = tree.children[0];
  const root = tree.children.length === 1 && first.type === 'paragraph' ? first : tree;
  return state.all(root as never);
}

/** The template module's imports, then the caller's it does not shadow (one binding per local name). */
function mergeImports(own: CodeImport[] | undefined, caller: CodeImport[] | undefined): CodeImport[] {
  const merged = [...(own ?? [])];
  for (const binding of caller ?? [])
    if (!merged.some((have) => have.local === binding.local)) merged.push(binding);
  return merged;
}
