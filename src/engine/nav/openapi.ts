import path from 'node:path';
import {
  discoverSpecs,
  DISCOVERY_LIMITS,
  findOperation,
  getOperation,
  isAsyncApi,
  isRemoteSpec,
  leadParagraph,
  listOperations as listOps,
  loadOpenApi,
  operationTitle,
  readXMint,
  remoteSpecUrl,
  type DiscoveredSpecs,
  type DiscoveryLimits,
  type FindOptions,
  type OperationSummary,
} from '../openapi/index.js';
import {
  entryFromSource,
  generatedSource,
  hashText,
  normalisePagePath,
  readPageSource,
} from './page-source.js';
import type { ApiSpecSource } from '../config/index.js';
import type { Diagnostic } from '../types.js';
import type { PageEntry } from './types.js';

export type { OperationSummary };

/** OpenAPI files loaded once per build, by their path inside the source folder (`openapi.json`). */
export class SpecCache {
  private readonly docs = new Map<string, Record<string, unknown> | null>();
  private scan: DiscoveredSpecs | null = null;
  constructor(
    private readonly srcDir: string,
    readonly discoveryLimits: DiscoveryLimits = DISCOVERY_LIMITS,
  ) {}

  /**
   * The folder's specs no configuration names, found on the first call: only a page whose `openapi:`
   * operation the configured specs do not hold needs them, and the scan reads the whole folder.
   */
  discovered(): string[] {
    this.scan ??= discoverSpecs(this.srcDir, this.discoveryLimits);
    return this.scan.files;
  }

  /** The scan's result when a page needed one; null when none did. */
  get discovery(): DiscoveredSpecs | null {
    return this.scan;
  }

  /**
   * Specs pages found their operation in, by path or name (`specs/x.json GET /a`), so they are in the
   * build's OpenAPI files, whose hash decides whether a cached API page is still current.
   */
  readonly pageSpecs = new Set<string>();

  /** Spec names (`v1`) that several files answer to, each with the first page using it: one warning each. */
  readonly ambiguous = new Map<string, { files: string[]; used: string | null; page: string }>();

  /** Records a name several specs answer to (findOperation's `onAmbiguous`), the first time only. */
  nameShared(page: string): (name: string, files: string[], used: string | null) => void {
    return (name, files, used) => {
      if (!this.ambiguous.has(name)) this.ambiguous.set(name, { files, used, page });
    };
  }

  /**
   * `/openapi.json`, `openapi.json` or `./api/spec.yaml` -> `openapi.json`; an http(s) URL as itself (read as
   * the build fetched it, openapi/remote-specs.ts); null for other URLs and escapes.
   */
  static normalisePath(source: string): string | null {
    const url = remoteSpecUrl(source);
    if (url !== null) return /^https?:\/\//i.test(url) ? url : null;
    const rel = path.posix.normalize(source.replace(/\\/g, '/').replace(/^\/+/, ''));
    if (rel.startsWith('..') || rel === '.' || rel.includes('\0')) return null;
    return rel;
  }

  load(source: string): Record<string, unknown> | null {
    const rel = SpecCache.normalisePath(source);
    if (rel === null) return null;
    if (this.docs.has(rel)) return this.docs.get(rel)!;
    let doc: Record<string, unknown> | null = null;
    try {
      doc = loadOpenApi(this.srcDir, rel) as Record<string, unknown>;
    } catch {
      doc = null;
    }
    this.docs.set(rel, doc);
    return doc;
  }
}

/**
 * Every operation of an OpenAPI document that gets a page, in document order: not those marked `x-excluded`.
 * Those marked `x-hidden` are kept; their pages are hidden (generatedEntry).
 */
export function listOperations(doc: Record<string, unknown>): OperationSummary[] {
  return listOps(doc).filter((op) => !op.excluded);
}

/** `createUser` / `GET /users/{id}` -> `create-user` / `get-users-id`. */
export function slugify(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A non-blank string, else undefined. */
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The entry of a page generated from an operation. Its `x-mint.metadata` is the page's frontmatter, so the
 * same keys decide what they decide on a file (title, sidebarTitle, description, hidden, noindex, url);
 * `x-hidden` is `hidden: true` there.
 */
export function generatedEntry(
  pagePath: string,
  specSource: string,
  op: OperationSummary,
  place: Parameters<typeof entryFromSource>[2],
): PageEntry {
  const label = `${SpecCache.normalisePath(specSource)} ${op.method} ${op.path}`;
  // `x-hidden` hides the page as `hidden: true` frontmatter would (out of the sidebar, prev/next, search and
  // sitemap, still built and linkable): api-playground/managing-page-visibility.mdx.
  const meta = op.hidden ? { ...op.mint?.metadata, hidden: true } : (op.mint?.metadata ?? {});
  const title = textOf(meta.title) ?? textOf(op.summary) ?? `${op.method} ${op.path}`;
  // The first paragraph as written; the operation's body shows the rest (openapi/render.ts).
  const description = textOf(meta.description) ?? (leadParagraph(op.description) || undefined);
  const gen = {
    spec: `/${label}`,
    title,
    ...(description ? { description } : {}),
    ...(Object.keys(meta).length ? { metadata: meta } : {}),
  };
  const content = op.mint?.content;
  const frontmatter = { ...meta, title, ...(description ? { description } : {}) };
  const sourceHash = hashText(generatedSource(gen) + (content ? `\0${content}` : ''));
  return {
    ...entryFromSource(pagePath, { file: '', frontmatter, sourceHash }, place),
    file: null,
    usesApi: true,
    openapiScope: specSource,
    generated: gen,
    ...(content ? { mint: { spec: label, content } } : {}),
  };
}

/**
 * The page path `x-mint.href` names (`/guides/x` -> `guides/x`), or why it cannot be the generated page's:
 * a URL or a path leaving the site, or a path another page has, listed or only on disk (never shadowed).
 */
export function hrefPath(
  srcDir: string,
  pages: ReadonlyMap<string, PageEntry>,
  href: string,
  opRef: string,
): string | { code: string; why: string } {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
  const target = external ? null : normalisePagePath(href.split(/[?#]/)[0]);
  if (target === null) return { code: 'OPENAPI_XMINT_INVALID', why: 'is not a page path inside the site' };
  const existing = pages.get(target);
  if (existing && existing.generated?.spec === opRef) return target;
  const other = existing
    ? (existing.file ?? `the page of ${existing.generated?.spec.slice(1)}`)
    : readPageSource(srcDir, target)?.file;
  return other ? { code: 'OPENAPI_HREF_CONFLICT', why: `is already the path of ${other}` } : target;
}

/**
 * An `openapi:` page's frontmatter with its operation's `x-mint.metadata` under it (the page's own keys win),
 * and what the page job applies: the content, and the metadata keys the page leaves unset. A page that gets
 * no title from either is titled like a generated page (api-playground/openapi-setup.mdx): the operation's
 * summary, else `METHOD /path`, one more metadata key, so the sidebar, prev/next, the page's heading, its
 * `<title>` and search all read the same; one without a description takes the operation's first paragraph
 * (api-playground/customize-endpoint-pages), as a generated page does. The operation is looked up as the page's API section will be: its
 * own file (or the specs its file names, `v1`), else `candidates` in order, else the folder's other specs
 * (`discovered`, asked only then); a reference that does not resolve changes nothing here (the build
 * reports it).
 */
export function openapiPageMint(
  srcDir: string,
  frontmatter: Record<string, unknown>,
  candidates: string[],
  discovered?: () => string[],
  onAmbiguous?: FindOptions['onAmbiguous'],
  /** The page's file: a spec named from its folder (`./spec.json`) is found there, as the page renders it. */
  page?: string | null,
): {
  frontmatter: Record<string, unknown>;
  /** The spec the operation was found in, when it was. */
  specFile?: string;
  mint?: PageEntry['mint'];
  problems?: { file: string; label: string; list: string[] };
} {
  const value = frontmatter.openapi;
  const found =
    typeof value === 'string'
      ? findOperation(value, {
          srcDir,
          defaultSpecs: candidates,
          ...(discovered ? { discovered } : {}),
          ...(onAmbiguous ? { onAmbiguous } : {}),
          ...(page ? { page } : {}),
        })
      : null;
  const operation =
    found && !isAsyncApi(found.doc) ? getOperation(found.doc, found.method, found.path) : null;
  if (!found || !operation) return { frontmatter };
  const { mint, problems } = readXMint(operation.op);
  const file = found.file.replace(/^\/+/, '');
  const label = `${file} ${operation.method} ${operation.path}`;
  const reported = {
    specFile: SpecCache.normalisePath(found.file) ?? file,
    ...(problems.length ? { problems: { file, label, list: problems } } : {}),
  };
  const metadata = { ...mint?.metadata };
  if (!textOf(frontmatter.title) && !textOf(metadata.title))
    metadata.title = operationTitle(found.doc, found.method, found.path);
  // Described as a generated page is: the first paragraph of the operation's description, as written.
  if (!textOf(frontmatter.description) && !textOf(metadata.description)) {
    const lead = leadParagraph(operation.op.description);
    if (lead) metadata.description = lead;
  }
  // The page's own keys win; a blank title of its own is no title (as in entryFromSource).
  const unset = Object.entries(metadata).filter(
    ([key]) => !Object.hasOwn(frontmatter, key) || (key === 'title' && !textOf(frontmatter.title)),
  );
  if (unset.length === 0 && !mint?.content) return { frontmatter, ...reported };
  return {
    frontmatter: { ...frontmatter, ...Object.fromEntries(unset) },
    mint: {
      spec: label,
      ...(mint?.content ? { content: mint.content } : {}),
      metadata: Object.fromEntries(unset),
    },
    ...reported,
  };
}

/** `x-mint` problems, reported once per operation however often the navigation lists it. */
export class MintReports {
  private readonly reported = new Set<string>();

  constructor(private readonly diagnostics: Diagnostic[]) {}

  /** Ignored parts of an operation's `x-mint`, one warning each, naming the spec file. */
  problems(file: string, label: string, problems: string[]): void {
    if (problems.length === 0 || this.reported.has(label)) return;
    this.reported.add(label);
    for (const problem of problems)
      this.diagnostics.push({
        severity: 'warning',
        code: 'OPENAPI_XMINT_INVALID',
        message: `${label}: ${problem}`,
        file,
      });
  }

  /** The page path `x-mint.href` asks for; null, with one warning, when it is unusable or already taken. */
  href(
    srcDir: string,
    pages: ReadonlyMap<string, PageEntry>,
    href: string,
    opRef: string,
    specPath: string,
  ): string | null {
    const found = hrefPath(srcDir, pages, href, opRef);
    if (typeof found === 'string') return found;
    if (!this.reported.has(`href ${opRef}`)) {
      this.reported.add(`href ${opRef}`);
      this.diagnostics.push({
        severity: 'warning',
        code: found.code,
        message: `${opRef.slice(1)}: x-mint.href "${href}" ${found.why}; the page keeps its default path`,
        file: specPath,
      });
    }
    return null;
  }
}

/**
 * Where an `openapi` entry's pages go: its `directory`, else `api-reference` whatever the entry is called
 * (api-playground/openapi-setup.mdx), so links written as `/api-reference/<tag>/<summary>` land. Entries
 * sharing the folder keep distinct operations apart by number (operation-pages.ts), and the same operation
 * listed twice is one page.
 */
export function apiFolder(spec: ApiSpecSource | undefined): string {
  const directory = spec?.directory ?? '';
  return (!isRemoteSpec(directory) && SpecCache.normalisePath(directory)) || 'api-reference';
}
