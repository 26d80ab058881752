/** One page: parse, bind imports, highlight languages ready, convert in one walk, serialise. */
import { toHtml } from 'hast-util-to-html';
import type { ElementContent } from 'hast';
import type { PageContext, RenderedPage } from '../types.js';
import type { RendererEnv } from './env.js';
import { parseSource } from './parse.js';
import { parseFrontmatterYaml, stringField, unfencedFrontmatterLine } from './frontmatter.js';
import { readModule } from './esm.js';
import { bindModule, lookupIn, reachableSnippetSources } from './snippets.js';
import { PageState } from './state.js';
import { convertTree } from './handlers.js';
import { enforceOffline } from './offline.js';
import { apiSection, claimPartIds, schemaSection } from './api-page.js';
import { applyCodeTheme } from './code/theme.js';
import { prefetchCodeBlocks } from './code/code-block.js';

export async function renderWithEnv(
  env: RendererEnv,
  source: string,
  ctx: PageContext,
): Promise<RenderedPage> {
  // Null when a code block the cache did not hold sat where the up-front check does not look (Markdown in a
  // component's attribute, an indented block): then the highlighter is started and the page rendered again.
  return (await renderOnce(env, source, ctx, false)) ?? (await renderOnce(env, source, ctx, true))!;
}

async function renderOnce(
  env: RendererEnv,
  source: string,
  ctx: PageContext,
  startHighlighter: boolean,
): Promise<RenderedPage | null> {
  const parsed = parseSource(env.parsers, source, ctx.file);
  const { tree } = parsed;
  const first = tree.children[0];
  const fm =
    first?.type === 'yaml' ? parseFrontmatterYaml(first.value) : { data: {} as Record<string, unknown> };
  const module = readModule(tree);
  // `<Snippet file>` elements are looked for only in pages that can hold one.
  const snippets = reachableSnippetSources(
    module,
    ctx.file,
    env,
    ctx,
    parsed.source.includes('<Snippet') ? tree : undefined,
  );
  const page = new PageState(ctx, env);
  if (startHighlighter) await env.highlighter.load([]);
  // A page whose code blocks are all cached needs no grammar (nor Shiki at all).
  if (!prefetchCodeBlocks(tree, page) || startHighlighter || snippets.length > 0)
    await env.highlighter.prepare([source, ...snippets]);

  page.diagnostics.push(...parsed.diagnostics);
  if (fm.error)
    page.diagnostics.push({
      severity: 'warning',
      code: 'frontmatter',
      message: fm.error,
      file: ctx.file,
      line: fm.line,
    });
  const unfenced = first?.type === 'yaml' ? null : unfencedFrontmatterLine(source);
  if (unfenced)
    page.diagnostics.push({
      severity: 'warning',
      code: 'frontmatter',
      message: `"${unfenced.text.slice(0, 80)}" reads like frontmatter but is not between \`---\` lines, so it shows as text; put the page's frontmatter between two \`---\` lines`,
      file: ctx.file,
      line: unfenced.line,
    });
  const frontmatter = fm.data;

  let children: ElementContent[] = [];
  try {
    page.scopes.push({
      file: ctx.file,
      source: parsed.source,
      lookup: () => ({ found: false }),
      components: new Map(),
      chain: [`/${ctx.file}`],
    });
    const bound = bindModule(module, ctx.file, parsed.source, page);
    page.scopes[0] = {
      ...page.scopes[0],
      lookup: lookupIn(bound.values),
      components: bound.components,
      codeImports: bound.codeImports,
    };
    children = convertTree(tree, page);
    const api = apiSection(frontmatter, ctx, page);
    const schema = schemaSection(frontmatter, ctx);
    // Rendered apart from the page, so their ids may repeat its headings'.
    claimPartIds(api, page);
    claimPartIds(schema, page);
    children = [...api, ...children, ...schema];
    applyCodeTheme(children, env.settings.codeblocks);
    // Remote media become placeholders here, where source positions still exist (see offline.ts).
    children = enforceOffline(children, {
      resolveLink: (href) => ctx.resolveLink(href),
      fileOf: (element) => page.origins.get(element),
      report: (issue) => page.report('warning', issue.code, issue.message, issue.at, issue.file ?? ctx.file),
    });
  } catch (error) {
    // A bug of ours must not take the whole build down silently, nor crash it: report and move on.
    page.diagnostics.push({
      severity: 'error',
      code: 'render-failed',
      message: `page could not be rendered: ${(error as Error).message}`,
      file: ctx.file,
    });
    children = [];
  }

  if (page.highlighterWanted && !startHighlighter) return null;
  const ownTitle = stringField(frontmatter.title);
  // A page without a title that opens with `# Heading` (common in docs moved from other tools): the
  // heading is the title, shown once by the layout, not a second time in the body.
  if (!ownTitle && page.firstHeading !== undefined) children = withoutLeadingH1(children);
  const html = toHtml({ type: 'root', children });
  const title = ownTitle ?? page.firstHeading ?? titleFromPath(ctx.pagePath);
  return {
    html,
    title,
    description: stringField(frontmatter.description),
    frontmatter,
    toc: page.toc,
    needs: page.needs,
    diagnostics: page.diagnostics,
    ...(page.fragmentLinks.length ? { fragmentLinks: page.fragmentLinks } : {}),
    ...(page.islandFiles.size
      ? { islandFiles: [...page.islandFiles].map(([rel, contents]) => ({ rel, contents })) }
      : {}),
  };
}

function withoutLeadingH1(children: ElementContent[]): ElementContent[] {
  const blank = (c: ElementContent | undefined) => c?.type === 'text' && c.value.trim() === '';
  const first = children.findIndex((c) => !blank(c));
  const node = children[first];
  if (node?.type !== 'element' || node.tagName !== 'h1') return children;
  // The line breaks around it go too, so the body does not open with an empty line.
  let next = first + 1;
  while (blank(children[next])) next++;
  return children.slice(next);
}

export function titleFromPath(pagePath: string): string {
  const last = pagePath.split('/').filter(Boolean).pop() ?? 'index';
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Untitled';
}
