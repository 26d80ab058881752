import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyBundle, unpackBundle, type BundleManifest } from '../bundle/index.js';
import { downloadFile, redactUrl, type FetchLike } from '../client/index.js';
import { ServeError } from './errors.js';

/** Where `lectern serve` keeps its bundles: `<dataDir>/bundles/<name>/` and the `current` pointer. */
export interface ActiveBundle {
  name: string;
  dir: string;
  manifest: BundleManifest | null;
  /** `downloaded`: fetched now; `pinned`: the requested version was already unpacked; `previous`: the last good one. */
  source: 'downloaded' | 'pinned' | 'previous';
}

export interface PrepareOptions {
  bundleUrl: string | null;
  version: string | null;
  dataDir: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  fetch?: FetchLike;
  /** Caps for unpacking (bytes on disk, entries). */
  limits?: { maxBytes?: number; maxEntries?: number };
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** Unpacked versions kept besides the current one, to fall back to. */
const KEEP_PREVIOUS = 2;

export function bundlesDir(dataDir: string): string {
  return path.join(dataDir, 'bundles');
}

/**
 * Makes a verified site folder ready to serve: the pinned version when it is already unpacked, else the
 * bundle at `bundleUrl` (downloaded, verified against its manifest, unpacked atomically), else — when that
 * fails — the last good bundle named by the `current` pointer.
 */
export async function prepareBundle(opts: PrepareOptions): Promise<ActiveBundle> {
  const { dataDir, version, log } = opts;
  if (version !== null && !NAME.test(version)) {
    throw new ServeError(
      'INVALID_VERSION',
      'version must be 1-128 letters, digits, dots, dashes or underscores',
    );
  }
  const root = bundlesDir(dataDir);
  await fs.promises.mkdir(root, { recursive: true });
  if (version && (await isSite(path.join(root, version)))) {
    log.info({ version }, 'version already unpacked; serving it without downloading');
    await writeCurrent(dataDir, version);
    return activate(root, version, 'pinned');
  }
  if (opts.bundleUrl) {
    try {
      const name = await fetchAndUnpack(opts, root);
      await writeCurrent(dataDir, name);
      await prune(root, name, log);
      return activate(root, name, 'downloaded');
    } catch (err) {
      const previous = await readCurrent(dataDir);
      const shown = describeSource(opts.bundleUrl);
      if (previous && (await isSite(path.join(root, previous)))) {
        log.warn(
          { bundle: shown, err: errorText(err), serving: previous },
          'new bundle failed; serving the last good bundle',
        );
        return activate(root, previous, 'previous');
      }
      throw new ServeError('NO_BUNDLE', `cannot use the bundle at ${shown}: ${errorText(err)}`, {
        cause: err,
      });
    }
  }
  const previous = await readCurrent(dataDir);
  if (previous && (await isSite(path.join(root, previous)))) return activate(root, previous, 'previous');
  throw new ServeError(
    'NO_BUNDLE',
    'no bundle: pass --bundle-url (or LECTERN_BUNDLE_URL); nothing was served from this data folder before',
  );
}

async function fetchAndUnpack(opts: PrepareOptions, root: string): Promise<string> {
  const local = localPath(opts.bundleUrl!);
  let archive = local;
  let sha256: string | null = null;
  const downloads = path.join(opts.dataDir, 'downloads');
  if (!archive) {
    await fs.promises.mkdir(downloads, { recursive: true });
    archive = path.join(downloads, `${randomBytes(8).toString('hex')}.tar.gz`);
    const result = await downloadFile(opts.bundleUrl!, archive, { fetch: opts.fetch });
    sha256 = result.sha256;
    opts.log.info(
      { bundle: redactUrl(opts.bundleUrl!), sizeBytes: result.sizeBytes, sha256 },
      'bundle downloaded',
    );
  }
  try {
    const manifest = await verifyBundle(archive);
    if (opts.version && manifest.version && manifest.version !== opts.version) {
      throw new ServeError(
        'VERSION_MISMATCH',
        `the bundle is version "${manifest.version}", not the pinned "${opts.version}"`,
      );
    }
    sha256 ??= await hashFile(archive);
    const name = opts.version ?? sha256;
    const dest = path.join(root, name);
    if (!(await isSite(dest))) {
      await unpackBundle(archive, dest, opts.limits);
      opts.log.info(
        { name, pageCount: manifest.pageCount, files: manifest.files.length },
        'bundle verified and unpacked',
      );
    }
    return name;
  } finally {
    if (!local) await fs.promises.rm(archive, { force: true });
  }
}

async function activate(root: string, name: string, source: ActiveBundle['source']): Promise<ActiveBundle> {
  const dir = path.join(root, name);
  let manifest: BundleManifest | null = null;
  try {
    manifest = JSON.parse(
      await fs.promises.readFile(path.join(dir, 'lectern-manifest.json'), 'utf8'),
    ) as BundleManifest;
  } catch {
    manifest = null;
  }
  return { name, dir, manifest, source };
}

/** A bundle folder counts once its manifest is there (unpacking is atomic, so it then is complete). */
async function isSite(dir: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(path.join(dir, 'lectern-manifest.json'))).isFile();
  } catch {
    return false;
  }
}

export async function readCurrent(dataDir: string): Promise<string | null> {
  try {
    const name = (await fs.promises.readFile(path.join(dataDir, 'current'), 'utf8')).trim();
    return NAME.test(name) ? name : null;
  } catch {
    return null;
  }
}

async function writeCurrent(dataDir: string, name: string): Promise<void> {
  const temp = path.join(dataDir, `.current.${randomBytes(6).toString('hex')}`);
  await fs.promises.writeFile(temp, `${name}\n`);
  await fs.promises.rename(temp, path.join(dataDir, 'current'));
}

/** Keeps the current bundle and the most recent previous ones; older unpacked versions go. */
async function prune(root: string, current: string, log: PrepareOptions['log']): Promise<void> {
  const entries = await fs.promises.readdir(root, { withFileTypes: true });
  const others = await Promise.all(
    entries
      .filter((e) => e.isDirectory() && NAME.test(e.name) && e.name !== current)
      .map(async (e) => ({ name: e.name, mtime: (await fs.promises.stat(path.join(root, e.name))).mtimeMs })),
  );
  others.sort((a, b) => b.mtime - a.mtime);
  for (const old of others.slice(KEEP_PREVIOUS)) {
    await fs.promises.rm(path.join(root, old.name), { recursive: true, force: true });
    log.info({ name: old.name }, 'removed an old bundle');
  }
}

/** `file://` URLs and plain paths name a local archive (air-gapped hosts copy bundles in by hand). */
function localPath(source: string): string | null {
  if (/^file:\/\//i.test(source)) return fileURLToPath(source);
  if (/^https?:\/\//i.test(source)) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source))
    throw new ServeError('UNSUPPORTED_URL', 'bundle URL must be http(s), file:// or a local path');
  return path.resolve(source);
}

function describeSource(source: string): string {
  return /^https?:\/\//i.test(source) ? redactUrl(source) : source;
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function errorText(err: unknown): string {
  const code = (err as { code?: unknown })?.code;
  const message = err instanceof Error ? err.message : String(err);
  return typeof code === 'string' ? `${message} (${code})` : message;
}
