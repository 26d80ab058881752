/**
 * The site engine: a Mintlify-format docs folder in, a static site folder out. A pure library (no jobs, no
 * HTTP); MDX is parsed, never executed.
 */
export { buildSite } from './build/index.js';
export type { BuildOptions, BuildResult } from './build/index.js';
export { EngineError, type EngineErrorCode } from './errors.js';
export type { Diagnostic, DeploymentType } from './types.js';
export { loadSiteConfig, type SiteConfig } from './config/index.js';
export { discoveryHeaders } from './discovery/index.js';
