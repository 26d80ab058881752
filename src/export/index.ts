/**
 * The static export job: domain -> deployment -> source checkout -> site engine -> bundle -> object store.
 * Registered with the worker under the kind `static-export`.
 */
export {
  STATIC_EXPORT_KIND,
  bundleKeyFor,
  bundlePrefixFor,
  createStaticExportHandler,
  describeBuildErrors,
  type StaticExportDeps,
  type StaticExportOptions,
  type StaticExportPayload,
  type StaticExportResult,
} from './handler.js';
export { ProgressThrottle, renderProgress } from './progress.js';
