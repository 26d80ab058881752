/**
 * Islands: components from JavaScript snippets that need running (state, effects, handlers) compiled to
 * ES modules for the reader's browser, with a small runtime (Preact with its React layer), instead of
 * being shown as their children. Nothing here is run on the server.
 */
export { IslandCompiler, IslandError, type IslandFile, type ReadSource } from './compile.js';
export {
  buildEntry,
  isIntrinsic,
  isPlainData,
  type CodeImport,
  type IslandEntry,
  type IslandUse,
  type JsxAttribute,
} from './entry.js';
export { planIslandRuntime, type IslandRuntime } from './runtime-files.js';
export { ISLAND_DIR } from './names.js';
