/**
 * A component from a JavaScript snippet that needs running (state, effects, a body the static evaluator
 * cannot decide) rendered as an island: `<lectern-island>` holding what the server shows instead (its
 * children), which the browser replaces by the running component (engine/islands, client/scripts/islands.js).
 */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { buildEntry, IslandCompiler, IslandError, type JsxAttribute } from '../islands/index.js';
import { isImageIcon, renderIcon } from '../icons/index.js';
import { CODE_EXTENSIONS, normaliseImportPath } from './snippet-files.js';
import type { JsxNode } from './components/types.js';
import type { PageState } from './state.js';

/** The island, null when the component is not a JavaScript snippet's, or why it cannot run in the browser. */
export function renderIsland(
  node: JsxNode,
  page: PageState,
  fallback: () => ElementContent[],
): { island: ElementContent } | { reason: string } | null {
  const runtime = page.env.settings.islandRuntime;
  const name = node.name;
  const imports = page.scope.codeImports ?? [];
  if (!runtime || !name || !imports.some((binding) => binding.local === name.split('.')[0])) return null;
  page.env.islands ??= new IslandCompiler(runtime);
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
        resolve: (specifier, fromFile) => {
          const path = normaliseImportPath(specifier, fromFile);
          const source = path && CODE_EXTENSIONS.test(path) ? read(path) : null;
          return path && source !== null ? { path, source } : null;
        },
      },
      page.env.islands,
      runtime,
    );
    for (const file of entry.files) page.islandFiles.set(file.rel, file.contents);
    // Relative to the page's file, as its other links are.
    const prefix = '../'.repeat(page.ctx.pagePath.split('/').length - 1);
    const island = h(
      'lectern-island',
      { dataEntry: prefix + entry.rel, dataRuntime: prefix + runtime, dataComponent: name },
      fallback(),
    );
    return { island };
  } catch (error) {
    if (error instanceof IslandError) return { reason: error.message };
    throw error;
  }
}
