/** The contract between the MDX renderer and each component's renderer (one file per component). */
import type { Element, ElementContent } from 'hast';
import type { Node, Parent } from 'unist';
import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { PageState } from '../state.js';
import type { IconProps } from '../icon.js';

export type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;
export type Props = Record<string, unknown>;

export interface ComponentContext {
  node: JsxNode;
  props: Props;
  page: PageState;
  /** True when the component sits inside a paragraph (it must then produce phrasing content). */
  inline: boolean;
  /** Renders the children of this component (or of another node, e.g. a child `<Tab>`). */
  children(of?: Parent): ElementContent[];
  /** Children as phrasing content: a lone paragraph (`<Badge>x</Badge>` on its own line) is unwrapped. */
  phrasing(): ElementContent[];
  /** Child JSX elements with the given names (in order), other children ignored. */
  childElements(names?: string[]): JsxNode[];
  /** Evaluated props of a child JSX element. */
  propsOf(child: JsxNode): Props;
  /**
   * When `child` includes a Markdown snippet (an imported `<Intro />`, a legacy `<Snippet file>`, or a
   * paragraph holding only such), calls `fn` once per snippet with its top-level nodes, inside its scope
   * (so `children()` renders them as the snippet would); `stamp` records rendered output as coming from
   * the snippet file. Undefined otherwise.
   */
  inSnippet<T>(
    child: Node,
    fn: (nodes: RootContent[], stamp: (out: ElementContent[]) => void) => T,
  ): T[] | undefined;
  /** An author-given icon (reported when unknown). */
  icon(name: unknown, opts?: IconProps): Element | null;
  /** Resolves an author link; undefined when broken (reported). */
  href(raw: unknown): string | undefined;
  /** Resolves an author image/media source; undefined when missing (reported). */
  src(raw: unknown): string | undefined;
  /**
   * Renders a prop given as JSX (`cta={<span>Go</span>}`), text or a list of those, as JSX written in place
   * would be; null when some part has no form on a page.
   */
  value(value: unknown): ElementContent[] | null;
  /** Renders a prop string as inline Markdown (captions, descriptions). */
  markdown(text: string): ElementContent[];
  /** Plain text of a node's content. */
  text(of?: Node): string;
  warn(code: string, message: string): void;
}

export type ComponentRenderer = (c: ComponentContext) => ElementContent | ElementContent[] | null | undefined;

/** Reads a prop written as a flag (`<X open>`), a boolean expression, or the strings "true"/"false". */
export function bool(value: unknown, fallback = false): boolean {
  if (value === true || value === 'true' || value === '') return true;
  if (value === false || value === 'false') return false;
  return fallback;
}

export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function num(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** One of the allowed values (case-insensitive), else the fallback: keeps class names enumerable. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T;
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined;
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback?: T): T | undefined {
  const text = str(value)?.trim().toLowerCase();
  return (allowed.find((item) => item === text) as T | undefined) ?? fallback;
}

const SAFE_COLOR =
  /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|(?:rgb|rgba|hsl|hsla|oklch|oklab)\([0-9.,%\s/a-z-]{1,60}\))$/i;

/** A CSS colour safe to place in a style attribute (plain colour syntax only). */
export function safeColor(value: unknown): string | undefined {
  const text = str(value)?.trim();
  return text && SAFE_COLOR.test(text) ? text : undefined;
}

export function textList(value: unknown): string[] {
  if (Array.isArray(value))
    return value.map((item) => str(item)).filter((item): item is string => item !== undefined);
  const single = str(value);
  return single ? [single] : [];
}

/**
 * A prop given as text (`cta="Read more"`) or as JSX (`cta={<span>Read <code>more</code></span>}`, rendered
 * as written); undefined when absent or empty, and when its value cannot be shown (`unshown` is warned).
 */
export function textOrMarkup(
  c: ComponentContext,
  value: unknown,
  unshown: string,
): string | ElementContent[] | undefined {
  if (value === undefined || value === null || value === false || value === '') return undefined;
  const text = str(value);
  if (text !== undefined) return text;
  const rendered = c.value(value);
  if (rendered && rendered.length > 0) return rendered;
  c.warn('invalid-prop', unshown);
  return undefined;
}
