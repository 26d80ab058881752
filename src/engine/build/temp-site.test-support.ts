/**
 * A temporary docs folder for build tests: `src` to write the site into, `out` and `cache` beside it, all
 * removed after the test file's tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export interface TempSite {
  root: string;
  src: string;
  out: string;
  cache: string;
  /** Writes a file of the site, creating its folders (`rel` is relative to `src`). */
  write(rel: string, text: string): void;
}

export function tempSite(name: string): TempSite {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `lectern-${name}-`));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const src = path.join(root, 'src');
  return {
    root,
    src,
    out: path.join(root, 'out'),
    cache: path.join(root, 'cache'),
    write(rel, text) {
      fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
      fs.writeFileSync(path.join(src, rel), text);
    },
  };
}
