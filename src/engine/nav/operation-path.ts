/**
 * Where a generated endpoint page lives and what its tag group is called, by Mintlify's rules
 * (@mintlify/scraping `processOpenApiPath`, api-playground/openapi-setup.mdx): the page is
 * `<directory>/<first tag>/<summary>`, each part cut down by `prepareStringToBeValidFilename`, so links
 * written against a Mintlify site (Formbricks' `/api-reference/client-api--display/create-display` for the
 * tag "Client API - Display") reach the same page here.
 */
import type { OperationSummary } from '../openapi/index.js';

/**
 * Mintlify's `prepareStringToBeValidFilename`, step for step: spaces become hyphens, path parameters a
 * hyphen, one leading and one trailing hyphen go, `{}(),.'` newlines and slashes go, and `--` becomes `-`
 * in one left-to-right pass (so ` - ` ends as `--`, as on Mintlify sites), lower-cased.
 */
function mintlifyFilename(text: string): string {
  return text
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll('--', '-')
    .toLowerCase();
}

/** Drops what would end the URL's path (`?`, `#`) or start an escape (`%`, a backslash), and stray white space. */
const linkable = (segment: string) => segment.replace(/[?#%\\\s]/g, '');

/**
 * A path segment from a summary or tag; undefined when nothing is left. Unlike Mintlify, unlinkable
 * characters are dropped, so the page stays reachable by the link a reader copies.
 */
export function pathSegment(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return linkable(mintlifyFilename(text)) || undefined;
}

/** The page's own name: its summary, else `get-usersid`-like method and path (a webhook: its name). */
export function operationSlug(op: OperationSummary): string {
  const fromSummary = pathSegment(op.summary);
  if (fromSummary) return fromSummary;
  if (op.method === 'WEBHOOK') return pathSegment(op.path) ?? 'webhook';
  // Mintlify keeps the hyphen even when the path leaves nothing (`/` -> `get-`).
  return `${op.method.toLowerCase()}-${linkable(mintlifyFilename(op.path))}`;
}

/** `<directory>/<tag>/<name>`; an untagged operation has no tag folder. */
export function operationPagePath(directory: string, op: OperationSummary): string {
  const folder = directory.replace(/^\/+|\/+$/g, '');
  return [folder, pathSegment(op.tags[0]), operationSlug(op)].filter(Boolean).join('/');
}

/** A tag's navigation label: its tag object's `x-group` when set (the URL keeps the tag's name). */
export function tagLabel(doc: Record<string, unknown>, tag: string): string {
  const tags = Array.isArray(doc.tags) ? (doc.tags as unknown[]) : [];
  for (const t of tags) {
    if (!t || typeof t !== 'object') continue;
    const { name, 'x-group': group } = t as Record<string, unknown>;
    if (name === tag && typeof group === 'string' && group.trim()) return group.trim();
  }
  return tag;
}
