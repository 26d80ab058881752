/**
 * OpenAPI reference pages: load documents from the source folder, list operations for navigation, render
 * one operation as hast. `createApiRenderer` is the piece the build plugs into PageContext.renderApiOperation.
 */
import type { Element, Root } from 'hast';
import { findOperation } from './find.js';
import { isAsyncApi, OpenApiError, type OpenApiDoc } from './load.js';
import { specFileKey } from './remote-specs.js';
import { renderOperation } from './render.js';
import { renderChannel } from './channel.js';
import { resolveSpecLinks, type SpecLinkOptions } from './links.js';
import { getOperation } from './operations.js';
import { unresolvedRefProblem } from './ref-problems.js';
import { watchUnresolved } from './refs.js';
import { showsPlayground, type ApiSettings, type PlaygroundMode } from './settings.js';

export {
  discoverSpecs,
  DISCOVERY_LIMITS,
  isSpec,
  type DiscoveredSpecs,
  type DiscoveryLimits,
} from './discover.js';
export { findOperation, namesSpec, type FindOptions, type FoundOperation } from './find.js';
export { specExcerpt } from './spec-excerpt.js';
export {
  isRemoteSpec,
  remoteSpecFailed,
  remoteSpecText,
  remoteSpecUrl,
  shownSpecUrl,
  useRemoteSpecs,
  type RemoteSpec,
  type RemoteSpecs,
} from './remote-specs.js';
export {
  loadOpenApi,
  parseOpenApi,
  parseOperationRef,
  isAsyncApi,
  OpenApiError,
  type OpenApiDoc,
  type OperationRef,
} from './load.js';
export {
  listOperations,
  getOperation,
  authSchemes,
  type OperationSummary,
  type Operation,
} from './operations.js';
export { renderOperation, type RenderOperationOptions } from './render.js';
export { channelProtocol, renderChannel } from './channel.js';
export { leadParagraph } from './markdown.js';
export type { SpecLinkOptions } from './links.js';
export { exampleFor, requestShape } from './examples.js';
export { curlSample, pythonSample, javascriptSample } from './samples-core.js';
export { playgroundMode, showsPlayground, type ApiSettings, type PlaygroundMode } from './settings.js';
export { parseApiValue, renderManualEndpoint, type ManualEndpoint } from './endpoint.js';
export type { ManualParam } from './manual-operation.js';
export { sampleLanguages, isSampleLanguage, type SampleLanguage } from './samples.js';
export { readXMint, fieldPills, configPills, type XMint, type Pills } from './x-mint.js';
export {
  createSchemaRenderer,
  findSchema,
  renderSchema,
  schemaPageSpec,
  type FoundSchema,
} from './schema-page.js';
export {
  mintContentSource,
  withMintContent,
  withMintMetadata,
  withMintPlayground,
  type MintPageSource,
} from './x-mint-page.js';

export interface ApiRendererOptions extends SpecLinkOptions {
  srcDir: string;
  /**
   * Documents used when a reference names none (`"POST /users"`): `api.openapi` sources, then navigation-level
   * `openapi` sources, in that order; the first holding the operation wins.
   */
  defaultSpecs?: string[];
  /** Same as defaultSpecs (the build's name for them). */
  files?: string[];
  /** Whether the deployment allows the request form (overrides `features.apiPlayground`). */
  playground?: boolean;
  /** The deployment's features; `apiPlayground` allows the form when `playground` is not given. */
  features?: { apiPlayground: boolean };
  /** Highlighter for the request and response samples (see RenderOperationOptions.highlight). */
  highlight?: (code: string, lang: string) => Element | null;
  /**
   * docs.json `api` settings (sample languages, required-only samples, expanded fields). `playground` is the
   * display mode used when the caller passes none (the markdown renderer passes the page's own).
   */
  settings?: ApiSettings;
  /**
   * Documents a reference without a file (or naming a spec by its name, `v1`) is looked up in when
   * `defaultSpecs` do not hold its operation: those of the docs folder no configuration names
   * (discover.ts). Called only then.
   */
  discovered?: () => string[];
  /** The page's file inside the docs folder: a spec written from its folder (`./spec.json`) is found there. */
  page?: string;
  /** The spec an operation was rendered from (a path inside the docs folder), for the build's cache. */
  onSpec?: (file: string) => void;
}

/** The page title for an operation when the page gives none: its summary, else `METHOD /path`. */
export function operationTitle(doc: OpenApiDoc, method: string, path: string): string {
  const operation = getOperation(doc, method, path);
  const summary = operation?.op.summary;
  return typeof summary === 'string' && summary.trim() ? summary.trim() : `${method.toUpperCase()} ${path}`;
}

/**
 * Renders `openapi:` references in a display mode (`playground:` frontmatter or `api.playground.display`):
 * the form where the mode is `interactive` and the deployment allows it, the copyable endpoint in `simple`.
 */
export function createApiRenderer(
  opts: ApiRendererOptions,
): (spec: string, mode?: PlaygroundMode, pageDescription?: string) => Root | null {
  const allowed = opts.playground ?? opts.features?.apiPlayground ?? false;
  return (spec, mode = opts.settings?.playground ?? 'interactive', pageDescription) => {
    const found = findOperation(spec, opts);
    if (!found) return null;
    const file = found.file.replace(/^\/+/, '');
    opts.onSpec?.(specFileKey(found.file));
    const described = pageDescription !== undefined ? { pageDescription } : {};
    const render = isAsyncApi(found.doc)
      ? () =>
          renderChannel(found.doc, found.path, {
            highlight: opts.highlight,
            playground: showsPlayground(mode, allowed),
            ...described,
          })
      : () =>
          renderOperation(found.doc, found.method, found.path, {
            playground: showsPlayground(mode, allowed),
            endpoint: mode === 'simple',
            highlight: opts.highlight,
            settings: opts.settings,
            ...described,
          });
    let rendered: ReturnType<typeof watchUnresolved<Root>>;
    try {
      rendered = watchUnresolved(found.doc, render);
    } catch (error) {
      // A channel the AsyncAPI document does not have (an operation's absence is found before rendering).
      if (!(error instanceof OpenApiError)) throw error;
      opts.onProblem?.({ code: `OPENAPI_${error.code}`, message: `${found.file}: ${error.message}` });
      return null;
    }
    const { result: root, unresolved } = rendered;
    for (const [ref, why] of unresolved)
      opts.onProblem?.(unresolvedRefProblem(found.doc, specFileKey(found.file), ref, why));
    resolveSpecLinks(root, opts, file, `${file}, ${found.method.toUpperCase()} ${found.path}`);
    return root;
  };
}
