import { Readable } from 'node:stream';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { s3ClientConfig } from './index.js';
import { startS3Standin, type S3Standin } from './test-support.js';

describe('the stand-in over HTTP', () => {
  let standin: S3Standin;
  let client: S3Client;
  beforeEach(async () => {
    standin = await startS3Standin({ buckets: ['b'] });
    client = new S3Client({
      ...s3ClientConfig({ endpoint: standin.endpoint, forcePathStyle: true, region: standin.region }),
      credentials: standin.credentials,
      maxAttempts: 1,
    });
  });
  afterEach(async () => {
    client.destroy();
    await standin.close();
  });

  async function xmlError(res: Response): Promise<{ code: string; message: string }> {
    const text = await res.text();
    expect(text.startsWith('<?xml')).toBe(true);
    return {
      code: /<Code>(.*?)<\/Code>/.exec(text)?.[1] ?? '',
      message: /<Message>(.*?)<\/Message>/.exec(text)?.[1] ?? '',
    };
  }

  it('refuses anonymous requests with S3 XML errors', async () => {
    const res = await fetch(`${standin.endpoint}/b/k`);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('application/xml');
    expect((await xmlError(res)).code).toBe('AccessDenied');
  });

  it('serves presigned GETs, and refuses expired and altered ones', async () => {
    await client.send(
      new PutObjectCommand({ Bucket: 'b', Key: 'dir/file.bin', Body: Buffer.from('0123456789') }),
    );
    const good = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'b', Key: 'dir/file.bin' }), {
      expiresIn: 60,
    });
    const ok = await fetch(good, { headers: { range: 'bytes=-3' } });
    expect(ok.status).toBe(206);
    expect(ok.headers.get('content-range')).toBe('bytes 7-9/10');
    expect(await ok.text()).toBe('789');

    const old = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'b', Key: 'dir/file.bin' }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 120_000),
    });
    const expired = await fetch(old);
    expect(expired.status).toBe(403);
    expect(await xmlError(expired)).toEqual({ code: 'AccessDenied', message: 'Request has expired' });

    const sig = new URL(good).searchParams.get('X-Amz-Signature')!;
    const altered = await fetch(
      good.replace(
        sig,
        sig.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      ),
    );
    expect(altered.status).toBe(403);
    expect((await xmlError(altered)).code).toBe('SignatureDoesNotMatch');

    const otherKey = await fetch(good.replace('dir/file.bin', 'dir/other.bin'));
    expect(otherKey.status).toBe(403);
    await otherKey.text();

    const range = await fetch(good, { headers: { range: 'bytes=10-' } });
    expect(range.status).toBe(416);
    expect((await xmlError(range)).code).toBe('InvalidRange');
  });

  it('refuses a body changed after signing', async () => {
    type Next = (args: { request: { body: unknown } }) => Promise<unknown>;
    const tamper = (next: Next) => async (args: { request: { body: unknown } }) => {
      args.request.body = Buffer.from('tampered!!');
      return next(args);
    };
    client.middlewareStack.addRelativeTo(
      tamper as never,
      { relation: 'after', toMiddleware: 'httpSigningMiddleware', name: 'tamper' } as never,
    );
    await expect(
      client.send(new PutObjectCommand({ Bucket: 'b', Key: 'k', Body: Buffer.from('original!!') })),
    ).rejects.toMatchObject({ name: 'XAmzContentSHA256Mismatch' });
    expect(standin.objectKeys('b')).toEqual([]);
  });

  it('decodes the aws-chunked trailer mode a default-configured SDK sends for streams, checking its CRC32', async () => {
    const defaultClient = new S3Client({
      endpoint: standin.endpoint,
      forcePathStyle: true,
      region: standin.region,
      credentials: standin.credentials,
      maxAttempts: 1,
    });
    try {
      const body = Buffer.from('streamed through aws-chunked '.repeat(1000));
      await defaultClient.send(
        new PutObjectCommand({
          Bucket: 'b',
          Key: 'chunked',
          Body: Readable.from([body.subarray(0, 1000), body.subarray(1000)]),
          ContentLength: body.length,
        }),
      );
      expect(standin.requests.at(-1)?.payload).toBe('STREAMING-UNSIGNED-PAYLOAD-TRAILER');
      expect(standin.objectData('b', 'chunked')).toEqual(body);
    } finally {
      defaultClient.destroy();
    }
  });

  it('enforces multipart rules: part order and minimum part size', async () => {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: 'b', Key: 'mp' }));
    const small = Buffer.alloc(1024, 1);
    const e1 = (
      await client.send(
        new UploadPartCommand({ Bucket: 'b', Key: 'mp', UploadId, PartNumber: 1, Body: small }),
      )
    ).ETag!;
    const e2 = (
      await client.send(
        new UploadPartCommand({ Bucket: 'b', Key: 'mp', UploadId, PartNumber: 2, Body: small }),
      )
    ).ETag!;
    await expect(
      client.send(
        new CompleteMultipartUploadCommand({
          Bucket: 'b',
          Key: 'mp',
          UploadId,
          MultipartUpload: {
            Parts: [
              { PartNumber: 2, ETag: e2 },
              { PartNumber: 1, ETag: e1 },
            ],
          },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPartOrder' });
    await expect(
      client.send(
        new CompleteMultipartUploadCommand({
          Bucket: 'b',
          Key: 'mp',
          UploadId,
          MultipartUpload: {
            Parts: [
              { PartNumber: 1, ETag: e1 },
              { PartNumber: 2, ETag: e2 },
            ],
          },
        }),
      ),
    ).rejects.toMatchObject({ name: 'EntityTooSmall' });
    await expect(
      client.send(
        new CompleteMultipartUploadCommand({
          Bucket: 'b',
          Key: 'mp',
          UploadId,
          MultipartUpload: { Parts: [{ PartNumber: 1, ETag: '"0000"' }] },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPart' });
    const done = await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: 'b',
        Key: 'mp',
        UploadId,
        MultipartUpload: { Parts: [{ PartNumber: 2, ETag: e2 }] },
      }),
    );
    expect(done.ETag).toMatch(/-1"$/);
    expect(standin.objectData('b', 'mp')).toEqual(small);
    await expect(
      client.send(new UploadPartCommand({ Bucket: 'b', Key: 'mp', UploadId, PartNumber: 3, Body: small })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });
});
