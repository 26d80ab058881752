/**
 * Snippets: `import X from "/snippets/x.mdx"` makes `<X prop="v" />` render that file with `{prop}`
 * replaced. Snippet files are read through the page context (confined to the source folder by D1), parsed
 * once per renderer (keyed by content), and their own imports resolved relative to them. JavaScript
 * snippets are never run: their components show their children with a warning (or, named like a built-in
 * component, render as that built-in: `jsx.ts`).
 */
import { posix } from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import type { PageContext } from '../types.js';
import type { RendererEnv } from './env.js';
import { readModule, type ImportBinding, type ModuleInfo } from './esm.js';
import { parseSource } from './parse.js';
import { parseCodeModule } from './code-module.js';
import type { ComponentBinding, PageState } from './state.js';
import { NOT_STATIC, type Lookup } from './expressions.js';
import { withScope } from './templates.js';

export interface LoadedSnippet {
  /** Import path with a leading slash: `/snippets/x.mdx`. */
  path: string;
  /** Path relative to the source folder, for diagnostics. */
  file: string;
  source: string;
  tree: Root;
  module: ModuleInfo;
  /** False when the file was not read as modules (not valid MDX: read as plain Markdown, no exports). */
  mdx: boolean;
}

const CODE_EXTENSIONS = /\.(?:jsx?|tsx?|mjs|cjs)$/i;
const MARKDOWN_EXTENSIONS = /\.mdx?$/i;
const MAX_CACHE = 1000;

/**
 * Turns an import source into a path from the source root (`/snippets/x.mdx`), resolving `./` and `../`
 * against the importing file; null for package imports (`react`) and paths escaping the root.
 */
export function normaliseImportPath(source: string, fromFile: string): string | null {
  let joined: string;
  if (source.startsWith('/')) joined = posix.normalize(source);
  else if (source.startsWith('./') || source.startsWith('../')) {
    joined = posix.normalize(posix.join('/', posix.dirname(fromFile), source));
  } else return null;
  if (!joined.startsWith('/') || joined.split('/').includes('..')) return null;
  return joined;
}

export function loadSnippet(env: RendererEnv, ctx: PageContext, path: string): LoadedSnippet | null {
  const source = ctx.readSnippet(path);
  if (source === null || source === undefined) return null;
  const key = `${path}\u0000${source}`;
  const cached = env.snippetCache.get(key);
  if (cached) return cached;
  const file = path.slice(1);
  // A JavaScript file is one module (its helpers too), read as MDX only when acorn cannot read it.
  const code = CODE_EXTENSIONS.test(path) ? parseCodeModule(source) : null;
  const parsed = code ? { source, tree: code, mdx: true } : parseSource(env.parsers, source, file);
  const snippet: LoadedSnippet = {
    path,
    file,
    source: parsed.source,
    tree: parsed.tree,
    module: readModule(parsed.tree),
    mdx: parsed.mdx,
  };
  if (env.snippetCache.size >= MAX_CACHE) env.snippetCache.delete(env.snippetCache.keys().next().value!);
  env.snippetCache.set(key, snippet);
  return snippet;
}

export interface BoundScope {
  components: Map<string, ComponentBinding>;
  values: Map<string, unknown>;
}

/** The value a named import of a Markdown snippet's export binds, or NOT_STATIC when it binds none. */
function importedValue(binding: ImportBinding, fromFile: string, page: PageState): unknown {
  if (binding.imported === 'default') return NOT_STATIC;
  const path = normaliseImportPath(binding.source, fromFile);
  if (!path || !MARKDOWN_EXTENSIONS.test(path)) return NOT_STATIC;
  const values = loadSnippet(page.env, page.ctx, path)?.module.values;
  return values?.has(binding.imported) ? values.get(binding.imported) : NOT_STATIC;
}

/**
 * The names a snippet's components see where another file uses them: the snippet's exports and imported
 * values (read on first use, silently: the snippet's own problems are reported where it renders). MDX
 * allows no other top-level declarations.
 */
function definingScope(snippet: LoadedSnippet, page: PageState): Lookup {
  let values: Map<string, unknown> | undefined;
  return (name) => {
    if (!values) {
      values = new Map(snippet.module.values);
      for (const binding of snippet.module.imports) {
        const value = importedValue(binding, snippet.file, page);
        if (value !== NOT_STATIC) values.set(binding.local, value);
      }
    }
    return lookupIn(values)(name);
  };
}

/**
 * The components a snippet's templates see where another file uses them: the snippet's own and those it
 * imports, bound on first use and silently, as `definingScope` reads its values.
 */
function definingComponents(
  snippet: LoadedSnippet,
  page: PageState,
): () => ReadonlyMap<string, ComponentBinding> {
  let components: ReadonlyMap<string, ComponentBinding> | undefined;
  return () =>
    (components ??= bindModule(snippet.module, snippet.file, snippet.source, page, {
      silent: true,
    }).components);
}

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
  const warn = (message: string, where: Node | null) => {
    if (!options.silent) page.warn('missing-snippet', message, where);
  };
  const components = new Map<string, ComponentBinding>();
  const values = new Map<string, unknown>(module.values);
  // The module's own components see its names as they are once every import is bound below.
  const scope = lookupIn(values);
  for (const [name, template] of module.templates) {
    components.set(name, {
      kind: 'template',
      name,
      template: withScope(template, scope, () => components),
      file: fromFile,
      source: fromSource,
    });
  }
  for (const [name] of module.code) {
    components.set(name, {
      kind: 'opaque',
      code: 'jsx-snippet',
      reason: `"${name}" is defined in JavaScript, which is not run when building`,
    });
  }
  for (const binding of module.imports) {
    const where = binding.line
      ? {
          type: 'mdxjsEsm',
          position: { start: { line: binding.line, column: 1 }, end: { line: binding.line, column: 1 } },
        }
      : null;
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
      // A JavaScript snippet is read (as MDX's ESM) for JSX-only components; it is never run.
      const code = loadSnippet(page.env, page.ctx, path);
      // A helper the file declares without exporting it is only for its own components.
      const template = code?.module.locals.has(binding.imported)
        ? undefined
        : code?.module.templates.get(binding.imported);
      if (code && template) {
        components.set(binding.local, {
          kind: 'template',
          name: binding.local,
          template: withScope(template, definingScope(code, page), definingComponents(code, page)),
          file: code.file,
          source: code.source,
        });
        continue;
      }
      // A name the file does not export is the author's mistake, not code we skip: said as for `.mdx`.
      // Only when the file was read as modules (a parse that fell back to Markdown read no exports).
      if (code?.mdx && code.module.exported && !code.module.exported.has(binding.imported)) {
        warn(`snippet ${path} has no export named "${binding.imported}"`, where);
        continue;
      }
      components.set(binding.local, {
        kind: 'opaque',
        code: 'jsx-snippet',
        reason: `"${binding.local}" comes from the JavaScript snippet ${path}, which is not run when building`,
      });
      continue;
    }
    const snippet = MARKDOWN_EXTENSIONS.test(path) ? loadSnippet(page.env, page.ctx, path) : null;
    if (!snippet) {
      warn(`snippet ${binding.source} was not found`, where);
      components.set(binding.local, {
        kind: 'opaque',
        code: 'missing-snippet',
        reason: `snippet ${binding.source} was not found`,
      });
      continue;
    }
    // A function export is a value (to call) and a component (template or code) at once.
    const isValue = binding.imported !== 'default' && snippet.module.values.has(binding.imported);
    if (isValue) values.set(binding.local, snippet.module.values.get(binding.imported));
    if (binding.imported === 'default') {
      components.set(binding.local, { kind: 'snippet', snippet });
    } else if (snippet.module.templates.has(binding.imported)) {
      const template = snippet.module.templates.get(binding.imported)!;
      components.set(binding.local, {
        kind: 'template',
        name: binding.local,
        template: withScope(template, definingScope(snippet, page), definingComponents(snippet, page)),
        file: snippet.file,
        source: snippet.source,
      });
    } else if (snippet.module.code.has(binding.imported)) {
      components.set(binding.local, {
        kind: 'opaque',
        code: 'jsx-snippet',
        reason: `"${binding.imported}" in ${path} is JavaScript, which is not run when building`,
      });
    } else if (!isValue) {
      warn(`snippet ${path} has no export named "${binding.imported}"`, where);
    }
  }
  return { components, values };
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

/**
 * The import paths a legacy `<Snippet file>` may name, in the order they are tried: the file is relative to
 * the snippets folder (`/snippets/x.mdx` and `snippets/x.mdx` are written too), or to `_snippets/`, the folder
 * Mintlify's older sites kept them in (Turso's docs still do). Empty for a path leaving those folders.
 */
export function snippetFilePaths(file: string): string[] {
  let rest = file.trim().replace(/\\/g, '/').replace(/^\/+/, '');
  let folders = ['snippets', '_snippets'];
  for (const folder of folders)
    if (rest.startsWith(`${folder}/`)) {
      rest = rest.slice(folder.length + 1);
      folders = [folder];
      break;
    }
  if (rest === '' || rest.split('/').includes('..')) return [];
  return folders.map((folder) => posix.normalize(`/${folder}/${rest}`));
}

/** The files `<Snippet file="...">` elements of a tree name: each element's candidate import paths. */
function snippetElementPaths(node: Node, out: string[][] = []): string[][] {
  const element = node as Partial<MdxJsxFlowElement>;
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    element.name === 'Snippet'
  ) {
    for (const attribute of element.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'file') continue;
      if (typeof attribute.value === 'string') out.push(snippetFilePaths(attribute.value));
    }
  }
  if ('children' in node && Array.isArray(node.children))
    for (const child of node.children as Node[]) snippetElementPaths(child, out);
  return out;
}

/**
 * Sources of every Markdown snippet reachable from a module, through imports and (given the page's tree)
 * `<Snippet file>` elements, for the code-language pre-scan.
 */
export function reachableSnippetSources(
  module: ModuleInfo,
  fromFile: string,
  env: RendererEnv,
  ctx: PageContext,
  tree?: Root,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (mod: ModuleInfo, file: string, from: Root | undefined, depth: number) => {
    if (depth > 8) return;
    // Each entry lists where one snippet may be; the first that loads is the one the render uses.
    const candidates = mod.imports.map((binding) => [normaliseImportPath(binding.source, file)]);
    if (from) candidates.push(...snippetElementPaths(from));
    for (const paths of candidates) {
      let snippet: LoadedSnippet | null = null;
      for (const path of paths) {
        if (!path || !MARKDOWN_EXTENSIONS.test(path) || seen.has(path)) continue;
        seen.add(path);
        snippet = loadSnippet(env, ctx, path);
        if (snippet) break;
      }
      if (!snippet) continue;
      out.push(snippet.source);
      visit(
        snippet.module,
        snippet.file,
        snippet.source.includes('<Snippet') ? snippet.tree : undefined,
        depth + 1,
      );
    }
  };
  visit(module, fromFile, tree, 0);
  return out;
}
