import { BundleError } from './errors.js';

/** The archive-root file that describes the bundle; it never lists itself. */
export const MANIFEST_NAME = 'lectern-manifest.json';
export const MANIFEST_FORMAT_VERSION = 1;

/** What the caller knows about the export; the file list is computed by `writeBundle`. */
export interface ManifestInfo {
  domain: string;
  jobId: string;
  version: string | null;
  deploymentType: string;
  pageCount: number;
  /** ISO-8601; defaults to the time of writing. */
  createdAt?: string;
}

export interface ManifestFile {
  /** Relative, `/`-separated, as in the archive. */
  path: string;
  size: number;
  sha256: string;
}

export interface BundleManifest {
  formatVersion: 1;
  domain: string;
  jobId: string;
  version: string | null;
  deploymentType: string;
  createdAt: string;
  pageCount: number;
  /** Sorted by path (code-unit order). */
  files: ManifestFile[];
}

/** A relative path a bundle may contain: `/`-separated, no empty, `.` or `..` segments, no NUL or backslash. */
export function isSafeRelativePath(p: string): boolean {
  if (p.length === 0 || p.length > 4096 || p.startsWith('/') || /[\\\0]/.test(p) || /^[A-Za-z]:/.test(p))
    return false;
  return p.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function invalid(message: string): BundleError {
  return new BundleError('BUNDLE_MANIFEST_INVALID', `manifest: ${message}`);
}

/** Parses and checks a manifest's shape; paths must be safe, unique and sorted. */
export function parseManifest(text: string): BundleManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw invalid('not JSON');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid('not an object');
  const m = raw as Record<string, unknown>;
  if (m.formatVersion !== MANIFEST_FORMAT_VERSION)
    throw invalid(`unsupported formatVersion ${String(m.formatVersion)}`);
  for (const field of ['domain', 'jobId', 'deploymentType', 'createdAt'] as const) {
    if (typeof m[field] !== 'string') throw invalid(`${field} must be a string`);
  }
  if (m.version !== null && typeof m.version !== 'string') throw invalid('version must be a string or null');
  if (!Number.isInteger(m.pageCount) || (m.pageCount as number) < 0)
    throw invalid('pageCount must be a non-negative integer');
  if (!Array.isArray(m.files)) throw invalid('files must be an array');
  const files: ManifestFile[] = [];
  let previous: string | null = null;
  for (const entry of m.files as unknown[]) {
    const f = entry as Record<string, unknown> | null;
    if (!f || typeof f.path !== 'string' || !isSafeRelativePath(f.path) || f.path === MANIFEST_NAME) {
      throw invalid(`bad file path ${JSON.stringify(f?.path)}`);
    }
    if (!Number.isSafeInteger(f.size) || (f.size as number) < 0) throw invalid(`bad size for ${f.path}`);
    if (typeof f.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(f.sha256))
      throw invalid(`bad sha256 for ${f.path}`);
    if (previous !== null && comparePaths(previous, f.path) >= 0)
      throw invalid('files must be sorted and unique');
    previous = f.path;
    files.push({ path: f.path, size: f.size as number, sha256: f.sha256 });
  }
  return {
    formatVersion: 1,
    domain: m.domain as string,
    jobId: m.jobId as string,
    version: (m.version as string | null) ?? null,
    deploymentType: m.deploymentType as string,
    createdAt: m.createdAt as string,
    pageCount: m.pageCount as number,
    files,
  };
}
