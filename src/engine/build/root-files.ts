/**
 * The files at the site's root that no page renders: the landing redirect (when no page is `index`), the
 * 404 page (in the landing page's section), sitemap.xml, robots.txt, llms.txt (and llms-full.txt when pages
 * are written as Markdown), each also at `.well-known/` as Mintlify hosts them, the skill files and agent card
 * (agent-files.ts), `_redirects` and redirects.json, and `_headers` advertising the agent files (discovery/).
 * Written after the pages, since off-navigation pages found while rendering are listed too.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/index.js';
import { firstPageOf, navForSection, type NavResult, type PageEntry } from '../nav/index.js';
import type { Diagnostic } from '../types.js';
import { discoveryHeaders, headersFile } from '../discovery/index.js';
import { faviconLinks, menuNeedsMarkdown } from '../layout/index.js';
import type { AgentFiles } from './agent-files.js';
import { llmsFullTxt, llmsTxt } from './llms-txt.js';
import { notFoundHtml, sitePath } from './not-found.js';
import { outputFileOf, pageContext, siteLookups } from './page-context.js';
import {
  isIndexable,
  netlifyRedirects,
  redirectsJson,
  shadowedRedirects,
  robotsTxt,
  rootRedirectHtml,
  sitemapXml,
} from './site-files.js';
import type { SiteWriter } from './site-writer.js';
import { ROOT_SKILL } from './skills.js';
import type { BuildEnv } from './types.js';

export interface RootFilesInput {
  env: BuildEnv;
  config: SiteConfig;
  nav: NavResult;
  /** Every page built, off-navigation ones included. */
  pages: PageEntry[];
  /** The site's absolute URL, when known. */
  base: string | null;
  /** The skill files and agent card (agent-files.ts). */
  agents: AgentFiles;
  diagnostics: Diagnostic[];
}

export async function writeRootFiles(site: SiteWriter, input: RootFilesInput): Promise<void> {
  const { env, config, nav, pages, base, agents, diagnostics } = input;
  const landing = firstPageOf({ children: nav.tree.root, sections: nav.tree.sections });
  const first = nav.pages.find((p) => p.path === landing) ?? nav.pages.find((p) => !p.hidden) ?? nav.pages[0];
  const hasIndex = nav.pages.some((p) => p.path === 'index');
  if (!hasIndex && first) {
    const icons = faviconLinks({ rootPrefix: '', site: env.site }).join('');
    site.write('index.html', rootRedirectHtml(config.name, outputFileOf(first.path), icons));
  }
  const home = hasIndex ? 'index.html' : first ? outputFileOf(first.path) : 'index.html';
  // The 404 page's links are read as a page at the site's root reads its own (its `<base href>` is the root).
  const { ctx } = pageContext(env, siteLookups(env), { path: '404', file: null });
  site.write(
    '404.html',
    await notFoundHtml(env, config, navForSection(nav.tree, first?.sectionIds ?? []), home, ctx.resolveLink),
  );
  const indexable = pages.filter((p) => isIndexable(p, config));
  site.write('sitemap.xml', sitemapXml(base, indexable));
  site.write('robots.txt', robotsTxt(base, config));
  // Entries link the pages' Markdown when the build writes it (the page menu needs it), as Mintlify's do.
  const markdownFiles = menuNeedsMarkdown(env.contextual);
  // Mintlify also hosts both at `/.well-known/` (ai/llmstxt.mdx): the same bytes.
  const served = new Set<string>();
  const writeLlms = (name: string, text: string) => {
    site.write(name, text);
    site.write(`.well-known/${name}`, text);
    served.add(name);
  };
  writeLlms('llms.txt', llmsTxt(base, config, indexable, nav.tree, { markdownFiles }));
  if (markdownFiles) {
    const read = (pagePath: string) => {
      try {
        return fs.readFileSync(path.join(env.outDir, `${pagePath}.md`), 'utf8');
      } catch {
        return null; // A page whose Markdown failed (MARKDOWN_FAILED) is left out.
      }
    };
    const full = llmsFullTxt(base, indexable, nav.tree, read);
    if (full) writeLlms('llms-full.txt', full);
  }
  const skillFile = agents.files.some((f) => f.rel === ROOT_SKILL);
  if ((skillFile || agents.redirects.length) && markdownFiles && pages.some((p) => p.path === 'skill'))
    diagnostics.push({
      severity: 'warning',
      code: 'SKILL_SHADOWS_PAGE',
      message: `the page "skill" writes its Markdown to /${ROOT_SKILL}, the address of the site's skills (ai/skillmd.mdx): ${skillFile ? 'the skill file replaces it' : 'it hides the redirect to the skills index'}; rename the page`,
    });
  for (const f of agents.files) {
    site.write(f.rel, f.contents);
    served.add(f.rel);
  }
  shadowedRedirects(config, pages, diagnostics);
  // The site's own redirects, then its skill redirect: the first match wins, so an author's rule for it stays.
  const redirected = { ...config, redirects: [...config.redirects, ...agents.redirects] };
  site.write('_redirects', netlifyRedirects(redirected, diagnostics));
  site.write('redirects.json', redirectsJson(redirected));
  const headers = headersFile(discoveryHeaders((file) => served.has(file), sitePath(base)));
  if (headers) site.write('_headers', headers);
  if (!base)
    diagnostics.push({
      severity: 'warning',
      code: 'NO_SITE_URL',
      message:
        'no siteUrl or seo.metatags.canonical: sitemap.xml holds paths without a host, and no .well-known/agent-card.json is written (its URLs must be absolute)',
    });
}
