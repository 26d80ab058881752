/** `<Latex>TeX</Latex>`: TeX rendered with KaTeX (display when on its own line). */
import type { ComponentRenderer } from './types.js';
import { renderMath } from '../math.js';

export const latex: ComponentRenderer = (c) => {
  c.page.needs.math = true;
  return renderMath(c.text().trim(), !c.inline);
};
