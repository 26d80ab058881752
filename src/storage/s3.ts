import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config/index.js';
import { StorageError } from './errors.js';
import { validateKey } from './keys.js';
import { readFileParts, readStreamParts, splitBuffer } from './s3-parts.js';
import { checkTtl, resolveRange } from './shared.js';
import type { ByteRange, ObjectInfo, ObjectStore, PutOptions } from './types.js';

const MIB = 1024 * 1024;
/** Bodies up to this size go up in one PutObject; larger ones as multipart uploads of this part size. */
export const DEFAULT_PART_SIZE = 8 * MIB;
const MIN_PART_SIZE = 5 * MIB; // S3 refuses smaller parts (except the last)

export interface S3ObjectStoreOptions {
  bucket: string;
  /** Prepended to every key with a "/" (e.g. `exports` turns `a/b` into `exports/a/b`). */
  prefix?: string;
  client: S3Client;
  /** Signing clock for presigned links; tests move it. */
  now?: () => Date;
  partSize?: number;
}

/** Splits `s3://bucket/some/prefix` into bucket and prefix (without surrounding slashes). */
export function parseS3Location(location: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location);
  if (!match) throw new StorageError('UNAVAILABLE', 'storage location must look like s3://bucket/prefix');
  const prefix = match[2].replace(/^\/+|\/+$/g, '');
  if (prefix !== '') validateKey(prefix);
  return { bucket: match[1], prefix };
}

/**
 * Client settings shared by the server and the tests. Checksums are computed only when an operation
 * requires them: every body we send is a Buffer with a signed SHA-256 payload hash already, and
 * this keeps the SDK from switching to aws-chunked trailer encoding, which some S3-compatible stores
 * (and older MinIO/Ceph releases) reject.
 */
export function s3ClientConfig(c: {
  endpoint?: string | null;
  forcePathStyle?: boolean;
  region: string;
}): S3ClientConfig {
  return {
    region: c.region,
    ...(c.endpoint ? { endpoint: c.endpoint } : {}),
    forcePathStyle: c.forcePathStyle ?? false,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** Objects in an S3 (or S3-compatible) bucket; links are SigV4 presigned GETs. */
export class S3ObjectStore implements ObjectStore {
  readonly bucket: string;
  readonly prefix: string;
  readonly client: S3Client;
  private readonly now: () => Date;
  private readonly partSize: number;

  constructor(opts: S3ObjectStoreOptions) {
    this.bucket = opts.bucket;
    this.prefix = (opts.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.client = opts.client;
    this.now = opts.now ?? (() => new Date());
    this.partSize = Math.max(opts.partSize ?? DEFAULT_PART_SIZE, MIN_PART_SIZE);
  }

  /** Credentials come from the SDK's own chain (`AWS_ACCESS_KEY_ID`, profiles, instance roles...). */
  static fromConfig(config: Config): S3ObjectStore {
    const { bucket, prefix } = parseS3Location(config.storage ?? '');
    return new S3ObjectStore({ bucket, prefix, client: new S3Client(s3ClientConfig(config.s3)) });
  }

  private objectKey(key: string): string {
    validateKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async putFile(key: string, filePath: string, opts: PutOptions = {}): Promise<ObjectInfo> {
    this.objectKey(key);
    let handle;
    try {
      handle = await fs.open(filePath, 'r');
    } catch (err) {
      throw new StorageError('IO', 'cannot read the file to upload', { cause: err });
    }
    try {
      const parts = readFileParts(handle, this.partSize);
      return await this.upload(key, parts, opts);
    } finally {
      await handle.close();
    }
  }

  async put(key: string, body: Buffer | NodeJS.ReadableStream, opts: PutOptions = {}): Promise<ObjectInfo> {
    this.objectKey(key);
    const parts = Buffer.isBuffer(body)
      ? splitBuffer(body, this.partSize)
      : readStreamParts(body, this.partSize);
    return this.upload(key, parts, opts);
  }

  /** One PutObject when the body fits in one part; otherwise a multipart upload, aborted on any failure. */
  private async upload(key: string, parts: AsyncIterator<Buffer>, opts: PutOptions): Promise<ObjectInfo> {
    try {
      return await this.uploadParts(key, parts, opts);
    } catch (err) {
      // A failing source (a dropped client stream, an unreadable file) surfaces here too.
      throw err instanceof StorageError
        ? err
        : new StorageError('IO', `upload of ${key} failed`, { cause: err });
    }
  }

  private async uploadParts(
    key: string,
    parts: AsyncIterator<Buffer>,
    opts: PutOptions,
  ): Promise<ObjectInfo> {
    const Key = this.objectKey(key);
    const first = await parts.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    const second = first.done ? first : await parts.next();
    if (second.done) {
      await this.call(key, () =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key,
            Body: firstPart,
            ContentLength: firstPart.length,
            ContentType: opts.contentType,
          }),
        ),
      );
      return this.mustHead(key);
    }
    const created = await this.call(key, () =>
      this.client.send(
        new CreateMultipartUploadCommand({ Bucket: this.bucket, Key, ContentType: opts.contentType }),
      ),
    );
    const UploadId = created.UploadId;
    if (!UploadId) throw new StorageError('IO', 'S3 did not return an upload id');
    try {
      const done: { PartNumber: number; ETag: string }[] = [];
      let next: IteratorResult<Buffer> = second;
      let body = firstPart;
      for (let PartNumber = 1; ; PartNumber++) {
        const res = await this.call(key, () =>
          this.client.send(
            new UploadPartCommand({
              Bucket: this.bucket,
              Key,
              UploadId,
              PartNumber,
              Body: body,
              ContentLength: body.length,
            }),
          ),
        );
        done.push({ PartNumber, ETag: res.ETag ?? '' });
        if (next.done) break;
        body = next.value;
        next = await parts.next();
      }
      await this.call(key, () =>
        this.client.send(
          new CompleteMultipartUploadCommand({
            Bucket: this.bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: done },
          }),
        ),
      );
    } catch (err) {
      // Abort so that no parts linger (and cost money); the object never became visible.
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId }))
        .catch(() => undefined);
      throw err instanceof StorageError
        ? err
        : new StorageError('IO', `upload of ${key} failed`, { cause: err });
    }
    return this.mustHead(key);
  }

  private async mustHead(key: string): Promise<ObjectInfo> {
    const info = await this.head(key);
    if (!info) throw new StorageError('IO', `object ${key} is missing right after upload`);
    return info;
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const res = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      const info: ObjectInfo = {
        size: res.ContentLength ?? 0,
        etag: res.ETag ?? '""',
        lastModified: res.LastModified ?? new Date(0),
      };
      if (res.ContentType) info.contentType = res.ContentType;
      return info;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw toStorageError(err, key);
    }
  }

  async get(key: string, range?: ByteRange): Promise<NodeJS.ReadableStream> {
    const Key = this.objectKey(key);
    let Range: string | undefined;
    if (range) {
      resolveRange(range, Number.MAX_SAFE_INTEGER); // shape checks only; S3 knows the size
      Range = `bytes=${range.start}-${range.end ?? ''}`;
    }
    const res = await this.call(key, () =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key, Range })),
    );
    return res.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    await this.call(key, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })),
    );
  }

  async presignGet(key: string, ttlSeconds: number): Promise<{ url: string; expiresAt: Date }> {
    const Key = this.objectKey(key);
    checkTtl(ttlSeconds);
    // SigV4 dates have whole seconds; sign at a whole second so expiresAt is exact.
    const signingDate = new Date(Math.floor(this.now().getTime() / 1000) * 1000);
    const url = await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key }), {
      expiresIn: ttlSeconds,
      signingDate,
    });
    return { url, expiresAt: new Date(signingDate.getTime() + ttlSeconds * 1000) };
  }

  async ping(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      throw new StorageError('UNAVAILABLE', `bucket ${this.bucket} is not reachable`, { cause: err });
    }
  }

  /** Runs one SDK call, turning its errors into `StorageError`s. */
  private async call<T>(key: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw toStorageError(err, key);
    }
  }
}

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function toStorageError(err: unknown, key: string): StorageError {
  if (err instanceof StorageError) return err;
  const name = (err as { name?: string } | null)?.name;
  const status = statusOf(err);
  if (name === 'NoSuchKey' || name === 'NotFound' || status === 404)
    return new StorageError('NOT_FOUND', `no object ${key}`, { cause: err });
  if (name === 'InvalidRange' || status === 416)
    return new StorageError('RANGE_NOT_SATISFIABLE', `range not satisfiable for ${key}`, { cause: err });
  if (status === undefined)
    return new StorageError('UNAVAILABLE', 'object store is not reachable', { cause: err });
  return new StorageError('IO', `object store refused the request for ${key} (${name ?? status})`, {
    cause: err,
  });
}
