/**
 * The class names of a site, as candidates for Tailwind (tailwind.ts): Mintlify pages style HTML and JSX
 * elements with Tailwind CSS v3 classes (customize/custom-scripts.mdx, "Style with Tailwind CSS"). Pages in
 * the navigation bring theirs (read with their source, nav/page-source.ts); other page files and the
 * snippets are read here, confined to the docs folder and capped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addClassCandidates } from '../class-candidates.js';
import { realPathWithin } from '../config/index.js';
import type { Diagnostic } from '../types.js';

export { addClassCandidates, classCandidates } from '../class-candidates.js';

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

/** The real path of `rel` inside the docs folder (`rootReal`, itself real), or null when it leads out. */
const confined = (rootReal: string, rel: string) => realPathWithin(rootReal, path.join(rootReal, rel));

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
 * The sorted class candidates of `known` (already read), of the given page files (relative to `srcDir`) and
 * of every snippet file. Limits reached are reported in `diagnostics`.
 */
export function siteClassCandidates(
  srcDir: string,
  pageFiles: Iterable<string>,
  diagnostics: Diagnostic[],
  limits = TAILWIND_SOURCE_LIMITS,
  known: Iterable<string> = [],
): string[] {
  let rootReal: string;
  try {
    rootReal = fs.realpathSync.native(srcDir);
  } catch {
    return [];
  }
  const found = new Set<string>(known);
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
