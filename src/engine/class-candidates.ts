/**
 * The class names authors write on their own markup (`class="..."`, `className="..."`, `className={'...'}`,
 * `className={`...`}`), as candidates for Tailwind (build/tailwind.ts). Read from page sources where the
 * navigation reads them (nav/page-source.ts) and from snippets (build/tailwind-classes.ts). Only names made
 * of the characters Tailwind's own utilities use are kept: no `[` (arbitrary values are not supported on
 * Mintlify, and would let page text write any CSS declaration), no quotes, braces or semicolons.
 */
/**
 * A Tailwind class as written: a variant chain, an optional `!`, a utility. Letters, digits and `-` `:` `/`
 * `.` `%` `!` `*` `_` only; at most 120 characters.
 */
const CANDIDATE = /^[A-Za-z0-9!*-][A-Za-z0-9:/.%!*_-]{0,119}$/;

const ATTRIBUTE = /\bclass(?:Name)?\s*=\s*/g;
/** A JSX expression is read this far at most, looking for its closing brace. */
const EXPRESSION_CHARS = 4_000;

function addTokens(text: string, separators: RegExp, into: Set<string>): void {
  for (const token of text.split(separators)) if (CANDIDATE.test(token)) into.add(token);
}

/** The expression of `{...}` starting at `open` (braces balanced), or the rest up to the cap. */
function expressionAt(text: string, open: number): string {
  let depth = 0;
  const end = Math.min(text.length, open + EXPRESSION_CHARS);
  for (let i = open; i < end; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1, end);
}

/**
 * Adds the class names of every `class=` / `className=` attribute of `text` to `into`. A quoted value is split
 * at whitespace; an expression (`{'a b'}`, `{`a ${x ? 'b' : ''}`}`, `{cn('a', ok && 'b')}`) at anything that
 * cannot be part of a class, so the names in its strings are found (and a few identifiers, which match no
 * utility, as Tailwind's own scan of a file would find them).
 */
export function addClassCandidates(text: string, into: Set<string>): void {
  if (!text.includes('class')) return;
  for (const m of text.matchAll(ATTRIBUTE)) {
    const at = m.index + m[0].length;
    const quote = text[at];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, at + 1);
      if (close !== -1) addTokens(text.slice(at + 1, close), /\s+/, into);
    } else if (quote === '{') addTokens(expressionAt(text, at), /[\s'"`{}()$?,;<>=&|+]+/, into);
  }
}

/** The class candidates of `text`, sorted (for tests and one-off use). */
export function classCandidates(text: string): string[] {
  const into = new Set<string>();
  addClassCandidates(text, into);
  return [...into].sort();
}
