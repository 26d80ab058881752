/**
 * Navigation pages generated from OpenAPI files: an operation named in a page list (`GET /users`, optionally
 * after a spec file), or every operation of a section's `openapi` file grouped by tag. Part of the walk in
 * normalise.ts, sharing its page map and diagnostics.
 */
import {
  formatKeyPath,
  type ApiSpecSource,
  type ConfigChecker,
  type KeyPath,
  type Variables,
} from '../config/index.js';
import { isRemoteSpec, remoteSpecFailed } from '../openapi/index.js';
import type { Diagnostic, NavGroup, NavNode, NavPage } from '../types.js';
import { iconName, listingNode, navPage, type Listing, type Scope } from './nav-node.js';
import {
  generatedEntry,
  listOperations,
  SpecCache,
  type MintReports,
  type OperationSummary,
} from './openapi.js';
import { operationPagePath, tagLabel } from './operation-path.js';
import type { PageEntry } from './types.js';

const OP_REF =
  /^(?:(\S+\.(?:json|ya?ml))\s+)?(?:(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)\s+(\/\S*)|(WEBHOOK)\s+(\S+))$/i;

/** Mintlify's group for operations without tags (the page URL keeps no tag part: operation-path.ts). */
const UNTAGGED_GROUP = 'API Reference';

/** Whether a page-list entry names an API operation rather than a page file. */
export function isOperationRef(item: string): boolean {
  return OP_REF.test(item);
}

export interface OperationPagesContext {
  srcDir: string;
  /** docs.json `variables`, for page titles and descriptions written with them. */
  variables?: Variables;
  c: ConfigChecker;
  specs: SpecCache;
  pages: Map<string, PageEntry>;
  diagnostics: Diagnostic[];
  openapiFiles: Set<string>;
  mintReports: MintReports;
  /** Every place each page is listed, in walk order (shared-pages.ts settles which one shows it). */
  listings: Map<string, Listing[]>;
}

export class OperationPages {
  private readonly badSpecs = new Set<string>();

  constructor(private readonly ctx: OperationPagesContext) {}

  loadSpec(source: string, at: KeyPath): Record<string, unknown> | null {
    const rel = SpecCache.normalisePath(source);
    const doc = this.ctx.specs.load(source);
    if (doc && rel) this.ctx.openapiFiles.add(rel);
    else if (!this.badSpecs.has(source)) {
      this.badSpecs.add(source);
      // A URL the build failed to fetch was reported with the fetch (build/remote-specs.ts).
      if (remoteSpecFailed(this.ctx.srcDir, source)) return doc;
      const remote = isRemoteSpec(source);
      const why = remote
        ? 'a URL and was not loaded (fetching remote specs is off for this build)'
        : rel === null
          ? 'outside the docs folder'
          : 'missing or not a valid OpenAPI document';
      this.ctx.diagnostics.push({
        severity: remote || rel === null ? 'warning' : 'error',
        code: 'OPENAPI_NOT_FOUND',
        message: this.ctx.c.message(at, `OpenAPI file "${source}" is ${why}`),
        file: this.ctx.c.fileFor(at),
      });
    }
    return doc;
  }

  page(ref: string, at: KeyPath, scope: Scope): NavPage | null {
    const m = OP_REF.exec(ref)!;
    const spec: ApiSpecSource | undefined = m[1]
      ? { source: m[1], directory: scope.openapi?.directory }
      : scope.openapi;
    if (!spec) {
      this.ctx.c.error(at, `"${ref}" names an API operation but no "openapi" file is set here or above`);
      return null;
    }
    const doc = this.loadSpec(spec.source, at);
    if (!doc) return null;
    const method = (m[2] ?? m[4]).toUpperCase();
    const opPath = m[3] ?? m[5];
    const op = listOperations(doc).find((o) => o.method === method && o.path === opPath);
    if (!op) {
      this.ctx.diagnostics.push({
        severity: 'error',
        code: 'OPENAPI_OPERATION_NOT_FOUND',
        message: this.ctx.c.message(at, `operation "${method} ${opPath}" not found in ${spec.source}`),
        file: this.ctx.c.fileFor(at),
      });
      return null;
    }
    return this.generated(spec, op, at, scope);
  }

  /**
   * Every operation of the file, grouped by first tag (labelled by its `x-group`), untagged ones in a group
   * "API Reference" (api-playground/organize-endpoints.mdx); groups in order of their first operation.
   */
  all(spec: ApiSpecSource, at: KeyPath, scope: Scope): NavNode[] {
    const doc = this.loadSpec(spec.source, [...at, 'openapi']);
    if (!doc) return [];
    const out: NavNode[] = [];
    // Keyed by tag, untagged under '' (no tag has an empty name), so a tag named "API Reference" stays apart.
    const byTag = new Map<string, NavGroup>();
    for (const op of listOperations(doc)) {
      const tag = op.tags[0] ?? '';
      const label = tag ? tagLabel(doc, tag) : UNTAGGED_GROUP;
      const page = this.generated(spec, op, at, { ...scope, crumbs: [...scope.crumbs, label] });
      let group = byTag.get(tag);
      if (!group) {
        group = { kind: 'group', title: label, children: [] };
        byTag.set(tag, group);
        out.push(group);
      }
      group.children.push(page);
    }
    return out;
  }

  private generated(spec: ApiSpecSource, op: OperationSummary, at: KeyPath, scope: Scope): NavPage {
    const specPath = SpecCache.normalisePath(spec.source)!;
    const opRef = `/${specPath} ${op.method} ${op.path}`;
    this.ctx.mintReports.problems(specPath, opRef.slice(1), op.mintProblems ?? []);
    const base = operationPagePath(scope.folder, op);
    let pagePath = op.mint?.href
      ? this.ctx.mintReports.href(this.ctx.srcDir, this.ctx.pages, op.mint.href, opRef, specPath)
      : null;
    if (pagePath === null) {
      pagePath = base;
      // Mintlify numbers a repeated name from 1 (`list-pets-1`).
      for (
        let n = 1;
        this.ctx.pages.has(pagePath) && this.ctx.pages.get(pagePath)!.generated?.spec !== opRef;
        n++
      )
        pagePath = `${base}-${n}`;
    }
    const path = pagePath;
    return this.listGenerated(
      path,
      (place) => generatedEntry(path, spec.source, op, place),
      at,
      scope,
      op.method,
    );
  }

  /**
   * The sidebar node of a page generated from a spec (an operation, an AsyncAPI channel), its entry made on
   * its first listing and every listing recorded (shared-pages.ts). `method` is the sidebar's badge.
   */
  listGenerated(
    path: string,
    entryAt: (place: Parameters<typeof generatedEntry>[3]) => PageEntry,
    at: KeyPath,
    scope: Scope,
    method: string,
  ): NavPage {
    const make = () =>
      entryAt({
        sectionIds: scope.sectionIds,
        breadcrumb: scope.crumbs,
        hidden: scope.hidden,
        ...(scope.searchable ? { searchable: true } : {}),
        ...(scope.boost !== undefined ? { boost: scope.boost } : {}),
        declaredAt: `${this.ctx.c.fileFor(at)}: ${formatKeyPath(at)}`,
        ...(scope.lang ? { lang: scope.lang } : {}),
      });
    let entry = this.ctx.pages.get(path);
    if (!entry) {
      entry = make();
      this.ctx.pages.set(path, entry);
    }
    const listings = this.ctx.listings.get(path) ?? [];
    listings.push({ scope, entry: make });
    this.ctx.listings.set(path, listings);
    const own = entry.generated?.metadata?.hidden === true;
    const node: NavPage = { ...listingNode(navPage(entry, true), own, scope.hidden), method };
    const meta = entry.generated?.metadata ?? {};
    if (iconName(meta.icon)) node.icon = iconName(meta.icon);
    if (typeof meta.tag === 'string') node.tag = meta.tag;
    return node;
  }

  /** Whether a page path is taken by another page than the one generated from `spec` (a numbered name then). */
  takenByOther(path: string, spec: string): boolean {
    return this.ctx.pages.has(path) && this.ctx.pages.get(path)!.generated?.spec !== spec;
  }
}
