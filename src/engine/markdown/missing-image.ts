import type { Element } from 'hast';
import { h } from 'hastscript';

/**
 * What stands in for an image whose file is missing (resolveSrc has warned): its alt text in a dashed box,
 * so readers see that something was meant there. Markdown images and HTML/JSX `<img>` share it.
 */
export function missingImage(alt: string): Element {
  return h('span', { className: ['lectern-missing-image'] }, alt);
}
