/**
 * Rendering a Markdown snippet's tree in its own scope, shared by every way a snippet is included: an
 * imported snippet component (`<Intro />`), the legacy `<Snippet file>` element, and the components that
 * look through snippets for their own children (`<CodeGroup>`, `<Steps>`).
 */
import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { PageState } from '../state.js';
import { GLOBAL_NAMES } from '../expression-builtins.js';
import {
  bindModule,
  boundNames,
  loadSnippet,
  lookupIn,
  snippetFilePaths,
  type LoadedSnippet,
} from '../snippets.js';
import { CHILDREN } from '../templates.js';
import { str, type Props } from './types.js';

/** Snippets and templates expanded inside each other, at most (a guard against runaway recursion). */
export const MAX_SNIPPET_DEPTH = 12;
const MARKDOWN = /\.mdx?$/i;

/**
 * Runs `fn` on the snippet's tree inside its scope (props, also as MDX's `props` object, the caller's
 * children as `children`, imports, file); undefined, with a warning, when it would include itself.
 */
export function inSnippetScope<T>(
  page: PageState,
  loaded: LoadedSnippet,
  props: Props,
  node: Node,
  fn: (tree: Root) => T,
): T | undefined {
  const scope = page.scope;
  if (scope.chain.includes(loaded.path) || scope.chain.length >= MAX_SNIPPET_DEPTH) {
    page.warn('snippet-cycle', `snippet ${loaded.path} includes itself; the inner copy was left out`, node);
    return undefined;
  }
  const bound = bindModule(loaded.module, loaded.file, loaded.source, page);
  // The caller's content (`<Note>text</Note>` of an imported snippet) is its `children` prop, as in MDX.
  const caller = node as Partial<Parent>;
  const hasChildren =
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    Array.isArray(caller.children) &&
    caller.children.length > 0;
  const given = hasChildren ? { ...props, children: CHILDREN } : props;
  const own = lookupIn(given, bound.values);
  // MDX gives a document its props as `props` (`{props.src}`); the snippet's own `props`, if any, wins.
  const propsObject = boundNames(loaded.module).includes('props')
    ? undefined
    : Object.assign(Object.create(null) as Props, given);
  page.scopes.push({
    file: loaded.file,
    source: loaded.source,
    lookup: (id) => {
      if (id === 'props' && propsObject) return { found: true, value: propsObject };
      const hit = own(id);
      if (hit.found) return hit;
      // A prop the caller did not pass is simply empty, as in MDX (optional props are common in snippets);
      // a builtin's name nothing binds is the builtin (`btoa(...)`: expression-builtins.ts).
      return GLOBAL_NAMES.has(id) ? hit : { found: true, value: undefined };
    },
    codeValues: lookupIn(props, bound.values),
    components: bound.components,
    codeImports: bound.codeImports,
    chain: [...scope.chain, loaded.path],
    callerChildren: hasChildren ? { node: caller as Parent, scope } : undefined,
  });
  try {
    return fn(loaded.tree);
  } finally {
    page.scopes.pop();
  }
}

/**
 * The snippet a legacy `<Snippet file="...">` includes, or why it includes nothing (a sentence for the
 * warning). The file is looked for in the snippets folder, then in `_snippets/` (snippets.ts).
 */
export function legacySnippet(page: PageState, file: unknown): LoadedSnippet | { problem: string } {
  const name = str(file)?.trim();
  if (!name) return { problem: '<Snippet> has no file attribute; nothing was included' };
  const paths = snippetFilePaths(name);
  if (paths.length === 0)
    return { problem: `<Snippet file="${name}">: the file must be inside the snippets folder` };
  if (!MARKDOWN.test(paths[0]!))
    return { problem: `<Snippet file="${name}">: only .mdx and .md snippets can be included` };
  for (const path of paths) {
    const loaded = loadSnippet(page.env, page.ctx, path);
    if (loaded) return loaded;
  }
  return { problem: `snippet ${paths[0]!.slice(1)} was not found` };
}
