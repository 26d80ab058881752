/**
 * Browser assets: the theme CSS and the custom-elements JS, authored as plain files under `styles/` and
 * `scripts/` and joined here (no bundler). The build hashes and copies them under `_lectern/`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDir } from '../icons/index.js';

export interface ClientAsset {
  name: string;
  contents: Buffer | string;
}

const STYLES = [
  'base.css',
  'header.css',
  'sidebar.css',
  'layout.css',
  'callouts.css',
  'components.css',
  'images.css',
  'code.css',
  'twoslash.css',
  'mermaid.css',
  'widgets.css',
  'badge-tooltip.css',
  'views.css',
  'update-filters.css',
  'search.css',
  'contextual.css',
  'rss.css',
  'api.css',
  'utilities.css',
];
/** Helpers the scripts below share, joined at the top level rather than in a block of their own. */
const SHARED_SCRIPTS = ['clipboard.js', 'anchors.js'];
const SCRIPTS = [
  // First: a shared page's header and sidebar are swapped before the others bind to them.
  'context.js',
  'chrome.js',
  'widgets.js',
  'tree.js',
  'views.js',
  'toc.js',
  'update-filters.js',
  'search.js',
  // Before mermaid.js: it listens for the drawings mermaid.js announces.
  'mermaid-controls.js',
  'mermaid.js',
  'images.js',
  'twoslash.js',
  'playground.js',
  'socket-playground.js',
  'panel.js',
  'contextual.js',
  'islands.js',
];

/** The folder holding styles/ and scripts/: beside this module, or back in src/ when running from dist/. */
export function clientSourceDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  if (existsSync(join(here, 'styles'))) return here;
  const fromDist = resolve(here, '../../../../src/engine/client');
  if (existsSync(join(fromDist, 'styles'))) return fromDist;
  throw new Error(
    `lectern client assets not found beside ${here}; copy src/engine/client/{styles,scripts} next to the compiled module`,
  );
}

let cached: Promise<ClientAsset[]> | null = null;

/** `lectern.css` and `lectern.js`; the JS is a classic strict-mode script (each source file in its own block scope). */
export function clientAssets(): Promise<ClientAsset[]> {
  cached ??= (async () => {
    const dir = clientSourceDir();
    const css = await Promise.all(STYLES.map((f) => readFile(join(dir, 'styles', f), 'utf8')));
    // Twoslash's own rules go before ours for its blocks (twoslash.css adjusts them).
    const twoslash = await twoslashStyles();
    if (twoslash) css.splice(STYLES.indexOf('twoslash.css'), 0, twoslash);
    const read = (f: string) => readFile(join(dir, 'scripts', f), 'utf8');
    const js = [
      ...(await Promise.all(SHARED_SCRIPTS.map(async (f) => `// ${f}\n${await read(f)}`))),
      ...(await Promise.all(SCRIPTS.map(async (f) => `// ${f}\n{\n${await read(f)}}\n`))),
    ];
    return [
      { name: 'lectern.css', contents: css.join('\n') },
      {
        name: 'lectern.js',
        contents: `// Lectern client: custom elements and page behaviour.\n'use strict';\n${js.join('\n')}`,
      },
    ];
  })();
  cached.catch(() => {
    cached = null;
  });
  return cached;
}

/** @shikijs/twoslash's stylesheet for its popups; null when the package is not installed. */
async function twoslashStyles(): Promise<string | null> {
  try {
    return await readFile(createRequire(import.meta.url).resolve('@shikijs/twoslash/style-rich.css'), 'utf8');
  } catch {
    return null;
  }
}

/** Mermaid's single-file browser build, copied only by sites that have diagrams. */
export async function mermaidAsset(): Promise<ClientAsset & { file: string }> {
  const dir = packageDir('mermaid');
  if (!dir) throw new Error('the mermaid package is not installed');
  const file = join(dir, 'dist', 'mermaid.min.js');
  return { name: 'mermaid.min.js', file, contents: await readFile(file) };
}
