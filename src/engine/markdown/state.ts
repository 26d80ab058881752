/**
 * Everything one page render accumulates (diagnostics, TOC, client needs, ids) and the stack of scopes the
 * renderer is in: the page itself, then each snippet being expanded (its file, props and imports).
 */
import type { Node } from 'unist';
import type { CodeImport } from '../islands/index.js';
import type { Code } from 'mdast';
import type { ManualParam } from '../openapi/index.js';
import type { CachedBlock } from './code/block-cache.js';
import type { Diagnostic, FragmentLink, PageContext, TocEntry } from '../types.js';
import type { Lookup } from './expressions.js';
import type { LoadedSnippet } from './snippets.js';
import type { RendererEnv } from './env.js';
import type { Template } from './templates.js';
import type { Parent } from 'unist';
import { LAYOUT_IDS } from '../layout/ids.js';
import { cleanAnchorId, PageSlugger } from './slug.js';

export type ComponentBinding =
  | { kind: 'snippet'; snippet: LoadedSnippet }
  /** A JSX-only function component, rendered as a template; defined in `file`. */
  | {
      kind: 'template';
      name: string;
      template: Template;
      file: string;
      source: string;
      /** The JavaScript snippets its module imports: components it renders may run in the browser. */
      codeImports?: () => CodeImport[];
    }
  /** Code we never run on the server (JSX snippets, function exports): children are shown instead. */
  | { kind: 'opaque'; code: string; reason: string };

export interface Scope {
  /** Source file of the nodes being rendered, relative to the source folder. */
  file: string;
  source: string;
  lookup: Lookup;
  /**
   * Inside a snippet: the names its fenced code blocks interpolate (`npm install {packageName}`), only
   * those the snippet really has (props given, its module's values), so other braces in code stay.
   */
  codeValues?: Lookup;
  components: Map<string, ComponentBinding>;
  /** Snippet paths and templates being expanded, outermost first (recursion guard). */
  chain: string[];
  /** Inside a template: the caller's content for `{children}`, rendered in the caller's scope. */
  callerChildren?: { node: Parent; scope: Scope };
  /** The JavaScript snippets the file imports: a component of theirs may run in the browser (island.ts). */
  codeImports?: CodeImport[];
}

export class PageState {
  readonly diagnostics: Diagnostic[] = [];
  readonly needs = { mermaid: false, math: false, code: false };
  readonly toc: TocEntry[] = [];
  readonly slugger = new PageSlugger();
  readonly scopes: Scope[] = [];
  /** > 0 while rendering inside a link: nested anchors are invalid HTML, so inner ones become spans. */
  linkDepth = 0;
  /** > 0 inside `<Frame>` (videos there get autoplay-friendly attributes). */
  frameDepth = 0;
  /**
   * The page's ParamFields as rendered (location, name, type, required, default), for a manual endpoint's
   * playground and samples (`api:` frontmatter). Those nested in another ParamField name it in `within`:
   * a body field's properties. One per location and name (and nesting).
   */
  readonly paramFields: ManualParam[] = [];
  /** The ParamFields being rendered around the current one, outermost first (no location: `name=`). */
  readonly paramFieldStack: { in?: ManualParam['in']; name: string }[] = [];
  /** Open user HTML elements, innermost last (to drop table parts outside a table, and for SVG). */
  readonly htmlStack: string[] = [];
  firstHeading?: string;
  /** Set when a code block missed the block cache before the highlighter was started (render.ts). */
  highlighterWanted = false;
  /** The page's own code blocks looked up in the block cache before converting (code-block.ts). */
  readonly codeBlocks = new Map<Code, { key: string; hit?: CachedBlock }>();
  /** Compiled island modules the page's components need in the site, by path (island.ts). */
  readonly islandFiles = new Map<string, string>();
  private counter = 0;
  private readonly seen = new Set<string>();
  /** Authors' `{#id}` ids not yet claimed by their heading: generated slugs step around them. */
  private readonly reserved = new Set<string>();

  constructor(
    readonly ctx: PageContext,
    readonly env: RendererEnv,
  ) {
    // The layout's ids (`#header`, `#content`, ...) are taken: a `## Header` heading is the page's second
    // `header`, so `header-2` (build/page-context.ts and layout/index.ts point `#header` links at it).
    for (const id of LAYOUT_IDS) this.slugger.take(id);
  }

  get scope(): Scope {
    return this.scopes[this.scopes.length - 1];
  }

  /** A page-unique id for generated markup (tab panels, ...). */
  nextId(prefix: string): string {
    this.counter += 1;
    return `lectern-${prefix}-${this.counter}`;
  }

  /** A page-unique anchor for text (a heading's, an Update's label, ...), as Mintlify makes it (slug.ts). */
  slug(text: string): string {
    return this.slugger.slug(text);
  }

  /**
   * A page-unique form of an id made elsewhere (a field's `param-` anchor), numbered from `first` when
   * taken: Mintlify numbers repeated fields from `-1`, unlike headings.
   */
  uniqueId(id: string, first: number): string {
    return this.slugger.unique(id, first);
  }

  /**
   * A page-unique form of a component's `id` prop, as written (Mintlify keeps its case), or undefined when
   * there is none. `clean`: Mintlify decodes it and drops the punctuation generated ids lose (`<Update>`,
   * `<Step>`); other components' ids are used as they are (`<Heading id>` follows `{#id}`: heading.ts).
   */
  explicitId(id: string | undefined, clean: boolean): string | undefined {
    // Whitespace cannot be in an HTML id.
    const value = (clean ? cleanAnchorId(id ?? '') : (id ?? '')).trim().replace(/\s+/g, '-');
    return value ? this.claimId(value) : undefined;
  }

  /**
   * Reserves the page's custom heading ids before anything is slugged, so a generated anchor earlier on the
   * page (`## Setup` above `## Install {#setup}`) takes the next free form, not the author's id. Ids the
   * layout uses stay taken.
   */
  reserveIds(ids: readonly string[]): void {
    for (const id of ids) {
      if (this.slugger.taken(id)) continue;
      this.slugger.take(id);
      this.reserved.add(id);
    }
  }

  /**
   * A page-unique id for an author's id (`## Title {#id}`): as written when free (or reserved for it), else
   * its next free form (`id-2`), the way slugs are made unique.
   */
  claimId(id: string): string {
    if (this.reserved.delete(id)) return id;
    return this.slugger.unique(id);
  }

  /**
   * The source file of generated nodes whose file is not the page's (snippet and template output), for
   * checks that run on the finished tree (offline.ts); set on the top nodes of each expansion.
   */
  readonly origins = new WeakMap<object, string>();

  /** Records that these nodes (and what they hold) were rendered from `file`. */
  stamp(nodes: readonly unknown[], file: string): void {
    for (const node of nodes) if (node && typeof node === 'object') this.origins.set(node, file);
  }

  report(
    severity: Diagnostic['severity'],
    code: string,
    message: string,
    node?: Node | null,
    file?: string,
  ): void {
    file ??= this.scope?.file ?? this.ctx.file;
    const line = node?.position?.start.line;
    const column = node?.position?.start.column;
    const key = `${code}\u0000${file}\u0000${line}\u0000${column}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.diagnostics.push({
      severity,
      code,
      message,
      file,
      ...(line ? { line } : {}),
      ...(column ? { column } : {}),
    });
  }

  warn(code: string, message: string, node?: Node | null): void {
    this.report('warning', code, message, node);
  }

  /** Links with a `#fragment` (urls.ts), checked once every page's ids are known (build/anchor-check.ts). */
  readonly fragmentLinks: FragmentLink[] = [];

  noteFragmentLink(href: string, resolved: string, node: Node | null): void {
    const line = node?.position?.start.line;
    const file = this.scope?.file ?? this.ctx.file;
    this.fragmentLinks.push({ href, resolved, file, ...(line ? { line } : {}) });
  }
}
