/**
 * Where a snippet's export is defined: `export { Card } from './card.jsx'` and `export * from './more.jsx'`
 * (an index file gathering a folder's components) make another file's export this one's. `snippets.ts`
 * binds an import to the file and name found here, so a re-exported component renders (and a value is
 * read) as if imported from its own file.
 */
import type { ModuleInfo } from './esm.js';
import type { LoadedSnippet } from './snippet-files.js';

/** Reads the snippet an import source names from a snippet's file, or null (a package, a missing file). */
export type SnippetLoader = (source: string, fromFile: string) => LoadedSnippet | null;

export interface DefiningExport {
  snippet: LoadedSnippet;
  name: string;
}

/** Files followed at most: a chain longer than this (or a cycle) stops where it is. */
const MAX_DEPTH = 8;

/**
 * The file and name defining `name` as `snippet` exports it: the snippet itself when it declares the name
 * (or nothing says where else it comes from), else the file its re-export names, followed through further
 * re-exports. `export *` never re-exports `default`, and a file's own declaration wins over a star's.
 */
export function definingExport(
  snippet: LoadedSnippet,
  name: string,
  load: SnippetLoader,
  depth = 0,
): DefiningExport {
  const here = { snippet, name };
  if (depth >= MAX_DEPTH) return here;
  const { module } = snippet;
  const named = module.reexports.get(name);
  if (named) {
    const target = load(named.source, snippet.file);
    return target ? definingExport(target, named.imported, load, depth + 1) : here;
  }
  if (name === 'default' || declares(module, name)) return here;
  for (const source of module.starSources) {
    const target = load(source, snippet.file);
    if (!target) continue;
    const found = definingExport(target, name, load, depth + 1);
    if (declares(found.snippet.module, found.name)) return found;
  }
  return here;
}

/** The module binds `name` itself and exports it (a declaration, a value, a component). */
function declares(module: ModuleInfo, name: string): boolean {
  if (module.locals.has(name)) return false;
  return (
    module.values.has(name) ||
    module.templates.has(name) ||
    module.code.has(name) ||
    module.declarations.some((declaration) => declaration.name === name)
  );
}
