import { planIslandRuntime } from '../islands/index.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSiteConfig, type LoadedConfig } from '../config/index.js';
import { EngineError } from '../errors.js';
import { buildNav, navIconImages, normalisePagePath, SpecCache, type PageEntry } from '../nav/index.js';
import type { Diagnostic } from '../types.js';
import { useRemoteSpecs } from '../openapi/index.js';
import { fetchRemoteSpecs, type FetchedSpecs } from './remote-specs.js';
import { planAssets, ASSET_DIR } from './assets.js';
import { warnToolsWithoutUrl } from './page-menu.js';
import { planFonts } from './fonts.js';
import { FONT_NS } from './google-fonts.js';
import { loadCustomLanguages } from './code-languages.js';
import { contentSettings, engineKey, featuresFor, hashFiles, layoutSite, renderConfigHash } from './env.js';
import { uniqueDiagnostics } from './diagnostics.js';
import { prepareOutputDir } from './output-dir.js';
import { dropOutputRecord, loadOutputRecord, saveOutputRecord, type PageRecord } from './output-record.js';
import { SiteWriter } from './site-writer.js';
import { copyConfigFiles } from './config-files.js';
import { planSiteCss, scanSiteFiles, siteFontImports } from './site-css.js';
import { planTailwindCss } from './tailwind.js';
import { brokenConfigLinks, configLinkedPages, unlistedEntry, unlistedPages } from './off-nav.js';
import { assetFile, configLinkPage, outputFileOf, pageContext, siteLookups } from './page-context.js';
import { RenderCache } from './cache.js';
import { PageTimestamps } from './last-modified.js';
import { AnchorCheck } from './anchor-check.js';
import { CacheDb, NS, UNUSED_FOR_S } from './cache-db.js';
import { createRunner } from './pool.js';
import { checkAborted, forEachLimit } from './each-limit.js';
import { SearchShards, shardCount } from './search.js';
import { isIndexable, siteBaseUrl } from './site-files.js';
import { notFoundLinks } from './not-found.js';
import { writeRootFiles } from './root-files.js';
import { agentFiles } from './agent-files.js';
import { readSkills } from './skills.js';
import { OG_NS, planOgImages } from './og-images.js';
import type { BuildEnv, PageResult } from './types.js';
import type { BuildOptions, BuildResult } from './options.js';

/**
 * Paths the site is published under, as links written by authors may carry them: the one of the site URL
 * this build is for, and the one of the canonical URL the authors wrote the site for.
 */
function publishedPaths(
  base: string | null,
  config: { seo: { metatags: { canonical?: string } } },
): string[] {
  const paths = new Set<string>();
  for (const url of [base, config.seo.metatags.canonical]) {
    try {
      const p = url ? new URL(url).pathname.replace(/^\/+|\/+$/g, '') : '';
      if (p) paths.add(p);
    } catch {
      // not a URL: nothing to strip
    }
  }
  return [...paths];
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  checkAborted(options.signal);
  const srcDir = fs.realpathSync(path.resolve(options.srcDir));
  const loaded = loadSiteConfig(srcDir);
  // Specs named by URL are fetched before the navigation is resolved, and read as files of the folder (by
  // this thread here, by the render threads from BuildEnv) until the build ends.
  const remote = await fetchRemoteSpecs(loaded, options.remoteSpecs, options.signal);
  const release = remote ? useRemoteSpecs(srcDir, remote.specs, remote.docs) : null;
  try {
    return await buildLoaded(options, srcDir, loaded, remote, started);
  } finally {
    release?.();
  }
}

/** The build, once the configuration is loaded and the remote specs fetched. */
async function buildLoaded(
  options: BuildOptions,
  srcDir: string,
  loaded: LoadedConfig,
  remote: FetchedSpecs | null,
  started: number,
): Promise<BuildResult> {
  const { signal } = options;
  const { config } = loaded;
  const specs = new SpecCache(srcDir);
  const nav = buildNav(loaded, srcDir, specs);
  // A failed fetch first: the navigation's warnings that follow from it (an empty tab) come after.
  const diagnostics: Diagnostic[] = [
    ...(remote?.diagnostics ?? []),
    ...loaded.checker.warnings,
    ...nav.diagnostics,
  ];
  // "Last modified" dates: git starts now when the site shows them, running while the build plans.
  const timestamps = new PageTimestamps(
    srcDir,
    config.metadata?.timestamp === true,
    (d) => diagnostics.push(d),
    config.sourceFile,
    signal,
  );
  // Every fetched spec is among the build's OpenAPI files (after the navigation's): its text is in the API
  // pages' render key, however a page came to read it.
  const openapiFiles = [
    ...new Set([
      ...nav.openapiFiles,
      ...Object.keys(remote?.specs ?? {}).filter((url) => 'text' in remote!.specs[url]!),
    ]),
  ];

  let pages: PageEntry[] = [...nav.pages];
  if (options.paths) {
    const wanted = new Set<string>();
    for (const raw of options.paths) {
      const p = normalisePagePath(raw) ?? '';
      const found = nav.pages.find(
        (e) => e.path === p || e.path === `${p}/index` || (p === '' && e.path === 'index'),
      );
      if (found) wanted.add(found.path);
      else
        diagnostics.push({
          severity: 'warning',
          code: 'PATH_NOT_IN_NAV',
          message: `paths: "${raw}" is not a page in the navigation`,
        });
    }
    pages = nav.pages.filter((e) => wanted.has(e.path));
  }

  const deploymentType = options.deploymentType ?? 'cloud';
  const features = featuresFor(deploymentType);
  const base = siteBaseUrl(options.siteUrl, config);
  const cacheDir = options.cacheDir ? path.resolve(options.cacheDir) : undefined;
  const outAbs = path.resolve(options.outDir);
  // A full build into the folder the last build with this cache wrote updates it in place; anything else
  // (no record, a partial build) writes a fresh folder and swaps it in.
  const previous = cacheDir && !options.paths ? loadOutputRecord(cacheDir, outAbs) : null;
  const out = prepareOutputDir(srcDir, options.outDir, previous?.files ?? null);
  if (cacheDir) dropOutputRecord(cacheDir, outAbs);
  const site = new SiteWriter(
    out.tmp,
    out.inPlace,
    new Set(out.inPlace ? previous!.files : []),
    out.inPlace ? previous!.copied : {},
  );
  // A cache whose database cannot be opened is no cache for rendering: the build goes on without one.
  const cacheDb = cacheDir ? CacheDb.open(cacheDir) : null;
  // Web fonts (bundled Inter, Google families fetched under the remote specs' switch) join lectern.css.
  // One walk of the docs folder finds the stylesheets for the fonts their imports name and for the sheets.
  const siteFiles = scanSiteFiles(srcDir, [outAbs, out.tmp, ...(cacheDir ? [cacheDir] : [])]);
  const google = options.remoteSpecs && {
    ...options.remoteSpecs,
    ...(options.googleFontsOrigin ? { origin: options.googleFontsOrigin } : {}),
  };
  const fonts = await planFonts(loaded, google, cacheDb, signal, siteFontImports(siteFiles));
  diagnostics.push(...fonts.diagnostics);
  const assets = await planAssets(fonts);
  // The site's own stylesheets are linked from every page: their hashed names are part of each page's layout
  // frame, so a changed stylesheet reaches pages whose render is cached or whose file is left in place.
  const siteCss = planSiteCss(siteFiles, diagnostics, new Set(fonts.answeredImports));
  const unlisted = unlistedPages(srcDir, new Set(nav.pages.map((p) => p.path)));
  // Known before the pages, so links to `/skill.md` and the `.well-known/` files land (agent-files.ts).
  const agents = agentFiles(readSkills(srcDir, diagnostics), config, base);
  const customLanguages = loadCustomLanguages(
    srcDir,
    config.sourceFile,
    config.styling?.codeLanguages ?? [],
    diagnostics,
  );
  // Tailwind's utilities for the classes of every page that may be built (navigation pages bring theirs, read
  // with their source; unlisted ones are built when linked) and of the snippets: linked before the site's
  // stylesheets, its hashed name in the same frame.
  const tailwindCss = await planTailwindCss(
    srcDir,
    [...unlisted].flatMap((p) => [`${p}.mdx`, `${p}.md`]),
    diagnostics,
    cacheDb,
    nav.pages.flatMap((p) => p.classNames ?? []),
  );
  const styles = tailwindCss ? [tailwindCss, ...siteCss.files] : siteCss.files;
  const env: BuildEnv = {
    srcDir,
    outDir: out.tmp,
    ...(cacheDb ? { cacheDir } : {}),
    engineKey: engineKey(),
    renderConfigHash: renderConfigHash(config, features, customLanguages),
    openapiHash: hashFiles(srcDir, openapiFiles),
    openapiFiles,
    ...(remote ? { remoteSpecs: remote.specs } : {}),
    features,
    iconLibrary: config.icons.library,
    ...(config.variables ? { variables: config.variables } : {}),
    ...(config.markdown ? { markdown: config.markdown } : {}),
    site: layoutSite(config, base),
    assets: {
      ...assets.urls,
      ...(styles.length ? { siteCss: styles.map((f) => f.rel) } : {}),
      ...(config.styling?.latex === true ? { katexEveryPage: true } : {}),
    },
    tree: nav.tree,
    pagePaths: [...nav.pages.map((p) => p.path), ...unlisted],
    unlistedPaths: [...unlisted],
    basePaths: publishedPaths(base, config),
    redirects: [...config.redirects, ...agents.redirects].map(({ source, destination }) => ({
      source,
      destination,
    })),
    agentFiles: agents.files.map((f) => f.rel),
    seoIndexing: config.seo.indexing,
    search: features.search,
    content: {
      ...contentSettings(config, { islands: options.islands !== false }),
      ...(customLanguages.length ? { customLanguages } : {}),
    },
    inPlace: out.inPlace,
    contextual: {
      options: config.contextual?.options ?? [],
      display: config.contextual?.display ?? 'header',
      // AI tools read the page at its public URL, which readers of an air-gapped copy cannot give them.
      external: !!base && deploymentType !== 'air-gapped',
    },
  };
  warnToolsWithoutUrl(env, deploymentType, config.sourceFile, diagnostics);
  const lookups = siteLookups(env);
  // Preview images: only for a site with an absolute URL; each page's is made by the thread laying it out.
  const og = await planOgImages({
    loaded,
    base,
    // Asked for by the site (its `thumbnails`) or by the caller: drawing costs about 30 ms of CPU a page on the
    // first build. Air-gapped sites are out of every social site's reach: nothing would fetch the images.
    enabled: options.ogImages ?? (config.thumbnails !== undefined && deploymentType !== 'air-gapped'),
    sourceFile: (rel) => assetFile(lookups, rel),
    srcDir,
    ...(google ? { google } : {}),
    cache: cacheDb,
    ...(signal ? { signal } : {}),
  });
  diagnostics.push(...og.diagnostics);
  if (og.settings) env.og = og.settings;

  let search: SearchShards | null = null;
  let runner: Awaited<ReturnType<typeof createRunner>> | null = null;
  try {
    if (features.search) {
      const opened = await SearchShards.open(shardCount(pages.length), {
        ...(cacheDb ? { cache: { dir: cacheDir!, db: cacheDb } } : {}),
        stream: !out.inPlace,
      });
      if ('error' in opened)
        diagnostics.push({
          severity: 'warning',
          code: 'SEARCH_UNAVAILABLE',
          message: `search index not built: ${opened.error}`,
        });
      else search = opened;
    }
    const threads = Math.max(1, options.threads ?? Math.min(os.availableParallelism(), 4));
    const timing = process.env.LECTERN_BUILD_TIMING === '1';
    const mark = (what: string) =>
      timing &&
      process.stderr.write(`[lectern build] ${what}: ${Math.round(performance.now() - started)} ms\n`);
    mark('config, navigation, assets planned');
    // Pages whose render is cached cost a layout and a write; only misses need the highlighter.
    const renders = cacheDb ? new RenderCache(cacheDb) : null;
    const misses = renders ? pages.filter((p) => !renders.has(RenderCache.key(env, p))).length : pages.length;
    runner = await createRunner(env, threads, pages.length, misses, { maxOldMb: options.maxWorkerHeapMb });
    const records: Record<string, PageRecord> = {};
    const needs = { mermaid: false, math: false, islands: false };
    let done = 0;
    let cachedPages = 0;
    const ogImages = { files: new Set<string>(), drawn: 0 };
    const anchors = new AnchorCheck();
    const onResult = async (entry: PageEntry, result: PageResult) => {
      for (const d of result.diagnostics)
        diagnostics.push(d.file ? d : { ...d, file: entry.file ?? undefined });
      for (const rel of result.assets) site.copySource(srcDir, rel);
      site.add(outputFileOf(entry.path));
      if (result.markdownFile) site.add(result.markdownFile);
      if (result.feedFile) site.add(result.feedFile);
      records[entry.path] = result.record;
      anchors.add(entry.path, result.anchors);
      if (result.cached) cachedPages++;
      if (result.ogImage) {
        site.add(result.ogImage);
        ogImages.files.add(result.ogImage);
        if (result.ogDrawn) ogImages.drawn++;
      }
      needs.mermaid ||= result.needs.mermaid;
      needs.math ||= result.needs.math;
      if (result.islands?.length) {
        // Compiled snippets, named by their contents: pages sharing one write it once.
        for (const f of result.islandFiles ?? []) site.writeHashed(f.rel, f.contents);
        site.add(...result.islands);
        needs.islands = true;
      }
      if (search && result.searchDoc && isIndexable(entry, config)) await search.add(result.searchDoc);
    };
    // Pages outside the navigation are built when a built page links to them, wave after wave.
    const order = new Map(pages.map((p, i) => [p.path, i]));
    const linkers = new Map<string, PageEntry[]>();
    let wave = pages;
    const apiSpecs = config.api.openapi.map((spec) => spec.source);
    // Unlisted pages the configuration links to come in the first wave after the navigation's, shown in
    // the section of the site's first page.
    const landingEntry = pages[0];
    if (!options.paths && landingEntry) {
      // The navigation tree, the layout's site chrome, and the 404 page's description.
      const configLinks = [nav.tree, env.site, notFoundLinks(config)];
      for (const p of configLinkedPages(configLinks, unlisted, (href) => configLinkPage(lookups, href)))
        linkers.set(p, [landingEntry]);
      // Resolved as the site's first page resolves links, from the root: configuration links are root-relative.
      const { ctx } = pageContext(env, lookups, landingEntry, undefined);
      for (const href of brokenConfigLinks(configLinks, (h) =>
        ctx.resolveLink(h.startsWith('/') ? h : `/${h}`),
      ))
        diagnostics.push({
          severity: 'warning',
          code: 'broken-link',
          message: `broken link to "${href}" in the navigation, navbar, footer, banner or 404 page: no page or file of the site is there`,
          file: config.sourceFile,
        });
    }
    while (wave.length > 0) {
      await forEachLimit(
        wave,
        threads * 2 + 1,
        async (entry) => {
          let result: PageResult | null = null;
          try {
            const lastModified = await timestamps.of(entry);
            result = await runner!.run({
              entry,
              previous: previous?.pages[entry.path],
              ...(lastModified ? { lastModified } : {}),
            });
          } catch (err) {
            checkAborted(signal);
            const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
            diagnostics.push({
              severity: 'error',
              code: 'PAGE_RENDER_FAILED',
              message: `${entry.path}: ${message}`,
              file: entry.file ?? undefined,
            });
          }
          if (result) await onResult(entry, result);
          if (!options.paths)
            for (const p of result?.unlisted ?? [])
              if (!order.has(p)) linkers.set(p, [...(linkers.get(p) ?? []), entry]);
          done++;
          options.onProgress?.({ done, total: pages.length + linkers.size });
        },
        signal,
      );
      // Each is shown in the section of the first page (in navigation order) that links to it, whatever
      // order the threads finished in.
      wave = [...linkers.keys()].sort().flatMap((p) => {
        const from = linkers.get(p)!.reduce((a, b) => (order.get(b.path)! < order.get(a.path)! ? b : a));
        const entry = unlistedEntry(srcDir, p, from, apiSpecs, () => specs.discovered());
        order.set(p, order.size);
        return entry ? [entry] : [];
      });
      linkers.clear();
      pages.push(...wave);
    }
    await runner.close();
    runner = null;
    diagnostics.push(...anchors.diagnostics());
    mark(`pages done (${misses} expected misses)`);

    for (const f of [
      ...assets.always,
      ...(needs.math || env.assets.katexEveryPage ? assets.katex : []),
      ...(needs.mermaid ? assets.mermaid : []),
      ...(needs.islands ? planIslandRuntime().files : []),
      ...styles,
    ])
      site.writeHashed(f.rel, f.contents);
    for (const rel of siteCss.assets) site.copySource(srcDir, rel);
    copyConfigFiles(
      srcDir,
      config,
      navIconImages(nav.tree),
      (ref) => assetFile(lookups, ref),
      site,
      diagnostics,
    );

    await writeRootFiles(site, { env, config, nav, pages, base, agents, diagnostics });

    mark('site files written');
    if (search) {
      site.add(...(await search.write(out.tmp, (rel) => site.kept(rel), { prune: !options.paths })));
      diagnostics.push(...search.diagnostics);
    }
    mark('search index written');
    checkAborted(signal);
    fs.mkdirSync(path.join(out.tmp, ASSET_DIR), { recursive: true });
    out.commit(site.files);
    if (cacheDb && !options.paths)
      cacheDb.prune([NS.page, NS.code, NS.markdown, FONT_NS, OG_NS], UNUSED_FOR_S);
    if (cacheDir && !options.paths)
      saveOutputRecord(cacheDir, {
        outDir: outAbs,
        files: [...site.files],
        pages: records,
        copied: site.copied,
      });
    const reported = uniqueDiagnostics(diagnostics);
    const errors = reported.filter((d) => d.severity === 'error').length;
    return {
      pageCount: pages.length,
      fileCount: site.files.size,
      cachedPages,
      ...(env.og ? { ogImages: { files: ogImages.files.size, drawn: ogImages.drawn } } : {}),
      diagnostics: reported,
      errors,
      warnings: reported.length - errors,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (err) {
    out.discard();
    throw err instanceof EngineError
      ? err
      : new EngineError('INTERNAL', `build failed: ${err instanceof Error ? err.message : String(err)}`, {
          cause: err,
        });
  } finally {
    await runner?.close();
    await search?.close();
    cacheDb?.close();
  }
}
