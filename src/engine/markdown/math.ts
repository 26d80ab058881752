/**
 * TeX to HTML with KaTeX at build time (what rehype-katex does, done in our single tree conversion so the
 * page is not walked again). Errors render KaTeX's red source text (`throwOnError: false`).
 */
import katex from 'katex';
import type { ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { h } from 'hastscript';

const cache = new Map<string, ElementContent[]>();
const MAX_CACHE = 2000;

export function renderMath(tex: string, display: boolean): ElementContent {
  const key = `${display ? 'D' : 'I'}${tex}`;
  let content = cache.get(key);
  if (!content) {
    let html: string;
    try {
      html = katex.renderToString(tex, {
        displayMode: display,
        throwOnError: false,
        strict: 'ignore',
        trust: false,
        maxExpand: 500,
        maxSize: 50,
      });
    } catch {
      html = '';
    }
    content = html
      ? ((fromHtml(html, { fragment: true }) as Root).children as ElementContent[])
      : [{ type: 'text', value: tex }];
    if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value!);
    cache.set(key, content);
  }
  return h(
    display ? 'div' : 'span',
    { className: ['lectern-math', display ? 'lectern-math--display' : 'lectern-math--inline'] },
    structuredClone(content),
  );
}
