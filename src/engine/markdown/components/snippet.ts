/**
 * `<Snippet file="get-help.mdx" />`: Mintlify's older way to include a file of the `snippets/` folder,
 * still supported there (its CLI checks "links inside `<Snippet>` components"). Rendered like an imported
 * snippet: the same loading (confined to the docs folder), scope, props (the other attributes) and
 * recursion guard.
 */
import type { ComponentRenderer } from './types.js';
import { inSnippetScope, legacySnippet } from './snippet-scope.js';

export const snippet: ComponentRenderer = (c) => {
  const { file, ...props } = c.props;
  const loaded = legacySnippet(c.page, file);
  if ('problem' in loaded) {
    c.warn('missing-snippet', loaded.problem);
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
