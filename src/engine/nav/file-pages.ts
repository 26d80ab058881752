/**
 * A navigation entry naming a page file: its frontmatter read, its OpenAPI operation's metadata applied
 * (`openapi:` pages), its entry recorded once in the walk's page map. Part of the walk in normalise.ts.
 */
import { formatKeyPath, type ApiSpecSource, type KeyPath } from '../config/index.js';
import type { NavPage } from '../types.js';
import { methodOf } from './frontmatter.js';
import { navPage, type Scope } from './nav-node.js';
import { openapiPageMint } from './openapi.js';
import type { OperationPagesContext } from './operation-pages.js';
import { entryFromSource, normalisePagePath, readPageSource } from './page-source.js';

export interface FilePageContext extends OperationPagesContext {
  /** `api.openapi`: where an `openapi:` page's operation is looked up after its section's own file. */
  apiSpecs: ApiSpecSource[];
}

export function filePage(ctx: FilePageContext, raw: string, at: KeyPath, scope: Scope): NavPage | null {
  const pagePath = normalisePagePath(raw);
  if (pagePath === null) {
    ctx.c.error(at, `"${raw}" is not a page path inside the docs folder`);
    return null;
  }
  const existing = ctx.pages.get(pagePath);
  if (existing) return navPage(existing, scope.hidden);
  const src = readPageSource(ctx.srcDir, pagePath);
  if (!src) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'PAGE_NOT_FOUND',
      message: ctx.c.message(at, `page "${pagePath}" not found (no ${pagePath}.mdx or ${pagePath}.md)`),
      file: ctx.c.fileFor(at),
    });
    return null;
  }
  const mint = openapiPageMint(
    ctx.srcDir,
    src.frontmatter,
    [...(scope.openapi ? [scope.openapi.source] : []), ...ctx.apiSpecs.map((s) => s.source)],
    () => ctx.specs.discovered(),
    ctx.specs.nameShared(src.file),
  );
  if (mint.specFile) ctx.specs.pageSpecs.add(mint.specFile);
  if (mint.problems) ctx.mintReports.problems(mint.problems.file, mint.problems.label, mint.problems.list);
  const fm = mint.frontmatter;
  const entry = entryFromSource(
    pagePath,
    { ...src, frontmatter: fm },
    {
      sectionIds: scope.sectionIds,
      breadcrumb: scope.crumbs,
      hidden: scope.hidden,
      declaredAt: `${ctx.c.fileFor(at)}: ${formatKeyPath(at)}`,
      ...(scope.lang ? { lang: scope.lang } : {}),
    },
  );
  if (scope.openapi) entry.openapiScope = scope.openapi.source;
  if (mint.mint) entry.mint = mint.mint;
  ctx.pages.set(pagePath, entry);
  const node = navPage(entry, scope.hidden);
  if (typeof fm.icon === 'string') node.icon = fm.icon;
  if (typeof fm.tag === 'string') node.tag = fm.tag;
  const method = methodOf(fm.openapi) ?? methodOf(fm.api);
  if (method) node.method = method;
  return node;
}
