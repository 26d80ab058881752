import fs from 'node:fs';
import path from 'node:path';

export interface SiteFile {
  /** Absolute path on disk. */
  abs: string;
  size: number;
  etag: string;
  lastModified: Date;
}

/** Files of an unpacked site by relative path (`guides/intro.html`); only these can ever be served. */
export type SiteIndex = Map<string, SiteFile>;

interface ManifestLike {
  files?: Array<{ path: string; size: number; sha256: string }>;
}

/**
 * Walks the site folder once. Serving from this allow-list (rather than joining request paths onto the
 * folder) means no request can name a file outside it, whatever its encoding. Symbolic links, special
 * files and dot-files (except `.well-known`) are left out.
 */
export async function buildSiteIndex(root: string, manifest?: ManifestLike | null): Promise<SiteIndex> {
  const hashes = new Map<string, string>();
  for (const file of manifest?.files ?? []) hashes.set(file.path, file.sha256);
  const index: SiteIndex = new Map();
  const walk = async (dir: string, rel: string): Promise<void> => {
    for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.name !== '.well-known') continue;
      const abs = path.join(dir, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        await walk(abs, relPath);
      } else if (entry.isFile()) {
        const stat = await fs.promises.lstat(abs);
        const sha = hashes.get(relPath);
        index.set(relPath, {
          abs,
          size: stat.size,
          // The manifest's SHA-256 gives a strong validator that is the same on every replica.
          etag: sha
            ? `"${sha.slice(0, 32)}"`
            : `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
          lastModified: stat.mtime,
        });
      }
    }
  };
  await walk(path.resolve(root), '');
  return index;
}
