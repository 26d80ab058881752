import type { DeploymentType, Diagnostic } from '../types.js';
import type { RemoteSpecOptions } from './remote-specs.js';

export interface BuildOptions {
  srcDir: string;
  /**
   * Where the site goes. Written to a temporary sibling first and renamed into place when complete; an
   * existing folder is replaced only if it is empty or holds an earlier build (has `_lectern/`).
   */
  outDir: string;
  deploymentType?: DeploymentType;
  /** Build only these pages (plus 404 and site files); navigation and links still cover the whole site. */
  paths?: string[];
  /** Render cache folder, reused across builds. */
  cacheDir?: string;
  /** Public base URL for canonical links and the sitemap; defaults to `seo.metatags.canonical`. */
  siteUrl?: string;
  /** Worker threads; default min(available parallelism, 4). */
  threads?: number;
  /**
   * Cap on each worker thread's old-generation heap, in MB; 0 or unset for none. V8 lets a busy worker's
   * heap grow far past what it keeps alive: a cap of 160 to 256 bounds a 5,000-page build near 340 MB
   * instead of 490 MB, for about 25 % more time (BENCHMARKS.md). Speed is the default.
   */
  maxWorkerHeapMb?: number;
  /**
   * OpenAPI specs named by URL, and Google Fonts families: fetched once per build when `fetch` is on (off by
   * default: the engine reaches the network only when asked; `lectern build` asks unless `--offline`).
   */
  remoteSpecs?: RemoteSpecOptions;
  /**
   * Tests: where requests for Google Fonts' hosts go instead (`http://127.0.0.1:PORT`, a stand-in speaking
   * their protocol; needs `remoteSpecs.allowPrivate`). The families `fonts` names without a `source` are
   * fetched under `remoteSpecs`' switch and rules (build/google-fonts.ts).
   */
  googleFontsOrigin?: string;
  /**
   * Components with state and elements with event handlers run in the reader's browser as islands (on by
   * default, as on Mintlify; islands/). Off, the export runs none of the site's code: they show their
   * children with a warning (`lectern build --no-islands`).
   */
  islands?: boolean;
  /**
   * Open Graph preview images, a PNG per page (og-images.ts): made only when the build knows the site's
   * absolute URL (`siteUrl` or `seo.metatags.canonical`). Default: when docs.json has `thumbnails` and the
   * build is not `air-gapped`. `lectern build --og-images`/`--no-og-images`, `LECTERN_OG_IMAGES` for exports.
   */
  ogImages?: boolean;
  signal?: AbortSignal;
  onProgress?: (p: { done: number; total: number }) => void;
}

export interface BuildResult {
  pageCount: number;
  fileCount: number;
  /** Pages taken from the render cache instead of rendered (an extension of the seam; 0 without cacheDir). */
  cachedPages?: number;
  /** Preview images in the site, and how many of them this build drew (the rest came from the cache or the folder). */
  ogImages?: { files: number; drawn: number };
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  durationMs: number;
}
