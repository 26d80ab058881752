/** `lectern serve`: the self-hosted bundle server (what the Helm chart runs). */
export { startBundleServer, type BundleServerOptions, type RunningBundleServer } from './server.js';
export { loadSite, type ServeLogger } from './site.js';
export {
  prepareBundle,
  readCurrent,
  bundlesDir,
  type ActiveBundle,
  type PrepareOptions,
} from './bundle-store.js';
export { serveStatic, resolveTarget, cacheControlFor, type StaticSite } from './static-handler.js';
export { Redirects, type RedirectRule } from './redirects.js';
export { buildSiteIndex, type SiteIndex, type SiteFile } from './site-index.js';
export { parseTarget } from './request-path.js';
export { contentTypeFor } from './content-types.js';
export { ServeError, type ServeErrorCode } from './errors.js';
