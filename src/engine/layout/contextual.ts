/**
 * The page menu (`contextual` in docs.json, ai/contextual-menu.mdx): copy the page's Markdown, view it,
 * open an AI tool on the page, download the page's OpenAPI file, or follow a custom link. A disclosure
 * button and a list of links and buttons; client/scripts/contextual.js opens it, copies, and moves focus.
 * Without JavaScript the list opens while the menu has focus, and everything but copying is a plain link.
 */
import type { ContextualConfig, ContextualOption } from '../config/index.js';
import { renderIcon, type IconLibrary } from '../icons/index.js';
import type { LayoutInput } from '../types.js';
import { contextualStrings, type ContextualStrings } from './contextual-strings.js';
import { configHref, esc, isExternal } from './escape.js';
import { canonicalUrl, type LayoutAssets } from './head.js';
import { ID } from './ids.js';

/** The site's menu as the layout takes it: the options a static site can offer, and where it shows. */
export interface ContextualInput extends ContextualConfig {
  /**
   * Links to AI tools may be offered: the site has a URL they can read the page at, and its readers can reach
   * other hosts (not in an `air-gapped` deployment).
   */
  external: boolean;
}

/** What the build made for this page that the menu links to. */
export interface ContextualPage {
  /** The page's Markdown, written beside its HTML file as `<page>.md`. */
  markdown?: string;
  /** The page's OpenAPI file in the site, from the site root (`openapi.json`). */
  spec?: string;
}

/** The layout's input with the page menu. */
export type MenuLayoutInput = LayoutInput & {
  assets: LayoutAssets;
  contextual?: ContextualInput;
  contextualPage?: ContextualPage;
};

type Tool = 'chatgpt' | 'claude' | 'perplexity' | 'grok' | 'aistudio' | 'devin';

/**
 * Where each tool takes a prompt. ChatGPT is asked to read the page itself, the others its Markdown, as
 * Mintlify's menu does.
 */
const TOOLS: Record<Tool, { name: string; url: string; icon: [string, IconLibrary]; markdown: boolean }> = {
  chatgpt: {
    name: 'ChatGPT',
    url: 'https://chatgpt.com/?hints=search&q=',
    icon: ['fa-brands fa-openai', 'fontawesome'],
    markdown: false,
  },
  claude: {
    name: 'Claude',
    url: 'https://claude.ai/new?q=',
    icon: ['fa-brands fa-claude', 'fontawesome'],
    markdown: true,
  },
  perplexity: {
    name: 'Perplexity',
    url: 'https://www.perplexity.ai/search?q=',
    icon: ['sparkles', 'lucide'],
    markdown: true,
  },
  grok: {
    name: 'Grok',
    url: 'https://grok.com/?q=',
    icon: ['fa-brands fa-x-twitter', 'fontawesome'],
    markdown: true,
  },
  aistudio: {
    name: 'Google AI Studio',
    url: 'https://aistudio.google.com/prompts/new_chat?prompt=',
    icon: ['fa-brands fa-google', 'fontawesome'],
    markdown: true,
  },
  devin: { name: 'Devin', url: 'https://app.devin.ai/?prompt=', icon: ['bot', 'lucide'], markdown: true },
};

/** Beyond this a link may be refused by browsers, proxies or the tool itself: `$page` options are left out. */
export const MAX_HREF_LENGTH = 8000;

function markdownHref(pagePath: string): string {
  return `${encodeURIComponent(pagePath.split('/').pop()!)}.md`;
}

function isTool(option: ContextualOption): option is Tool {
  return typeof option === 'string' && option in TOOLS;
}

/** The AI tools among a menu's options (they open the page at its public URL). */
export function contextualTools(options: readonly ContextualOption[]): string[] {
  return options.filter(isTool).map(String);
}

/** Whether the page's Markdown file is written for this menu: an option reads it or sends it. */
export function menuNeedsMarkdown(menu: ContextualInput | undefined): boolean {
  return (menu?.options ?? []).some((o) =>
    typeof o === 'string'
      ? o === 'copy' || o === 'view' || (menu!.external && isTool(o) && TOOLS[o].markdown)
      : typeof o.href !== 'string' && o.href.query.some((q) => q.value.includes('$page')),
  );
}

interface Item {
  kind: 'copy' | 'view' | 'link';
  title: string;
  description?: string;
  icon: string;
  href?: string;
  external?: boolean;
  download?: boolean;
}

function icon(name: string, library: IconLibrary): string {
  return renderIcon(name, { library, className: 'lectern-contextual__icon', size: 16 }) ?? '';
}

/** `$path` and `$page` in a custom option's query values; null when the link would be too long. */
function customHref(
  href: Exclude<Extract<ContextualOption, object>['href'], string>,
  vars: { path: string; page?: string },
): string | null {
  if (vars.page === undefined && href.query.some((q) => q.value.includes('$page'))) return null;
  const query = href.query
    .map(({ key, value }) => {
      const filled = value.replace(/\$(path|page)/g, (_m, name: 'path' | 'page') => vars[name] ?? '');
      return `${encodeURIComponent(key)}=${encodeURIComponent(filled)}`;
    })
    .join('&');
  const url = query ? `${href.base}${href.base.includes('?') ? '&' : '?'}${query}` : href.base;
  return url.length > MAX_HREF_LENGTH ? null : url;
}

function items(input: MenuLayoutInput, t: ContextualStrings): Item[] {
  const menu = input.contextual!;
  const { markdown, spec } = input.contextualPage ?? {};
  const { path } = input.page;
  // Beside the page's own file: `guides/install.html` has `guides/install.md`.
  const mdHref = markdownHref(path);
  const pageUrl = menu.external ? canonicalUrl(input) : null;
  const library = input.site.iconLibrary ?? 'fontawesome';
  const out: Item[] = [];
  for (const option of menu.options) {
    if (option === 'copy' && markdown !== undefined)
      out.push({
        kind: 'copy',
        title: t.copyPage,
        description: t.copyPageDescription,
        icon: icon('copy', 'lucide'),
      });
    else if (option === 'view' && markdown !== undefined)
      out.push({
        kind: 'view',
        title: t.viewMarkdown,
        description: t.viewMarkdownDescription,
        icon: icon('markdown', 'fontawesome'),
        href: mdHref,
      });
    else if (option === 'download-spec' && spec)
      out.push({
        kind: 'link',
        title: t.downloadSpec,
        description: t.downloadSpecDescription,
        icon: icon('file-down', 'lucide'),
        href: input.rootPrefix + spec,
        download: true,
      });
    else if (isTool(option) && pageUrl) {
      const tool = TOOLS[option];
      // The Markdown's URL sits beside the page's: `<site>/<page path>.md` (`index.md` for the home page).
      const read =
        tool.markdown && markdown !== undefined
          ? `${pageUrl.replace(/\/[^/]*$/, '')}/${path.split('/').pop()}.md`
          : pageUrl;
      const prompt = `Read from ${read} so I can ask questions about it.`;
      out.push({
        kind: 'link',
        title: t.openIn.replace('{tool}', tool.name),
        description: t.askAbout,
        icon: icon(...tool.icon),
        href: tool.url + encodeURIComponent(prompt),
        external: true,
      });
    } else if (typeof option === 'object') {
      const url =
        typeof option.href === 'string'
          ? option.href
          : customHref(option.href, {
              // The page's route, as readers see it in the address bar (`/` for the home page).
              path: `/${path.replace(/(?:^|\/)index$/, '')}`,
              ...(markdown !== undefined ? { page: markdown } : {}),
            });
      // A link into the site is made relative to the page, as docs.json links are.
      const href = url === null ? null : configHref(input.rootPrefix, url);
      if (href === null || href === '#') continue;
      out.push({
        kind: 'link',
        title: option.title,
        ...(option.description ? { description: option.description } : {}),
        icon: option.icon ? icon(option.icon, library) : '',
        href,
        external: isExternal(href),
      });
    }
  }
  return out;
}

function itemHtml(item: Item, t: ContextualStrings): string {
  const text =
    `<span class="lectern-contextual__text"><span class="lectern-contextual__title">${esc(item.title)}</span>` +
    (item.description
      ? `<span class="lectern-contextual__description">${esc(item.description)}</span>`
      : '') +
    `</span>`;
  const arrow = item.external
    ? icon('arrow-up-right', 'lucide').replace('lectern-contextual__icon', 'lectern-contextual__external')
    : '';
  if (item.kind === 'copy')
    return `<button type="button" class="lectern-contextual__item" data-lectern-contextual-copy data-label="${esc(t.copyPage)}">${item.icon}${text}</button>`;
  const attrs = [
    `class="lectern-contextual__item"`,
    `href="${esc(item.href)}"`,
    item.download ? 'download' : '',
    item.external ? 'target="_blank" rel="noopener noreferrer"' : '',
  ].filter(Boolean);
  return `<a ${attrs.join(' ')}>${item.icon}${text}${arrow}</a>`;
}

/**
 * The menu, or '' when the page offers nothing. `slot` is where the layout puts it: the page header, or the
 * table of contents column (`display: "toc"`), which narrow screens do not show; there the header holds a
 * second copy, shown only on those screens.
 */
export function renderContextualMenu(
  input: MenuLayoutInput,
  slot: 'header' | 'toc' = 'header',
  narrowOnly = false,
): string {
  if (!input.contextual || input.kind === 'notFound' || input.redirect) return '';
  const t = contextualStrings(input.site.lang);
  const list = items(input, t);
  if (list.length === 0) return '';
  const first = list[0]!;
  // Copy or view leads as a button of its own (Mintlify's "Copy page"); the toggle opens the whole list.
  const leads = first.kind === 'copy' || first.kind === 'view';
  const primary = leads
    ? first.kind === 'copy'
      ? `<button type="button" class="lectern-contextual__primary" data-lectern-contextual-copy data-label="${esc(t.copyPage)}">${first.icon}<span class="lectern-contextual__title">${esc(t.copyPage)}</span></button>`
      : `<a class="lectern-contextual__primary" href="${esc(first.href)}">${first.icon}<span class="lectern-contextual__title">${esc(first.title)}</span></a>`
    : '';
  const chevron = icon('chevron-down', 'lucide').replace(
    'lectern-contextual__icon',
    'lectern-contextual__chevron',
  );
  const toggle =
    list.length > 1 || !leads
      ? `<button type="button" class="lectern-contextual__toggle"${narrowOnly ? '' : ` id="${ID.pageContextMenuButton}"`} aria-expanded="false" aria-controls="lectern-contextual-${slot}"` +
        (leads ? ` aria-label="${esc(t.moreActions)}">` : `><span>${esc(t.pageActions)}</span>`) +
        `${chevron}</button>` +
        `<ul id="lectern-contextual-${slot}" class="lectern-contextual__menu">${list.map((i) => `<li>${itemHtml(i, t)}</li>`).join('')}</ul>`
      : '';
  const markdown = input.contextualPage?.markdown !== undefined;
  const data = [
    markdown ? ` data-markdown="${esc(markdownHref(input.page.path))}"` : '',
    ` data-i18n-copied="${esc(t.copied)}" data-i18n-copy-failed="${esc(t.copyFailed)}" data-i18n-opened="${esc(t.openedMarkdown)}"`,
  ].join('');
  return (
    // The copy shown only on narrow screens has no ids: each id appears once per page.
    `<div class="lectern-contextual lectern-contextual--${slot}${narrowOnly ? ' lectern-contextual--narrow' : ''}"${narrowOnly ? '' : ` id="${ID.pageContextMenu}"`} data-lectern-contextual${data}>` +
    `${primary}${toggle}<span class="lectern-contextual__status" role="status" aria-live="polite"></span></div>`
  );
}
