import path from 'node:path';
import type { Config } from '../config/index.js';
import { LocalObjectStore } from './local.js';
import { S3ObjectStore } from './s3.js';
import type { ObjectStore } from './types.js';

export type { ObjectInfo, ObjectStore, PutOptions, ByteRange, LinkCheck } from './types.js';
export { MAX_LINK_TTL_SECONDS } from './types.js';
export { StorageError, type StorageErrorCode } from './errors.js';
export { validateKey, isValidKey } from './keys.js';
export { LOCAL_OBJECT_PATH_PREFIX } from './links.js';
export { LocalObjectStore, type LocalObjectStoreOptions } from './local.js';
export { S3ObjectStore, parseS3Location, s3ClientConfig, type S3ObjectStoreOptions } from './s3.js';

/**
 * The store the configuration asks for: S3 when `LECTERN_STORAGE=s3://bucket/prefix`, otherwise the
 * folder `<dataDir>/objects` with links served by the API under `/v1/objects/`.
 */
export function createObjectStore(config: Config, secret: Buffer): ObjectStore {
  if (config.storage) return S3ObjectStore.fromConfig(config);
  return new LocalObjectStore({
    root: path.join(config.dataDir, 'objects'),
    publicUrl: config.publicUrl,
    secret,
  });
}
