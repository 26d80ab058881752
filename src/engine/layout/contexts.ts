/**
 * Pages listed in several sections (nav/shared-pages.ts) are built once, with the chrome of the section that
 * shows them. On Mintlify, a single-page app, a reader who picked version 2 stays in version 2 on a page every
 * version lists; here such a page also carries the header, sidebar and page header (whose eyebrow names the
 * section's tab and groups) and previous and next links it has in each other section listing it, as inert
 * templates, and
 * client/scripts/context.js swaps one in for a reader coming from that section.
 */
import type { LayoutInput } from '../types.js';
import { esc } from './escape.js';

export interface ContextsInput {
  /** The other sections listing the page (full `sectionIds` paths), each with its navigation payload. */
  contexts?: {
    sectionIds: string[];
    nav: LayoutInput['nav'];
    /** The page's neighbours in that section's sidebar (its prev/next there). */
    prev?: LayoutInput['prev'];
    next?: LayoutInput['next'];
  }[];
}

/** A context as the client compares it: the section path as a JSON array, escaped for an attribute. */
export function contextAttr(sectionIds: string[]): string {
  return ` data-lectern-context="${esc(JSON.stringify(sectionIds))}"`;
}

/**
 * One `<template>` per other context, holding the header, sidebar and page header `chrome` draws for the page with that
 * context's navigation; nothing for a page listed once.
 */
export function renderContextTemplates<T extends LayoutInput & ContextsInput>(
  input: T,
  chrome: (input: T) => string,
): string {
  return (input.contexts ?? [])
    .map(
      ({ sectionIds, nav, prev, next }) =>
        `<template${contextAttr(sectionIds)}>${chrome({ ...input, nav, prev, next, contexts: undefined })}</template>`,
    )
    .join('');
}
