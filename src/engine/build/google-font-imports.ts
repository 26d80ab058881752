/**
 * Google Fonts a site's stylesheet imports (`@import url("https://fonts.googleapis.com/css2?family=...")`,
 * as the Mintlify docs' own fonts.css does). On Mintlify the reader's browser loads them; an exported site
 * loads nothing from other hosts, so the build fetches each family as it does docs.json's `fonts`
 * (google-fonts.ts, same switch, hosts and caps) and the import is dropped quietly, its faces served from the
 * site. Only css2 imports are read; anything else, and any family that cannot be had, stays a warning.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface FontImport {
  url: string;
  /** The stylesheet, relative to the docs folder, and the import's line. */
  file: string;
  line: number;
}

/** Up to the quote or parenthesis that ends it: css2 URLs hold `;` between a family's axis tuples. */
const IMPORT = /@import\s+(?:url\(\s*)?["']?(https:\/\/fonts\.googleapis\.com\/css2\?[^"')\s]+)/gi;

/** The css2 imports of these stylesheets (relative paths in `srcDir`), in order, each once. */
export function findFontImports(srcDir: string, files: string[], maxBytes: number): FontImport[] {
  const out: FontImport[] = [];
  for (const file of files) {
    let text: string;
    try {
      const abs = path.join(srcDir, file);
      if (fs.statSync(abs).size > maxBytes) continue;
      text = fs.readFileSync(abs, 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(IMPORT)) {
      const url = m[1]!;
      if (out.some((i) => i.url === url)) continue;
      out.push({ url, file, line: text.slice(0, m.index).split('\n').length });
    }
  }
  return out;
}

/** Each `family=` of a css2 URL: its name and the spec to ask css2 for (`Inter:ital,wght@0,400;1,700`). */
export function importedFamilies(url: string): { name: string; query: string }[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  if (parsed.hostname !== 'fonts.googleapis.com' || parsed.pathname !== '/css2') return [];
  return parsed.searchParams
    .getAll('family')
    .map((spec) => ({ name: spec.split(':')[0]!.trim(), query: spec.trim() }))
    .filter((f) => /^[A-Za-z0-9 ]{1,80}$/.test(f.name));
}
