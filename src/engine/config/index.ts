import fs from 'node:fs';
import path from 'node:path';
import { EngineError } from '../errors.js';
import { convertMintJson } from './mint-json.js';
import { normaliseConfig } from './normalise.js';
import { resolveJsonRefs } from './refs.js';
import type { SiteConfig } from './types.js';
import { checkMintJsonKeys, checkUnknownKeys } from './unknown-keys.js';
import { ConfigChecker, isObject } from './validate.js';

export type * from './types.js';
export { ConfigChecker, formatKeyPath, isObject, describe, type KeyPath } from './validate.js';
export { confinedRealPath, realPathWithin } from './refs.js';
export { DEFAULT_CODE_THEMES } from './styling.js';
export { specSources } from './api-settings.js';
export { banner as readBanner } from './normalise.js';
export { footer as readFooter, navbar as readNavbar } from './navbar-footer.js';
export { convertMintJson } from './mint-json.js';
export { MINT_OPENAPI_PAGES } from './mint-json-nav.js';
export { substituteVariables, type Variables } from './variables.js';
export { readContextual, CONTEXTUAL_BUILTINS } from './contextual.js';

/** A page file (`.mdx` or `.md`) at this path inside the source folder; never looks outside it. */
function pageFileExists(srcDir: string, page: string): boolean {
  if (page.split('/').some((part) => part === '..' || part === '')) return false;
  return ['.mdx', '.md'].some((ext) => fs.existsSync(path.join(srcDir, `${page}${ext}`)));
}

export interface LoadedConfig {
  config: SiteConfig;
  /** Still open for the navigation's own checks (same file and key path reporting). */
  checker: ConfigChecker;
}

/**
 * Loads `docs.json` (with `$ref` includes) or, failing that, legacy `mint.json` from the source folder.
 * Throws EngineError when the configuration is unusable; warnings stay on `checker.warnings`.
 */
export function loadSiteConfig(srcDir: string): LoadedConfig {
  if (!fs.existsSync(srcDir) || !fs.statSync(srcDir).isDirectory()) {
    throw new EngineError('CONFIG_NOT_FOUND', `source folder ${srcDir} does not exist`);
  }
  const hasDocs = fs.existsSync(path.join(srcDir, 'docs.json'));
  const hasMint = fs.existsSync(path.join(srcDir, 'mint.json'));
  if (!hasDocs && !hasMint)
    throw new EngineError('CONFIG_NOT_FOUND', 'no docs.json (or legacy mint.json) in the source folder');
  const sourceFile = hasDocs ? 'docs.json' : 'mint.json';
  const resolved = resolveJsonRefs(srcDir, sourceFile);
  let raw = resolved.value;
  const conversion: { keyPath: (string | number)[]; text: string }[] = [];
  const sourcePaths = new WeakMap<object, (string | number)[]>();
  if (sourceFile === 'mint.json')
    raw = convertMintJson(raw, {
      pageExists: (page) => pageFileExists(srcDir, page),
      warn: (keyPath, text) => conversion.push({ keyPath, text }),
      sourcePaths,
    });
  const checker = new ConfigChecker(raw, resolved.origins, sourceFile, resolved.keyOrigins, sourcePaths);
  // Already mint.json's own key paths.
  for (const w of conversion) checker.warn(w.keyPath, 'CONFIG_IGNORED', w.text);
  const config = normaliseConfig(raw, checker, sourceFile, resolved.files);
  // After normalising, which rewrites navigation shapes Lectern reads under other names (productGroups).
  // mint.json is converted to docs.json's shape first: its own keys are checked, not the conversion's.
  if (sourceFile === 'mint.json') checkMintJsonKeys(checker, resolved.value);
  else if (isObject(raw)) checkUnknownKeys(checker, raw);
  checker.throwIfErrors();
  return { config, checker };
}
