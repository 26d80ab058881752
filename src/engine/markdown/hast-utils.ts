/** Small helpers over hast elements shared by the renderers. */
import type { Element } from 'hast';

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
