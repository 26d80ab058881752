/**
 * A navigation entry naming a page file: its frontmatter read, its OpenAPI operation's metadata applied
 * (`openapi:` pages), its entry recorded once in the walk's page map. Part of the walk in normalise.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatKeyPath, type ApiSpecSource, type KeyPath } from '../config/index.js';
import { schemaPageSpec } from '../openapi/index.js';
import type { NavPage } from '../types.js';
import { methodOf } from './frontmatter.js';
import { listingNode, navPage, type Scope } from './nav-node.js';
import { openapiPageMint } from './openapi.js';
import type { OperationPagesContext } from './operation-pages.js';
import { entryFromSource, normalisePagePath, readPageSource, type PageSource } from './page-source.js';
import type { PageEntry } from './types.js';

export interface FilePageContext extends OperationPagesContext {
  /** `api.openapi`: where an `openapi:` page's operation is looked up after its section's own file. */
  apiSpecs: ApiSpecSource[];
  /** Each file page's source and sidebar node as first read, reused wherever the page is listed again. */
  fileNodes: Map<string, { src: PageSource; node: NavPage; hidden: boolean }>;
}

export function filePage(ctx: FilePageContext, raw: string, at: KeyPath, scope: Scope): NavPage | null {
  const written = normalisePagePath(raw);
  if (written === null) {
    ctx.c.error(at, `"${raw}" is not a page path inside the docs folder`);
    return null;
  }
  const pagePath = folderIndex(ctx, written);
  const known = ctx.fileNodes.get(pagePath);
  const generated = known ? undefined : ctx.pages.get(pagePath);
  if (generated) return navPage(generated, scope.hidden);
  const src = known?.src ?? readPageSource(ctx.srcDir, pagePath, ctx.variables);
  if (!src) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'PAGE_NOT_FOUND',
      message: ctx.c.message(at, `page "${pagePath}" not found (${triedFiles(pagePath)})`),
      file: ctx.c.fileFor(at),
    });
    return null;
  }
  // Every listing is kept: which one shows the page is settled once the walk is done (shared-pages.ts).
  const listings = ctx.listings.get(pagePath) ?? [];
  listings.push({ scope, entry: () => fileEntry(ctx, pagePath, src, at, scope).entry });
  ctx.listings.set(pagePath, listings);
  if (known) return listingNode(known.node, known.hidden, scope.hidden);
  const { entry, frontmatter: fm } = fileEntry(ctx, pagePath, src, at, scope);
  ctx.pages.set(pagePath, entry);
  const node = navPage(entry, scope.hidden);
  if (typeof fm.icon === 'string') node.icon = fm.icon;
  if (typeof fm.tag === 'string') node.tag = fm.tag;
  const method = methodOf(fm.openapi) ?? methodOf(fm.api);
  // `hideApiMarker` (organize/pages.mdx): the page is listed without its method badge.
  if (method && fm.hideApiMarker !== true) node.method = method;
  ctx.fileNodes.set(pagePath, { src, node, hidden: fm.hidden === true });
  return node;
}

/**
 * A folder named in the navigation (`"integrations"`) is its `index` page when there is no
 * `integrations.mdx` (Mintlify serves `integrations/index.mdx` at `/integrations`; Continue's docs list such
 * folders). The page keeps its `index` path, so its file and links are those of `integrations/index`.
 */
function folderIndex(ctx: FilePageContext, pagePath: string): string {
  if (ctx.fileNodes.has(pagePath) || ctx.pages.has(pagePath) || pagePath.endsWith('/index')) return pagePath;
  const index = `${pagePath}/index`;
  if (ctx.fileNodes.has(index)) return index;
  const own = ['.mdx', '.md'].some((ext) => fs.existsSync(path.join(ctx.srcDir, `${pagePath}${ext}`)));
  if (own) return pagePath;
  return ['.mdx', '.md'].some((ext) => fs.existsSync(path.join(ctx.srcDir, `${index}${ext}`)))
    ? index
    : pagePath;
}

function triedFiles(pagePath: string): string {
  return /(?:^|\/)index$/.test(pagePath)
    ? `no ${pagePath}.mdx or ${pagePath}.md`
    : `no ${pagePath}.mdx, ${pagePath}.md or ${pagePath}/index.mdx`;
}

/** The page's entry as listed at `at`: its section, breadcrumb and OpenAPI file are that listing's. */
function fileEntry(
  ctx: FilePageContext,
  pagePath: string,
  src: PageSource,
  at: KeyPath,
  scope: Scope,
): { entry: PageEntry; frontmatter: Record<string, unknown> } {
  const specs = [...(scope.openapi ? [scope.openapi.source] : []), ...ctx.apiSpecs.map((s) => s.source)];
  const mint = openapiPageMint(
    ctx.srcDir,
    src.frontmatter,
    specs,
    () => ctx.specs.discovered(),
    ctx.specs.nameShared(src.file),
    src.file,
  );
  if (mint.specFile) ctx.specs.pageSpecs.add(mint.specFile);
  const schemaSpec = schemaPageSpec(
    ctx.srcDir,
    src.frontmatter,
    specs,
    () => ctx.specs.discovered(),
    src.file,
  );
  if (schemaSpec) ctx.specs.pageSpecs.add(schemaSpec);
  if (mint.problems) ctx.mintReports.problems(mint.problems.file, mint.problems.label, mint.problems.list);
  const fm = mint.frontmatter;
  const entry = entryFromSource(
    pagePath,
    { ...src, frontmatter: fm },
    {
      sectionIds: scope.sectionIds,
      breadcrumb: scope.crumbs,
      hidden: scope.hidden,
      ...(scope.searchable ? { searchable: true } : {}),
      ...(scope.boost !== undefined ? { boost: scope.boost } : {}),
      declaredAt: `${ctx.c.fileFor(at)}: ${formatKeyPath(at)}`,
      ...(scope.lang ? { lang: scope.lang } : {}),
    },
  );
  if (scope.openapi) entry.openapiScope = scope.openapi.source;
  if (mint.mint) entry.mint = mint.mint;
  return { entry, frontmatter: fm };
}
