/**
 * Pages outside the navigation that a built page links to. Mintlify serves every page file, listed or not
 * ("hidden pages", organize/hidden-pages.mdx), so real sites link to unlisted pages and expect the links to
 * work. Building every file would also publish drafts, READMEs and internal notes; we build an unlisted
 * page only when a built page links to it (and, in turn, what it links to), as a hidden page: not in the
 * sidebar, and, unless `seo.indexing` is `all`, not in the sitemap or search.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  entryFromSource,
  hashText,
  openapiPageMint,
  readPageSource,
  SpecCache,
  type PageEntry,
} from '../nav/index.js';
import { discoverSpecs, schemaPageSpec } from '../openapi/index.js';
import { ROOT_SKILL } from './skills.js';

/** Folders that never hold pages: snippets are imported, not served; dot-folders and dependencies are not docs. */
const SKIP_DIRS = new Set(['snippets', 'node_modules']);

/**
 * Page paths of every `.mdx`/`.md` file not in the navigation, minus what `.mintignore` lists (one
 * pattern per line: a path or folder relative to the docs root, `*` within a name, `#` comments) and the
 * root `skill.md`, which is the site's skill file (skills.ts), published as it is.
 */
export function unlistedPages(srcDir: string, listed: ReadonlySet<string>): Set<string> {
  const ignored = mintignore(srcDir);
  const found = new Set<string>();
  const walk = (dir: string, rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const ent of entries) {
      const childRel = rel ? `${rel}/${ent.name}` : ent.name;
      if (ent.name.startsWith('.') || ignored(childRel)) continue;
      if (ent.isDirectory()) {
        if (!(rel === '' && SKIP_DIRS.has(ent.name)) && ent.name !== 'node_modules')
          walk(path.join(dir, ent.name), childRel);
      } else if (ent.isFile() && /\.mdx?$/i.test(ent.name) && childRel !== ROOT_SKILL) {
        const pagePath = childRel.replace(/\.mdx?$/i, '');
        if (!listed.has(pagePath)) found.add(pagePath);
      }
    }
  };
  walk(srcDir, '');
  return found;
}

function mintignore(srcDir: string): (rel: string) => boolean {
  let text = '';
  try {
    text = fs.readFileSync(path.join(srcDir, '.mintignore'), 'utf8');
  } catch {
    return () => false;
  }
  const patterns = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#') && !l.startsWith('!'))
    .map((l) => {
      const body = l.replace(/^\/+/, '').replace(/\/+$/, '');
      const re = body
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*');
      // A pattern without a slash matches a name at any depth; with one, a path from the root.
      return new RegExp(body.includes('/') ? `^${re}(?:/|$)` : `(?:^|/)${re}(?:/|$)`);
    });
  return (rel) => patterns.some((re) => re.test(rel));
}

/**
 * The entry of an unlisted page, shown in the section of the page that first linked to it. An `openapi:`
 * page takes its operation's metadata (its summary as title) as listed pages do, looking the operation up
 * in the linking page's spec first, then in `api.openapi` (`apiSpecs`), then in the folder's other specs
 * (`discovered`, the build's SpecCache; without it the folder is scanned for this page).
 */
export function unlistedEntry(
  srcDir: string,
  pagePath: string,
  linkedFrom: PageEntry,
  apiSpecs: string[] = [],
  discovered?: () => string[],
): PageEntry | null {
  const read = readPageSource(srcDir, pagePath);
  if (!read) return null;
  const candidates = [...(linkedFrom.openapiScope ? [linkedFrom.openapiScope] : []), ...apiSpecs];
  const others = discovered ?? (() => discoverSpecs(srcDir).files);
  const mint = openapiPageMint(srcDir, read.frontmatter, candidates, others, undefined, read.file);
  // An `openapi-schema:` page's spec is found the same way.
  const specFile =
    mint.specFile ?? schemaPageSpec(srcDir, read.frontmatter, candidates, others, read.file) ?? undefined;
  const unnamed = specFile !== undefined && !candidates.some((c) => SpecCache.normalisePath(c) === specFile);
  // The page job looks the operation up in the page's scope and the navigation's specs: when only the
  // folder's other specs hold it (the navigation may not have searched them), the scope names the spec,
  // and its text joins the page's hash, since the build's OpenAPI hash may not cover it.
  const sourceHash = unnamed
    ? hashText(`${read.sourceHash}\0${specText(srcDir, specFile!)}`)
    : read.sourceHash;
  const src = { ...read, sourceHash, frontmatter: mint.frontmatter };
  const entry = entryFromSource(pagePath, src, {
    sectionIds: linkedFrom.sectionIds,
    breadcrumb: [],
    hidden: true,
    unlisted: true,
    declaredAt: `not in the navigation; linked from ${linkedFrom.file ?? linkedFrom.path}`,
    ...(linkedFrom.lang ? { lang: linkedFrom.lang } : {}),
  });
  if (unnamed) entry.openapiScope = specFile;
  else if (linkedFrom.openapiScope) entry.openapiScope = linkedFrom.openapiScope;
  if (mint.mint) entry.mint = mint.mint;
  return entry;
}

function specText(srcDir: string, rel: string): string {
  try {
    return fs.readFileSync(path.join(srcDir, rel), 'utf8');
  } catch {
    return '';
  }
}

/** `href="..."` in HTML the configuration renders once per build (the banner's Markdown). */
const HTML_HREF = /\shref="([^"]*)"/g;

/**
 * Every link of the configuration: `href` strings of the navigation tree and the layout's site chrome
 * (navbar, footer, global anchors, tabs), and the links of HTML it renders once per build (the banner),
 * which writes page links as page files (`/guides/x.html`); `shown` is the link as the author wrote it.
 */
function configHrefs(config: unknown[]): { href: string; shown: string }[] {
  const out: { href: string; shown: string }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) {
        if (key === 'href' && typeof child === 'string') out.push({ href: child, shown: child });
        else if (key === 'html' && typeof child === 'string')
          for (const m of child.matchAll(HTML_HREF)) {
            const href = m[1]!.replace(/&amp;/g, '&');
            out.push({ href, shown: href.replace(/\.html(?=$|[?#])/, '') });
          }
        else visit(child);
      }
  };
  config.forEach(visit);
  return out;
}

/**
 * Unlisted pages the configuration itself links to (a global anchor, a navbar, footer or banner link, a
 * tab's `href`): built like pages a page links to, since Mintlify serves them and readers follow those
 * links. `config` is anything holding `href` strings (the navigation tree, the layout's site chrome);
 * `pageOf` reads a link as page links are read (page-context.ts `configLinkPage`).
 */
export function configLinkedPages(
  config: unknown[],
  unlisted: ReadonlySet<string>,
  pageOf: (href: string) => string | null,
): string[] {
  const found = new Set<string>();
  for (const { href } of configHrefs(config)) {
    const page = pageOf(href);
    if (page && unlisted.has(page)) found.add(page);
  }
  return [...found].sort();
}

/**
 * Links of the configuration that lead nowhere on the site: what `resolve` (a page's link resolution:
 * pages, redirects, files) answers null for, named as written. Each once, sorted.
 */
export function brokenConfigLinks(config: unknown[], resolve: (href: string) => string | null): string[] {
  const broken = new Set<string>();
  for (const { href, shown } of configHrefs(config)) {
    const trimmed = href.trim();
    if (trimmed === '' || trimmed.startsWith('#') || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(trimmed)) continue;
    if (resolve(trimmed) === null) broken.add(shown.trim());
  }
  return [...broken].sort();
}
