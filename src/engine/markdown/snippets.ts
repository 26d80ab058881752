/**
 * Snippets: `import X from "/snippets/x.mdx"` makes `<X prop="v" />` render that file with `{prop}`
 * replaced. Snippet files are read through the page context (confined to the source folder by D1), parsed
 * once per renderer (keyed by content), and their own imports resolved relative to them. JavaScript
 * snippets are never run: their components show their children with a warning.
 */
import { posix } from 'node:path';
import type { Root } from 'mdast';
import type { PageContext } from '../types.js';
import type { RendererEnv } from './env.js';
import { readModule, type ModuleInfo } from './esm.js';
import { parseSource } from './parse.js';
import type { ComponentBinding, PageState } from './state.js';
import type { Lookup } from './expressions.js';

export interface LoadedSnippet {
  /** Import path with a leading slash: `/snippets/x.mdx`. */
  path: string;
  /** Path relative to the source folder, for diagnostics. */
  file: string;
  source: string;
  tree: Root;
  module: ModuleInfo;
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
  const parsed = parseSource(env.parsers, source, file);
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

/** Binds a module's imports and exports to component names and values, reporting what cannot be used. */
export function bindModule(
  module: ModuleInfo,
  fromFile: string,
  fromSource: string,
  page: PageState,
): BoundScope {
  const components = new Map<string, ComponentBinding>();
  const values = new Map<string, unknown>(module.values);
  for (const [name, template] of module.templates) {
    components.set(name, { kind: 'template', name, template, file: fromFile, source: fromSource });
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
      const template = code?.module.templates.get(binding.imported);
      if (code && template) {
        components.set(binding.local, {
          kind: 'template',
          name: binding.local,
          template,
          file: code.file,
          source: code.source,
        });
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
      page.warn('missing-snippet', `snippet ${binding.source} was not found`, where);
      components.set(binding.local, {
        kind: 'opaque',
        code: 'missing-snippet',
        reason: `snippet ${binding.source} was not found`,
      });
      continue;
    }
    if (binding.imported === 'default') {
      components.set(binding.local, { kind: 'snippet', snippet });
    } else if (snippet.module.values.has(binding.imported)) {
      values.set(binding.local, snippet.module.values.get(binding.imported));
    } else if (snippet.module.templates.has(binding.imported)) {
      const template = snippet.module.templates.get(binding.imported)!;
      components.set(binding.local, {
        kind: 'template',
        name: binding.local,
        template,
        file: snippet.file,
        source: snippet.source,
      });
    } else if (snippet.module.code.has(binding.imported)) {
      components.set(binding.local, {
        kind: 'opaque',
        code: 'jsx-snippet',
        reason: `"${binding.imported}" in ${path} is JavaScript, which is not run when building`,
      });
    } else {
      page.warn('missing-snippet', `snippet ${path} has no export named "${binding.imported}"`, where);
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

/** Sources of every Markdown snippet reachable from a module (for the code-language pre-scan). */
export function reachableSnippetSources(
  module: ModuleInfo,
  fromFile: string,
  env: RendererEnv,
  ctx: PageContext,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (mod: ModuleInfo, file: string, depth: number) => {
    if (depth > 8) return;
    for (const binding of mod.imports) {
      const path = normaliseImportPath(binding.source, file);
      if (!path || !MARKDOWN_EXTENSIONS.test(path) || seen.has(path)) continue;
      seen.add(path);
      const snippet = loadSnippet(env, ctx, path);
      if (!snippet) continue;
      out.push(snippet.source);
      visit(snippet.module, snippet.file, depth + 1);
    }
  };
  visit(module, fromFile, 0);
  return out;
}
