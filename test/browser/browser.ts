/** Debian's Chromium driven by playwright-core, with every request to a non-loopback host failed and recorded. */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildSite, type BuildResult } from '../../src/engine/index.js';
import { write } from './fixture-site.js';
import { serveStatic, type StaticServer } from './static-server.js';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
// CI installs Chromium (.ci/run); there a missing browser is a failure, not a reason to skip.
if (!hasChromium && process.env.CI)
  throw new Error(`${CHROMIUM} is missing: .ci/run should have installed it`);
export const SCREENSHOTS = join(process.cwd(), 'test-artifacts', 'screenshots');

export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface GuardedContext {
  context: BrowserContext;
  /** URLs the pages tried to reach outside loopback (each was failed). */
  outside: string[];
  /** Uncaught page errors and console errors. */
  errors: string[];
}

export async function guardedContext(
  browser: Browser,
  origin: string,
  opts: { width?: number; height?: number } = {},
): Promise<GuardedContext> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1366, height: opts.height ?? 900 },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const outside: string[] = [];
  const errors: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '127.0.0.1' &&
      url.hostname !== 'localhost'
    ) {
      outside.push(url.href);
      await route.abort('blockedbyclient');
      return;
    }
    await route.continue();
  });
  context.on('page', (page) => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(`console: ${msg.text()}`);
    });
  });
  return { context, outside, errors };
}

export interface BrowserSite {
  /** The temporary folder `build` wrote into. */
  readonly dir: string;
  readonly server: StaticServer;
  readonly browser: Browser;
  /** A fresh guarded context (its own profile), checked and closed after the test. */
  context(size?: { width: number; height: number }): Promise<BrowserContext>;
  /** `path` on the server, in a page of a fresh guarded context. */
  open(path: string, size?: { width: number; height: number }): Promise<Page>;
}

/**
 * The harness of a browser suite: `build` writes the site into a fresh temporary folder (returning the folder
 * to serve when it is not that one), served over loopback to Chromium. After each test, every context it
 * opened is checked (nothing tried to reach another host, no script failed) and closed.
 */
export function useBrowserSite(build: (dir: string) => Promise<string | void>): BrowserSite {
  let dir = '';
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  let guards: GuardedContext[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lectern-browser-'));
    server = await serveStatic((await build(dir)) ?? dir);
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  afterEach(async () => {
    const checked = guards;
    guards = [];
    try {
      for (const guard of checked) {
        expect(guard.outside).toEqual([]);
        expect(guard.errors).toEqual([]);
      }
    } finally {
      await Promise.all(checked.map((guard) => guard.context.close()));
    }
  });

  const site: BrowserSite = {
    get dir() {
      return dir;
    },
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
    async context(size) {
      const guard = await guardedContext(browser!, server!.url, size);
      guards.push(guard);
      return guard.context;
    },
    async open(path, size) {
      const page = await (await site.context(size)).newPage();
      await page.goto(server!.url + path);
      return page;
    },
  };
  return site;
}

/** A small site's source files, by path relative to its source folder. */
export type SiteFiles = Record<string, string | Buffer>;

/**
 * The harness of a suite on a small site: `files` are written into `src/` of the temporary folder, built by the
 * engine into `site/` (served, and readable through `site.dir`), and the build must report no errors. `check`
 * sees the build's result for anything more a suite expects of it.
 */
export function useBuiltSite(files: SiteFiles, check?: (result: BuildResult) => void): BrowserSite {
  return useBrowserSite(async (dir) => {
    const src = join(dir, 'src');
    for (const [rel, contents] of Object.entries(files)) write(src, rel, contents);
    const result = await buildSite({ srcDir: src, outDir: join(dir, 'site'), threads: 1 });
    expect(result.errors).toBe(0);
    check?.(result);
    return join(dir, 'site');
  });
}
