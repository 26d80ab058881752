/** What a store knows about one stored object. */
export interface ObjectInfo {
  size: number;
  /** Quoted, as in an HTTP `ETag` header: SHA-256 hex for the local store, whatever S3 reports for S3. */
  etag: string;
  lastModified: Date;
  /** The content type given at upload, when the store kept it. */
  contentType?: string;
}

export interface PutOptions {
  contentType?: string;
}

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`; `end` omitted means to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface ObjectStore {
  /** Uploads a file; atomic: readers see the whole object or nothing (never a partial upload). */
  putFile(key: string, filePath: string, opts?: PutOptions): Promise<ObjectInfo>;
  /** Same as `putFile`, from memory or a stream; a stream that errors leaves nothing visible. */
  put(key: string, body: Buffer | NodeJS.ReadableStream, opts?: PutOptions): Promise<ObjectInfo>;
  /** `null` when there is no such object. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Throws `StorageError` `NOT_FOUND`, or `RANGE_NOT_SATISFIABLE` when `start` is past the end. */
  get(key: string, range?: ByteRange): Promise<NodeJS.ReadableStream>;
  /** Idempotent: deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** A link anyone holding it can GET (and HEAD) until `expiresAt`; TTL capped at seven days. */
  presignGet(key: string, ttlSeconds: number): Promise<{ url: string; expiresAt: Date }>;
  /** Resolves when the store is reachable and usable (for `/readyz`). */
  ping(): Promise<void>;
}

export type LinkCheck =
  { ok: true; key: string } | { ok: false; reason: 'expired' | 'bad-signature' | 'malformed' };

/** Longest link lifetime: seven days, the most SigV4 presigning allows. */
export const MAX_LINK_TTL_SECONDS = 604_800;
