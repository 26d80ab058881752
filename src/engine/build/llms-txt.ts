/**
 * `llms.txt` (llmstxt.org): the site's pages listed for language models, as Mintlify publishes at
 * `/llms.txt`, so the links real docs carry to it land. The sitemap's pages, in navigation order, under
 * the first entry of their breadcrumb, each a Markdown link with its description.
 */
import type { SiteConfig } from '../config/index.js';
import type { PageEntry } from '../nav/index.js';
import { outputFileOf } from './page-context.js';
import { agentInstructions } from './page-markdown.js';
import { canonicalPath } from './site-files.js';

export function llmsTxt(base: string | null, config: SiteConfig, pages: PageEntry[]): string {
  const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
  const lines = [`# ${oneLine(config.name)}`, ''];
  if (config.description) lines.push(`> ${oneLine(config.description)}`, '');
  const instructions = agentInstructions(config.markdown?.instructions);
  if (instructions) lines.push(instructions, '');
  const sections = new Map<string, string[]>();
  for (const page of pages) {
    const heading = oneLine(page.breadcrumb[0] ?? '') || 'Pages';
    const url = base ? `${base}/${encodeURI(canonicalPath(page.path))}` : encodeURI(outputFileOf(page.path));
    const title = oneLine(page.title).replace(/[[\]]/g, '\\$&');
    const description = page.description ? `: ${oneLine(page.description)}` : '';
    sections.set(heading, [...(sections.get(heading) ?? []), `- [${title}](${url})${description}`]);
  }
  for (const [heading, entries] of sections) lines.push(`## ${heading}`, '', ...entries, '');
  return `${lines.join('\n').trimEnd()}\n`;
}
