/** Small helpers over hast elements shared by the renderers. */
import type { Element, ElementContent, Root } from 'hast';

function classList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  return [];
}

/** Adds class names, merging Shiki's string `class` property into hast's `className` list. */
export function addClass(element: Element, ...names: string[]): void {
  const props = element.properties;
  const current = [...classList(props.className), ...classList(props.class)];
  delete props.class;
  props.className = [...current, ...names.filter((name) => !current.includes(name))];
}

/** An element's class names. */
export function classesOf(node: Element): string[] {
  return classList(node.properties?.className);
}

/** A property as a string; undefined when absent. */
export function propOf(node: Element, name: string): string | undefined {
  const v = node.properties?.[name];
  return v === undefined || v === null ? undefined : String(v);
}

/** The text exactly as a browser shows it inside a `<pre>` (whitespace kept). */
export function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  return (node.children as ElementContent[]).map(textOf).join('');
}

/**
 * The items of a flex row (a field's name and pills, a method badge and its path) with a space between
 * each. The row's gap draws the spacing, but text taken without CSS (Pagefind's index and excerpts, copy
 * and paste) ran the words together (`INIT_DB_PORTrequired`); a space between flex items is not drawn.
 */
export function spaced(items: ElementContent[]): ElementContent[] {
  return items.flatMap((item, i) => (i === 0 ? [item] : [{ type: 'text' as const, value: ' ' }, item]));
}
