import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BundleError } from './errors.js';
import { comparePaths, isSafeRelativePath, type ManifestFile } from './manifest.js';

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Every regular file under `root`, sorted by relative path, with size and hash. Symlinks (to files or
 * folders) and special files are refused rather than skipped: a site that contains them was not built
 * by us, and silently dropping them would hide the problem.
 */
export async function listSiteFiles(root: string, reserved: string): Promise<ManifestFile[]> {
  const rootStat = await fs.lstat(root).catch((err: unknown) => {
    throw new BundleError('BUNDLE_SITE_INVALID', 'site folder does not exist', { cause: err });
  });
  if (!rootStat.isDirectory()) throw new BundleError('BUNDLE_SITE_INVALID', 'site path is not a folder');
  const found: string[] = [];
  async function walk(rel: string): Promise<void> {
    const entries = await fs.readdir(path.join(root, rel), { withFileTypes: true });
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink())
        throw new BundleError('BUNDLE_SITE_INVALID', `site contains a symlink: ${child}`);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
      else throw new BundleError('BUNDLE_SITE_INVALID', `site contains a special file: ${child}`);
    }
  }
  await walk('');
  found.sort(comparePaths);
  const files: ManifestFile[] = [];
  for (const rel of found) {
    if (!isSafeRelativePath(rel))
      throw new BundleError('BUNDLE_SITE_INVALID', `unusable file name: ${JSON.stringify(rel)}`);
    if (rel === reserved)
      throw new BundleError('BUNDLE_SITE_INVALID', `site may not contain ${reserved} (the bundle writes it)`);
    const full = path.join(root, ...rel.split('/'));
    const stat = await fs.lstat(full);
    files.push({ path: rel, size: stat.size, sha256: await sha256File(full) });
  }
  return files;
}
