/**
 * One Shiki highlighter per thread and site code style (themes and custom grammars), created once and shared
 * by every renderer. It starts with no grammar: each bundled language a page fences is loaded before that
 * page renders (found by a cheap scan of the source), so highlighting itself stays synchronous and a thread
 * pays only for the grammars its pages use (loading three dozen grammars up front cost about a second per
 * thread and 100 MB). Colours come out as `--shiki-light` / `--shiki-dark` CSS variables
 * (`defaultColor: false`); the stylesheet picks one.
 *
 * Shiki itself (its WebAssembly regex engine and the themes) is started only when a page needs it: a
 * rebuild whose code blocks all come from the block cache (block-cache.ts) never pays for it. `id` names the
 * highlighter's output (themes, custom grammars, Shiki's version) for that cache's keys.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { createHighlighter, bundledLanguages, type HighlighterGeneric, type ShikiTransformer } from 'shiki';
import type { Element, Root } from 'hast';
import { DEFAULT_CODE_THEMES, type CodeThemes } from '../../config/index.js';
import { dualThemeHighlighter } from './dual-theme.js';
import { CSS_VARIABLES_THEME, cssVariablesTheme } from './theme.js';
import { asksForTwoslash, highlightWithTypes, loadTwoslash, TWOSLASH_LANGS } from './twoslash.js';

export type { CodeThemes };

const PLAIN = new Set(['', 'text', 'txt', 'plaintext', 'plain', 'none']);
/**
 * Names Mintlify sites fence with that Shiki does not know: `cURL` tabs of API examples are shell commands
 * (Mintlify colours them as such).
 */
const ALIASES: Record<string, string> = { curl: 'bash' };
const canonical = (name: string): string => ALIASES[name] ?? name;
/** Fence info strings: a backtick or tilde fence, then the first word. */
const FENCE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([A-Za-z0-9_+#.-]+)/gm;
const ANY_FENCE = /^[ \t>]*(?:`{3,}|~{3,})/m;

export interface CodeHighlighter {
  /** Names this highlighter's output: its themes, custom grammars and Shiki's version. */
  readonly id: string;
  /** Whether Shiki is started (`highlight` needs it; `prepare` and `load` start it). */
  readonly ready: boolean;
  /** Loads any bundled language fenced in these sources that is not loaded yet. */
  prepare(sources: string[]): Promise<void>;
  /** Loads these bundled languages (ids or aliases) if they are not loaded yet; unknown ones are ignored. */
  load(langs: string[]): Promise<void>;
  /** The Shiki language id for a fence's language, or `text` when unknown. */
  language(lang: string | null | undefined): string;
  /**
   * The highlighted `<pre>` element; throws `HighlighterNotReady` before Shiki is started. `twoslash`: with
   * type popups when `prepare` saw a twoslash fence (twoslash.ts), else highlighted as usual.
   */
  highlight(code: string, language: string, opts?: { twoslash?: boolean }): Element;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Shiki = HighlighterGeneric<any, any>;
/** A site's own TextMate grammar (`styling.codeblocks.languages.custom`), read and checked by the build. */
export interface CustomLanguage {
  /** The fence name, lower case. */
  name: string;
  aliases?: string[];
  /** The grammar as its JSON file holds it. */
  grammar: Record<string, unknown>;
}

const shared = new Map<string, Promise<CodeHighlighter>>();

export class HighlighterNotReady extends Error {
  constructor() {
    super('the code highlighter was not started for this page');
  }
}

const shikiVersion = (() => {
  try {
    return (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
})();

/**
 * This thread's highlighter for these themes (the default pair when none are given) and custom grammars.
 * A server building several sites keeps one per combination, so a site's grammars never colour another's.
 */
export function getCodeHighlighter(
  themes: CodeThemes = DEFAULT_CODE_THEMES,
  custom: CustomLanguage[] = [],
): Promise<CodeHighlighter> {
  const key = `${themes.light}\0${themes.dark}\0${custom.length ? JSON.stringify(custom) : ''}`;
  let highlighter = shared.get(key);
  if (highlighter) {
    // Most recently used last, so the oldest combination is the one let go.
    shared.delete(key);
  } else {
    highlighter = createCodeHighlighter({ light: themes.light, dark: themes.dark }, custom).catch(
      (error: unknown) => {
        shared.delete(key);
        throw error;
      },
    );
  }
  shared.set(key, highlighter);
  // A long-running server building many differently styled sites would otherwise keep a highlighter (and
  // its compiled grammars) for each forever. One let go is only dropped from this map: a build still
  // holding it keeps using it, and it is collected once no renderer refers to it.
  while (shared.size > MAX_SHARED) shared.delete(shared.keys().next().value!);
  return highlighter;
}

/** Highlighters a thread keeps for reuse (distinct themes and grammar sets it built recently). */
export const MAX_SHARED = 4;

/** A highlighter of its own (not shared by the thread); `getCodeHighlighter` is the usual way. */
export async function createCodeHighlighter(
  themes: CodeThemes,
  custom: CustomLanguage[],
): Promise<CodeHighlighter> {
  const usesVariables = themes.light === CSS_VARIABLES_THEME || themes.dark === CSS_VARIABLES_THEME;
  // The variables theme is ours (built from Shiki's and renamed), so its content names the output too.
  const variablesTheme = usesVariables ? cssVariablesTheme() : null;
  const id = createHash('sha256')
    .update(JSON.stringify([shikiVersion, themes.light, themes.dark, custom, variablesTheme]))
    .digest('hex')
    .slice(0, 32);
  /** Shiki's stand-in colours for the variables theme's `var(...)` ones (see `withVariables`). */
  const replacements: Record<string, string> = {};
  let started: Promise<void> | null = null;
  let shiki: Shiki | null = null;
  let dual: ReturnType<typeof dualThemeHighlighter> | null = null;
  const loaded = new Set<string>();
  let twoslash: ShikiTransformer | null = null;
  const withTypes = (instance: Shiki, transformer: ShikiTransformer, code: string, lang: string) => {
    const pre = highlightWithTypes(instance, transformer, code, lang, themes);
    if (pre && usesVariables) withVariables(pre, replacements);
    return pre;
  };

  const start = (): Promise<void> =>
    (started ??= (async () => {
      const names = [...new Set([themes.light, themes.dark])];
      const instance: Shiki = await createHighlighter({
        themes: names.map((name) => (name === CSS_VARIABLES_THEME ? variablesTheme! : name)),
        langs: [],
      });
      if (usesVariables) {
        for (const [from, to] of Object.entries(
          instance.getTheme(CSS_VARIABLES_THEME).colorReplacements ?? {},
        ))
          replacements[from.toLowerCase()] = to;
      }
      for (const lang of custom) {
        try {
          await instance.loadLanguage({
            ...lang.grammar,
            name: lang.name,
            aliases: lang.aliases ?? [],
          } as never);
        } catch {
          // The build checked the grammar's shape; one Shiki still refuses stays plain text.
        }
      }
      for (const name of instance.getLoadedLanguages()) loaded.add(name);
      // Shiki stops tokenising a line after 500 ms by default, which makes output depend on machine load
      // (a cold or busy worker colours differently). A generous limit keeps builds reproducible.
      dual = dualThemeHighlighter(instance, { ...themes }, { timeLimitMs: 20_000, maxLineLength: 20_000 });
      shiki = instance;
    })().catch((error: unknown) => {
      started = null;
      throw error;
    }));

  const language = (lang: string | null | undefined): string => {
    const name = canonical((lang ?? '').trim().toLowerCase());
    if (PLAIN.has(name)) return 'text';
    if (loaded.has(name)) return name;
    return 'text';
  };

  // Loads run one after another, so a grammar two pages in flight both fence is registered once, not twice.
  let loading: Promise<void> = Promise.resolve();
  const load = (langs: string[]): Promise<void> => {
    const next = loading.then(() => loadNow(langs));
    loading = next.catch(() => undefined);
    return next;
  };
  const loadNow = async (langs: string[]): Promise<void> => {
    await start();
    const instance = shiki!;
    for (const name of new Set(langs.map((l) => canonical(l.toLowerCase())))) {
      if (
        loaded.has(name) ||
        PLAIN.has(name) ||
        !Object.prototype.hasOwnProperty.call(bundledLanguages, name)
      )
        continue;
      try {
        // A grammar's lazily embedded languages (code fences inside Markdown, JSX inside MDX) are
        // loaded with it, so its colours never depend on which other pages this thread rendered first.
        for (const dep of await withLazyEmbeds(name)) await instance.loadLanguage(dep as never);
      } catch {
        continue; // A grammar that fails to load leaves the language as plain text.
      }
      for (const loadedName of instance.getLoadedLanguages()) loaded.add(loadedName);
    }
  };

  return {
    id,
    get ready() {
      return shiki !== null;
    },
    async prepare(sources) {
      // No fence at all: nothing to highlight, so Shiki need not start (a code block in an unexpected
      // place makes the renderer start it and render again).
      if (!sources.some((source) => ANY_FENCE.test(source))) return;
      const fenced: string[] = [];
      for (const source of sources) for (const match of source.matchAll(FENCE)) fenced.push(match[1]);
      await load(fenced);
      if (!twoslash && asksForTwoslash(sources)) twoslash = await loadTwoslash();
    },
    load,
    language,
    highlight(code, lang, opts) {
      if (!shiki || !dual) throw new HighlighterNotReady();
      const typed =
        opts?.twoslash && twoslash && TWOSLASH_LANGS.has(lang)
          ? withTypes(shiki, twoslash, code, lang)
          : null;
      if (typed) return typed;
      // One tokenisation for both themes (dual-theme.ts); plain text has no grammar and goes through Shiki.
      const root = (
        lang === 'text'
          ? shiki.codeToHast(code, { lang, themes: { ...themes }, defaultColor: false })
          : dual.toHast(code, lang)
      ) as Root;
      const pre = root.children.find((node): node is Element => node.type === 'element');
      if (!pre) throw new Error('shiki returned no <pre>');
      if (usesVariables) withVariables(pre, replacements);
      return pre;
    },
  };
}

/**
 * Puts the variables theme's `var(--mint-...)` colours back. Shiki gives textmate stand-in colours
 * (`#00000003`) for colours that are not hex, since textmate keeps only hex ones, and swaps them back in its
 * own rendering; the one-pass renderer (dual-theme.ts) writes what textmate matched, so the swap is here.
 */
function withVariables(node: Element, replacements: Record<string, string>): void {
  const style = node.properties.style;
  if (typeof style === 'string' && style.includes('#'))
    node.properties.style = style.replace(
      /#[0-9a-f]{8}\b/gi,
      (hex) => replacements[hex.toLowerCase()] ?? hex,
    );
  for (const child of node.children) if (child.type === 'element') withVariables(child, replacements);
}

interface GrammarInfo {
  embeddedLangsLazy?: string[];
}

/** The language and, transitively, every bundled language its grammars embed lazily (dependencies first). */
export async function withLazyEmbeds(id: string): Promise<string[]> {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = async (lang: string): Promise<void> => {
    if (seen.has(lang) || !Object.prototype.hasOwnProperty.call(bundledLanguages, lang)) return;
    seen.add(lang);
    const grammars = (await bundledLanguages[lang as keyof typeof bundledLanguages]())
      .default as GrammarInfo[];
    for (const g of grammars) for (const dep of g.embeddedLangsLazy ?? []) await visit(dep);
    order.push(lang);
  };
  await visit(id);
  return order;
}
