/**
 * The responsive embed wrapper (`position:relative; padding-bottom:56.25%; height:0` around an absolutely
 * positioned iframe or video) reserves its height through padding, for a player that fills it. When
 * `offline.ts` has replaced that player by a one-line link, the reserved box stays: the link sits at its
 * top above a few hundred pixels of nothing. The wrapper loses the declarations that only size such a box,
 * so it collapses around the link; everything else it says (border, margin, colour) stays.
 */
import type { Element } from 'hast';
import { styleDeclarations } from './inline-style.js';

/** `padding-bottom:56.25%`, `padding:56.25% 0 0 0` (Vimeo's embed code), `height:0`, `aspect-ratio`. */
function sizesTheBox(property: string, value: string): boolean {
  if (property === 'aspect-ratio') return true;
  if (property === 'height') return /^0(?:\.0+)?(?:px|%|r?em)?$/i.test(value);
  if (property === 'padding' || property === 'padding-top' || property === 'padding-bottom')
    return value.includes('%');
  return false;
}

/** Drops the aspect-ratio box declarations from an element's inline style (removing an emptied style). */
export function collapseAspectBox(element: Element): void {
  const style = element.properties.style;
  if (typeof style !== 'string') return;
  const kept = styleDeclarations(style)
    .filter(([property, value]) => !sizesTheBox(property, value.trim()))
    .map(([property, value]) => (value === '' ? property : `${property}:${value.trim()}`));
  if (kept.length > 0) element.properties.style = kept.join(';');
  else delete element.properties.style;
}
