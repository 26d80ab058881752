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
