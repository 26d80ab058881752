/**
 * Snippet files: reading one (`loadSnippet`: through the page context, confined to the source folder by D1,
 * parsed once per renderer, keyed by content), the paths imports and `<Snippet file>` name, and every
 * Markdown snippet a page reaches (for the code-language pre-scan). Binding their names is `snippets.ts`.
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

export const CODE_EXTENSIONS = /\.(?:jsx?|tsx?|mjs|cjs)$/i;
export const MARKDOWN_EXTENSIONS = /\.mdx?$/i;
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

/** The file was read as modules (a parse that fell back to Markdown read no exports) and lacks `name`. */
export function lacksExport(snippet: LoadedSnippet, name: string): boolean {
  return snippet.mdx && snippet.module.exported !== null && !snippet.module.exported.has(name);
}

export function noExport(path: string, name: string): string {
  return `snippet ${path} has no export named "${name}"`;
}

/** Where an import statement is, for its warnings. */
export function importNode(binding: ImportBinding): Node | null {
  if (!binding.line) return null;
  const at = { line: binding.line, column: 1 };
  return { type: 'mdxjsEsm', position: { start: at, end: at } };
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
