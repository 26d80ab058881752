import { describe, expect, it } from 'vitest';
import { decodePayload } from './s3-standin-payload.js';
import { S3Failure, verifyRequest } from './s3-standin-sigv4.js';

// The worked examples of the AWS SigV4 documentation for S3: an outside oracle for the verifier.
const AWS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const AWS_NOW = new Date('2013-05-24T00:00:00Z');
const EMPTY_SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

function failure(fn: () => unknown): S3Failure {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(S3Failure);
    return err as S3Failure;
  }
  throw new Error('expected a refusal');
}

describe('SigV4 verification against the AWS documentation examples', () => {
  const getHeaders = {
    host: 'examplebucket.s3.amazonaws.com',
    range: 'bytes=0-9',
    'x-amz-content-sha256': EMPTY_SHA,
    'x-amz-date': '20130524T000000Z',
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  };

  it('accepts the GET Object example (Authorization header)', () => {
    expect(verifyRequest('GET', '/test.txt', getHeaders, AWS, AWS_NOW)).toMatchObject({
      mode: 'header',
      payloadHash: EMPTY_SHA,
    });
  });

  it('refuses it with any signed part changed', () => {
    expect(
      failure(() => verifyRequest('GET', '/test.txt', { ...getHeaders, range: 'bytes=0-10' }, AWS, AWS_NOW))
        .code,
    ).toBe('SignatureDoesNotMatch');
    expect(failure(() => verifyRequest('GET', '/test2.txt', getHeaders, AWS, AWS_NOW)).code).toBe(
      'SignatureDoesNotMatch',
    );
    expect(failure(() => verifyRequest('HEAD', '/test.txt', getHeaders, AWS, AWS_NOW)).code).toBe(
      'SignatureDoesNotMatch',
    );
    expect(failure(() => verifyRequest('GET', '/test.txt?x=1', getHeaders, AWS, AWS_NOW)).code).toBe(
      'SignatureDoesNotMatch',
    );
    expect(
      failure(() =>
        verifyRequest('GET', '/test.txt', getHeaders, { ...AWS, secretAccessKey: 'other' }, AWS_NOW),
      ).code,
    ).toBe('SignatureDoesNotMatch');
    expect(
      failure(() =>
        verifyRequest('GET', '/test.txt', getHeaders, { ...AWS, accessKeyId: 'AKIAOTHER' }, AWS_NOW),
      ).code,
    ).toBe('InvalidAccessKeyId');
    expect(
      failure(() => verifyRequest('GET', '/test.txt', getHeaders, AWS, new Date('2013-05-24T00:16:00Z')))
        .code,
    ).toBe('RequestTimeTooSkewed');
    expect(
      failure(() => verifyRequest('GET', '/test.txt', { host: getHeaders.host }, AWS, AWS_NOW)).code,
    ).toBe('AccessDenied');
  });

  const presigned =
    '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';

  it('accepts the presigned URL example until it expires, then refuses it', () => {
    const headers = { host: 'examplebucket.s3.amazonaws.com' };
    expect(verifyRequest('GET', presigned, headers, AWS, AWS_NOW).mode).toBe('presigned');
    expect(verifyRequest('GET', presigned, headers, AWS, new Date('2013-05-24T23:59:59Z')).mode).toBe(
      'presigned',
    );
    const expired = failure(() =>
      verifyRequest('GET', presigned, headers, AWS, new Date('2013-05-25T00:00:01Z')),
    );
    expect([expired.status, expired.code, expired.message]).toEqual([
      403,
      'AccessDenied',
      'Request has expired',
    ]);
    expect(
      failure(() =>
        verifyRequest('GET', presigned.replace('Expires=86400', 'Expires=86401'), headers, AWS, AWS_NOW),
      ).code,
    ).toBe('SignatureDoesNotMatch');
    expect(
      failure(() =>
        verifyRequest('GET', presigned.replace('Expires=86400', 'Expires=604801'), headers, AWS, AWS_NOW),
      ).code,
    ).toBe('AuthorizationQueryParametersError');
    expect(
      failure(() => verifyRequest('GET', presigned, { host: 'evil.example.com' }, AWS, AWS_NOW)).code,
    ).toBe('SignatureDoesNotMatch');
  });

  it('accepts the chunked upload example (STREAMING-AWS4-HMAC-SHA256-PAYLOAD) and checks every chunk', () => {
    const headers = {
      host: 's3.amazonaws.com',
      'x-amz-date': '20130524T000000Z',
      'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
      'content-encoding': 'aws-chunked',
      'x-amz-decoded-content-length': '66560',
      'content-length': '66824',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=content-encoding;content-length;host;x-amz-content-sha256;x-amz-date;x-amz-decoded-content-length;x-amz-storage-class,Signature=4f232c4386841ef735655705268965c44a0e4690baa4adea153f7db9fa80a0a9',
    };
    const body = (data: [Buffer, Buffer]) =>
      Buffer.concat([
        Buffer.from(
          '10000;chunk-signature=ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648\r\n',
        ),
        data[0],
        Buffer.from(
          '\r\n400;chunk-signature=0055627c9e194cb4542bae2aa5492e3c1575bbb81b612b7d234b86a503ef5497\r\n',
        ),
        data[1],
        Buffer.from(
          '\r\n0;chunk-signature=b6c6ea8a5354eaf15b3cb7646744f4275b71ea724fed81ceb9323e279d449df9\r\n\r\n',
        ),
      ]);
    const wire = body([Buffer.alloc(65536, 'a'), Buffer.alloc(1024, 'a')]);
    expect(wire.length).toBe(66824);
    const v = verifyRequest('PUT', '/examplebucket/chunkObject.txt', headers, AWS, AWS_NOW);
    expect(decodePayload(v, headers, wire)).toEqual(Buffer.alloc(66560, 'a'));

    const tampered = body([
      Buffer.alloc(65536, 'a'),
      Buffer.concat([Buffer.from('b'), Buffer.alloc(1023, 'a')]),
    ]);
    expect(failure(() => decodePayload(v, headers, tampered)).code).toBe('SignatureDoesNotMatch');
    const truncated = wire.subarray(0, wire.length - 90);
    expect(failure(() => decodePayload(v, headers, truncated)).status).toBe(400);
  });
});

describe('payload checksums', () => {
  const unsigned = {
    mode: 'header' as const,
    payloadHash: 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
    seedSignature: '',
    amzDate: '',
    scope: '',
    signingKey: Buffer.alloc(0),
  };
  const wire = (trailer: string) => Buffer.from(`5\r\nhello\r\n0\r\n${trailer}\r\n\r\n`);
  it('checks CRC32, CRC32C and SHA-256 trailers and headers', () => {
    // known values for "hello": CRC32 0x3610a686, CRC32C 0x9a71bb4c
    expect(decodePayload(unsigned, {}, wire('x-amz-checksum-crc32:NhCmhg=='))).toEqual(Buffer.from('hello'));
    expect(decodePayload(unsigned, {}, wire('x-amz-checksum-crc32c:mnG7TA=='))).toEqual(Buffer.from('hello'));
    expect(failure(() => decodePayload(unsigned, {}, wire('x-amz-checksum-crc32:AAAAAA=='))).code).toBe(
      'BadDigest',
    );
    expect(failure(() => decodePayload(unsigned, {}, wire('x-amz-checksum-crc32c:AAAAAA=='))).code).toBe(
      'BadDigest',
    );
    const plain = { ...unsigned, payloadHash: 'UNSIGNED-PAYLOAD' };
    const sha256 = 'LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=';
    expect(decodePayload(plain, { 'x-amz-checksum-sha256': sha256 }, Buffer.from('hello'))).toEqual(
      Buffer.from('hello'),
    );
    expect(
      failure(() => decodePayload(plain, { 'x-amz-checksum-sha256': sha256 }, Buffer.from('hellO'))).code,
    ).toBe('BadDigest');
  });

  it('refuses a decoded length that differs from x-amz-decoded-content-length', () => {
    expect(
      failure(() => decodePayload(unsigned, { 'x-amz-decoded-content-length': '6' }, wire(''))).code,
    ).toBe('IncompleteBody');
  });
});
