/**
 * The site's own stylesheets and scripts. Mintlify "includes any `.css` file inside your content directory on
 * every page of your site" and any `.js` file too (customize/custom-scripts.mdx). Stylesheets are rewritten
 * for the asset folder (css-rewrite.ts) and linked on every page after Lectern's own styles, in path order.
 * Scripts are left out: an exported site runs no author script (it could reach other hosts, and analytics are
 * excluded from exports by design), so the build says which it left out, once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../types.js';
import { ASSET_DIR, hashedName, type PendingFile } from './assets.js';
import { rewriteSiteCss } from './css-rewrite.js';
import { findFontImports, type FontImport } from './google-font-imports.js';

export const SITE_CSS_LIMITS = {
  /** Stylesheets included at most (real sites have one to a few). */
  files: 100,
  /** Bytes of one stylesheet (an imported one too). */
  fileBytes: 1024 * 1024,
  /** Bytes of all stylesheets read. */
  totalBytes: 8 * 1024 * 1024,
  /** Folder entries looked at before the scan stops. */
  entries: 200_000,
};

export interface SiteCss {
  /** The rewritten stylesheets, hashed, in the order pages link them. */
  files: PendingFile[];
  /** Files of the docs folder they reference, to copy into the site at the same path. */
  assets: string[];
}

interface Found {
  css: string[];
  js: string[];
  truncated: boolean;
}

function inside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * `.css` and `.js` files of the folder, by relative path in code-point order: no dot-entries, no
 * `node_modules`, nothing under `exclude` (the output and cache folders when they sit inside), and no link
 * leading out of the folder.
 */
function scan(srcReal: string, exclude: string[], limits: typeof SITE_CSS_LIMITS): Found {
  const found: Found = { css: [], js: [], truncated: false };
  const seen = new Set<string>();
  let entries = 0;
  const walk = (dir: string, rel: string) => {
    let real: string;
    try {
      real = fs.realpathSync(dir);
    } catch {
      return;
    }
    if (!inside(srcReal, real) || seen.has(real)) return;
    if (exclude.some((x) => inside(x, dir) || inside(x, real))) return;
    seen.add(real);
    let list: fs.Dirent[];
    try {
      list = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const ent of list) {
      if (++entries > limits.entries) {
        found.truncated = true;
        return;
      }
      if (ent.name.startsWith('.') || ent.name === 'node_modules') continue;
      const abs = path.join(dir, ent.name);
      const childRel = rel ? `${rel}/${ent.name}` : ent.name;
      let isDir = ent.isDirectory();
      let isFile = ent.isFile();
      if (ent.isSymbolicLink()) {
        try {
          const target = fs.realpathSync(abs);
          if (!inside(srcReal, target)) continue;
          const st = fs.statSync(target);
          isDir = st.isDirectory();
          isFile = st.isFile();
        } catch {
          continue;
        }
      }
      if (isDir) walk(abs, childRel);
      else if (isFile && /\.css$/i.test(ent.name)) found.css.push(childRel);
      // A snippets folder's scripts are modules pages import (markdown/snippets.ts), not site scripts.
      else if (isFile && /\.js$/i.test(ent.name) && !/^_?snippets\//.test(childRel)) found.js.push(childRel);
    }
  };
  walk(srcReal, '');
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  found.css.sort(order);
  found.js.sort(order);
  return found;
}

/** A file of the docs folder that may be read or copied: inside it, no dot-folders, a regular file. */
function confined(srcReal: string, rel: string): string | null {
  if (rel === '' || rel.split('/').some((s) => s.startsWith('.') || s === 'node_modules')) return null;
  try {
    const real = fs.realpathSync(path.join(srcReal, rel));
    const back = path.relative(srcReal, real);
    if (back.startsWith('..') || path.isAbsolute(back) || !fs.statSync(real).isFile()) return null;
    return back.split(path.sep).join('/');
  } catch {
    return null;
  }
}

/** The real path of `p`, or of its nearest existing parent joined with the rest (a folder not made yet). */
function realish(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    const parent = path.dirname(p);
    return parent === p ? p : path.join(realish(parent), path.basename(p));
  }
}

function names(files: string[]): string {
  return files.length <= 5
    ? files.join(', ')
    : `${files.slice(0, 5).join(', ')} and ${files.length - 5} more`;
}

/** The docs folder's stylesheets and scripts, found by one walk that the fonts and the stylesheets share. */
export interface SiteScan {
  srcReal: string;
  found: Found;
  limits: typeof SITE_CSS_LIMITS;
}

/** Walks the docs folder once; `exclude` holds folders never read (the build's output and cache folders). */
export function scanSiteFiles(srcDir: string, exclude: string[], limits = SITE_CSS_LIMITS): SiteScan {
  const srcReal = fs.realpathSync(srcDir);
  // Only folders inside the docs folder: a cache folder holding the docs folder must not hide it all.
  const skipped = exclude
    .map((x) => realish(path.resolve(x)))
    .filter((x) => x !== srcReal && inside(srcReal, x));
  return { srcReal, found: scan(srcReal, skipped, limits), limits };
}

/** The Google Fonts the folder's stylesheets import (google-font-imports.ts), found before they are planned. */
export function siteFontImports({ srcReal, found, limits }: SiteScan): FontImport[] {
  return findFontImports(srcReal, found.css.slice(0, limits.files), limits.fileBytes);
}

/** `_lectern/site/<name>.<hash>.css`, the name reduced to characters any URL and file system take. */
function outputName(rel: string, css: string): string {
  const base = path.posix.basename(rel).replace(/[^A-Za-z0-9._-]/g, '-');
  return hashedName(base, css).replace(`${ASSET_DIR}/`, `${ASSET_DIR}/site/`);
}

/**
 * Reads, rewrites and hashes the folder's stylesheets; warns about scripts left out. Diagnostics are added to
 * `diagnostics`.
 */
export function planSiteCss(
  scanned: SiteScan,
  diagnostics: Diagnostic[],
  answeredImports: ReadonlySet<string> = new Set(),
): SiteCss {
  const { srcReal, limits } = scanned;
  const found = { ...scanned.found, css: [...scanned.found.css] };
  const warn = (code: string, message: string, file?: string) =>
    diagnostics.push({ severity: 'warning', code, message, ...(file ? { file } : {}) });
  if (found.truncated)
    warn(
      'SITE_FILES_LIMIT',
      `the docs folder has over ${limits.entries} entries: stylesheets beyond them are left out`,
    );
  if (found.js.length)
    warn(
      'CUSTOM_JS_SKIPPED',
      `custom scripts are not included (${names(found.js)}): an exported site runs no author script, since ` +
        'one could reach other hosts; analytics are left out of exports by design',
    );
  if (found.css.length > limits.files) {
    warn(
      'SITE_FILES_LIMIT',
      `${found.css.length} stylesheets in the docs folder: only the first ${limits.files} are included (${names(found.css.slice(limits.files))} left out)`,
    );
    found.css.length = limits.files;
  }

  let budget = limits.totalBytes;
  const read = (rel: string): string | null => {
    try {
      const size = fs.statSync(path.join(srcReal, rel)).size;
      if (size > limits.fileBytes || size > budget) {
        warn('SITE_FILES_LIMIT', `${rel}: stylesheet over the size limit, left out`, rel);
        return null;
      }
      budget -= size;
      return fs.readFileSync(path.join(srcReal, rel), 'utf8');
    } catch {
      return null;
    }
  };
  const source = { read, asset: (rel: string) => confined(srcReal, rel), answeredImports };
  const files: PendingFile[] = [];
  const assets = new Set<string>();
  for (const rel of found.css) {
    const text = read(rel);
    if (text === null) continue;
    const out = rewriteSiteCss(rel, text, source, diagnostics);
    if (!out) continue;
    const name = outputName(rel, out.css);
    // Two files of one name and content are one stylesheet: linked once.
    if (!files.some((f) => f.rel === name)) files.push({ rel: name, contents: out.css });
    for (const a of out.assets) assets.add(a);
  }
  return { files, assets: [...assets].sort() };
}
