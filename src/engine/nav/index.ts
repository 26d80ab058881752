import type { LoadedConfig } from '../config/index.js';
import { NavBuilder } from './normalise.js';
export { firstPageOf } from './first-page.js';
export { navIconImages } from './icon-images.js';
import { SpecCache } from './openapi.js';
import { linkPrevNext } from './payload.js';
import type { NavResult } from './types.js';

export type * from './types.js';
export { NavPayloads, navForSection, readingOrder } from './payload.js';
export {
  SpecCache,
  listOperations,
  openapiPageMint,
  operationSlug,
  slugify,
  type OperationSummary,
} from './openapi.js';
export { readFrontmatter, titleFromPath, methodOf } from './frontmatter.js';
export {
  generatedSource,
  hashText,
  normalisePagePath,
  languageTag,
  languageName,
  readPageSource,
  entryFromSource,
  type PageSource,
} from './page-source.js';

/**
 * Normalises the configuration's navigation into a NavTree and the ordered list of pages to build.
 * Shape errors throw EngineError (through the config checker); missing pages are error diagnostics.
 */
export function buildNav(
  loaded: LoadedConfig,
  srcDir: string,
  specs: SpecCache = new SpecCache(srcDir),
): NavResult {
  const { config, checker } = loaded;
  const builder = new NavBuilder(srcDir, checker, specs, config.api.openapi[0], config.api.openapi);
  const tree = builder.build(config.navigation);
  checker.throwIfErrors();
  if (builder.pages.size === 0 && builder.diagnostics.every((d) => d.code !== 'PAGE_NOT_FOUND')) {
    checker.error(['navigation'], 'lists no pages');
    checker.throwIfErrors();
  }
  linkPrevNext(tree, builder.pages);
  for (const spec of config.api.openapi) {
    const rel = SpecCache.normalisePath(spec.source);
    if (rel && specs.load(spec.source)) builder.openapiFiles.add(rel);
  }
  return {
    tree,
    pages: [...builder.pages.values()],
    diagnostics: builder.diagnostics,
    openapiFiles: [...builder.openapiFiles],
  };
}
