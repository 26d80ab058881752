import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { substituteVariables } from '../config/index.js';
import {
  renderLayout,
  type ContextsInput,
  type LastModifiedInput,
  type MenuLayoutInput,
} from '../layout/index.js';
import {
  codeBlockCache,
  createRenderer,
  highlighterFor,
  type CodeHighlighter,
  type PageRenderer,
  unresolvedHref,
} from '../markdown/index.js';
import {
  createApiRenderer,
  createSchemaRenderer,
  mintContentSource,
  withMintContent,
  withMintMetadata,
  withMintPlayground,
  type ApiRendererOptions,
  type SpecLinkOptions,
  useRemoteSpecs,
} from '../openapi/index.js';
import { generatedSource, languageTag, NavPayloads, searchBoost, type PageEntry } from '../nav/index.js';
import type { Diagnostic, FragmentLink, PageContext, RenderedPage } from '../types.js';
import { RenderCache } from './cache.js';
import { CacheDb, NS } from './cache-db.js';
import { pageAnchors } from './anchor-check.js';
import { enforceBundleContract } from './contract.js';
import {
  outputFileOf,
  pageContext,
  probesHold,
  rootPrefixOf,
  siteLookups,
  type SiteLookups,
} from './page-context.js';
import { writeFileAtomic } from './output-dir.js';
import { OG_NS, pageOgImage, type OgWriter } from './og-images.js';
import { robotsNoindex } from './site-files.js';
import { pageMenuOutput } from './page-menu.js';
import { entryFeed } from './rss.js';
import type { PageRecord, RecordedResult } from './output-record.js';
import type { BuildEnv, PageResult, PageTask } from './types.js';
import { textOnlyCode } from './text-only-code.js';

type Frame = Omit<MenuLayoutInput, 'page'> & ContextsInput & LastModifiedInput;

type SampleHighlight = (code: string, lang: string) => ReturnType<CodeHighlighter['highlight']> | null;

/** Languages of generated API samples (curl, Python, JavaScript, JSON) and common `x-codeSamples` ones. */
const API_SAMPLE_LANGUAGES = new Set([
  'bash',
  'shell',
  'sh',
  'curl',
  'json',
  'python',
  'py',
  'javascript',
  'js',
  'typescript',
  'ts',
  'go',
  'ruby',
  'php',
  'java',
  'csharp',
  'c#',
  'kotlin',
  'swift',
  'rust',
]);

/**
 * Renders, lays out and writes pages, one at a time; one instance per worker thread (or in-thread for small
 * sites), so the highlighter and other heavy state are created once and reused for many pages.
 */
export class PageJob {
  private readonly lookups: SiteLookups;
  private readonly payloads: NavPayloads;
  private readonly db: CacheDb | null;
  private readonly cache: RenderCache | null;
  private readonly madeDirs = new Set<string>();
  /** Created on the first page that misses the cache: loading the highlighter costs seconds. */
  private renderer: Promise<PageRenderer> | null = null;
  private samples: Promise<SampleHighlight> | null = null;
  private readonly navHashes = new WeakMap<object, string>();
  private readonly unlisted: ReadonlySet<string>;
  private readonly openapiFiles: ReadonlySet<string>;
  /** The site's Markdown settings, part of every page's record key (its agent instructions go into each `.md`). */
  private readonly markdownKey: string;
  private readonly releaseRemoteSpecs: (() => void) | null;
  /** Preview images: the cache's namespace and the files this thread wrote (og-images.ts). */
  private readonly og: OgWriter;

  private constructor(private readonly env: BuildEnv) {
    this.markdownKey = JSON.stringify(env.markdown ?? null);
    this.lookups = siteLookups(env);
    this.payloads = new NavPayloads(env.tree);
    this.unlisted = new Set(env.unlistedPaths);
    this.openapiFiles = new Set(env.openapiFiles);
    // Each thread has its own connection to the cache (see cache-db.ts).
    this.db = env.cacheDir ? CacheDb.open(env.cacheDir) : null;
    this.cache = this.db ? new RenderCache(this.db) : null;
    // The specs the build fetched read as files of the folder in this thread too.
    this.releaseRemoteSpecs = env.remoteSpecs ? useRemoteSpecs(env.srcDir, env.remoteSpecs) : null;
    this.og = {
      store: this.db?.text(OG_NS) ?? null,
      outDir: env.outDir,
      inPlace: env.inPlace,
      written: new Set(),
    };
  }

  static async create(env: BuildEnv): Promise<PageJob> {
    return new PageJob(env);
  }

  private pageRenderer(): Promise<PageRenderer> {
    this.renderer ??= createRenderer({
      settings: this.env.content,
      ...(this.db ? { codeCache: codeBlockCache(this.db.json(NS.code)) } : {}),
    });
    return this.renderer;
  }

  /**
   * Starts the highlighter before the first page. Worker threads do (they exist because many pages need
   * rendering); the calling thread, rendering a few changed pages, starts it only if a page needs it. Left
   * to start in the middle of a worker's first page, Shiki's WebAssembly memory made V8 run almost twice
   * as many full collections for the rest of the build (BENCHMARKS.md).
   */
  async warm(): Promise<void> {
    await this.pageRenderer();
    await (await highlighterFor(this.env.content ?? {})).load([]);
  }

  /** Closes the thread's cache connection. */
  close(): void {
    this.db?.close();
    this.releaseRemoteSpecs?.();
  }

  async run(task: PageTask): Promise<PageResult> {
    const { entry, previous } = task;
    const renderKey = RenderCache.key(this.env, entry);
    const frame = this.layoutFrame(entry);
    // Applied around the cached render: a new commit rewrites the page without rendering it again.
    if (task.lastModified) frame.lastModified = task.lastModified;
    // The navigation's title for the page is its title when the page sets none.
    // A group's search boost changes the page's search document only, so the key carries it beside the frame.
    const key = createHash('sha256')
      .update(`${renderKey}\0${this.frameHash(frame)}\0${entry.title}\0${entry.boost ?? ''}`)
      .update(`\0${this.markdownKey}\0${this.env.og?.key ?? ''}`)
      .digest('hex');
    const file = outputFileOf(entry.path);
    if (previous && this.upToDate(previous, key, entry, file)) {
      return { ...previous.result, cached: true, skipped: true, record: previous };
    }

    const problems: Diagnostic[] = [];
    const specLinks: FragmentLink[] = [];
    // Links in the spec's descriptions resolve through the context the page renders with (its lookups are
    // recorded with the render).
    const links: SpecLinkOptions = {
      resolveLink: (href) => rec.ctx.resolveLink(href),
      unresolvedLink: (href) => unresolvedHref(rec.ctx.pagePath, href),
      onFragmentLink: (link) => specLinks.push(link),
    };
    // A spec the build's OpenAPI hash does not cover (one found from the page's folder) is a probe of
    // the render, so an edit to it reaches the page.
    const onSpec = (spec: string) => {
      if (!this.openapiFiles.has(spec) && !rec.probes.files?.some(([f]) => f === spec)) rec.hashFile(spec);
    };
    const api = entry.usesApi
      ? this.apiRenderer(entry, problems, await this.sampleHighlighter(), links, onSpec)
      : undefined;
    let rec = pageContext(this.env, this.lookups, entry, api);
    let page: RenderedPage | null = null;
    let cached = false;
    const hit = this.cache?.get(renderKey);
    if (hit && probesHold(hit.probes, rec)) {
      page = hit.page;
      cached = true;
    } else {
      rec = pageContext(this.env, this.lookups, entry, api);
      const written = entry.file
        ? fs.readFileSync(path.join(this.env.srcDir, entry.file), 'utf8')
        : generatedSource(entry.generated!);
      const { text: source, unknown } = substituteVariables(written, this.env.variables);
      for (const { name, line } of unknown)
        problems.push({
          severity: 'warning',
          code: 'VARIABLE_UNDEFINED',
          message: `{{${name}}} names no variable in docs.json "variables"; left as written`,
          file: rec.ctx.file,
          line,
        });
      const renderer = await this.pageRenderer();
      page = await renderer.render(source, rec.ctx);
      if (entry.mint?.metadata) page = withMintMetadata(page, entry.mint.metadata);
      if (entry.mint?.content) {
        // A render of its own, through the same pipeline, so the content comes before the API section
        // (which the renderer puts first on the page); it shares the page's context and lookups.
        const { spec, content } = entry.mint;
        const preface = await renderer.render(mintContentSource(content), rec.ctx);
        page = withMintContent(page, preface, { spec, content }, rec.ctx.file);
      }
      if (problems.length > 0) page = { ...page, diagnostics: [...page.diagnostics, ...problems] };
      if (specLinks.length > 0)
        page = { ...page, fragmentLinks: [...(page.fragmentLinks ?? []), ...specLinks] };
      this.cache?.put(renderKey, { page, probes: rec.probes });
    }

    const contract = enforceBundleContract(page.html, rec.ctx, entry.file ?? undefined);
    page = { ...page, html: contract.html, diagnostics: [...page.diagnostics, ...contract.diagnostics] };
    const title = page.title || entry.title;
    const assets = [...rec.assetFiles];
    const menu = pageMenuOutput(this.env, entry, page, title, this.db?.text(NS.markdown) ?? null);
    if (menu.markdownFile) this.write(menu.markdownFile, menu.page.markdown!);
    if (menu.spec && !assets.includes(menu.spec)) assets.push(menu.spec);
    const feed = entryFeed(frame.site, entry, page, title);
    if (feed) this.write(feed.file, feed.xml);
    const description = page.description ?? frame.site.description ?? '';
    let og = this.env.og
      ? await pageOgImage(this.env.og, { title, description }, page.frontmatter, frame, this.og)
      : null;
    if (og && 'error' in og) {
      const message = `no preview image for this page: the image renderer failed (${og.error})`;
      page = {
        ...page,
        diagnostics: [...page.diagnostics, { severity: 'warning', code: 'OG_IMAGE_FAILED', message }],
      };
      og = null;
    }
    this.write(
      file,
      renderLayout({
        ...frame,
        contextual: menu.menu,
        contextualPage: menu.page,
        ...(feed ? { feed: { href: feed.file, button: page.frontmatter?.rss === true } } : {}),
        ...(og ? { ogImage: og.rel } : {}),
        page: { ...page, title, path: entry.path },
      }),
    );

    const reported: RecordedResult = {
      path: entry.path,
      title,
      needs: page.needs,
      diagnostics: page.diagnostics,
      assets,
    };
    reported.anchors = pageAnchors(entry.path, page);
    if (menu.markdownFile) reported.markdownFile = menu.markdownFile;
    if (feed) reported.feedFile = feed.file;
    if (og) reported.ogImage = og.rel;
    if (page.islandFiles?.length) reported.islands = page.islandFiles.map((f) => f.rel);
    const unlisted = [...rec.linkedPages].filter((p) => this.unlisted.has(p));
    if (unlisted.length > 0) reported.unlisted = unlisted;
    const result: PageResult = { ...reported, cached, record: { key, probes: rec.probes, result: reported } };
    if (page.islandFiles?.length) result.islandFiles = page.islandFiles;
    if (og?.drawn) result.ogDrawn = true;
    // `searchable: false` keeps a page out of site search only: sitemap and llms.txt still list it
    // (organize/hidden-pages.mdx, "Page-level searchable").
    const searchable = page.frontmatter?.noindex !== true && page.frontmatter?.searchable !== false;
    if (this.env.search && !entry.noindex && searchable) {
      // The page's own `boost` wins over its group's (optimize/search.mdx).
      const boost = searchBoost(page.frontmatter?.boost) ?? entry.boost;
      const html = searchDocument(frame.site.lang ?? 'en', title, textOnlyCode(page.html), boost);
      const doc = { url: `/${file}`, hash: searchDocHash(html) };
      reported.searchDoc = doc;
      result.searchDoc = { ...doc, html };
    }
    return result;
  }

  /** Everything the layout takes besides the page itself. */
  private layoutFrame(entry: PageEntry): Frame {
    const frame: Frame = {
      site: { ...this.env.site, lang: languageTag(entry.lang ?? this.env.site.lang ?? 'en') },
      rootPrefix: rootPrefixOf(entry.path),
      nav: this.payloads.for(entry.sectionIds),
      assets: this.env.assets,
      features: this.env.features,
    };
    if (entry.url) frame.redirect = entry.url;
    // Hidden pages' noindex tag depends on docs.json (`seo.indexing`, hidden tabs and groups), not the source:
    // in the frame, so a change reaches cached renders and in-place rebuilds.
    if (robotsNoindex(entry, this.env.seoIndexing ?? 'navigable')) frame.noindex = true;
    // A shared page's header and sidebar in its other sections: in the frame, so a change to one of those
    // sections' navigation reaches this page on in-place rebuilds.
    if (entry.contexts?.length) frame.contexts = this.payloads.contexts(entry);
    // A group root page's listing of its children: in the frame, so a child's new title or description
    // reaches this page on in-place rebuilds and cached renders.
    if (entry.directory) frame.directory = entry.directory;
    // The same for the related pages' titles and descriptions.
    if (entry.related) frame.related = entry.related;
    // The site's menu; a page's own (frontmatter) is part of its source, which the render key covers.
    if (this.env.contextual?.options.length) frame.contextual = this.env.contextual;
    if (entry.prev) frame.prev = { title: entry.prev.title, href: entry.prev.path };
    if (entry.next) frame.next = { title: entry.next.title, href: entry.next.path };
    const alternates = this.payloads.alternates(entry.path, entry.sectionIds);
    if (alternates.length) frame.alternates = alternates;
    return frame;
  }

  /** A hash of the whole frame; a section's navigation, shared by many pages, is hashed once. */
  private frameHash(frame: Frame): string {
    const navs = new Set<unknown>([frame.nav, ...(frame.contexts ?? []).map((c) => c.nav)]);
    return createHash('sha256')
      .update(
        JSON.stringify(frame, (_key, value: unknown) => {
          if (value === null || typeof value !== 'object' || !navs.has(value)) return value;
          let hash = this.navHashes.get(value);
          if (!hash) {
            hash = createHash('sha256').update(JSON.stringify(value)).digest('hex');
            this.navHashes.set(value, hash);
          }
          return hash;
        }),
      )
      .digest('hex');
  }

  /** The previous build's file can stay: same inputs, same answers to its lookups, and still on disk. */
  private upToDate(previous: PageRecord, key: string, entry: PageEntry, file: string): boolean {
    if (!this.env.inPlace || previous.key !== key) return false;
    if (!probesHold(previous.probes, pageContext(this.env, this.lookups, entry))) return false;
    const { markdownFile, feedFile, ogImage } = previous.result;
    return [file, markdownFile, feedFile, ogImage].every(
      (f) => !f || fs.existsSync(path.join(this.env.outDir, f)),
    );
  }

  /**
   * API samples are highlighted only in a fixed set of languages, loaded before the first API page: a
   * grammar loaded on demand by some other page would otherwise colour a sample on one thread and not on
   * another. Other `x-codeSamples` languages stay plain.
   */
  private async sampleHighlighter(): Promise<SampleHighlight> {
    this.samples ??= highlighterFor(this.env.content ?? {}).then(async (hl) => {
      await hl.load([...API_SAMPLE_LANGUAGES]);
      return (code: string, lang: string) => {
        const id = API_SAMPLE_LANGUAGES.has(lang.toLowerCase()) ? hl.language(lang) : 'text';
        return id === 'text' ? null : hl.highlight(code, id);
      };
    });
    return this.samples;
  }

  /**
   * Operation (and `openapi-schema:`) references without a file use the page's navigation-level spec
   * first, then the site's; a spec file written from the page's folder (`./spec.json`) is found there.
   */
  private apiRenderer(
    entry: PageEntry,
    problems: Diagnostic[],
    highlight: SampleHighlight,
    links: SpecLinkOptions,
    onSpec: (file: string) => void,
  ): Pick<PageContext, 'renderApiOperation' | 'renderApiSchema' | 'highlightApiSample'> {
    const specs = [
      ...new Set([entry.openapiScope, ...this.env.openapiFiles].filter((s): s is string => !!s)),
    ];
    const options: ApiRendererOptions = {
      srcDir: this.env.srcDir,
      defaultSpecs: specs,
      features: this.env.features,
      settings: this.env.content?.api,
      highlight,
      ...links,
      ...(entry.file ? { page: entry.file } : {}),
      onSpec,
      // A page whose operation is missing still builds (without its API section): real sites carry such
      // stale references in translations, and one of them must not fail a whole export. A page with a
      // file is named by the diagnostic's file; a generated one by where the navigation lists it.
      onProblem: (p) =>
        problems.push(
          // A problem of the spec itself names the spec file, whichever page met it (kept once per build).
          p.file
            ? { severity: 'warning', code: p.code, message: p.message, file: p.file }
            : {
                severity: 'warning',
                code: p.code,
                message: entry.file ? p.message : `${entry.declaredAt}: ${p.message}`,
                ...(entry.file ? { file: entry.file } : {}),
              },
        ),
    };
    const render = createApiRenderer(options);
    return {
      renderApiOperation: withMintPlayground(render, entry.mint?.metadata, this.env.content?.api),
      renderApiSchema: createSchemaRenderer(options),
      // A manual `api:` page's samples, highlighted as an operation's are.
      highlightApiSample: highlight,
    };
  }

  private write(rel: string, html: string): void {
    const abs = path.join(this.env.outDir, rel);
    const dir = path.dirname(abs);
    if (!this.madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    if (this.env.inPlace) writeFileAtomic(abs, html);
    else fs.writeFileSync(abs, html);
  }
}

export function searchDocHash(html: string): string {
  return createHash('sha256').update(html).digest('hex');
}

/**
 * What Pagefind indexes for a page: its title and content only (no navigation, no chrome). The title is the
 * result's metadata (searchable, shown above the excerpt), not content, so excerpts never start with it.
 */
export function searchDocument(lang: string, title: string, contentHtml: string, boost?: number): string {
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  // `boost` multiplies the page's relevance (optimize/search.mdx) as Pagefind's weight of its content, which
  // Pagefind takes between 0 and 10.
  const weight =
    boost !== undefined && boost !== 1
      ? ` data-pagefind-weight="${Math.min(10, Math.max(0.01, boost))}"`
      : '';
  return `<!doctype html><html lang="${esc(lang)}"><head><title>${esc(title)}</title></head><body><main data-pagefind-body${weight}><h1 data-pagefind-meta="title" data-pagefind-ignore>${esc(title)}</h1>${contentHtml}</main></body></html>`;
}
