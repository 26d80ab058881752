/** Stable codes of the bundle layer. */
export type BundleErrorCode =
  | 'BUNDLE_SITE_INVALID' // the site folder holds something that cannot go into a bundle (symlink, device...)
  | 'BUNDLE_CORRUPT' // not a gzip tar, or truncated
  | 'BUNDLE_MANIFEST_MISSING'
  | 'BUNDLE_MANIFEST_INVALID'
  | 'BUNDLE_VERIFY_FAILED' // a file's size or hash differs from the manifest, or files are missing or extra
  | 'BUNDLE_UNSAFE_PATH' // absolute path, `..`, or an otherwise unusable name
  | 'BUNDLE_UNSAFE_ENTRY' // symlink, hard link, device, fifo or another non-file entry
  | 'BUNDLE_ENTRY_TOO_LARGE'
  | 'BUNDLE_TOO_LARGE'
  | 'BUNDLE_TOO_MANY_ENTRIES'
  | 'BUNDLE_DEST_EXISTS'
  | 'BUNDLE_IO';

export class BundleError extends Error {
  constructor(
    readonly code: BundleErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BundleError';
  }
}
