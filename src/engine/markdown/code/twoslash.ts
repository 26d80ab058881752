/**
 * Twoslash (create/code.mdx, "Twoslash"): a `ts twoslash` (or js, tsx, jsx) block shows the types of its
 * names on hover and its compiler errors, as in an editor. `@shikijs/twoslash` runs TypeScript's language
 * service over the block at build time; the reader's page gets static popups (shown with CSS on hover and
 * focus, client/styles/twoslash.css), no script. It is loaded only by a build that has such a block, since
 * TypeScript's service takes a moment to start; if it cannot load, blocks are highlighted as usual.
 */
import type { Element, Root } from 'hast';
import type { HighlighterGeneric, ShikiTransformer } from 'shiki';
import type { CodeThemes } from '../../config/index.js';

/** Classes of twoslash's popups and error lines: shown with the block, but not its code. */
export const TWOSLASH_EXTRAS = ['twoslash-popup-container', 'twoslash-meta-line'];

export const TWOSLASH_LANGS = new Set(['ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx']);

/** A fence a source holds that asks for twoslash: ```ts twoslash, ```tsx title twoslash ... */
const TWOSLASH_FENCE =
  /^[ \t>]*(?:`{3,}|~{3,})[ \t]*(?:tsx?|typescript|jsx?|javascript)\b[^\n`]*\btwoslash\b/m;

export function asksForTwoslash(sources: string[]): boolean {
  return sources.some((source) => TWOSLASH_FENCE.test(source));
}

let loading: Promise<ShikiTransformer | null> | null = null;

/** The transformer, loaded once per thread; null when the package or TypeScript is not installed. */
export function loadTwoslash(): Promise<ShikiTransformer | null> {
  loading ??= import('@shikijs/twoslash')
    .then(({ transformerTwoslash, rendererRich }) =>
      transformerTwoslash({
        // Errors in the block are shown in it (Mintlify's blocks are examples, not tests, and need not
        // declare them with `// @errors`); only a block TypeScript cannot check at all falls back.
        twoslashOptions: { handbookOptions: { noErrorValidation: true } },
        throws: false,
        onTwoslashError: () => undefined,
        renderer: rendererRich({ errorRendering: 'line' }),
        // The caller decides which blocks go through it (the fence's `twoslash` flag).
        filter: () => true,
      }),
    )
    .catch(() => null);
  return loading;
}

/** The block's `<pre>` with its types and errors; null when TypeScript could not check it (highlight it plainly). */
export function highlightWithTypes(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  shiki: HighlighterGeneric<any, any>,
  transformer: ShikiTransformer,
  code: string,
  lang: string,
  themes: CodeThemes,
): Element | null {
  try {
    const root = shiki.codeToHast(code, {
      lang,
      themes: { ...themes },
      defaultColor: false,
      transformers: [transformer],
      meta: { __raw: 'twoslash' },
    }) as Root;
    const pre = root.children.find((node): node is Element => node.type === 'element') ?? null;
    if (pre) outOfSearch(pre);
    return pre;
  } catch {
    return null;
  }
}

/** Twoslash's popups and error lines are not the block's code: site search leaves them out. */
function outOfSearch(node: Element): void {
  const classes = node.properties.className ?? node.properties.class;
  const list = Array.isArray(classes)
    ? classes.map(String)
    : typeof classes === 'string'
      ? classes.split(' ')
      : [];
  if (TWOSLASH_EXTRAS.some((c) => list.includes(c))) {
    node.properties.dataPagefindIgnore = '';
    return;
  }
  for (const child of node.children) if (child.type === 'element') outOfSearch(child);
}
