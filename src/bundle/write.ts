import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, ReadEntry } from 'tar';
import { BundleError } from './errors.js';
import {
  MANIFEST_FORMAT_VERSION,
  MANIFEST_NAME,
  type BundleManifest,
  type ManifestInfo,
} from './manifest.js';
import { listSiteFiles } from './walk.js';

export interface WrittenBundle {
  sizeBytes: number;
  sha256: string;
  manifest: BundleManifest;
}

/** node-tar turns a second path to the same inode into a hard-link entry; bundles never carry links. */
class NoHardLinks extends Map<`${number}:${number}`, string> {
  override get(): undefined {
    return undefined;
  }
  override set(): this {
    return this;
  }
}

function manifestEntry(json: Buffer, mtime: Date): ReadEntry {
  const header = new Header({ path: MANIFEST_NAME, mode: 0o644, size: json.length, mtime, type: 'File' });
  const entry = new ReadEntry(header);
  entry.end(json);
  return entry;
}

/**
 * Writes the site as a gzip tar with `lectern-manifest.json` first, then the files in sorted order, all
 * stamped with the manifest's `createdAt` so that the same site and info give the same archive bytes.
 * The archive is written beside `outFile` and renamed into place, so a reader never sees half of it.
 */
export async function writeBundle(
  siteDir: string,
  outFile: string,
  info: ManifestInfo,
): Promise<WrittenBundle> {
  const root = path.resolve(siteDir);
  const files = await listSiteFiles(root, MANIFEST_NAME);
  const createdAt = info.createdAt ?? new Date().toISOString();
  const mtime = new Date(createdAt);
  if (Number.isNaN(mtime.getTime()))
    throw new BundleError('BUNDLE_MANIFEST_INVALID', 'createdAt is not a date');
  const manifest: BundleManifest = {
    formatVersion: MANIFEST_FORMAT_VERSION,
    domain: info.domain,
    jobId: info.jobId,
    version: info.version,
    deploymentType: info.deploymentType,
    createdAt,
    pageCount: info.pageCount,
    files,
  };
  const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);

  const pack = new Pack({
    cwd: root,
    gzip: true,
    portable: true,
    mtime,
    strict: true,
    noDirRecurse: true,
    linkCache: new NoHardLinks(),
  });
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  const target = path.resolve(outFile);
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    pack.write(manifestEntry(json, mtime));
    for (const file of files) pack.write(file.path);
    pack.end();
    await pipeline(pack, meter, createWriteStream(temp, { flags: 'wx' }));
    await fs.rename(temp, target);
  } catch (err) {
    await fs.rm(temp, { force: true });
    if (err instanceof BundleError) throw err;
    throw new BundleError('BUNDLE_IO', `cannot write bundle: ${(err as Error).message}`, { cause: err });
  }
  return { sizeBytes, sha256: hash.digest('hex'), manifest };
}
