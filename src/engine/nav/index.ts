import type { LoadedConfig } from '../config/index.js';
import { navIconDiagnostics } from '../icons/nav-icons.js';
import { NavBuilder } from './normalise.js';
export { firstPageOf } from './first-page.js';
export { searchBoost } from './normalise.js';
export { navIconImages } from './icon-images.js';
import { isRemoteSpec, remoteSpecFailed } from '../openapi/index.js';
import { SpecCache } from './openapi.js';
import { linkPrevNext } from './payload.js';
import type { Diagnostic } from '../types.js';
import type { NavResult } from './types.js';

export type * from './types.js';
export { NavPayloads, navForSection, readingOrder } from './payload.js';
export { SpecCache, listOperations, openapiPageMint, slugify, type OperationSummary } from './openapi.js';
export { operationPagePath, operationSlug } from './operation-path.js';
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
  const builder = new NavBuilder(
    srcDir,
    checker,
    specs,
    config.api.openapi[0],
    config.api.openapi,
    config.variables,
  );
  const tree = builder.build(config.navigation);
  checker.throwIfErrors();
  if (builder.pages.size === 0 && builder.diagnostics.every((d) => d.code !== 'PAGE_NOT_FOUND')) {
    checker.error(['navigation'], 'lists no pages');
    checker.throwIfErrors();
  }
  linkPrevNext(tree, builder.pages);
  // mint.json names the same setting `openapi`.
  const key = config.sourceFile.endsWith('mint.json') ? 'openapi' : 'api.openapi';
  for (const spec of config.api.openapi) {
    const rel = SpecCache.normalisePath(spec.source);
    if (rel && specs.load(spec.source)) builder.openapiFiles.add(rel);
    // A URL the build failed to fetch was reported with the fetch (build/remote-specs.ts).
    else if (!remoteSpecFailed(srcDir, spec.source))
      builder.diagnostics.push(
        unloadedSpec(key, spec.source, isRemoteSpec(spec.source), checker.fileFor(['api', 'openapi'])),
      );
  }
  // After every configured file: those keep priority over the folder's other specs.
  for (const rel of specs.discovery?.files ?? []) builder.openapiFiles.add(rel);
  for (const rel of specs.pageSpecs) builder.openapiFiles.add(rel);
  const limited = discoveryLimited(specs, config.sourceFile);
  if (limited) builder.diagnostics.push(limited);
  for (const [name, { files, used, page }] of specs.ambiguous)
    builder.diagnostics.push({
      severity: 'warning',
      code: 'OPENAPI_SPEC_AMBIGUOUS',
      message: `openapi: "${name}" names ${files.length} OpenAPI files (${files.join(', ')}): ${used ? `${used} is used, the first holding the operation` : 'none holds the operation'}; write the file's path to choose`,
      file: page,
    });
  // The layout draws these icons on every page without reporting: a missing or stand-in one is told once here.
  builder.diagnostics.push(
    ...navIconDiagnostics({ config, checker, tree, pageFile: (p) => builder.pages.get(p)?.file }),
  );
  return {
    tree,
    pages: [...builder.pages.values()],
    diagnostics: builder.diagnostics,
    openapiFiles: [...builder.openapiFiles],
  };
}

/**
 * An `api.openapi` file that was not loaded, reported once per build rather than on each page that looks an
 * operation up in it. A URL is not loaded when fetching is off (`lectern build --offline`, air-gapped).
 */
function unloadedSpec(key: string, source: string, remote: boolean, file: string): Diagnostic {
  const message = remote
    ? `${key} "${source}" is a URL and was not loaded (fetching remote specs is off for this build), so pages looking their operation up in it have no API section: put a copy of the spec in the docs folder and name that file in ${key}, or just keep it anywhere in the docs folder (specs there are searched too)`
    : `${key} "${source}" is missing, outside the docs folder or not a valid OpenAPI document`;
  return {
    severity: 'warning',
    code: remote ? 'OPENAPI_SPEC_REMOTE' : 'OPENAPI_SPEC_NOT_FOUND',
    message,
    file,
  };
}

/** When the search for unnamed specs did not see everything: a page may miss an operation because of it. */
function discoveryLimited(specs: SpecCache, configFile: string): Diagnostic | null {
  const { tooLarge = [], truncated = false } = specs.discovery ?? {};
  if (tooLarge.length === 0 && !truncated) return null;
  const { maxBytes, maxFiles } = specs.discoveryLimits;
  const why = truncated
    ? `stopped early (more than ${maxFiles} JSON and YAML files)`
    : `skipped ${tooLarge.join(', ')} (over ${maxBytes >= 2 ** 20 ? `${maxBytes / 2 ** 20} MB` : `${maxBytes} bytes`})`;
  return {
    severity: 'warning',
    code: 'OPENAPI_DISCOVERY_LIMIT',
    message: `the search for OpenAPI files that ${configFile} does not name ${why}: name the file in the page's openapi: frontmatter`,
  };
}
