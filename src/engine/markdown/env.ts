/** What a renderer builds once and shares across all the pages it renders. */
import type { IslandCompiler } from '../islands/index.js';
import type { Parsers } from './parse.js';
import type { CodeHighlighter } from './code/highlighter.js';
import type { CodeBlockCache } from './code/block-cache.js';
import type { LoadedSnippet } from './snippets.js';
import type { ContentSettings } from './settings.js';

export interface RendererEnv {
  parsers: Parsers;
  highlighter: CodeHighlighter;
  /** Highlighted blocks kept across builds (a build's cache folder); none keeps nothing. */
  codeCache?: CodeBlockCache;
  /** Parsed snippets keyed by path and content. */
  snippetCache: Map<string, LoadedSnippet>;
  /** Site settings that change content (code block theme, API display); the same for every page. */
  settings: ContentSettings;
  /** Compiles JavaScript snippets for islands (island.ts), once per thread; made on first use. */
  islands?: IslandCompiler;
}
