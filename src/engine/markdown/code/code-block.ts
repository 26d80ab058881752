/**
 * A fenced code block: highlighted `<pre>` (Shiki), optional title bar, line highlighting and notation
 * comments (`// [!code ++]`, see notation.ts), a copy button (wired by the client script; `nocopy` leaves it
 * out and marks the block so the client adds none), or a Mermaid diagram source left for the client to draw.
 */
import type { Code } from 'mdast';
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { PageState } from '../state.js';
import { parseCodeMeta, type CodeMeta } from './meta.js';
import { applyNotations } from './notation.js';
import { iconElement } from '../icon.js';
import { addClass } from '../hast-utils.js';

export interface RenderedCode {
  element: Element;
  meta: CodeMeta;
  /** The label used when the block sits in a code group (title, else language). */
  label: string;
}

export function renderCodeBlock(node: Code, page: PageState, opts: { grouped?: boolean } = {}): RenderedCode {
  const meta = parseCodeMeta(node.lang, node.meta);
  const lang = meta.lang.toLowerCase();
  const label = meta.title || meta.lang || 'Code';
  if (lang === 'mermaid') {
    page.needs.mermaid = true;
    const element = h('pre', { className: ['lectern-mermaid', 'mermaid'] }, node.value);
    return { element, meta, label };
  }
  page.needs.code = true;
  const language = page.env.highlighter.language(lang);
  let pre: Element;
  try {
    pre = page.env.highlighter.highlight(node.value, language);
  } catch (error) {
    page.warn('code-highlight', `code block could not be highlighted: ${(error as Error).message}`, node);
    pre = h('pre', { className: ['shiki'] }, h('code', node.value));
  }
  // Plain text has no comments: a `text` block showing the notation itself (as docs about it do) keeps it.
  if (language !== 'text') applyNotations(pre);
  decorateLines(pre, meta);
  const preClass = ['lectern-code__pre'];
  if (meta.wrap) preClass.push('lectern-code__pre--wrap');
  if (meta.lines) preClass.push('lectern-code__pre--numbers');
  addClass(pre, ...preClass);

  const figureClass = ['lectern-code'];
  if (meta.expandable) figureClass.push('lectern-code--expandable');
  if (meta.title && !opts.grouped) figureClass.push('lectern-code--titled');
  const children: ElementContent[] = [];
  if (meta.title && !opts.grouped) {
    const icon = meta.icon ? iconElement(page, meta.icon, node, { size: 14 }) : null;
    children.push(
      h('div', { className: ['lectern-code__header'] }, [
        ...(icon ? [icon] : []),
        h('span', { className: ['lectern-code__title'] }, meta.title),
      ]),
    );
  }
  children.push(pre);
  if (!meta.nocopy) children.push(copyButton(page, 'Copy code'));
  const element = h(
    'figure',
    {
      className: figureClass,
      dataLanguage: language === 'text' && /^[\w#+.-]{1,40}$/.test(meta.lang) ? meta.lang : language,
      // The client adds a copy button to any bare <pre>; this tells it not to.
      dataLecternNoCopy: meta.nocopy ? '' : undefined,
    },
    children,
  );
  return { element, meta, label };
}

export function copyButton(page: PageState, label: string): Element {
  const icon = iconElement(page, 'copy', null, { size: 14, quiet: true });
  return h(
    'button',
    { type: 'button', className: ['lectern-copy'], ariaLabel: label, dataLecternCopy: '' },
    icon ? [icon] : [],
  );
}

/** Marks highlighted and focused lines on Shiki's `span.line` elements. */
function decorateLines(pre: Element, meta: CodeMeta): void {
  if (meta.highlight.size === 0 && meta.focus.size === 0) return;
  const code = pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  if (!code) return;
  let line = 0;
  for (const child of code.children) {
    if (child.type !== 'element') continue;
    line += 1;
    const extra: string[] = [];
    if (meta.highlight.has(line)) extra.push('highlighted');
    if (meta.focus.has(line)) extra.push('focused');
    if (extra.length > 0) addClass(child, ...extra);
  }
  if (meta.focus.size > 0) addClass(pre, 'has-focused');
}
