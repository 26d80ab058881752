/**
 * Light and dark colours from one tokenisation. Shiki's multi-theme mode tokenises a block once per theme
 * (the theme is baked into the grammar's token metadata), which made highlighting the largest single cost
 * of a build. Here the grammar runs once, yielding each token's scope stack, and each theme's textmate
 * rules are matched against that stack (memoised per distinct stack), exactly as the tokenizer itself
 * merges them. The result goes through Shiki's own `flatTokenVariants` and `tokensToHast`, so the markup is
 * Shiki's: `highlighter.test.ts` checks the colours of every character against Shiki's two-pass output.
 */
import { Theme } from '@shikijs/vscode-textmate';
import type { Root } from 'hast';
import {
  flatTokenVariants,
  splitLines,
  tokensToHast,
  type HighlighterGeneric,
  type ThemedToken,
} from 'shiki';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Shiki = HighlighterGeneric<any, any>;

interface Variant {
  color: string;
  fontStyle: number;
}

interface ThemeMatcher {
  key: string;
  fg: string;
  bg: string;
  style(scopes: string[]): Variant;
}

/** textmate's ScopeStack shape, which is all `Theme.match` reads. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

const FONT_STYLE_NOT_SET = -1;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

function themeMatcher(
  key: string,
  reg: { fg: string; bg: string; settings: unknown[]; name?: string },
): ThemeMatcher {
  const theme = Theme.createFromRawTheme(reg as Parameters<typeof Theme.createFromRawTheme>[0]);
  const colors = theme.getColorMap();
  const defaults = theme.getDefaults();
  const memo = new Map<string, Variant>();
  return {
    key,
    fg: reg.fg,
    bg: reg.bg,
    style(scopes) {
      const memoKey = scopes.join(' ');
      let found = memo.get(memoKey);
      if (found) return found;
      // The same walk as the tokenizer's attributed scope stack: each scope's best rule overrides the
      // font style and foreground it sets, and inherits the rest from the scopes around it.
      let fontStyle = defaults.fontStyle;
      let foreground = defaults.foregroundId;
      let path: ScopePath | null = null;
      for (const scopeName of scopes) {
        path = { parent: path, scopeName };
        const rule = theme.match(path as Parameters<Theme['match']>[0]);
        if (!rule) continue;
        if (rule.fontStyle !== FONT_STYLE_NOT_SET) fontStyle = rule.fontStyle;
        if (rule.foregroundId !== 0) foreground = rule.foregroundId;
      }
      found = { color: colors[foreground] ?? '', fontStyle };
      memo.set(memoKey, found);
      return found;
    },
  };
}

export interface DualThemeHighlighter {
  /** The highlighted root (`<pre class="shiki ...">`) for a loaded, non-plain language. */
  toHast(code: string, lang: string): Root;
}

export function dualThemeHighlighter(
  shiki: Shiki,
  themes: Record<string, string>,
  limits: { timeLimitMs: number; maxLineLength: number },
): DualThemeHighlighter {
  const internal = shiki.getInternalContext();
  const matchers = Object.entries(themes).map(([key, name]) => themeMatcher(key, internal.getTheme(name)));
  const order = matchers.map((m) => m.key);
  const rootStyle = [
    matchers.map((m) => `--shiki-${m.key}:${m.fg || 'inherit'}`).join(';'),
    matchers.map((m) => `--shiki-${m.key}-bg:${m.bg || 'inherit'}`).join(';'),
  ].join(';');
  const themeName = `shiki-themes ${Object.values(themes).join(' ')}`;

  const tokenize = (code: string, lang: string): ThemedToken[][] => {
    const grammar = internal.getLanguage(lang);
    let stack: Parameters<typeof grammar.tokenizeLine>[1] = null;
    const lines: ThemedToken[][] = [];
    for (const [line, offset] of splitLines(code)) {
      if (line === '') {
        lines.push([]);
        continue;
      }
      if (line.length >= limits.maxLineLength) {
        const plain = Object.fromEntries(order.map((k) => [k, { color: '', fontStyle: 0 }]));
        lines.push([
          flatTokenVariants({ content: line, offset, variants: plain }, order, '--shiki-', false, 'css-vars'),
        ]);
        continue;
      }
      const result = grammar.tokenizeLine(line, stack, limits.timeLimitMs);
      const row: { content: string; offset: number; variants: Record<string, Variant>; key: string }[] = [];
      for (const token of result.tokens) {
        const end = Math.min(token.endIndex, line.length);
        if (end <= token.startIndex) continue;
        const variants: Record<string, Variant> = {};
        let key = '';
        for (const m of matchers) {
          const v = m.style(token.scopes);
          variants[m.key] = v;
          key += `${v.color}/${v.fontStyle};`;
        }
        const text = line.substring(token.startIndex, end);
        const prev = row[row.length - 1];
        // Neighbours styled alike in every theme are one token, as Shiki's per-theme merging leaves them.
        if (prev && prev.key === key) prev.content += text;
        else row.push({ content: text, offset: offset + token.startIndex, variants, key });
      }
      lines.push(
        row.map(({ content, offset: at, variants }) =>
          flatTokenVariants({ content, offset: at, variants }, order, '--shiki-', false, 'css-vars'),
        ),
      );
      stack = result.ruleStack;
    }
    return lines;
  };

  return {
    toHast(code, lang) {
      const tokens = mergeWhitespaceTokens(tokenize(code, lang));
      const options = { lang, themes, defaultColor: false as const, fg: '', bg: '', themeName, rootStyle };
      // The context is read only by transformers, and this markup has none.
      const context = { meta: {}, options, source: code };
      return tokensToHast(tokens, options, context as unknown as Parameters<typeof tokensToHast>[2]);
    },
  };
}

/**
 * Shiki's default whitespace merge (its `mergeWhitespaces: true`, not exported): a whitespace-only token
 * joins the token after it, unless it is underlined or struck through.
 */
function mergeWhitespaceTokens(lines: ThemedToken[][]): ThemedToken[][] {
  return lines.map((line) => {
    const merged: ThemedToken[] = [];
    let carry = '';
    let carryOffset = 0;
    line.forEach((token, i) => {
      const decorated = !!token.fontStyle && (token.fontStyle & (UNDERLINE | STRIKETHROUGH)) !== 0;
      if (!decorated && /^\s+$/.test(token.content) && line[i + 1]) {
        if (carry === '') carryOffset = token.offset;
        carry += token.content;
        return;
      }
      if (carry === '') {
        merged.push(token);
      } else if (!decorated) {
        merged.push({ ...token, offset: carryOffset, content: carry + token.content });
      } else {
        merged.push({ content: carry, offset: carryOffset } as ThemedToken, token);
      }
      carry = '';
    });
    return merged;
  });
}
