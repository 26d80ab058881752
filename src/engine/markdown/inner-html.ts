/**
 * React's `dangerouslySetInnerHTML={{ __html: "..." }}` on author HTML (Helicone's
 * `<div dangerouslySetInnerHTML={{ __html: strings.generateKeyInstructions }} />`, the string exported by a
 * snippet). Mintlify pages are React, so the HTML shows there; here it is read statically like any attribute
 * (jsx.ts `readAttributes`) and, when it is a literal string, rendered by html-element.ts through the same
 * parse-and-sanitise path as raw HTML in a page. Nothing is executed: an `__html` that needs code leaves the
 * element empty, with a warning.
 */
import type { Node } from 'unist';
import type { PageState } from './state.js';
import { excerpt } from './text.js';

const NAME = 'dangerouslysetinnerhtml';

export function isInnerHtmlAttribute(name: string): boolean {
  return name.toLowerCase() === NAME;
}

interface WrittenAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** The attribute as written on the JSX node, if it is there (whether or not it could be evaluated). */
function written(node: Node): WrittenAttribute | undefined {
  const attributes = (node as { attributes?: WrittenAttribute[] }).attributes;
  return attributes?.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && isInnerHtmlAttribute(attribute.name ?? ''),
  );
}

/** Children written between the tags, which React refuses beside `dangerouslySetInnerHTML`. */
function hasWrittenChildren(node: Node): boolean {
  const children = (node as { children?: Node[] }).children ?? [];
  return children.some((child) => !('value' in child) || String(child.value).trim() !== '');
}

/**
 * The HTML to render as the element's content: undefined when the element has no
 * `dangerouslySetInnerHTML` (its written children are its content), `''` when the value is not a literal
 * `{ __html: string }` (reported, unless jsx.ts already reported the expression as code).
 */
export function innerHtml(
  page: PageState,
  tag: string,
  attributes: Array<[string, unknown]>,
  node: Node,
): string | undefined {
  const attribute = written(node);
  const evaluated = attributes.find(([name]) => isInnerHtmlAttribute(name));
  if (!attribute && !evaluated) return undefined;
  // Not among the evaluated attributes: jsx.ts dropped it as code and said so at this element.
  if (!evaluated) return '';
  const value = evaluated[1];
  const html =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as { __html?: unknown }).__html
      : undefined;
  if (typeof html !== 'string') {
    const raw = attribute?.value;
    const text =
      typeof raw === 'string'
        ? JSON.stringify(raw)
        : typeof raw === 'object' && raw !== null && 'value' in raw
          ? `{${String(raw.value)}}`
          : '';
    page.warn(
      'mdx-expression',
      `dangerouslySetInnerHTML${text ? `=${excerpt(text)}` : ''} on <${tag}> has no literal { __html: "..." } string; the element was left empty`,
      node,
    );
    return '';
  }
  if (hasWrittenChildren(node))
    page.warn(
      'html-structure',
      `<${tag}> has both children and dangerouslySetInnerHTML (an error in React); the __html content is shown`,
      node,
    );
  return html;
}
