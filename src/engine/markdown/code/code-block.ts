/**
 * A fenced code block: highlighted `<pre>` (Shiki), optional title bar, line highlighting and notation
 * comments (`// [!code ++]`, see notation.ts), a copy button (wired by the client script; `nocopy` leaves it
 * out and marks the block so the client adds none), or a Mermaid diagram source left for the client to draw.
 */
import type { Code, Nodes, Root } from 'mdast';
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { PageState } from '../state.js';
import type { Lookup } from '../expressions.js';
import { parseCodeMeta, type CodeMeta } from './meta.js';
import { applyNotations } from './notation.js';
import { iconElement } from '../icon.js';
import { addClass } from '../hast-utils.js';
import { blockKey } from './block-cache.js';
import { HighlighterNotReady } from './highlighter.js';
import { renderMermaid } from './mermaid.js';
import { canonicalLanguage } from './language-name.js';
import { HOOK } from '../../layout/hooks.js';
import { copyButton } from '../../layout/copy-button.js';
import { PART } from '../../layout/component-parts.js';

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
  if (lang === 'mermaid') return { element: renderMermaid(node, meta, page), meta, label };
  page.needs.code = true;
  const { language, pre } = highlightBlock(node, lang, page, meta);
  // Plain text has no comments: a `text` block showing the notation itself (as docs about it do) keeps it.
  if (language !== 'text') applyNotations(pre);
  decorateLines(pre, meta);
  const preClass = ['lectern-code__pre'];
  if (meta.wrap) preClass.push('lectern-code__pre--wrap');
  if (meta.lines) preClass.push('lectern-code__pre--numbers');
  addClass(pre, ...preClass);
  pre.properties.dataComponentPart = PART.codeBlockRoot;

  const figureClass = ['lectern-code', HOOK.codeBlock];
  if (meta.expandable) figureClass.push('lectern-code--expandable');
  if (meta.title && !opts.grouped) figureClass.push('lectern-code--titled');
  const children: ElementContent[] = [];
  if (meta.title && !opts.grouped) {
    const icon = meta.icon
      ? iconElement(page, meta.icon, node, { size: 14, className: HOOK.codeBlockIcon })
      : null;
    children.push(
      h('div', { className: ['lectern-code__header'], dataComponentPart: PART.codeBlockHeader }, [
        ...(icon ? [icon] : []),
        h(
          'span',
          { className: ['lectern-code__title'], dataComponentPart: PART.codeBlockHeaderFilename },
          meta.title,
        ),
      ]),
    );
  }
  children.push(pre);
  if (!meta.nocopy) children.push(codeCopyButton(page, 'Copy code'));
  const element = h(
    'figure',
    {
      className: figureClass,
      dataLanguage: language === 'text' && /^[\w#+.-]{1,40}$/.test(meta.lang) ? meta.lang : language,
      // Mintlify's attribute: Shiki's id whether or not the grammar loaded (`.code-block[language="shellscript"]`).
      language: canonicalLanguage(meta.lang),
      // The client adds a copy button to any bare <pre>; this tells it not to.
      dataLecternNoCopy: meta.nocopy ? '' : undefined,
    },
    children,
  );
  return { element, meta, label };
}

/**
 * Looks every code block of the page's own tree up in the block cache, once, before the page converts;
 * true when all are there (so the page needs no highlighter). Blocks elsewhere (snippets, Markdown in
 * component attributes) are looked up by nothing: they are highlighted, and stored, as they come.
 */
export function prefetchCodeBlocks(tree: Root, page: PageState): boolean {
  const { codeCache, highlighter } = page.env;
  if (!codeCache) return false;
  let all = true;
  forEachCode(tree, (node) => {
    const meta = parseCodeMeta(node.lang, node.meta);
    const lang = meta.lang.toLowerCase();
    if (lang === 'mermaid') return;
    const key = blockKey(highlighter.id, cacheLang(lang, meta), node.value);
    const hit = codeCache.get(key);
    page.codeBlocks.set(node, hit ? { key, hit } : { key });
    if (!hit) all = false;
  });
  return all;
}

/** Every code node, in document order (a plain walk: unist-util-visit's generality cost 0.5 ms a page). */
function forEachCode(node: Nodes, found: (code: Code) => void): void {
  if (node.type === 'code') found(node);
  else if ('children' in node) for (const child of node.children) forEachCode(child, found);
}

/** A twoslash block is stored apart from the same code highlighted plainly. */
function cacheLang(lang: string, meta: CodeMeta): string {
  return meta.twoslash ? `${lang} twoslash` : lang;
}

/** The raw highlighted `<pre>`, from the block cache when this block was highlighted before. */
function highlightBlock(
  node: Code,
  lang: string,
  page: PageState,
  meta: CodeMeta,
): { language: string; pre: Element } {
  const { highlighter, codeCache } = page.env;
  const known = page.codeBlocks.get(node);
  if (known?.hit) return known.hit;
  const value = interpolate(node.value, page.scope.codeValues);
  const key = codeCache ? (known?.key ?? blockKey(highlighter.id, cacheLang(lang, meta), value)) : null;
  const language = highlighter.language(lang);
  try {
    const pre = highlighter.highlight(value, language, { twoslash: meta.twoslash });
    if (key) codeCache!.put(key, { language, pre });
    return { language, pre };
  } catch (error) {
    // The renderer starts the highlighter and renders the page again (render.ts).
    if (error instanceof HighlighterNotReady) page.highlighterWanted = true;
    else
      page.warn('code-highlight', `code block could not be highlighted: ${(error as Error).message}`, node);
    return { language, pre: h('pre', { className: ['shiki'] }, h('code', value)) };
  }
}

const CODE_VARIABLE = /\{\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\}/g;

/**
 * Mintlify: "Variables also interpolate inside fenced code blocks" of a snippet given props. Only names the
 * snippet has, with a plain value (text, number, boolean), are replaced; any other braces are code.
 */
export function interpolate(code: string, values: Lookup | undefined): string {
  if (!values || !code.includes('{')) return code;
  return code.replace(CODE_VARIABLE, (whole, path: string) => {
    const [name, ...keys] = path.split('.');
    const hit = values(name!);
    if (!hit.found) return whole;
    let value: unknown = hit.value;
    for (const key of keys) {
      if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return whole;
      value = (value as Record<string, unknown>)[key];
    }
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : whole;
  });
}

/** The copy button, with the copy icon of the site's icon library. */
function codeCopyButton(page: PageState, label: string): Element {
  return copyButton(label, { icon: iconElement(page, 'copy', null, { size: 14, quiet: true }) });
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
    // `line-highlight` is Mintlify's class for these lines (sites' CSS selects it; ours uses `highlighted`).
    if (meta.highlight.has(line)) extra.push('highlighted', HOOK.lineHighlight);
    if (meta.focus.has(line)) extra.push('focused');
    if (extra.length > 0) addClass(child, ...extra);
  }
  if (meta.focus.size > 0) addClass(pre, 'has-focused');
}
