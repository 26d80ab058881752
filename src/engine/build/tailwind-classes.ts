/**
 * The class names authors write on their own markup, as candidates for Tailwind (tailwind.ts). Mintlify pages
 * style HTML and JSX elements with Tailwind CSS v3 classes (customize/custom-scripts.mdx, "Style with Tailwind
 * CSS"): `class="..."`, `className="..."`, `className={'...'}`, `className={`...`}` in pages and snippets.
 * Only names made of the characters Tailwind's own utilities use are kept: no `[` (arbitrary values are not
 * supported on Mintlify, and would let page text write any CSS declaration), no quotes, braces or semicolons.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../types.js';

export const TAILWIND_SOURCE_LIMITS = {
  /** Snippet files read at most (the `snippets/` and `_snippets/` folders). */
  snippetFiles: 2_000,
  /** Bytes of one file read for classes (a page or a snippet). */
  fileBytes: 4 * 1024 * 1024,
  /** Bytes of all snippet files read. */
  snippetBytes: 32 * 1024 * 1024,
  /** Distinct candidates handed to Tailwind. */
  candidates: 20_000,
};

/** The folders snippets live in (markdown/snippets.ts), and the files there that may carry markup. */
const SNIPPET_DIRS = ['snippets', '_snippets'];
const SNIPPET_FILE = /\.(?:mdx|md|jsx|tsx|js)$/i;

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

/** The real path of `rel` inside the docs folder (`rootReal`, itself real), or null when it leads out. */
function confined(rootReal: string, rel: string): string | null {
  let real: string;
  try {
    // The native call is one system call; the JavaScript one walks the path (twice the time over 5,000 pages).
    real = fs.realpathSync.native(path.join(rootReal, rel));
  } catch {
    return null;
  }
  const back = path.relative(rootReal, real);
  return back === '' || back.startsWith('..') || path.isAbsolute(back) ? null : real;
}

/** Relative paths of the snippet files, in code-point order; `truncated` when the count cap cut the list. */
function snippetFiles(rootReal: string, limit: number): { files: string[]; truncated: boolean } {
  const files: string[] = [];
  const seen = new Set<string>();
  let truncated = false;
  const walk = (rel: string) => {
    const real = confined(rootReal, rel);
    if (!real || seen.has(real)) return;
    seen.add(real);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(real, { withFileTypes: true });
    } catch {
      return;
    }
    for (const ent of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (ent.name.startsWith('.') || ent.name === 'node_modules') continue;
      const child = `${rel}/${ent.name}`;
      if (ent.isDirectory() || (ent.isSymbolicLink() && !SNIPPET_FILE.test(ent.name))) walk(child);
      else if (SNIPPET_FILE.test(ent.name)) {
        if (files.length >= limit) {
          truncated = true;
          return;
        }
        files.push(child);
      }
    }
  };
  for (const dir of SNIPPET_DIRS) if (!truncated) walk(dir);
  return { files, truncated };
}

/** The text of a file of the docs folder (confined to it, a regular file under the size cap), or null. */
function readConfined(rootReal: string, rel: string, maxBytes: number): string | null {
  const real = confined(rootReal, rel);
  if (!real) return null;
  let fd: number | undefined;
  try {
    fd = fs.openSync(real, 'r');
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes) return null;
    return fs.readFileSync(fd, 'utf8');
  } catch {
    return null;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * The sorted class candidates of the given page files (relative to `srcDir`) and of every snippet file.
 * Limits reached are reported in `diagnostics`.
 */
export function siteClassCandidates(
  srcDir: string,
  pageFiles: Iterable<string>,
  diagnostics: Diagnostic[],
  limits = TAILWIND_SOURCE_LIMITS,
): string[] {
  let rootReal: string;
  try {
    rootReal = fs.realpathSync.native(srcDir);
  } catch {
    return [];
  }
  const found = new Set<string>();
  const warn = (message: string) =>
    diagnostics.push({ severity: 'warning', code: 'SITE_FILES_LIMIT', message });
  for (const rel of new Set(pageFiles)) {
    const text = readConfined(rootReal, rel, limits.fileBytes);
    if (text !== null) addClassCandidates(text, found);
  }
  const snippets = snippetFiles(rootReal, limits.snippetFiles);
  if (snippets.truncated)
    warn(`over ${limits.snippetFiles} snippet files: Tailwind classes beyond them are not generated`);
  let budget = limits.snippetBytes;
  for (const rel of snippets.files) {
    const text = readConfined(rootReal, rel, Math.min(limits.fileBytes, budget));
    if (text === null) continue;
    budget -= Buffer.byteLength(text);
    addClassCandidates(text, found);
  }
  const sorted = [...found].sort();
  if (sorted.length > limits.candidates) {
    warn(`over ${limits.candidates} distinct class names: Tailwind classes beyond them are not generated`);
    sorted.length = limits.candidates;
  }
  return sorted;
}
