import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { BundleError } from './errors.js';
import type { BundleManifest } from './manifest.js';
import { checkAgainstManifest, scanArchive, type ScanSink, type UnpackLimits } from './scan.js';

/** Reads the whole archive and checks every file against the manifest, writing nothing. */
export async function verifyBundle(file: string, limits?: UnpackLimits): Promise<BundleManifest> {
  const result = await scanArchive(file, limits);
  checkAgainstManifest(result);
  return result.manifest;
}

/** Writes entries under `root` only; names are already checked, and no link is ever created. */
function folderSink(root: string): ScanSink {
  const conflict = (rel: string, err: unknown): BundleError =>
    new BundleError('BUNDLE_UNSAFE_PATH', `bundle entry ${rel} conflicts with another entry`, { cause: err });
  return {
    async directory(rel) {
      try {
        await fs.mkdir(path.join(root, ...rel.split('/')), { recursive: true });
      } catch (err) {
        throw conflict(rel, err);
      }
    },
    async file(rel, chunks) {
      const target = path.join(root, ...rel.split('/'));
      let out;
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        out = createWriteStream(target, { flags: 'wx', mode: 0o644 });
        await once(out, 'open');
      } catch (err) {
        throw conflict(rel, err);
      }
      try {
        for await (const chunk of chunks) {
          if (!out.write(chunk)) await once(out, 'drain');
        }
        out.end();
        await once(out, 'close');
      } catch (err) {
        out.destroy();
        throw err;
      }
    },
  };
}

async function exists(p: string): Promise<boolean> {
  try {
    await fs.lstat(p);
    return true;
  } catch {
    return false;
  }
}

/**
 * Unpacks into a fresh hidden sibling of `destDir`, verifies it against the manifest, and only then
 * renames it to `destDir`, so `destDir` appears complete and verified or not at all. `destDir` must
 * not exist (callers unpack each version into its own folder and switch over afterwards).
 */
export async function unpackBundle(
  file: string,
  destDir: string,
  limits?: UnpackLimits,
): Promise<BundleManifest> {
  const dest = path.resolve(destDir);
  if (await exists(dest))
    throw new BundleError('BUNDLE_DEST_EXISTS', `${path.basename(dest)} already exists`);
  const parent = path.dirname(dest);
  await fs.mkdir(parent, { recursive: true });
  const temp = path.join(parent, `.${path.basename(dest)}.unpack-${randomBytes(6).toString('hex')}`);
  await fs.mkdir(temp, { mode: 0o755 });
  try {
    const result = await scanArchive(file, limits, folderSink(temp));
    checkAgainstManifest(result);
    if (await exists(dest))
      throw new BundleError('BUNDLE_DEST_EXISTS', `${path.basename(dest)} already exists`);
    try {
      await fs.rename(temp, dest);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') {
        throw new BundleError('BUNDLE_DEST_EXISTS', `${path.basename(dest)} already exists`, { cause: err });
      }
      throw err;
    }
    return result.manifest;
  } catch (err) {
    await fs.rm(temp, { recursive: true, force: true });
    if (err instanceof BundleError) throw err;
    throw new BundleError('BUNDLE_IO', `cannot unpack bundle: ${(err as Error).message}`, { cause: err });
  }
}
