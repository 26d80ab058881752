import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EngineError } from '../errors.js';

/** Marks a folder as a site this engine wrote, so a rebuild may replace it. */
export const OUTPUT_MARKER = '_lectern';

export interface OutputDir {
  /** Where the build writes: a fresh temporary sibling of the output folder, or the folder itself. */
  tmp: string;
  /** True when the build updates the output folder in place (see output-record.ts). */
  inPlace: boolean;
  /** Moves the finished site into place; in place, removes the previous build's files not written again. */
  commit(written: ReadonlySet<string>): void;
  /** Removes the temporary folder after a failed or aborted build (in place: nothing to undo). */
  discard(): void;
}

function inside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * The site is written to `<outDir>.tmp-<random>` next to the output folder, then swapped in by rename, so a
 * reader (or a crash) never sees half a site. `outDir` may exist when it is empty or holds an earlier build
 * (it then is replaced as a whole); any other existing content is refused rather than deleted.
 */
export function prepareOutputDir(
  srcDir: string,
  outDir: string,
  previousFiles: string[] | null = null,
): OutputDir {
  const out = path.resolve(outDir);
  const src = path.resolve(srcDir);
  if (inside(out, src)) {
    throw new EngineError(
      'OUT_DIR_UNSAFE',
      `output folder ${out} contains the source folder; choose a separate folder`,
    );
  }
  if (fs.existsSync(out)) {
    const stat = fs.lstatSync(out);
    if (!stat.isDirectory())
      throw new EngineError('OUT_DIR_UNSAFE', `output path ${out} exists and is not a folder`);
    const entries = fs.readdirSync(out);
    if (entries.length > 0 && !entries.includes(OUTPUT_MARKER)) {
      throw new EngineError(
        'OUT_DIR_UNSAFE',
        `output folder ${out} is not empty and does not hold an earlier site build; refusing to replace it`,
      );
    }
  }
  if (previousFiles && fs.existsSync(path.join(out, OUTPUT_MARKER))) return inPlace(out, previousFiles);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const tmp = `${out}.tmp-${randomBytes(6).toString('hex')}`;
  fs.mkdirSync(tmp);
  return {
    tmp,
    inPlace: false,
    commit() {
      let old: string | null = null;
      if (fs.existsSync(out)) {
        old = `${out}.old-${randomBytes(6).toString('hex')}`;
        fs.renameSync(out, old);
      }
      fs.renameSync(tmp, out);
      if (old) fs.rmSync(old, { recursive: true, force: true });
    },
    discard() {
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

function inPlace(out: string, previousFiles: string[]): OutputDir {
  return {
    tmp: out,
    inPlace: true,
    commit(written) {
      const emptied = new Set<string>();
      for (const rel of previousFiles) {
        if (written.has(rel)) continue;
        const abs = path.join(out, rel);
        if (!inside(out, abs)) continue;
        fs.rmSync(abs, { force: true });
        emptied.add(path.dirname(abs));
      }
      // Folders left empty by removed pages go too, deepest first, never the output folder itself.
      for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
        for (let d = dir; d !== out && inside(out, d); d = path.dirname(d)) {
          try {
            fs.rmdirSync(d);
          } catch {
            break; // not empty
          }
        }
      }
    },
    discard() {},
  };
}

/** Writes a file through a temporary name, so a reader of a folder updated in place never sees half of it. */
export function writeFileAtomic(abs: string, contents: string | Buffer): void {
  const tmp = `${abs}.tmp-${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(tmp, contents);
  fs.renameSync(tmp, abs);
}
