/**
 * `<Latex>TeX</Latex>`: TeX rendered with KaTeX (display when on its own line). Also under docs.json
 * `styling.latex: false`, which stops only `$` math being read: the author asked for this math by name, and
 * the page then links the KaTeX stylesheet as any page with math does (unstyled KaTeX would be garbled).
 */
import type { ComponentRenderer } from './types.js';
import { renderMath } from '../math.js';

export const latex: ComponentRenderer = (c) => {
  c.page.needs.math = true;
  return renderMath(c.text().trim(), !c.inline);
};
