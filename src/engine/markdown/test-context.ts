/**
 * A real, simple page context for tests and the corpus check: links resolve against a set of known pages,
 * assets against files that exist under the source folder, snippets are read from it (confined).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { posix, resolve, sep } from 'node:path';
import type { PageContext } from '../types.js';

export interface TestContextOptions {
  srcDir: string;
  file: string;
  /** Known page paths (`guides/intro`); links to others are broken. Undefined: every internal link works. */
  pages?: Set<string>;
  /** In-memory snippets by import path, used before the disk. */
  snippets?: Record<string, string>;
  /** In-memory asset paths (`/images/a.png`) that exist. */
  assets?: Set<string>;
  /** Deployment features (default: search on, no API playground). */
  features?: Partial<PageContext['features']>;
  /** For pages with `openapi:` frontmatter. */
  renderApiOperation?: PageContext['renderApiOperation'];
}

export function createTestContext(options: TestContextOptions): PageContext {
  const pagePath = options.file.replace(/\.mdx?$/, '');
  const depth = pagePath.split('/').length - 1;
  const up = '../'.repeat(depth);
  const root = resolve(options.srcDir);
  const inside = (path: string) => {
    const full = resolve(root, `.${posix.normalize(`/${path}`)}`);
    return full === root || full.startsWith(root + sep) ? full : null;
  };
  const fromPage = (target: string) =>
    target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(pagePath), target);
  const ctx: PageContext = {
    srcDir: options.srcDir,
    file: options.file,
    pagePath,
    features: { search: true, apiPlayground: false, ...options.features },
    iconLibrary: 'lucide',
    resolveLink(href) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
      const [path, hash] = href.split('#');
      if (path === '') return `#${hash ?? ''}`;
      const target = posix.normalize(fromPage(path)).replace(/\/$/, '') || 'index';
      if (options.pages && !options.pages.has(target)) return null;
      return `${up}${target}.html${hash !== undefined ? `#${hash}` : ''}`;
    },
    resolveAsset(src) {
      const target = posix.normalize(fromPage(src.split(/[?#]/)[0]));
      if (options.assets) return options.assets.has(`/${target}`) ? `${up}${target}` : null;
      const full = inside(target);
      return full && existsSync(full) && statSync(full).isFile() ? `${up}${target}` : null;
    },
    readSnippet(importPath) {
      if (options.snippets && importPath in options.snippets) return options.snippets[importPath];
      const full = inside(importPath);
      if (!full || !existsSync(full) || !statSync(full).isFile()) return null;
      return readFileSync(full, 'utf8');
    },
  };
  if (options.renderApiOperation) ctx.renderApiOperation = options.renderApiOperation;
  return ctx;
}
