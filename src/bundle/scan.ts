import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { BundleError } from './errors.js';
import { MANIFEST_NAME, isSafeRelativePath, parseManifest, type BundleManifest } from './manifest.js';

export interface UnpackLimits {
  /** Total bytes of all files (default 2 GiB). */
  maxBytes?: number;
  /** Entries of any kind, folders included (default 100,000). */
  maxEntries?: number;
  /** Bytes of any one file (default 1 GiB, and never above `maxBytes`). */
  maxEntryBytes?: number;
}

export const DEFAULT_LIMITS = {
  maxBytes: 2 * 1024 ** 3,
  maxEntries: 100_000,
  maxEntryBytes: 1024 ** 3,
} as const;
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
const RAW_SLACK = 1024 * 1024;

/** Where a scan puts what it reads: nowhere (verify) or a folder (unpack). */
export interface ScanSink {
  directory(rel: string): Promise<void>;
  /** Receives the file's bytes; resolves once they are safely written. */
  file(rel: string, chunks: AsyncIterable<Buffer>): Promise<void>;
}

export interface ScanResult {
  manifest: BundleManifest;
  /** Every file in the archive except the manifest, as found. */
  found: Map<string, { size: number; sha256: string }>;
}

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** Normalizes an entry name, or returns null when it may not be used. A leading `./` is tolerated. */
function entryPath(raw: string, isDir: boolean): string | null {
  let p = raw.replace(/^(\.\/)+/, '');
  if (isDir) p = p.replace(/\/+$/, '');
  if (isDir && p === '') return '';
  return isSafeRelativePath(p) ? p : null;
}

/**
 * Reads a `.tar.gz` once, front to back, refusing anything a bundle may not contain before reading its
 * data: unsafe names, links, devices, fifos, and sizes or counts over the limits (entry sizes come
 * from headers, so an oversized or bomb-like entry is refused without being decompressed). The
 * decompressed stream itself is capped too, so padding cannot make the reader spin for ever.
 */
export async function scanArchive(
  file: string,
  limitsIn: UnpackLimits = {},
  sink?: ScanSink,
): Promise<ScanResult> {
  const maxBytes = limitsIn.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  const maxEntries = limitsIn.maxEntries ?? DEFAULT_LIMITS.maxEntries;
  const maxEntryBytes = Math.min(limitsIn.maxEntryBytes ?? DEFAULT_LIMITS.maxEntryBytes, maxBytes);

  const found = new Map<string, { size: number; sha256: string }>();
  const files = new Set<string>();
  const folders = new Set<string>();
  let manifestText: string | null = null;
  let entries = 0;
  let totalBytes = 0;
  // Decompressed bytes the entries seen so far account for (headers, padded bodies, room for a pax
  // header each), plus slack for the closing blocks and the parser's read-ahead. Anything past it is
  // padding or junk, which node-tar would otherwise chew through at a few MiB a second.
  let rawBudget = RAW_SLACK;
  let failure: unknown = null;
  let current: ReadEntry | null = null;
  let work: Promise<void> = Promise.resolve();
  const parser = new Parser({ strict: true });

  const fail = (err: unknown): void => {
    if (failure === null) failure = err;
    // An entry cut off mid-body would never end and its reader would wait for ever; end it here.
    current?.end();
  };

  /** A path may be a file or a folder, never both, and a file only once (a second copy could replace a checked one). */
  const claim = (rel: string, isDir: boolean): void => {
    const conflict = () =>
      new BundleError('BUNDLE_UNSAFE_PATH', `bundle entry ${rel} conflicts with another entry`);
    const segments = rel.split('/');
    for (let i = 1; i < segments.length; i++) {
      const parent = segments.slice(0, i).join('/');
      if (files.has(parent)) throw conflict();
      folders.add(parent);
    }
    if (files.has(rel) || (!isDir && folders.has(rel))) throw conflict();
    (isDir ? folders : files).add(rel);
  };

  /** Runs as each header is parsed, before any of the entry's data is read; returns its checked path. */
  function inspect(entry: ReadEntry): { rel: string; isDir: boolean } {
    entries += 1;
    if (entries > maxEntries)
      throw new BundleError('BUNDLE_TOO_MANY_ENTRIES', `bundle has more than ${maxEntries} entries`);
    const type = entry.type;
    const isDir = type === 'Directory';
    if (!isDir && !FILE_TYPES.has(type)) {
      throw new BundleError(
        'BUNDLE_UNSAFE_ENTRY',
        `bundle entry ${JSON.stringify(entry.path)} is a ${type}, not a file`,
      );
    }
    const rel = entryPath(entry.path, isDir);
    if (rel === null)
      throw new BundleError('BUNDLE_UNSAFE_PATH', `unsafe path in bundle: ${JSON.stringify(entry.path)}`);
    const size = entry.size ?? 0;
    rawBudget += 2048 + Math.ceil(size / 512) * 512;
    if (isDir) {
      if (rel !== '') claim(rel, true);
      return { rel, isDir };
    }
    if (size > maxEntryBytes)
      throw new BundleError(
        'BUNDLE_ENTRY_TOO_LARGE',
        `${rel} is ${size} bytes, over the ${maxEntryBytes}-byte cap`,
      );
    totalBytes += size;
    if (totalBytes > maxBytes)
      throw new BundleError('BUNDLE_TOO_LARGE', `bundle files exceed ${maxBytes} bytes`);
    if (rel === MANIFEST_NAME && size > MAX_MANIFEST_BYTES)
      throw new BundleError('BUNDLE_MANIFEST_INVALID', 'manifest is too large');
    claim(rel, false);
    return { rel, isDir };
  }

  /** Reads the entry's data into the sink (or nowhere), hashing as it goes. */
  async function consume(entry: ReadEntry, rel: string, isDir: boolean): Promise<void> {
    if (isDir) {
      if (rel !== '' && sink) await sink.directory(rel);
      entry.resume();
      return;
    }
    if (rel === MANIFEST_NAME) {
      const parts: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) parts.push(chunk);
      const bytes = Buffer.concat(parts);
      manifestText = bytes.toString('utf8');
      if (sink)
        await sink.file(
          rel,
          (async function* () {
            yield bytes;
          })(),
        );
      return;
    }
    const hash = createHash('sha256');
    let seen = 0;
    async function* metered(): AsyncGenerator<Buffer> {
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        hash.update(chunk);
        seen += chunk.length;
        yield chunk;
      }
    }
    if (sink) await sink.file(rel, metered());
    else for await (const _ of metered());
    found.set(rel, { size: seen, sha256: hash.digest('hex') });
  }

  const refuse = (entry: ReadEntry, err: unknown): void => {
    fail(err);
    entry.resume();
    parser.abort(err as Error);
  };
  parser.on('entry', (entry: ReadEntry) => {
    if (failure !== null) return void entry.resume();
    let checked: { rel: string; isDir: boolean };
    try {
      checked = inspect(entry);
    } catch (err) {
      return refuse(entry, err);
    }
    work = work.then(async () => {
      if (failure !== null) return void entry.resume();
      current = entry;
      try {
        await consume(entry, checked.rel, checked.isDir);
      } catch (err) {
        refuse(entry, err);
      } finally {
        current = null;
      }
    });
  });
  parser.on('ignoredEntry', (entry: ReadEntry) => {
    if (!entry.meta)
      fail(
        new BundleError(
          'BUNDLE_UNSAFE_ENTRY',
          `bundle entry ${JSON.stringify(entry.path)} has an unsupported type`,
        ),
      );
  });
  parser.on('error', (err: unknown) => fail(err));
  const ended = new Promise<void>((resolve) => {
    parser.on('close', () => resolve());
    parser.on('abort', () => resolve());
  });

  let raw = 0;
  const capRaw = new Transform({
    transform(chunk: Buffer, _enc, done) {
      raw += chunk.length;
      if (raw > rawBudget)
        done(new BundleError('BUNDLE_TOO_LARGE', 'bundle holds more data than its entries account for'));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), capRaw, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) {
        if (failure !== null) return;
        if (!parser.write(chunk)) await Promise.race([drained(parser), ended]);
      }
    });
    if (failure === null) parser.end();
  } catch (err) {
    fail(err);
  }
  if (failure === null) await ended;
  await work;
  if (failure !== null) throw toBundleError(failure);
  if (manifestText === null)
    throw new BundleError('BUNDLE_MANIFEST_MISSING', `bundle has no ${MANIFEST_NAME}`);
  return { manifest: parseManifest(manifestText), found };
}

/** Like `events.once(parser, 'drain')`, minus the rejection on 'error' that nobody would await. */
function drained(parser: Parser): Promise<void> {
  return new Promise((resolve) => parser.once('drain', () => resolve()));
}

function toBundleError(err: unknown): BundleError {
  if (err instanceof BundleError) return err;
  const e = err as { code?: string; message?: string; cause?: unknown };
  if (e?.cause instanceof BundleError) return e.cause;
  const code = e?.code ?? '';
  if (code.startsWith('TAR_') || code.startsWith('Z_') || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new BundleError('BUNDLE_CORRUPT', `bundle is not a readable .tar.gz: ${e.message ?? code}`, {
      cause: err,
    });
  }
  return new BundleError('BUNDLE_IO', `cannot read bundle: ${e?.message ?? String(err)}`, { cause: err });
}

/** Throws unless the files found are exactly those of the manifest, with the same sizes and hashes. */
export function checkAgainstManifest(result: ScanResult): void {
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const f of result.manifest.files) {
    listed.add(f.path);
    const got = result.found.get(f.path);
    if (!got) problems.push(`missing ${f.path}`);
    else if (got.size !== f.size) problems.push(`${f.path}: ${got.size} bytes, manifest says ${f.size}`);
    else if (got.sha256 !== f.sha256) problems.push(`${f.path}: SHA-256 differs from the manifest`);
  }
  for (const p of result.found.keys()) if (!listed.has(p)) problems.push(`unlisted file ${p}`);
  if (problems.length > 0) {
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
    throw new BundleError(
      'BUNDLE_VERIFY_FAILED',
      `bundle does not match its manifest: ${problems.slice(0, 5).join('; ')}${more}`,
    );
  }
}
