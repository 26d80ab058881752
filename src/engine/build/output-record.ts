/**
 * What a build wrote into an output folder, kept in the cache folder (never in the site itself): every file
 * and, per page, the key of its final HTML, the lookups its render made, and what it reported. A rebuild
 * into the same folder with the same cache updates the folder in place: a page whose key and lookups are
 * unchanged (and whose file is still there) is neither rendered, laid out nor written again, and files
 * the new build no longer produces are removed.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageResult, RenderProbes } from './types.js';

const FORMAT = 1;

/** A page's report, minus the search document's HTML (kept in the search cache by its hash). */
export type RecordedResult = Omit<
  PageResult,
  'cached' | 'skipped' | 'searchDoc' | 'record' | 'islandFiles' | 'ogDrawn'
> & {
  searchDoc?: { url: string; hash: string };
};

export interface PageRecord {
  /** Hash of everything that decides the page's HTML file besides its lookups. */
  key: string;
  probes: RenderProbes;
  result: RecordedResult;
}

export interface OutputRecord {
  format: number;
  outDir: string;
  /** Every file of the site, relative to the output folder. */
  files: string[];
  pages: Record<string, PageRecord>;
  /** Source files copied into the site, with the size and mtime of the source when copied. */
  copied: Record<string, { size: number; mtimeMs: number }>;
}

function recordFile(cacheDir: string, outDir: string): string {
  return path.join(
    cacheDir,
    'outputs',
    `${createHash('sha256').update(outDir).digest('hex').slice(0, 24)}.json`,
  );
}

/** The record of the last complete build into `outDir`, or null (none, unreadable, or for another folder). */
export function loadOutputRecord(cacheDir: string, outDir: string): OutputRecord | null {
  try {
    const rec = JSON.parse(fs.readFileSync(recordFile(cacheDir, outDir), 'utf8')) as OutputRecord;
    return rec.format === FORMAT && rec.outDir === outDir ? rec : null;
  } catch {
    return null;
  }
}

/** Written to a temporary name and renamed: a crash never leaves half a record. */
export function saveOutputRecord(cacheDir: string, rec: Omit<OutputRecord, 'format'>): void {
  const target = recordFile(cacheDir, rec.outDir);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ format: FORMAT, ...rec }));
  fs.renameSync(tmp, target);
}

/**
 * Forgets the record before an in-place build starts writing: if that build fails or is killed, the folder
 * holds a mix of old and new files, and the next build must rewrite it as a whole.
 */
export function dropOutputRecord(cacheDir: string, outDir: string): void {
  fs.rmSync(recordFile(cacheDir, outDir), { force: true });
}
