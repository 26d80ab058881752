import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageError } from './errors.js';
import { validateKey } from './keys.js';
import { checkLink, deriveLinkKey, LOCAL_OBJECT_PATH_PREFIX, signLink } from './links.js';
import { checkTtl, resolveRange } from './shared.js';
import type { ByteRange, LinkCheck, ObjectInfo, ObjectStore, PutOptions } from './types.js';

export interface LocalObjectStoreOptions {
  /** The folder holding the objects (`<dataDir>/objects` by default). */
  root: string;
  /** Base URL of the API that serves links, e.g. `https://docs-admin.example.com`. */
  publicUrl: string;
  secret: Buffer;
  /** Clock for link expiry; tests move it. */
  now?: () => Date;
}

/** What the sidecar records: enough to answer `head` without reading the object. */
interface Sidecar {
  sha256: string;
  size: number;
  mtimeMs: number;
  ino: number;
  contentType?: string;
}

// Sidecars live in a tree of their own; keys can never start a segment with ".", so no key reaches it.
const META_DIR = '.meta';

/**
 * Objects as plain files under one folder. Writes go to a temp file in the destination folder and are
 * renamed into place, so a reader sees the old object or the new one, never a partial one.
 */
export class LocalObjectStore implements ObjectStore {
  readonly root: string;
  private readonly publicUrl: string;
  private readonly linkKey: Buffer;
  private readonly now: () => Date;

  constructor(opts: LocalObjectStoreOptions) {
    this.root = path.resolve(opts.root);
    this.publicUrl = opts.publicUrl.replace(/\/+$/, '');
    this.linkKey = deriveLinkKey(opts.secret);
    this.now = opts.now ?? (() => new Date());
  }

  /** Absolute path of the object file, confined to the root even if validation were ever loosened. */
  private objectPath(key: string): string {
    validateKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep))
      throw new StorageError('INVALID_KEY', 'object key leaves the store');
    return full;
  }

  private metaPath(key: string): string {
    return path.join(this.root, META_DIR, `${key}.json`);
  }

  async putFile(key: string, filePath: string, opts: PutOptions = {}): Promise<ObjectInfo> {
    this.objectPath(key);
    let source: NodeJS.ReadableStream;
    try {
      const handle = await fs.open(filePath, 'r');
      source = handle.createReadStream();
    } catch (err) {
      throw ioError(`cannot read ${path.basename(filePath)}`, err);
    }
    return this.put(key, source, opts);
  }

  async put(key: string, body: Buffer | NodeJS.ReadableStream, opts: PutOptions = {}): Promise<ObjectInfo> {
    const target = this.objectPath(key);
    const dir = path.dirname(target);
    const temp = path.join(dir, `.tmp-${process.pid}-${randomBytes(8).toString('hex')}`);
    const hash = createHash('sha256');
    let size = 0;
    try {
      await fs.mkdir(dir, { recursive: true });
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : (body as NodeJS.ReadableStream);
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const out = createWriteStream(temp, { flags: 'wx', mode: 0o644 });
      await pipeline(source, meter, out);
      await fsyncFile(temp);
      await fs.rename(temp, target);
    } catch (err) {
      if (!Buffer.isBuffer(body)) (body as Partial<Readable>).destroy?.();
      await fs.rm(temp, { force: true });
      if (err instanceof StorageError) throw err;
      throw ioError(`cannot store object ${key}`, err);
    }
    const sha256 = hash.digest('hex');
    const stat = await fs.stat(target);
    await this.writeSidecar(key, {
      sha256,
      size,
      mtimeMs: stat.mtimeMs,
      ino: stat.ino,
      contentType: opts.contentType,
    });
    return toInfo({ sha256, size, mtimeMs: stat.mtimeMs, ino: stat.ino, contentType: opts.contentType });
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = this.objectPath(key);
    let stat;
    try {
      stat = await fs.stat(file);
    } catch (err) {
      if (isMissing(err)) return null;
      throw ioError(`cannot read object ${key}`, err);
    }
    if (!stat.isFile()) return null;
    const sidecar = await this.readSidecar(key);
    // The sidecar is trusted only if it describes this very file; otherwise (a crash between the two
    // renames, a file copied in by hand) the hash is computed once and the sidecar repaired.
    if (
      sidecar &&
      sidecar.size === stat.size &&
      sidecar.mtimeMs === stat.mtimeMs &&
      sidecar.ino === stat.ino
    ) {
      return toInfo(sidecar);
    }
    const sha256 = await hashFile(file);
    const fresh: Sidecar = {
      sha256,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      ino: stat.ino,
      contentType: sidecar?.contentType,
    };
    await this.writeSidecar(key, fresh);
    return toInfo(fresh);
  }

  async get(key: string, range?: ByteRange): Promise<NodeJS.ReadableStream> {
    const file = this.objectPath(key);
    let handle;
    try {
      handle = await fs.open(file, 'r');
    } catch (err) {
      if (isMissing(err)) throw new StorageError('NOT_FOUND', `no object ${key}`);
      throw ioError(`cannot read object ${key}`, err);
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) throw new StorageError('NOT_FOUND', `no object ${key}`);
      if (!range) return handle.createReadStream();
      const { start, end } = resolveRange(range, stat.size);
      return handle.createReadStream({ start, end });
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.objectPath(key);
    try {
      await fs.rm(file, { force: true });
      await fs.rm(this.metaPath(key), { force: true });
    } catch (err) {
      throw ioError(`cannot delete object ${key}`, err);
    }
  }

  async presignGet(key: string, ttlSeconds: number): Promise<{ url: string; expiresAt: Date }> {
    validateKey(key);
    checkTtl(ttlSeconds);
    const expires = Math.floor(this.now().getTime() / 1000) + ttlSeconds;
    const signature = signLink(this.linkKey, key, expires);
    return {
      url: `${this.publicUrl}${LOCAL_OBJECT_PATH_PREFIX}${key}?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /** Checks a link the API received (`path` without the query); HEAD is accepted wherever GET is. */
  verifyLink(
    method: string,
    urlPath: string,
    query: Record<string, string | undefined>,
    now?: Date,
  ): LinkCheck {
    return checkLink(this.linkKey, method, urlPath, query, now ?? this.now());
  }

  async ping(): Promise<void> {
    try {
      await fs.mkdir(this.root, { recursive: true });
      await fs.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
    } catch (err) {
      throw new StorageError('UNAVAILABLE', 'object folder is not readable and writable', { cause: err });
    }
  }

  private async readSidecar(key: string): Promise<Sidecar | null> {
    try {
      const parsed = JSON.parse(await fs.readFile(this.metaPath(key), 'utf8')) as Sidecar;
      return typeof parsed.sha256 === 'string' && typeof parsed.size === 'number' ? parsed : null;
    } catch {
      return null;
    }
  }

  private async writeSidecar(key: string, sidecar: Sidecar): Promise<void> {
    const target = this.metaPath(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temp, JSON.stringify(sidecar));
    await fs.rename(temp, target);
  }
}

function toInfo(s: Sidecar): ObjectInfo {
  const info: ObjectInfo = {
    size: s.size,
    etag: `"${s.sha256}"`,
    lastModified: new Date(Math.floor(s.mtimeMs)),
  };
  if (s.contentType) info.contentType = s.contentType;
  return info;
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function ioError(message: string, cause: unknown): StorageError {
  return new StorageError('IO', message, { cause });
}
