/**
 * Function components whose whole body is JSX (`export const Card = ({ title, href }) => (<a href={href}>
 * {title}</a>)`), as Mintlify pages and snippets define them. They are not run: the returned JSX is read as
 * a template and rendered like page content, with `{title}` looked up in the props (and `{children}` the
 * caller's content), and a condition on them (`{description && <p>{description}</p>}`, `{beta ? <A /> :
 * <B />}`) decided statically: the JSX it picks renders as if written there. A block body of declarations,
 * `if`s and returns is one too, read per use (`template-body.ts`). A function that does anything else
 * (state, hooks, loops) is not a template.
 */
import type {
  ArrowFunctionExpression,
  FunctionDeclaration,
  FunctionExpression,
  Node as EsNode,
  Pattern,
  Statement,
} from 'estree';
import type { JSXElement, JSXFragment } from 'estree-jsx';
import type { Root, RootContent } from 'mdast';
import type { ElementContent } from 'hast';
import type { State } from 'mdast-util-to-hast';
import { evaluateStatic, NOT_STATIC, type Lookup } from './expressions.js';
import { isMarkup, markMarkup, type JsxReader } from './expression-values.js';
import { readBlock } from './template-body.js';
import { toMdast } from './jsx-to-mdast.js';
import type { ComponentBinding, PageState, Scope } from './state.js';

export interface Template {
  /** Destructured prop names with their static defaults (JSX ones as `JsxDefault`); `propsName` for `(props)`. */
  params: Map<string, unknown>;
  propsName?: string;
  /** The JSX returned, or the statements of a block body that returns it (`evaluateBlock` on each use). */
  body: JSXElement | JSXFragment | Statement[];
  /** The body as MDX syntax tree, converted on first use; shared by the template's scoped copies. */
  converted: { tree?: Root };
  /**
   * Names of the module that defined the template (its exports and imported values), for
   * what the body uses that is not a prop: `{cliMinVersion}` next to `export const cliMinVersion = "1.2"`.
   */
  scope?: Lookup;
  /**
   * Components of the module that defined the template (its other exports and its imports), read on first
   * use: `export const Outer = () => <Inner />` next to `export const Inner`, used by a page importing
   * only `Outer`.
   */
  components?: () => ReadonlyMap<string, ComponentBinding>;
}

/** Marks the `children` prop: the renderer shows the caller's content there. */
export const CHILDREN = Symbol('children');

/**
 * A prop's JSX default (`({ icon = <Icon icon="star" /> }) =>`): made a JSX value on each use that leaves
 * the prop out, in the template's own scope (as JavaScript reads a default inside the function: the
 * defining module's names and components, and the other props).
 */
class JsxDefault {
  constructor(readonly node: JSXElement | JSXFragment) {}
}

type FunctionNode = ArrowFunctionExpression | FunctionExpression | FunctionDeclaration;

export function readTemplate(node: EsNode | null | undefined): Template | null {
  if (
    !node ||
    (node.type !== 'ArrowFunctionExpression' &&
      node.type !== 'FunctionExpression' &&
      node.type !== 'FunctionDeclaration')
  )
    return null;
  const fn = node as FunctionNode;
  if (fn.async || fn.generator || fn.params.length > 1) return null;
  const body = returnedJsx(fn);
  if (!body) return null;
  const template: Template = { params: new Map(), body, converted: {} };
  let param = fn.params[0] as Pattern | undefined;
  if (!param) return template;
  // `({ a } = {}) =>`: React always passes a props object, so a default for the whole parameter never
  // applies to a component used as `<X />`; read it as the pattern alone.
  if (param.type === 'AssignmentPattern') param = param.left;
  if (param.type === 'Identifier') {
    template.propsName = param.name;
    return template;
  }
  if (param.type !== 'ObjectPattern') return null;
  for (const property of param.properties) {
    if (property.type === 'RestElement') continue;
    if (property.computed || property.key.type !== 'Identifier') return null;
    const value = property.value;
    if (value.type === 'Identifier') template.params.set(value.name, undefined);
    else if (value.type === 'AssignmentPattern' && value.left.type === 'Identifier') {
      if (isJsx(value.right)) {
        template.params.set(value.left.name, new JsxDefault(value.right));
        continue;
      }
      const fallback = evaluateStatic(value.right, () => ({ found: false }));
      if (fallback === NOT_STATIC) return null;
      template.params.set(value.left.name, fallback);
    } else return null;
  }
  return template;
}

function isJsx(node: unknown): node is JSXElement | JSXFragment {
  const type = (node as EsNode | null | undefined)?.type as string | undefined;
  return type === 'JSXElement' || type === 'JSXFragment';
}

function returnedJsx(fn: FunctionNode): Template['body'] | null {
  if (fn.body.type !== 'BlockStatement') return isJsx(fn.body) ? fn.body : null;
  const statements = fn.body.body;
  const only = statements.length === 1 && statements[0].type === 'ReturnStatement' ? statements[0] : null;
  return isJsx(only?.argument) ? only.argument : readBlock(statements);
}

/**
 * The template seeing its defining module's names through `scope` and `components` (a copy: templates are
 * cached).
 */
export function withScope(
  template: Template,
  scope: Lookup,
  components?: () => ReadonlyMap<string, ComponentBinding>,
): Template {
  return { ...template, scope, components };
}

/** Names for one use of a template, rendered in `use`: its props (which shadow), then its module's. */
export function templateLookup(
  template: Template,
  props: Record<string, unknown>,
  hasChildren: boolean,
  use: () => Scope,
): Lookup {
  return (name) => {
    if (name === 'children') return { found: true, value: hasChildren ? CHILDREN : undefined };
    if (template.propsName && name === template.propsName)
      return { found: true, value: { ...props, children: hasChildren ? CHILDREN : undefined } };
    if (template.params.has(name)) {
      if (name in props) return { found: true, value: props[name] };
      const fallback = template.params.get(name);
      if (fallback instanceof JsxDefault) return { found: true, value: jsxValue(fallback.node, use()) };
      return { found: true, value: fallback };
    }
    return template.scope ? template.scope(name) : { found: false };
  };
}

/** The JSX-only body as a tree to render (a block body is read per use instead). */
export function templateTree(template: Template & { body: JSXElement | JSXFragment }): Root {
  template.converted.tree ??= { type: 'root', children: [toMdast(template.body) as RootContent] };
  return template.converted.tree;
}

/**
 * A JSX value: given to a prop (`icon={<svg>...</svg>}`) or picked by a condition (`{open && <div />}`),
 * kept as a syntax tree and rendered like JSX written in place, in the scope it was written in (a prop's
 * JSX names the caller's values, not those of the template it is passed to).
 */
export interface JsxValue {
  readonly jsx: RootContent;
  readonly scope?: Scope;
}

/** Conversions by syntax node: a template's branches are the same nodes on every use. */
const converted = new WeakMap<object, RootContent>();

export function jsxValue(node: EsNode, scope?: Scope): JsxValue | null {
  const type = node.type as string;
  if (type !== 'JSXElement' && type !== 'JSXFragment') return null;
  let jsx = converted.get(node);
  if (!jsx) converted.set(node, (jsx = toMdast(node as unknown as JSXElement) as RootContent));
  const value: JsxValue = { jsx, scope };
  // Marked: a static object literal with a `jsx` key is data, not markup.
  markMarkup(value);
  return value;
}

/**
 * How expressions read in `scope` take the JSX they meet: as values rendered in that scope, seeing the
 * names a `.map` callback binds where the JSX stands (`items.map((item) => <li>{item}</li>)`). JSX an
 * author's function of another file returns renders in that file (`home`), as its templates do (its
 * components first, its name in diagnostics); the caller's chain still stops a component including itself.
 */
export function jsxReader(scope: Scope): JsxReader {
  return (node, lookup, home) => {
    if (!home || home.file === scope.file)
      return jsxValue(node, lookup === scope.lookup ? scope : { ...scope, lookup });
    const own = home.components();
    const components = own === scope.components ? scope.components : new Map([...scope.components, ...own]);
    return jsxValue(node, { ...scope, file: home.file, source: home.source, lookup, components });
  };
}

export function isJsxValue(value: unknown): value is JsxValue {
  return isMarkup(value);
}

/** Renders a JSX value through the same path as JSX written in place, in the scope it was written in. */
export function renderJsxValue(state: State, page: PageState, value: JsxValue): ElementContent[] {
  const root = { type: 'root', children: [value.jsx] } as Root;
  return inValueScope(page, value, () => state.all(root as never));
}

/** Runs `fn` (rendering or reading a JSX value) in the scope the value was written in. */
export function inValueScope<T>(page: PageState, value: JsxValue, fn: () => T): T {
  const scope = value.scope;
  if (!scope || scope === page.scope) return fn();
  page.scopes.push(scope);
  try {
    const out = fn();
    if (Array.isArray(out)) page.stamp(out, scope.file);
    return out;
  } finally {
    page.scopes.pop();
  }
}
