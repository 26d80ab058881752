import { S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bytes, runObjectStoreContract } from './contract.test-support.js';
import { parseS3Location, S3ObjectStore, s3ClientConfig, StorageError } from './index.js';
import { startS3Standin, type S3Standin } from './test-support.js';

function clientFor(standin: S3Standin, overrides: { secretAccessKey?: string } = {}): S3Client {
  return new S3Client({
    ...s3ClientConfig({ endpoint: standin.endpoint, forcePathStyle: true, region: standin.region }),
    credentials: { ...standin.credentials, ...overrides },
    maxAttempts: 1,
  });
}

runObjectStoreContract('S3ObjectStore (against the S3 stand-in)', async ({ now }) => {
  const standin = await startS3Standin({ buckets: ['bundles'] });
  const store = new S3ObjectStore({
    bucket: 'bundles',
    prefix: 'lectern/exports',
    client: clientFor(standin),
    now,
  });
  return {
    store,
    residue: async () => [
      ...standin.objectKeys('bundles'),
      ...Array.from({ length: standin.pendingUploads() }, (_, i) => `(pending upload ${i})`),
    ],
    close: async () => {
      store.client.destroy();
      await standin.close();
    },
  };
});

describe('S3ObjectStore specifics', () => {
  let standin: S3Standin;
  let store: S3ObjectStore;
  beforeEach(async () => {
    standin = await startS3Standin({ buckets: ['bundles'] });
    store = new S3ObjectStore({ bucket: 'bundles', prefix: 'pre/fix', client: clientFor(standin) });
  });
  afterEach(async () => {
    store.client.destroy();
    await standin.close();
  });

  it('stores keys under the prefix and uploads small bodies with one signed PutObject', async () => {
    await store.put('a/b.bin', Buffer.from('hello'));
    expect(standin.objectKeys('bundles')).toEqual(['pre/fix/a/b.bin']);
    const put = standin.requests.find((r) => r.op === 'PutObject')!;
    expect(put).toMatchObject({ auth: 'header', status: 200 });
    expect(put.payload).toMatch(/^[0-9a-f]{64}$/); // a signed payload hash, not a streaming mode
  });

  it('uploads large files as multipart with 8 MiB parts', async () => {
    const body = bytes(20 * 1024 * 1024, 9);
    const info = await store.put('big.bin', body);
    const ops = standin.requests.map((r) => r.op);
    expect(ops.filter((o) => o === 'UploadPart')).toHaveLength(3);
    expect(ops).toContain('CompleteMultipartUpload');
    expect(info.etag).toMatch(/^"[0-9a-f]{32}-3"$/);
    expect(standin.objectData('bundles', 'pre/fix/big.bin')!.equals(body)).toBe(true);
  });

  it('aborts the multipart upload when a part fails, leaving nothing', async () => {
    standin.failNext('UploadPart', 400, 'InvalidArgument');
    await expect(store.put('big.bin', bytes(12 * 1024 * 1024))).rejects.toMatchObject({ code: 'IO' });
    expect(standin.requests.map((r) => r.op)).toContain('AbortMultipartUpload');
    expect(standin.pendingUploads()).toBe(0);
    expect(standin.objectKeys('bundles')).toEqual([]);
  });

  it('aborts when completing fails', async () => {
    standin.failNext('CompleteMultipartUpload', 400, 'InvalidPart');
    await expect(store.put('big.bin', bytes(12 * 1024 * 1024))).rejects.toBeInstanceOf(StorageError);
    expect(standin.pendingUploads()).toBe(0);
    expect(standin.objectKeys('bundles')).toEqual([]);
  });

  it('reports a store it cannot reach as UNAVAILABLE, and a wrong secret as refused', async () => {
    const wrong = new S3ObjectStore({
      bucket: 'bundles',
      client: clientFor(standin, { secretAccessKey: 'not-the-secret' }),
    });
    await expect(wrong.put('k', Buffer.from('x'))).rejects.toMatchObject({ code: 'IO' });
    expect(standin.requests.at(-1)).toMatchObject({ op: 'PutObject', status: 403 });
    await expect(wrong.ping()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    wrong.client.destroy();

    const missingBucket = new S3ObjectStore({ bucket: 'nope', client: clientFor(standin) });
    await expect(missingBucket.ping()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    missingBucket.client.destroy();

    const closedPort = new S3ObjectStore({
      bucket: 'bundles',
      client: new S3Client({
        ...s3ClientConfig({ endpoint: 'http://127.0.0.1:9', forcePathStyle: true, region: 'us-east-1' }),
        credentials: standin.credentials,
        maxAttempts: 1,
      }),
    });
    await expect(closedPort.head('k')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    closedPort.client.destroy();
  });

  it('presigns GETs with SigV4 query parameters and the requested lifetime', async () => {
    await store.put('k.bin', Buffer.from('x'));
    const { url } = await store.presignGet('k.bin', 900);
    const u = new URL(url);
    expect(u.pathname).toBe('/bundles/pre/fix/k.bin');
    expect(u.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(u.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(standin.requests.at(-1)?.op).toBe('HeadObject');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(standin.requests.at(-1)).toMatchObject({ op: 'GetObject', auth: 'presigned' });
  });
});

describe('S3 presigned links and HEAD', () => {
  it('are signed for GET only, as on AWS: a HEAD on the same URL is refused', async () => {
    const standin = await startS3Standin({ buckets: ['bundles'] });
    const store = new S3ObjectStore({ bucket: 'bundles', client: clientFor(standin) });
    try {
      await store.put('k', Buffer.from('x'));
      const { url } = await store.presignGet('k', 60);
      expect((await fetch(url, { method: 'HEAD' })).status).toBe(403);
    } finally {
      store.client.destroy();
      await standin.close();
    }
  });
});

describe('parseS3Location', () => {
  it('splits bucket and prefix', () => {
    expect(parseS3Location('s3://b')).toEqual({ bucket: 'b', prefix: '' });
    expect(parseS3Location('s3://b/')).toEqual({ bucket: 'b', prefix: '' });
    expect(parseS3Location('s3://b/x/y/')).toEqual({ bucket: 'b', prefix: 'x/y' });
    expect(() => parseS3Location('http://b/x')).toThrow(StorageError);
    expect(() => parseS3Location('s3://b/../x')).toThrow(StorageError);
  });
});
