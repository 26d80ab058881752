/**
 * A component from a JavaScript snippet that needs running (state, effects, a body the static evaluator
 * cannot decide) rendered as an island: `<lectern-island>` holding what the server shows instead (its
 * children), which the browser replaces by the running component (engine/islands, client/scripts/islands.js).
 */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { buildEntry, isIntrinsic, IslandCompiler, IslandError, type JsxAttribute } from '../islands/index.js';
import { isImageIcon, renderIcon } from '../icons/index.js';
import { CODE_EXTENSIONS, normaliseImportPath } from './snippet-files.js';
import type { JsxNode } from './components/types.js';
import type { PageState } from './state.js';

/** What an import without an extension may name, in the order bundlers try them. */
const SCRIPT_EXTENSIONS = ['.jsx', '.js', '.tsx', '.ts'];

/** Event handlers on an HTML element (`onClick={...}`), which only the browser can run. */
export function hasEventHandlers(node: JsxNode): boolean {
  return node.attributes.some(
    (attribute) =>
      attribute.type === 'mdxJsxAttribute' &&
      /^on[A-Z]/.test(attribute.name) &&
      typeof attribute.value === 'object' &&
      attribute.value !== null,
  );
}

/** The element without its event handlers: what the server renders while (or when not) running them. */
export function withoutEventHandlers(node: JsxNode): JsxNode {
  return {
    ...node,
    attributes: node.attributes.filter(
      (attribute) => attribute.type !== 'mdxJsxAttribute' || !/^on[A-Z]/.test(attribute.name),
    ),
  };
}

/** The island, null when the component is not a JavaScript snippet's, or why it cannot run in the browser. */
export function renderIsland(
  node: JsxNode,
  page: PageState,
  fallback: () => ElementContent[],
): { island: ElementContent } | { reason: string } | null {
  const runtime = page.env.settings.islandRuntime;
  const name = node.name;
  const imports = page.scope.codeImports ?? [];
  if (!runtime || !name) return null;
  // An HTML element runs for its event handlers; a component, when a JavaScript module defines it.
  const intrinsic = isIntrinsic(name);
  if (!intrinsic && !imports.some((binding) => binding.local === name.split('.')[0])) return null;
  page.env.islands ??= new IslandCompiler(runtime);
  // Relative to the page's file, as its other links are.
  const prefix = '../'.repeat(page.ctx.pagePath.split('/').length - 1);
  const read = (path: string) => page.ctx.readSnippet(path) ?? null;
  try {
    const entry = buildEntry(
      {
        name,
        attributes: node.attributes as JsxAttribute[],
        hasChildren: node.children.length > 0,
        file: page.scope.file,
        imports,
        lookup: page.scope.lookup,
        readSource: read,
        // Library icons only: an image icon would need its file copied for a use the server cannot see.
        iconSvg: (icon) => (isImageIcon(icon) ? null : renderIcon(icon, { library: page.ctx.iconLibrary })),
        // As the page's links resolve (a page, a redirect, a copied file), back to the site's root.
        resolvePath: (sitePath) => {
          const out = page.ctx.resolveLink(sitePath);
          return out !== null && out.startsWith(prefix) && !/^[a-z][a-z0-9+.-]*:/i.test(out)
            ? out.slice(prefix.length)
            : null;
        },
        resolve: (specifier, fromFile) => {
          const path = normaliseImportPath(specifier, fromFile);
          if (!path) return null;
          // `./ValidPages` as a bundler resolves it: the first of the script extensions that exists.
          const candidates = CODE_EXTENSIONS.test(path) ? [path] : SCRIPT_EXTENSIONS.map((ext) => path + ext);
          for (const candidate of candidates) {
            const source = read(candidate);
            if (source !== null) return { path: candidate, source };
          }
          return null;
        },
      },
      page.env.islands,
      runtime,
    );
    for (const file of entry.files) page.islandFiles.set(file.rel, file.contents);
    const island = h(
      'lectern-island',
      {
        dataEntry: prefix + entry.rel,
        dataRuntime: prefix + runtime,
        dataComponent: name,
        // The fallback is the element itself: what it holds is the children the page gives it.
        ...(intrinsic ? { dataChildren: 'inner' } : {}),
      },
      fallback(),
    );
    return { island };
  } catch (error) {
    if (error instanceof IslandError) return { reason: error.message };
    throw error;
  }
}
