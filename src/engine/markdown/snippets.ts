/**
 * Snippets: `import X from "/snippets/x.mdx"` makes `<X prop="v" />` render that file with `{prop}`
 * replaced; a named import binds an export (a value, a function, a component). Snippet files are read by
 * `snippet-files.ts`, their own imports resolved relative to them. JavaScript snippets are never run: their
 * exports are read by the same static evaluator as MDX's (plain values, functions, JSX-only components);
 * other components show their children with a warning (or, named like a built-in component, render as
 * that built-in: `jsx.ts`).
 */
import type { Node } from 'unist';
import { moduleValues, type ImportBinding, type ModuleInfo } from './esm.js';
import type { ComponentBinding, PageState } from './state.js';
import { NOT_STATIC, type Lookup } from './expressions.js';
import { GLOBAL_NAMES, ownGlobalNames } from './expression-builtins.js';
import { withScope } from './templates.js';
import type { CodeImport } from '../islands/index.js';
import { functionOf } from './expression-values.js';
import {
  CODE_EXTENSIONS,
  importNode,
  lacksExport,
  loadSnippet,
  MARKDOWN_EXTENSIONS,
  noExport,
  normaliseImportPath,
  type LoadedSnippet,
} from './snippet-files.js';
import { definingExport, type SnippetLoader } from './snippet-exports.js';

export {
  loadSnippet,
  normaliseImportPath,
  reachableSnippetSources,
  snippetFilePaths,
  type LoadedSnippet,
} from './snippet-files.js';

export interface BoundScope {
  components: Map<string, ComponentBinding>;
  values: Map<string, unknown>;
  /** The JavaScript snippets the module imports (found), for components that run in the browser. */
  codeImports: CodeImport[];
}

/** A module's names on one page: its own values, and `lookup` for those and what it imports. */
interface ModuleScope {
  values: Map<string, unknown>;
  lookup: Lookup;
}

/** Module scopes by page and module (`null` while one is read); a snippet's values depend on its imports. */
const moduleScopes = new WeakMap<PageState, Map<ModuleInfo, ModuleScope | null>>();

/**
 * A module's names as its code sees them: its declarations read in its own names and its imports', each
 * import looked up when used (a chain of snippets is followed as far as it is used), so its functions
 * close over both, as in JavaScript. Read once per page and module. Null while that module is being read:
 * an import cycle reaching back to a module before its values are known, where JavaScript would throw,
 * leaves that name unknown, and so every reading ends.
 */
function moduleScope(
  module: ModuleInfo,
  file: string,
  source: string,
  page: PageState,
  components: () => ReadonlyMap<string, ComponentBinding>,
): ModuleScope | null {
  let scopes = moduleScopes.get(page);
  if (!scopes) moduleScopes.set(page, (scopes = new Map()));
  if (scopes.has(module)) return scopes.get(module)!;
  scopes.set(module, null);
  const byLocal = new Map(module.imports.map((binding) => [binding.local, binding]));
  // Each import's file is read once: a function may look its names up many times.
  const sources = new Map<string, LoadedSnippet | null>();
  const imported: Lookup = (name) => {
    const binding = byLocal.get(name);
    if (!binding) return { found: false };
    if (!sources.has(name)) {
      const from = valueSource(binding, file, page);
      sources.set(name, from);
      // A name the file does not export is the author's mistake, said where it is used (as `bindModule`
      // says it for a rendered module: the same warning, so said once).
      if (from && lacksExport(from, binding.imported))
        page.report(
          'warning',
          'missing-snippet',
          noExport(from.path, binding.imported),
          importNode(binding),
          file,
        );
    }
    const from = sources.get(name);
    const value = from ? exportedValue(from, binding.imported, page) : NOT_STATIC;
    return value === NOT_STATIC ? { found: false } : { found: true, value };
  };
  // A builtin's name the module declares or imports is its own, even when its value is not known.
  const outer = ownGlobalNames(boundNames(module), imported);
  const values = moduleValues(module, outer, { file, source, components });
  const scope: ModuleScope = {
    values,
    lookup: (name) => (values.has(name) ? { found: true, value: values.get(name) } : outer(name)),
  };
  scopes.set(module, scope);
  return scope;
}

function snippetScope(snippet: LoadedSnippet, page: PageState): ModuleScope | null {
  return moduleScope(snippet.module, snippet.file, snippet.source, page, definingComponents(snippet, page));
}

/**
 * The snippet whose export an import binds as a value: a Markdown snippet's named export, a JavaScript
 * snippet's named or default export; null for any other import (a Markdown default import is its content).
 */
function valueSource(binding: ImportBinding, fromFile: string, page: PageState): LoadedSnippet | null {
  const path = normaliseImportPath(binding.source, fromFile);
  if (!path) return null;
  const code = CODE_EXTENSIONS.test(path);
  if (!code && (binding.imported === 'default' || !MARKDOWN_EXTENSIONS.test(path))) return null;
  return loadSnippet(page.env, page.ctx, path);
}

/** The value a snippet exports under `name` for this page, or NOT_STATIC when it has none we know. */
function exportedValue(snippet: LoadedSnippet, name: string, page: PageState): unknown {
  const defining = definingExport(snippet, name, snippetLoader(page));
  if (defining.snippet.module.locals.has(defining.name)) return NOT_STATIC;
  const values = snippetScope(defining.snippet, page)?.values;
  return values?.has(defining.name) ? values.get(defining.name) : NOT_STATIC;
}

/** Reads the Markdown or JavaScript snippet an import source names from a file (for re-exports). */
function snippetLoader(page: PageState): SnippetLoader {
  return (source, fromFile) => {
    const path = normaliseImportPath(source, fromFile);
    if (!path || !(CODE_EXTENSIONS.test(path) || MARKDOWN_EXTENSIONS.test(path))) return null;
    return loadSnippet(page.env, page.ctx, path);
  };
}

/**
 * The names a snippet's components see where another file uses them: the snippet's own and those it
 * imports (read on first use, silently: the snippet's own problems are reported where it renders).
 */
function definingScope(snippet: LoadedSnippet, page: PageState): Lookup {
  return (name) => snippetScope(snippet, page)?.lookup(name) ?? { found: false };
}

/**
 * The components a snippet's templates (and the JSX its functions return) see where another file uses
 * them: the snippet's own and those it imports, bound on first use and silently, as `definingScope` reads
 * its values.
 */
function definingComponents(
  snippet: LoadedSnippet,
  page: PageState,
): () => ReadonlyMap<string, ComponentBinding> {
  const bound = definingBound(snippet, page);
  return () => bound().components;
}

/** The JavaScript snippets a snippet imports, for components its templates render that run in the browser. */
function definingCodeImports(snippet: LoadedSnippet, page: PageState): () => CodeImport[] {
  const bound = definingBound(snippet, page);
  return () => bound().codeImports;
}

/** The snippet's module bound once per page, silently (`definingComponents`, `definingCodeImports`). */
function definingBound(snippet: LoadedSnippet, page: PageState): () => BoundScope {
  return () => {
    let bySnippet = definingBounds.get(page);
    if (!bySnippet) definingBounds.set(page, (bySnippet = new Map()));
    let bound = bySnippet.get(snippet);
    if (!bound)
      bySnippet.set(
        snippet,
        (bound = bindModule(snippet.module, snippet.file, snippet.source, page, { silent: true })),
      );
    return bound;
  };
}
const definingBounds = new WeakMap<PageState, Map<LoadedSnippet, BoundScope>>();

/**
 * Binds a module's imports and exports to component names and values, reporting what cannot be used
 * (unless `silent`: the module is only looked into, and reports where it renders).
 */
export function bindModule(
  module: ModuleInfo,
  fromFile: string,
  fromSource: string,
  page: PageState,
  options: { silent?: boolean } = {},
): BoundScope {
  // Said in the module's own file: a snippet's imports are bound before its scope is entered.
  const warn = (message: string, where: Node | null) => {
    if (!options.silent) page.report('warning', 'missing-snippet', message, where, fromFile);
  };
  const components = new Map<string, ComponentBinding>();
  const codeImports: CodeImport[] = [];
  // Its values read with its imports (null only inside an import cycle: then its own names alone).
  const own = moduleScope(module, fromFile, fromSource, page, () => components);
  const values = new Map<string, unknown>(own?.values ?? module.values);
  // The module's own components see its names as they are once every import is bound below.
  const scope = lookupIn(values);
  for (const [name, template] of module.templates) {
    components.set(name, {
      kind: 'template',
      name,
      template: withScope(template, scope, () => components),
      file: fromFile,
      source: fromSource,
      codeImports: () => codeImports,
    });
  }
  // The file's own components (an MDX page's `export const Counter = () => ...`) run from its own code.
  if (!CODE_EXTENSIONS.test(fromFile))
    for (const name of [...module.code.keys(), ...module.templates.keys()])
      codeImports.push({ local: name, imported: name, path: `/${fromFile}.jsx`, source: module.esm });
  for (const [name] of module.code) {
    components.set(name, {
      kind: 'opaque',
      code: 'jsx-snippet',
      reason: `"${name}" is defined in JavaScript, which is not run when building`,
    });
  }
  for (const binding of module.imports) {
    const where = importNode(binding);
    const path = normaliseImportPath(binding.source, fromFile);
    if (path === null) {
      components.set(binding.local, {
        kind: 'opaque',
        code: 'jsx-snippet',
        reason: `"${binding.local}" comes from the package "${binding.source}", which is not run when building`,
      });
      continue;
    }
    if (CODE_EXTENSIONS.test(path)) {
      // A JavaScript snippet is read (as one module) for values and JSX-only components; it is never run.
      const imported = loadSnippet(page.env, page.ctx, path);
      if (imported) codeImports.push({ local: binding.local, imported: binding.imported, path });
      const value = imported ? exportedValue(imported, binding.imported, page) : NOT_STATIC;
      if (value !== NOT_STATIC) values.set(binding.local, value);
      // The file defining it, when this one re-exports it (`export { Card } from './card.jsx'`).
      const defining = imported && definingExport(imported, binding.imported, snippetLoader(page));
      const code = defining?.snippet;
      const name = defining?.name ?? binding.imported;
      // A helper the file declares without exporting it is only for its own components.
      const template = code?.module.locals.has(name) ? undefined : code?.module.templates.get(name);
      if (code && template) {
        components.set(binding.local, {
          kind: 'template',
          name: binding.local,
          template: withScope(template, definingScope(code, page), definingComponents(code, page)),
          file: code.file,
          source: code.source,
          codeImports: definingCodeImports(code, page),
        });
        continue;
      }
      // A name the file does not export is the author's mistake, not code we skip: said as for `.mdx`.
      if (imported && lacksExport(imported, binding.imported)) {
        warn(noExport(path, binding.imported), where);
        continue;
      }
      // A plain value (`PLAN`) is no component; a function is both, as a Markdown snippet's export is.
      if (value !== NOT_STATIC && !functionOf(value)) continue;
      components.set(binding.local, {
        kind: 'opaque',
        code: 'jsx-snippet',
        reason: `"${binding.local}" comes from the JavaScript snippet ${path}, which is not run when building`,
      });
      continue;
    }
    const file = MARKDOWN_EXTENSIONS.test(path) ? loadSnippet(page.env, page.ctx, path) : null;
    if (!file) {
      warn(`snippet ${binding.source} was not found`, where);
      components.set(binding.local, {
        kind: 'opaque',
        code: 'missing-snippet',
        reason: `snippet ${binding.source} was not found`,
      });
      continue;
    }
    // A function export is a value (to call) and a component (template or code) at once.
    const value = binding.imported === 'default' ? NOT_STATIC : exportedValue(file, binding.imported, page);
    const isValue = value !== NOT_STATIC;
    if (isValue) values.set(binding.local, value);
    if (binding.imported === 'default') {
      components.set(binding.local, { kind: 'snippet', snippet: file });
      continue;
    }
    // The file defining a named export this one re-exports (`export { Card } from './card.jsx'`).
    const { snippet, name } = definingExport(file, binding.imported, snippetLoader(page));
    const defines = snippet.module.code.has(name) || snippet.module.templates.has(name);
    // A snippet's component runs, where it must, from its defining file's own code.
    if (defines && CODE_EXTENSIONS.test(snippet.path))
      codeImports.push({ local: binding.local, imported: name, path: snippet.path });
    else if (defines)
      codeImports.push({
        local: binding.local,
        imported: name,
        path: `${snippet.path}.jsx`,
        source: snippet.module.esm,
      });
    if (snippet.module.templates.has(name) && !snippet.module.locals.has(name)) {
      const template = snippet.module.templates.get(name)!;
      components.set(binding.local, {
        kind: 'template',
        name: binding.local,
        template: withScope(template, definingScope(snippet, page), definingComponents(snippet, page)),
        file: snippet.file,
        source: snippet.source,
        codeImports: definingCodeImports(snippet, page),
      });
    } else if (snippet.module.code.has(name)) {
      components.set(binding.local, {
        kind: 'opaque',
        code: 'jsx-snippet',
        reason: `"${name}" in ${snippet.path} is JavaScript, which is not run when building`,
      });
    } else if (!isValue) {
      warn(noExport(path, binding.imported), where);
    }
  }
  // Its own `btoa` or `JSON`, even one whose value is code, is not the builtin (`expression-builtins.ts`).
  for (const name of boundNames(module))
    if (GLOBAL_NAMES.has(name) && !values.has(name)) values.set(name, NOT_STATIC);
  return { components, values, codeImports };
}

/** The names a module declares, exports or imports (a re-export's too: more is only more unknown). */
export function boundNames(module: ModuleInfo): string[] {
  return [
    ...module.declarations.map((declaration) => declaration.name),
    ...module.imports.map((binding) => binding.local),
    ...module.code.keys(),
    ...module.templates.keys(),
    ...module.locals,
    ...(module.exported ?? []),
  ];
}

export function lookupIn(...maps: Array<Map<string, unknown> | Record<string, unknown>>): Lookup {
  return (name) => {
    for (const map of maps) {
      if (map instanceof Map) {
        if (map.has(name)) return { found: true, value: map.get(name) };
      } else if (Object.prototype.hasOwnProperty.call(map, name)) return { found: true, value: map[name] };
    }
    return { found: false };
  };
}
