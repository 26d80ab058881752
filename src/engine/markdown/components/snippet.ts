/**
 * `<Snippet file="get-help.mdx" />`: Mintlify's older way to include a file of the `snippets/` folder,
 * still supported there (its CLI checks "links inside `<Snippet>` components"). Rendered like an imported
 * snippet: the same loading (confined to the docs folder), scope, props (the other attributes) and
 * recursion guard.
 */
import type { ElementContent } from 'hast';
import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { ComponentRenderer, Props } from './types.js';
import { str } from './types.js';
import type { PageState } from '../state.js';
import { bindModule, loadSnippet, lookupIn, snippetFilePath, type LoadedSnippet } from '../snippets.js';

const MAX_SNIPPET_DEPTH = 12;
const MARKDOWN = /\.mdx?$/i;

export const snippet: ComponentRenderer = (c) => {
  const { file, ...props } = c.props;
  const name = str(file)?.trim();
  if (!name) {
    c.warn('missing-snippet', '<Snippet> has no file attribute; nothing was included');
    return [];
  }
  const path = snippetFilePath(name);
  if (!path) {
    c.warn('missing-snippet', `<Snippet file="${name}">: the file must be inside the snippets folder`);
    return [];
  }
  if (!MARKDOWN.test(path)) {
    c.warn('missing-snippet', `<Snippet file="${name}">: only .mdx and .md snippets can be included`);
    return [];
  }
  const loaded = loadSnippet(c.page.env, c.page.ctx, path);
  if (!loaded) {
    c.warn('missing-snippet', `snippet ${path.slice(1)} was not found`);
    return [];
  }
  // The included content is the page's own, not inside markup of ours: author HTML around and inside it
  // (a table around rows) fits as it would with an imported snippet.
  const stack = c.page.htmlStack;
  const marker = stack[stack.length - 1] === '#component' ? stack.pop() : undefined;
  try {
    return (
      inSnippetScope(c.page, loaded, props, c.node, (tree) => {
        const out = c.children(tree);
        c.page.stamp(out, loaded.file);
        return out;
      }) ?? []
    );
  } finally {
    if (marker) stack.push(marker);
  }
};

/**
 * Runs `fn` on the snippet's tree inside its scope (props, imports, file), as an imported snippet renders;
 * undefined, with a warning, when it would include itself.
 */
function inSnippetScope(
  page: PageState,
  loaded: LoadedSnippet,
  props: Props,
  node: Node,
  fn: (tree: Root) => ElementContent[],
): ElementContent[] | undefined {
  const scope = page.scope;
  if (scope.chain.includes(loaded.path) || scope.chain.length >= MAX_SNIPPET_DEPTH) {
    page.warn('snippet-cycle', `snippet ${loaded.path} includes itself; the inner copy was left out`, node);
    return undefined;
  }
  const bound = bindModule(loaded.module, loaded.file, loaded.source, page);
  page.scopes.push({
    file: loaded.file,
    source: loaded.source,
    // A prop the caller did not pass is simply empty, as in MDX (optional props are common in snippets).
    lookup: (id) => {
      const hit = lookupIn(props, bound.values)(id);
      return hit.found ? hit : { found: true, value: undefined };
    },
    components: bound.components,
    chain: [...scope.chain, loaded.path],
  });
  try {
    return fn(loaded.tree);
  } finally {
    page.scopes.pop();
  }
}
