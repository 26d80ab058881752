/**
 * The `lectern` package's public face: the typed admin API client and its types.
 * The site engine is exported separately as `lectern/engine`.
 */
export * from './client/index.js';
