/**
 * A changelog's tag filters (create/changelogs.mdx): "Add `tags` to your `Update` components to replace the
 * table of contents with tag filters." One toggle button per tag, in the order the page first uses them,
 * written here so they are there before any script runs; client/scripts/update-filters.js makes them filter
 * (an update must have every selected tag; untagged ones hide while a filter is on).
 */
import type { TocEntry } from '../types.js';
import { esc } from './escape.js';
import { ID } from './ids.js';
import type { UiStrings } from './strings.js';

/** The tags of the page's `<Update>`s, each once, in order of first use. */
export function updateTags(toc: TocEntry[]): string[] {
  return [...new Set(toc.flatMap((entry) => entry.tags ?? []))];
}

/** The side column's filters, or '' when no update has tags (the page keeps its table of contents). */
export function renderUpdateFilters(toc: TocEntry[], t: UiStrings, menu: string): string {
  const tags = updateTags(toc);
  if (tags.length === 0) return '';
  const buttons = tags
    .map(
      (tag) =>
        `<li><button type="button" class="lectern-update-filter" aria-pressed="false" data-tag="${esc(tag)}">` +
        `<span class="lectern-update-filter__box" aria-hidden="true"></span><span class="lectern-update-filter__name">${esc(tag)}</span></button></li>`,
    )
    .join('');
  // The table of contents' title id: the page has no table of contents to claim it.
  return (
    `<aside class="lectern-toc lectern-update-filters" id="${ID.tableOfContents}" data-lectern-update-filters>${menu}` +
    `<div id="${ID.tableOfContentsContent}" role="group" aria-labelledby="lectern-toc-title"><h2 id="lectern-toc-title" class="lectern-toc-title">${esc(t.updateFilters)}</h2>` +
    `<ul class="lectern-update-filters__list">${buttons}</ul></div></aside>`
  );
}
