export { buildSite } from './build-site.js';
export type { BuildOptions, BuildResult } from './options.js';
