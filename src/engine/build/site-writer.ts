import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './output-dir.js';

interface SourceStamp {
  size: number;
  mtimeMs: number;
}

/**
 * Writes the site's files and keeps the list of them (the output record and the stale-file sweep need
 * it). Updating a folder in place, each file is written atomically, and files the previous build already
 * wrote are kept when they cannot have changed: content-hashed assets by name, copied sources by the
 * source's size and mtime.
 */
export class SiteWriter {
  readonly files = new Set<string>();
  readonly copied: Record<string, SourceStamp> = {};

  constructor(
    readonly dir: string,
    readonly inPlace: boolean,
    private readonly previousFiles: ReadonlySet<string>,
    private readonly previousCopies: Record<string, SourceStamp>,
  ) {}

  /** True when updating in place and the previous build wrote this file, which is still there. */
  kept(rel: string): boolean {
    return this.inPlace && this.previousFiles.has(rel) && fs.existsSync(path.join(this.dir, rel));
  }

  /** Writes a site file; in place, an identical file is left untouched. */
  write(rel: string, contents: string | Buffer): void {
    const abs = path.join(this.dir, rel);
    if (
      this.kept(rel) &&
      fs.readFileSync(abs).equals(typeof contents === 'string' ? Buffer.from(contents) : contents)
    ) {
      this.files.add(rel);
      return;
    }
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (this.inPlace) writeFileAtomic(abs, contents);
    else fs.writeFileSync(abs, contents);
    this.files.add(rel);
  }

  /** A file whose name carries a hash of its contents: the same name is the same file. */
  writeHashed(rel: string, contents: string | Buffer): void {
    if (this.kept(rel)) this.files.add(rel);
    else this.write(rel, contents);
  }

  /** Files written by someone else (page workers, the search indexer). */
  add(...rels: string[]): void {
    for (const rel of rels) this.files.add(rel);
  }

  /** Copies a source file (already checked to be inside the source folder) to the same path in the site. */
  copySource(srcDir: string, rel: string): boolean {
    if (this.files.has(rel)) return true;
    const from = path.join(srcDir, rel);
    try {
      const st = fs.statSync(from);
      const stamp = { size: st.size, mtimeMs: st.mtimeMs };
      const before = this.previousCopies[rel];
      if (!(before && before.size === stamp.size && before.mtimeMs === stamp.mtimeMs && this.kept(rel))) {
        const to = path.join(this.dir, rel);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        if (this.inPlace) writeFileAtomic(to, fs.readFileSync(from));
        else fs.copyFileSync(from, to);
      }
      this.copied[rel] = stamp;
      this.files.add(rel);
      return true;
    } catch {
      return false;
    }
  }
}
