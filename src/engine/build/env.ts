import { planIslandRuntime } from '../islands/index.js';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '../config/index.js';
import { inlineMarkdownHtml } from '../layout/index.js';
import type { ContentSettings, CustomLanguage } from '../markdown/index.js';
import { remoteSpecText } from '../openapi/index.js';
import type { DeploymentType, LayoutInput, SiteFeatures } from '../types.js';

/** Bump when the cache format or meaning changes in a way code fingerprints would not catch. */
const CACHE_FORMAT = '1';
let engineKeyMemo: string | null = null;

/**
 * Engine version plus a fingerprint (size and mtime) of the engine's own code files, so that a cached
 * render never outlives the code that produced it.
 */
export function engineKey(): string {
  if (engineKeyMemo) return engineKeyMemo;
  const require = createRequire(import.meta.url);
  const h = createHash('sha256').update(CACHE_FORMAT);
  for (const dep of ['shiki/package.json', 'katex/package.json']) {
    try {
      h.update((require(dep) as { version: string }).version);
    } catch {
      // Not resolvable from here: the code fingerprint still changes with the engine.
    }
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const walk = (dir: string) => {
    for (const ent of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(dir, ent.name);
      if (ent.isDirectory()) {
        if (ent.name !== 'fixtures' && ent.name !== '__snapshots__') walk(abs);
      } else if (/\.(?:[cm]?js|ts|css|json)$/.test(ent.name) && !/\.test\.ts$/.test(ent.name)) {
        const st = fs.statSync(abs);
        h.update(`${path.relative(root, abs)}:${st.size}:${st.mtimeMs}\n`);
      }
    }
  };
  walk(root);
  engineKeyMemo = h.digest('hex');
  return engineKeyMemo;
}

/**
 * The deployment type decides which features a page may offer (the spec's feature table). The API
 * playground is only possible where readers can reach the API; whether a page shows it is then the display
 * mode's call (`api.playground.display`, which a page's `playground:` frontmatter overrides), applied by the
 * content renderer from contentSettings.
 */
export function featuresFor(type: DeploymentType): SiteFeatures {
  return {
    // Pagefind needs no server or network, so search works in every deployment type.
    search: true,
    apiPlayground: type !== 'air-gapped',
  };
}

/**
 * The configuration that changes how page content renders, as the markdown and OpenAPI renderers take it
 * (the config normaliser has checked and typed every field).
 */
export function contentSettings(config: SiteConfig, opts: { islands?: boolean } = {}): ContentSettings {
  const { api } = config;
  const server = api.mdx?.server ?? api.baseUrl;
  const auth = api.mdx?.auth;
  return {
    codeblocks: config.styling?.codeblocks ?? 'system',
    ...(config.styling?.codeThemes ? { codeThemes: config.styling.codeThemes } : {}),
    ...(config.styling?.latex === false ? { latex: false } : {}),
    ...(opts.islands === false ? {} : { islandRuntime: planIslandRuntime().rel }),
    api: {
      playground: api.playground.display,
      // Mintlify: cookies go with the request only when it is not proxied (`proxy: false`).
      ...(api.playground.credentials && !api.playground.proxy ? { credentials: true } : {}),
      ...(api.examples?.languages ? { languages: api.examples.languages } : {}),
      ...(api.examples?.defaults ? { defaults: api.examples.defaults } : {}),
      ...(api.examples?.prefill !== undefined ? { prefill: api.examples.prefill } : {}),
      ...(api.examples?.autogenerate !== undefined ? { autogenerate: api.examples.autogenerate } : {}),
      ...(api.url ? { url: api.url } : {}),
      ...(api.params?.expanded ? { expanded: api.params.expanded } : {}),
      ...(api.params?.post ? { postKeys: api.params.post } : {}),
      ...(server ? { server } : {}),
      ...(auth ? { auth } : {}),
    },
  };
}

export function hashJson(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * What in the configuration changes a page's rendered content (the layout is applied fresh every build),
 * with the content of files the configuration names that do too (custom grammars).
 */
export function renderConfigHash(
  config: SiteConfig,
  features: SiteFeatures,
  customLanguages: CustomLanguage[] = [],
): string {
  return hashJson({
    icons: config.icons,
    api: config.api,
    styling: config.styling ?? null,
    ...(config.variables ? { variables: config.variables } : {}),
    features,
    ...(customLanguages.length ? { customLanguages } : {}),
  });
}

/** The build's OpenAPI files' content; a URL's is the text this build fetched (openapi/remote-specs.ts). */
export function hashFiles(srcDir: string, files: string[]): string {
  const h = createHash('sha256');
  for (const f of [...files].sort()) {
    h.update(f).update('\0');
    const remote = remoteSpecText(srcDir, f);
    if (remote !== null) {
      h.update(remote);
      continue;
    }
    try {
      h.update(fs.readFileSync(path.join(srcDir, f)));
    } catch {
      h.update('missing');
    }
  }
  return h.digest('hex');
}

export function layoutSite(config: SiteConfig, base: string | null): LayoutInput['site'] {
  const site: LayoutInput['site'] = {
    name: config.name,
    colors: { ...config.colors },
    navbar: config.navbar,
    footer: config.footer,
    appearance: config.appearance,
    metatags: config.seo.metatags,
    ...(config.seo.organization ? { organization: config.seo.organization } : {}),
    iconLibrary: config.icons.library,
  };
  if (config.description) site.description = config.description;
  if (base) site.siteUrl = base;
  if (config.logo) site.logo = config.logo;
  if (config.favicon) site.favicon = config.favicon;
  // The banner's Markdown is rendered once here, not on every page (each language's where nav builds it).
  if (config.banner) site.banner = { ...config.banner, html: inlineMarkdownHtml(config.banner.content) };
  if (config.fonts) site.fonts = config.fonts;
  if (config.background) site.background = config.background;
  if (config.styling?.eyebrows) site.eyebrows = config.styling.eyebrows;
  if (config.interaction?.drilldown) site.drilldown = true;
  if (config.search?.prompt) site.searchPrompt = config.search.prompt;
  return site;
}
