/**
 * `llms.txt` (llmstxt.org): the site's pages listed for language models, as Mintlify publishes at
 * `/llms.txt`, so the links real docs carry to it land. The sitemap's pages of the default language and
 * version (ai/llmstxt.mdx: other versions would repeat each page, under the same headings), in navigation
 * order, under the first entry of their breadcrumb, each a Markdown link with the first paragraph of its
 * description, at most 300 characters; then, under `Optional`, the absolute URLs the navigation links to (`url:`
 * pages, external tabs, anchors and links), as Mintlify lists them.
 */
import type { SiteConfig } from '../config/index.js';
import type { PageEntry } from '../nav/index.js';
import type { NavLink, NavNode, NavSection, NavTree } from '../types.js';
import { outputFileOf } from './page-context.js';
import { agentInstructions } from './page-markdown.js';
import { canonicalPath } from './site-files.js';

export interface LlmsTxtOptions {
  /** Pages are also written as Markdown (`<page>.md`): entries link those, as Mintlify's llms.txt does. */
  markdownFiles?: boolean;
}

/** Mintlify's cap on a generated llms.txt: descriptions are shortened first, then entries dropped, said in a note. */
export const MAX_LLMS_TXT = 100_000;

interface Entry {
  heading: string;
  line: (descriptionMax: number) => string;
}

export function llmsTxt(
  base: string | null,
  config: SiteConfig,
  pages: PageEntry[],
  tree?: Pick<NavTree, 'sections'> & Partial<NavTree>,
  options: LlmsTxtOptions = {},
): string {
  const others = tree ? otherVersionsAndLanguages(tree.sections) : new Set<string>();
  const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
  const head = [`# ${oneLine(config.name)}`, ''];
  if (config.description) head.push(`> ${oneLine(config.description)}`, '');
  const instructions = agentInstructions(config.markdown?.instructions);
  if (instructions) head.push(instructions, '');
  const entries: Entry[] = [];
  for (const page of listed(pages, others)) {
    const heading = oneLine(page.breadcrumb[0] ?? '') || 'Pages';
    const url = options.markdownFiles ? siteUrl(base, `${page.path}.md`) : pageUrl(base, page.path);
    const title = oneLine(page.title).replace(/[[\]]/g, '\\$&');
    entries.push({
      heading,
      line: (max) => {
        const about = page.description ? summary(page.description, max) : '';
        return `- [${title}](${url})${about ? `: ${about}` : ''}`;
      },
    });
  }
  const tail: string[] = [];
  const external = tree ? externalLinks(tree, others) : new Map<string, string>();
  if (external.size) {
    const links = [...external].map(
      ([href, title]) => `- [${oneLine(title).replace(/[[\]]/g, '\\$&')}](${href})`,
    );
    tail.push('## Optional', '', ...links, '');
  }
  const render = (kept: Entry[], max: number, note: string) => {
    const sections = new Map<string, string[]>();
    for (const e of kept) sections.set(e.heading, [...(sections.get(e.heading) ?? []), e.line(max)]);
    const lines = [...head];
    for (const [heading, list] of sections) lines.push(`## ${heading}`, '', ...list, '');
    lines.push(...tail);
    if (note) lines.push(note, '');
    return `${lines.join('\n').trimEnd()}\n`;
  };
  // Over the cap: shorter descriptions, then none, then entries dropped from the end, with a note saying so.
  for (const max of [MAX_DESCRIPTION, 100, 0]) {
    const text = render(entries, max, '');
    if (text.length <= MAX_LLMS_TXT) return text;
  }
  let kept = entries.length;
  let text = '';
  do {
    kept = Math.max(0, kept - Math.max(1, Math.ceil(entries.length * 0.05)));
    const left = entries.length - kept;
    text = render(
      entries.slice(0, kept),
      0,
      `> ${left} more pages are left out to keep this file under ${MAX_LLMS_TXT.toLocaleString('en-US')} characters.`,
    );
  } while (text.length > MAX_LLMS_TXT && kept > 0);
  return text;
}

/** The pages both files list: those of the default language and version. */
function listed(pages: PageEntry[], others: Set<string>): PageEntry[] {
  return pages.filter((page) => !page.sectionIds.some((id) => others.has(id)));
}

/** A file of the site: under its URL when known, else relative to the root. */
function siteUrl(base: string | null, rel: string): string {
  return base ? `${base}/${encodeURI(rel)}` : encodeURI(rel);
}

/** A page: its extensionless canonical URL when the site's is known, else its file. */
function pageUrl(base: string | null, pagePath: string): string {
  return siteUrl(base, base ? canonicalPath(pagePath) : outputFileOf(pagePath));
}

const MAX_DESCRIPTION = 300;

/** A description's first paragraph on one line, cut at a word before `max` characters (an ellipsis says so). */
function summary(description: string, max = MAX_DESCRIPTION): string {
  if (max <= 0) return '';
  const first = (description.trim().split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The ids of every version and language section other than the one readers land on at its level (its
 * `default: true`, else the first shown), nested ones included.
 */
function otherVersionsAndLanguages(sections: NavSection[], out = new Set<string>()): Set<string> {
  for (const kind of ['version', 'language'] as const) {
    const siblings = sections.filter((s) => s.kind === kind);
    const chosen = siblings.find((s) => s.isDefault) ?? siblings.find((s) => !s.hidden) ?? siblings[0];
    for (const s of siblings) if (s !== chosen) out.add(s.id);
  }
  for (const s of sections) if (!out.has(s.id)) otherVersionsAndLanguages(s.sections, out);
  return out;
}

const ABSOLUTE = /^https?:\/\//i;

/** The navigation's absolute URLs outside other versions and languages, first title per URL, in order. */
function externalLinks(tree: Partial<NavTree>, others: Set<string>): Map<string, string> {
  const out = new Map<string, string>();
  const add = (title: string, href: string | undefined) => {
    if (href && ABSOLUTE.test(href) && !out.has(href)) out.set(href, title);
  };
  const links = (list: NavLink[] | undefined) => list?.forEach((l) => add(l.title, l.href));
  const nodes = (list: NavNode[]) => {
    for (const n of list) {
      if (n.kind === 'link') add(n.title, n.href);
      else if (n.kind === 'group' && !n.hidden) nodes(n.children);
    }
  };
  const sections = (list: NavSection[]) => {
    for (const s of list) {
      if (others.has(s.id) || s.hidden) continue;
      add(s.title, s.href);
      links(s.globalLinks);
      nodes(s.children);
      sections(s.sections);
    }
  };
  links(tree.globalLinks);
  nodes(tree.root ?? []);
  sections(tree.sections ?? []);
  return out;
}

/**
 * `llms-full.txt` (ai/llmstxt.mdx): the same pages as llms.txt, each as its title, its source URL and its
 * whole Markdown, one after another. It is made from the pages' Markdown files, so it exists only in builds
 * that write them (the page menu needs them); converting every page to Markdown for it alone would cost about
 * half a render per page (BENCHMARKS.md).
 */
export function llmsFullTxt(
  base: string | null,
  pages: PageEntry[],
  tree: Pick<NavTree, 'sections'> | undefined,
  readMarkdown: (pagePath: string) => string | null,
): string {
  const others = tree ? otherVersionsAndLanguages(tree.sections) : new Set<string>();
  const parts: string[] = [];
  for (const page of listed(pages, others)) {
    const markdown = readMarkdown(page.path);
    if (markdown === null) continue;
    const url = pageUrl(base, page.path);
    // The page's Markdown opens with `# Title`: the source line goes right under it.
    const [first = '', ...rest] = markdown.trimEnd().split('\n');
    parts.push([first, `Source: ${url}`, ...rest].join('\n'));
  }
  return parts.length ? `${parts.join('\n\n---\n\n')}\n` : '';
}
