/**
 * The browser runtime of islands, planned once per build and written only when a page has one: Preact's
 * three ES modules (core, hooks, the React layer) from its npm package, and client/islands/components.js
 * and runtime.js, each
 * named by a hash of its contents, with their imports of one another pointed at those names.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { clientSourceDir } from '../client/index.js';
import { islandRel, type IslandFile } from './compile.js';

const require = createRequire(import.meta.url);

export interface IslandRuntime {
  /** The module compiled islands import (`_lectern/islands/runtime.<hash>.js`). */
  rel: string;
  files: IslandFile[];
}

let planned: IslandRuntime | null = null;

export function planIslandRuntime(): IslandRuntime {
  if (planned) return planned;
  const preactDir = path.dirname(require.resolve('preact/package.json'));
  const read = (rel: string) => fs.readFileSync(path.join(preactDir, rel), 'utf8');
  const files: IslandFile[] = [];
  const add = (name: string, contents: string): string => {
    const rel = islandRel(name, contents);
    files.push({ rel, contents });
    return `./${path.posix.basename(rel)}`;
  };
  const core = add('preact.js', read('dist/preact.mjs'));
  const hooks = add('hooks.js', pointAt(read('hooks/dist/hooks.mjs'), { preact: core }));
  const compat = add(
    'compat.js',
    pointAt(read('compat/dist/compat.mjs'), { 'preact/hooks': hooks, preact: core }),
  );
  const client = (name: string) => fs.readFileSync(path.join(clientSourceDir(), 'islands', name), 'utf8');
  const components = add(
    'components.js',
    pointAt(client('components.js'), { './preact.js': core, './compat.js': compat }),
  );
  add(
    'runtime.js',
    pointAt(client('runtime.js'), {
      './preact.js': core,
      './compat.js': compat,
      './components.js': components,
    }),
  );
  planned = { rel: files[files.length - 1].rel, files };
  return planned;
}

/** Replaces each quoted module specifier by its file (`from"preact"` -> `from"./preact.ab12.js"`). */
function pointAt(code: string, specifiers: Record<string, string>): string {
  let out = code;
  for (const [from, to] of Object.entries(specifiers)) {
    const quoted = new RegExp(
      `(from\\s*|import\\s*)(["'])${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\2`,
      'g',
    );
    out = out.replace(quoted, (_all, keyword: string, quote: string) => `${keyword}${quote}${to}${quote}`);
  }
  return out;
}
