import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { realPathWithin, substituteVariables } from '../config/index.js';
import type { PageEntry } from '../nav/index.js';
import { compileRedirect, redirectTarget, type RedirectPattern } from '../redirects/index.js';
import type { PageContext } from '../types.js';
import type { BuildEnv, RenderProbes } from './types.js';
import { GENERATED_ROOT_FILES } from './site-files.js';
import { menuNeedsMarkdown } from '../layout/index.js';
import { folderFirstPage } from './folder-page.js';
import {
  encodePath,
  headingFragment,
  outputFileOf,
  PAGE_EXT,
  rootPrefixOf,
  SCHEME,
  sitePath,
  splitHref,
} from './page-paths.js';

export { outputFileOf, rootPrefixOf } from './page-paths.js';

export interface SiteLookups {
  pages: Set<string>;
  /** docs.json `redirects`, read once, in order. */
  redirects: RedirectPattern[];
  srcReal: string;
  /** Paths the site is published under (`docs` for https://example.com/docs), without slashes. */
  basePaths: string[];
  /** The navigation's pages in its order (`pages` when absent): a link to a folder opens the first. */
  navPages?: string[];
  /** Skill files, their indexes and the agent card the build writes (agent-files.ts). */
  agentFiles?: Set<string>;
}

export function siteLookups(env: BuildEnv): SiteLookups {
  const unlisted = new Set(env.unlistedPaths ?? []);
  return {
    pages: new Set(env.pagePaths),
    redirects: env.redirects.map((r) => compileRedirect(r.source, r.destination)),
    srcReal: fs.realpathSync(env.srcDir),
    basePaths: env.basePaths ?? [],
    navPages: env.pagePaths.filter((p) => !unlisted.has(p)),
    agentFiles: new Set(env.agentFiles ?? []),
  };
}

/** A source file that may be copied into the site: inside the source folder, no dot-folders, a regular file. */
export function assetFile(lookups: SiteLookups, rel: string): string | null {
  if (rel === '' || rel.split('/').some((s) => s.startsWith('.'))) return null;
  const abs = path.join(lookups.srcReal, rel);
  try {
    const real = fs.realpathSync(abs);
    const back = path.relative(lookups.srcReal, real);
    if (back.startsWith('..') || path.isAbsolute(back) || !fs.statSync(real).isFile()) return null;
    return back.split(path.sep).join('/');
  } catch {
    return null;
  }
}

/**
 * Where a site path is redirected (`/guides/setup` for `old/setup` under `/old/:slug*` -> `/guides/:slug*`),
 * or null: the first rule matching it, with `lectern serve`'s matcher, so a link goes where a reader
 * following it on the published site would.
 */
function redirectOf(lookups: SiteLookups, p: string): string | null {
  const segments = p.split('/').filter(Boolean);
  for (const rule of lookups.redirects) {
    const target = redirectTarget(rule, segments);
    if (target !== null) return target;
  }
  return null;
}

/** A redirect target with the link's query and fragment, unless it has its own. */
function withSuffix(target: string, suffix: string): string {
  const hashAt = suffix.indexOf('#');
  const query = hashAt === -1 ? suffix : suffix.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : suffix.slice(hashAt);
  const [base, ...fragment] = target.split('#');
  const withQuery = query && !base.includes('?') ? base + query : base;
  return fragment.length ? `${withQuery}#${fragment.join('#')}` : withQuery + hash;
}

/** Authors often write links with the path the site is published under (`/docs/quickstart`). */
function withoutBasePath(lookups: SiteLookups, p: string): string {
  if (findPage(lookups, p)) return p;
  const base = lookups.basePaths.find((b) => p === b || p.startsWith(`${b}/`));
  return base ? p.slice(base.length + 1) : p;
}

/**
 * The page a root-relative link from the configuration (a navbar link, a tab's `href`) opens, read as page
 * links are; null for other sites and paths that are no page.
 */
export function configLinkPage(lookups: SiteLookups, href: string): string | null {
  const trimmed = href.trim();
  if (SCHEME.test(trimmed) || trimmed.startsWith('//')) return null;
  const p = sitePath('', splitHref(trimmed).pathPart);
  if (p === null) return null;
  const bare = withoutBasePath(lookups, p);
  return findPage(lookups, bare) ?? folderFirstPage(lookups, bare);
}

function findPage(lookups: SiteLookups, p: string): string | null {
  const bare = p.replace(PAGE_EXT, '');
  for (const candidate of [bare === '' ? 'index' : bare, `${bare}/index`])
    if (lookups.pages.has(candidate)) return candidate;
  return null;
}

export interface RecordingContext {
  ctx: PageContext;
  probes: RenderProbes;
  /**
   * The hash of a source file the render read (null when unreadable), recorded (RenderProbes.files) so a
   * cached render follows the file's edits.
   */
  hashFile: (rel: string) => string | null;
  assetFiles: Set<string>;
  /** Pages of the site this page links to. */
  linkedPages: Set<string>;
}

/**
 * The PageContext for one page, recording every lookup (inputs and answers) so that a cached render can be
 * reused only when replaying the same lookups gives the same answers.
 */
export function pageContext(
  env: BuildEnv,
  lookups: SiteLookups,
  entry: Pick<PageEntry, 'path' | 'file'>,
  api?: Pick<PageContext, 'renderApiOperation' | 'renderApiSchema' | 'highlightApiSample'>,
): RecordingContext {
  const prefix = rootPrefixOf(entry.path);
  const probes: RenderProbes = { links: [], assets: [], snippets: [] };
  const assetFiles = new Set<string>();
  const linkedPages = new Set<string>();

  const resolveAsset = (src: string): string | null => {
    if (SCHEME.test(src) || src.startsWith('//')) return src;
    const { pathPart, suffix } = splitHref(src.trim());
    const p = sitePath(entry.path, pathPart);
    const file = p === null ? null : assetFile(lookups, p);
    if (file) assetFiles.add(file);
    return file ? `${prefix}${encodePath(file)}${suffix}` : null;
  };

  const resolveLink = (href: string): string | null => {
    const trimmed = href.trim();
    if (trimmed.startsWith('#')) return headingFragment(trimmed);
    if (SCHEME.test(trimmed) || trimmed.startsWith('//') || trimmed === '') return trimmed;
    const { pathPart, suffix: linkSuffix } = splitHref(trimmed);
    let suffix = linkSuffix;
    let p = sitePath(entry.path, pathPart);
    if (p === null) return null;
    if (pathPart.startsWith('/')) p = withoutBasePath(lookups, p);
    for (let hops = 0; hops < 3; hops++) {
      // `/skill.md` is the site's skill file (or redirects to the skills index), before any page `skill`.
      if (lookups.agentFiles?.has(p)) return `${prefix}${encodePath(p)}${suffix}`;
      const page = findPage(lookups, p);
      if (page) {
        linkedPages.add(page);
        return `${prefix}${encodePath(outputFileOf(page))}${headingFragment(suffix)}`;
      }
      // A redirect to another page of the site resolves to that page; to another site, to the target itself.
      // One to a path the site does not have is a broken link: a reader following it would land on a 404.
      const moved = redirectOf(lookups, p);
      if (moved === null) break;
      if (SCHEME.test(moved)) return withSuffix(moved, suffix);
      // The target's own fragment or query wins over the link's, as a browser following the redirect does.
      const target = splitHref(withSuffix(moved, suffix));
      const next = sitePath('', target.pathPart);
      if (next === null) break;
      p = next;
      suffix = target.suffix;
    }
    const first = folderFirstPage(lookups, p);
    if (first) {
      linkedPages.add(first);
      return `${prefix}${encodePath(outputFileOf(first))}${headingFragment(suffix)}`;
    }
    if (/\.[a-z0-9]+$/i.test(p) && !PAGE_EXT.test(p)) {
      const file = assetFile(lookups, p);
      if (file) {
        assetFiles.add(file);
        return `${prefix}${encodePath(file)}${suffix}`;
      }
      // Files the build writes itself (site-files.ts, llms-txt.ts), when the docs folder has none of its own.
      // llms-full.txt is written with the pages' Markdown (root-files.ts): only when the page menu needs it.
      const llmsFull = p === 'llms-full.txt' || p === '.well-known/llms-full.txt';
      if (GENERATED_ROOT_FILES.has(p) || (llmsFull && menuNeedsMarkdown(env.contextual)))
        return `${prefix}${p}${suffix}`;
    }
    return null;
  };

  // One read per file and page: a page's snippets, their imports and the functions reading them look the
  // same file up many times, and each lookup would also be one more probe to check on every cached rebuild.
  const snippetReads = new Map<string, string | null>();
  const readSnippet = (importPath: string): string | null => {
    if (snippetReads.has(importPath)) return snippetReads.get(importPath)!;
    const text = readSnippetFile(importPath);
    snippetReads.set(importPath, text);
    return text;
  };
  const readSnippetFile = (importPath: string): string | null => {
    const base = entry.file ? path.posix.dirname(entry.file) : '';
    const joined = importPath.startsWith('/') ? importPath : path.posix.join(base, importPath);
    const rel = path.posix.normalize(`/${joined}`).replace(/^\/+/, '');
    let text: string | null = null;
    if (!rel.startsWith('..') && !rel.split('/').some((s) => s.startsWith('.'))) {
      try {
        const real = fs.realpathSync(path.join(lookups.srcReal, rel));
        const back = path.relative(lookups.srcReal, real);
        if (!back.startsWith('..') && !path.isAbsolute(back)) text = fs.readFileSync(real, 'utf8');
      } catch {
        text = null;
      }
    }
    probes.snippets.push([
      importPath,
      text === null ? null : createHash('sha256').update(text).digest('hex'),
    ]);
    // The recorded hash is the file's own; the variables are part of every page's render key.
    return text === null ? null : substituteVariables(text, env.variables).text;
  };

  const hashFile = (rel: string) => {
    const hash = sourceFileHash(lookups.srcReal, rel);
    (probes.files ??= []).push([rel, hash]);
    return hash;
  };

  const ctx: PageContext = {
    srcDir: env.srcDir,
    file: entry.file ?? `${entry.path}.mdx`,
    pagePath: entry.path,
    features: env.features,
    iconLibrary: env.iconLibrary,
    resolveLink: (href) => {
      const out = resolveLink(href);
      probes.links.push([href, out]);
      return out;
    },
    resolveAsset: (src) => {
      const out = resolveAsset(src);
      probes.assets.push([src, out]);
      return out;
    },
    readSnippet,
  };
  if (api?.renderApiOperation) ctx.renderApiOperation = api.renderApiOperation;
  if (api?.renderApiSchema) ctx.renderApiSchema = api.renderApiSchema;
  if (api?.highlightApiSample) ctx.highlightApiSample = api.highlightApiSample;
  return { ctx, probes, hashFile, assetFiles, linkedPages };
}

/** File hashes by real path, kept while the file's size and mtime stay: many pages may read one spec. */
const fileHashes = new Map<string, { stamp: string; hash: string }>();

/** The hash of a file's content inside the source folder; null when it is missing or leads outside. */
function sourceFileHash(srcReal: string, rel: string): string | null {
  const real = realPathWithin(srcReal, path.join(srcReal, rel));
  if (real === null) return null;
  try {
    const stat = fs.statSync(real);
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    const known = fileHashes.get(real);
    if (known?.stamp === stamp) return known.hash;
    const hash = createHash('sha256').update(fs.readFileSync(real)).digest('hex');
    fileHashes.set(real, { stamp, hash });
    return hash;
  } catch {
    return null;
  }
}

/** True when every lookup recorded for a cached render still gives the same answer. */
export function probesHold(probes: RenderProbes, fresh: RecordingContext): boolean {
  for (const [href, out] of probes.links) if (fresh.ctx.resolveLink(href) !== out) return false;
  for (const [src, out] of probes.assets) if (fresh.ctx.resolveAsset(src) !== out) return false;
  for (const [p, hash] of probes.snippets) {
    const text = fresh.ctx.readSnippet(p);
    const now = text === null ? null : createHash('sha256').update(text).digest('hex');
    if (now !== hash) return false;
  }
  for (const [rel, hash] of probes.files ?? []) if (fresh.hashFile(rel) !== hash) return false;
  return true;
}
