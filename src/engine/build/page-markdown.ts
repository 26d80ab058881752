/**
 * A page as Markdown (`<page>.md` beside `<page>.html`, which the page menu copies, links to and sends to AI
 * tools): made from the page's rendered content, so snippets are resolved and components are their content,
 * through hast-util-to-mdast and mdast-util-to-markdown (with GFM tables). Our components' HTML is first
 * rewritten into plain HTML those libraries read well: a code block is its language, title and text (not
 * Shiki's colour spans), a callout a quote led by its kind, tabs their panels one after the other, each under
 * its label, and the interface's own parts (buttons, icons, tab lists, playground forms) are left out.
 * `<Visibility>` turns around: content for agents, hidden on the page, is here; content for humans is not.
 */
import type { Element, ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast, type Handle } from 'hast-util-to-mdast';
import { h } from 'hastscript';
import type { Code, Html, Root as MdastRoot } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { classesOf as classes, propOf as prop, textOf } from '../markdown/hast-utils.js';
import { TWOSLASH_EXTRAS } from '../markdown/index.js';
import { textOnlyCode } from './text-only-code.js';
import { intoApiPanel } from '../layout/api-panel.js';

/** Parts of the interface, not of the content. */
const DROPPED_TAGS = new Set(['svg', 'button', 'select', 'textarea', 'script', 'style', 'template', 'form']);
const DROPPED_CLASSES = [
  'lectern-copy',
  'lectern-tooltip__bubble',
  'lectern-expandable__show',
  'lectern-expandable__hide',
  'lectern-card__cta',
  'lectern-playground',
  'lectern-image-actions__bar',
  'lectern-icon',
];

function has(node: Element, cls: string): boolean {
  return classes(node).includes(cls);
}

function find(node: Element, test: (el: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const inner = find(child, test);
    if (inner) return inner;
  }
  return undefined;
}

function isDropped(node: Element): boolean {
  if (DROPPED_TAGS.has(node.tagName)) return true;
  // A task list's checkbox is content (`- [x]`); any other input belongs to a form.
  if (node.tagName === 'input') return prop(node, 'type') !== 'checkbox';
  if (prop(node, 'ariaHidden') === 'true' || prop(node, 'role') === 'tablist') return true;
  // `<Visibility for="humans">` (markdown/components/visibility.ts): the page's, not its Markdown's.
  if (prop(node, 'dataLecternVisibility') === 'humans') return true;
  return DROPPED_CLASSES.some((c) => has(node, c));
}

/** A code block as `pre[data-lang][data-meta] > code`, which the `pre` handler below turns into mdast code. */
function codeBlock(figure: Element, label: string | undefined): Element {
  const pre = find(figure, (el) => el.tagName === 'pre');
  const title = find(figure, (el) => has(el, 'lectern-code__title'));
  const code = pre ? (find(pre, (el) => el.tagName === 'code') ?? pre) : figure;
  const meta = (title ? textOf(title).trim() : '') || label;
  return h('pre', { dataLang: prop(figure, 'dataLanguage'), dataMeta: meta }, [
    h('code', codeText(code).replace(/\n$/, '')),
  ]);
}

/** A code block's own text: twoslash's type popups and error lines (markdown/code/twoslash.ts) are not code. */
function codeText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || TWOSLASH_EXTRAS.some((c) => has(node, c))) return '';
  return node.children.map(codeText).join('');
}

/** `**Label:**` put at the start of the first paragraph, or in a paragraph of its own. */
function leadWith(label: string, body: ElementContent[]): ElementContent[] {
  const strong = h('strong', `${label}:`);
  const first = body.find((c) => c.type === 'element' || (c.type === 'text' && c.value.trim()));
  if (first?.type === 'element' && first.tagName === 'p') {
    first.children.unshift(strong, { type: 'text', value: ' ' });
    return body;
  }
  const blocky = body.some(
    (c) =>
      c.type === 'element' && !['a', 'code', 'em', 'strong', 'span', 'br', 'img', 'kbd'].includes(c.tagName),
  );
  return blocky ? [h('p', [strong]), ...body] : [h('p', [strong, { type: 'text', value: ' ' }, ...body])];
}

/** The labels of a tab set's panels: their own, else their tab's text. */
function panelLabel(tabs: Element, panel: Element, index: number): string {
  const own = prop(panel, 'dataLabel');
  if (own) return own;
  const list = find(tabs, (el) => prop(el, 'role') === 'tablist');
  const tab = list?.children.filter((c): c is Element => c.type === 'element')[index];
  return tab ? textOf(tab).trim() : '';
}

/** Rewrites our components' markup into plain HTML; returns what replaces `node`. */
function rewrite(node: ElementContent, label?: string): ElementContent[] {
  if (node.type !== 'element') return [node];
  if (isDropped(node)) return [];
  // `<Visibility for="agents">`: hidden on the page, plain content here.
  if (prop(node, 'dataLecternVisibility') === 'agents')
    return node.children.flatMap((c) => rewrite(c, label));
  if (node.tagName === 'figure' && has(node, 'lectern-code')) return [codeBlock(node, label)];
  if (has(node, 'katex')) {
    const tex = find(node, (el) => el.tagName === 'annotation');
    return tex ? [h('lectern-md-math', { dataTex: textOf(tex).trim() })] : [];
  }
  if (has(node, 'katex-display') || has(node, 'lectern-math--display')) {
    const tex = find(node, (el) => el.tagName === 'annotation');
    return tex ? [h('lectern-md-math', { dataTex: textOf(tex).trim(), dataDisplay: 'true' })] : [];
  }
  const kids = () => node.children.flatMap((c) => rewrite(c, label));
  if (node.tagName === 'lectern-tabs' || node.tagName === 'lectern-code-group') {
    const panels = node.children.filter(
      // A dropdown code group's panels have no tabs, so no tabpanel role.
      (c): c is Element =>
        c.type === 'element' && (prop(c, 'role') === 'tabpanel' || has(c, 'lectern-code-group__panel')),
    );
    const group = node.tagName === 'lectern-code-group';
    return panels.flatMap((panel, i) => {
      const name = panelLabel(node, panel, i);
      const body = panel.children.flatMap((c) => rewrite(c, group ? name : undefined));
      return group || !name ? body : [h('p', [h('strong', name)]), ...body];
    });
  }
  if (has(node, 'lectern-callout')) {
    const content = find(node, (el) => has(el, 'lectern-callout__content'));
    const body = (content ?? node).children.flatMap((c) => rewrite(c));
    const kind = prop(node, 'ariaLabel');
    return [h('blockquote', kind ? leadWith(kind, body) : body)];
  }
  if (node.tagName === 'details') {
    const summary = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'summary');
    const title = summary && find(summary, (el) => has(el, 'lectern-accordion__title'));
    const description = summary && find(summary, (el) => has(el, 'lectern-accordion__description'));
    const head = title ?? summary;
    const rest = node.children.filter((c) => c !== summary).flatMap((c) => rewrite(c));
    const named = head ? head.children.flatMap((c) => rewrite(c)) : [];
    return [
      h('div', [
        ...(named.length ? [h('p', [h('strong', named)])] : []),
        ...(description
          ? [
              h(
                'p',
                description.children.flatMap((c) => rewrite(c)),
              ),
            ]
          : []),
        ...rest,
      ]),
    ];
  }
  if (has(node, 'lectern-callout__title')) return [h('p', [h('strong', kids())])];
  if (has(node, 'lectern-step__title') || has(node, 'lectern-card__title'))
    return [
      h('p', [h('strong', [{ ...node, tagName: node.tagName === 'a' ? 'a' : 'span', children: kids() }])]),
    ];
  if (has(node, 'lectern-field__head')) {
    const [name, ...labels] = node.children.filter((c): c is Element => c.type === 'element');
    const nameCode = name && (find(name, (el) => el.tagName === 'code') ?? name);
    const parts: ElementContent[] = nameCode ? [h('code', textOf(nameCode))] : [];
    labels.forEach((l, i) => {
      parts.push({ type: 'text', value: i === 0 ? ' (' : ', ' }, ...l.children.flatMap((c) => rewrite(c)));
    });
    if (labels.length) parts.push({ type: 'text', value: ')' });
    return [h('p', parts)];
  }
  // An API page's method badge sits right against its path: `GET /items`, not `GET/items`.
  if (has(node, 'lectern-method'))
    return [
      { ...node, children: kids() },
      { type: 'text', value: ' ' },
    ];
  if (has(node, 'lectern-tooltip')) {
    const trigger = find(node, (el) => has(el, 'lectern-tooltip__trigger'));
    return trigger ? trigger.children.flatMap((c) => rewrite(c)) : kids();
  }
  return [{ ...node, children: kids() }];
}

const pre: Handle = (state, node) => {
  const code = find(node, (el) => el.tagName === 'code');
  const langClass = code && classes(code).find((c) => c.startsWith('language-'));
  const lang =
    prop(node, 'dataLang') ?? (has(node, 'mermaid') ? 'mermaid' : langClass?.slice('language-'.length));
  const result: Code = {
    type: 'code',
    lang: lang && lang !== 'text' && lang !== 'plaintext' ? lang : null,
    meta: prop(node, 'dataMeta') ?? null,
    value: codeText(node).replace(/\n+$/, ''),
  };
  state.patch(node, result);
  return result;
};

/** TeX as authors write it: `$...$` inline, `$$` blocks (raw, so its backslashes and underscores stay). */
const math: Handle = (_state, node) => {
  const tex = prop(node, 'dataTex') ?? '';
  const result: Html = { type: 'html', value: prop(node, 'dataDisplay') ? `$$\n${tex}\n$$` : `$${tex}$` };
  return result;
};

const GFM = [gfmToMarkdown()];

/**
 * The content of a page (its HTML without the layout, links relative to the page) as Markdown. An API page's
 * reads as its HTML does (layout/api-panel.ts): its own text after the operation's lead, before the
 * reference, and its own examples in place of the generated ones.
 */
export function markdownBody(html: string): string {
  const tree = fromHtml(textOnlyCode(intoApiPanel(html, true) ?? html), { fragment: true });
  tree.children = tree.children.flatMap((c) => (c.type === 'element' || c.type === 'text' ? rewrite(c) : []));
  return markdownText(toMdast(tree, { handlers: { pre, 'lectern-md-math': math } }) as MdastRoot);
}

/** Markdown as Lectern writes it (GFM, `-` bullets, `_` emphasis, fenced code), trimmed. */
export function markdownText(mdast: MdastRoot): string {
  return toMarkdown(mdast, {
    extensions: GFM,
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  }).trim();
}

/**
 * The page's Markdown file: `# Title`, the description quoted under it, then the content, then the site's
 * agent instructions (docs.json `markdown.instructions`).
 */
export function markdownDocument(
  title: string,
  description: string | undefined,
  body: string,
  instructions?: string,
): string {
  const head = [`# ${title.replace(/\s+/g, ' ').trim()}`];
  if (description?.trim()) head.push(`> ${description.replace(/\s+/g, ' ').trim()}`);
  return `${[...head, body, agentInstructions(instructions)].filter(Boolean).join('\n\n')}\n`;
}

/** docs.json `markdown.instructions` as Mintlify writes them: a quoted `## Agent Instructions` block; '' without. */
export function agentInstructions(instructions: string | undefined): string {
  if (!instructions?.trim()) return '';
  const lines = instructions.trim().split(/\r?\n/);
  return ['## Agent Instructions', ...lines].map((l) => (l.trim() ? `> ${l}` : '>')).join('\n');
}
