/**
 * Frontmatter `related` (organize/related-pages.mdx): the pages and links a page's "Related topics" section
 * lists. Each entry is a root-relative page path, an http(s) URL, or a one-key `Title: target` object. Read
 * with the page's frontmatter; resolved after the walk, when every page's title and description is known: a
 * page takes its sidebar title and icon unless the entry names a title, a URL its own text. A path that is
 * no page of the site is left out with a warning naming the page. Mintlify's automatic suggestions need its
 * search service; a static site lists only what the page names, as its "Manual" mode does.
 */
import type { Diagnostic, DirectoryItem } from '../types.js';
import { normalisePagePath } from './page-path.js';
import type { PageEntry } from './types.js';

const MAX_RELATED = 10;

/** The entries as written; undefined unless `related` is a list (`false` hides a section a static site never adds). */
export function relatedWritten(value: unknown): PageEntry['relatedWritten'] {
  if (!Array.isArray(value)) return undefined;
  const out: NonNullable<PageEntry['relatedWritten']> = [];
  for (const item of value) {
    if (typeof item === 'string' && item.trim()) out.push({ target: item.trim() });
    else if (item && typeof item === 'object' && !Array.isArray(item)) {
      const [entry] = Object.entries(item as Record<string, unknown>);
      if (entry && typeof entry[1] === 'string' && entry[1].trim())
        out.push({ title: entry[0], target: entry[1].trim() });
    }
  }
  return out.length ? out.slice(0, MAX_RELATED) : undefined;
}

/** Gives each page that names related pages its resolved list; unknown paths are reported. */
export function attachRelated(pages: Map<string, PageEntry>, diagnostics: Diagnostic[]): void {
  for (const entry of pages.values()) {
    if (!entry.relatedWritten) continue;
    const items: DirectoryItem[] = [];
    for (const { title, target } of entry.relatedWritten) {
      if (/^https?:\/\//i.test(target)) {
        items.push({ title: title ?? target, href: target });
        continue;
      }
      // `/guides/intro`, `/guides/intro.mdx`, `/guides/` (its index page), `/` (the home page); a query or
      // fragment is not part of it.
      const written = target.startsWith('/') ? target.split(/[?#]/)[0]! : null;
      const path = written === null ? null : /^\/*$/.test(written) ? 'index' : normalisePagePath(written);
      const page = path === null ? undefined : (pages.get(path) ?? pages.get(`${path}/index`));
      if (!page || page.path === entry.path) {
        diagnostics.push({
          severity: 'warning',
          code: 'RELATED_NOT_FOUND',
          message: `related: "${target}" is not a page of this site (write /path/to/page or an https:// URL); left out`,
          ...(entry.file ? { file: entry.file } : {}),
        });
        continue;
      }
      const item: DirectoryItem = { title: title ?? page.sidebarTitle ?? page.title, path: page.path };
      if (page.description?.trim()) item.description = page.description;
      items.push(item);
    }
    if (items.length) entry.related = items;
  }
}
