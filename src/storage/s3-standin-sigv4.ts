import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * SigV4 verification for the S3 stand-in (tests and benchmarks only): the same canonical request,
 * string to sign and key derivation as AWS, so a request the stand-in accepts is one S3 would accept.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** An S3-style refusal: the code and message S3 puts in its `<Error>` body. */
export class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Verified {
  mode: 'header' | 'presigned';
  /** The request's `x-amz-content-sha256` (header form) or `UNSIGNED-PAYLOAD` (presigned). */
  payloadHash: string;
  /** What streaming chunk signatures chain from. */
  seedSignature: string;
  amzDate: string;
  scope: string;
  signingKey: Buffer;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60 * 1000;

export const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, uppercase hex. */
export function uriEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function signingKey(secret: string, date: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

function parseQuery(raw: string): [string, string][] {
  if (raw === '') return [];
  return raw.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const k = eq < 0 ? pair : pair.slice(0, eq);
    const v = eq < 0 ? '' : pair.slice(eq + 1);
    try {
      return [decodeURIComponent(k), decodeURIComponent(v)];
    } catch {
      throw new S3Failure(400, 'InvalidArgument', 'malformed query string');
    }
  });
}

function canonicalQuery(pairs: [string, string][]): string {
  return pairs
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function canonicalHeaders(headers: IncomingHttpHeaders, signed: string[]): string {
  return signed
    .map((name) => {
      const value = headers[name];
      if (value === undefined) throw new S3Failure(403, 'AccessDenied', `signed header ${name} is missing`);
      const joined = Array.isArray(value) ? value.join(',') : value;
      return `${name}:${joined.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
}

function parseAmzDate(amzDate: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!m) throw new S3Failure(403, 'AccessDenied', 'X-Amz-Date must be in the ISO8601 basic format');
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}

function checkCredential(credential: string, amzDate: string, creds: Credentials): string {
  const parts = credential.split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request' || parts[3] !== 's3') {
    throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'the credential is malformed');
  }
  if (parts[0] !== creds.accessKeyId) {
    throw new S3Failure(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  }
  if (parts[2] !== creds.region) {
    throw new S3Failure(
      400,
      'AuthorizationHeaderMalformed',
      `the region '${parts[2]}' is wrong; expecting '${creds.region}'`,
    );
  }
  if (parts[1] !== amzDate.slice(0, 8)) {
    throw new S3Failure(403, 'AccessDenied', 'credential date does not match X-Amz-Date');
  }
  return parts.slice(1).join('/');
}

/** Verifies a request's SigV4 signature (Authorization header or presigned query). Throws `S3Failure`. */
export function verifyRequest(
  method: string,
  rawUrl: string,
  headers: IncomingHttpHeaders,
  creds: Credentials,
  now: Date,
): Verified {
  const q = rawUrl.indexOf('?');
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const pairs = parseQuery(q < 0 ? '' : rawUrl.slice(q + 1));
  const param = (name: string) => pairs.find(([k]) => k === name)?.[1];
  const presigned = param('X-Amz-Algorithm') !== undefined;

  let amzDate: string, credential: string, signedHeaders: string, given: string, payloadHash: string;
  if (presigned) {
    if (param('X-Amz-Algorithm') !== ALGORITHM)
      throw new S3Failure(400, 'AuthorizationQueryParametersError', 'unsupported algorithm');
    amzDate = param('X-Amz-Date') ?? '';
    credential = param('X-Amz-Credential') ?? '';
    signedHeaders = param('X-Amz-SignedHeaders') ?? '';
    given = param('X-Amz-Signature') ?? '';
    const expires = Number(param('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604_800) {
      throw new S3Failure(
        400,
        'AuthorizationQueryParametersError',
        'X-Amz-Expires must be from 1 to 604800 seconds',
      );
    }
    const signedAt = parseAmzDate(amzDate).getTime();
    if (now.getTime() > signedAt + expires * 1000)
      throw new S3Failure(403, 'AccessDenied', 'Request has expired');
    if (signedAt - now.getTime() > MAX_SKEW_MS)
      throw new S3Failure(403, 'AccessDenied', 'Request is not valid yet');
    payloadHash = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  } else {
    const auth = headers.authorization;
    if (!auth) throw new S3Failure(403, 'AccessDenied', 'Access Denied');
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]+)$/.exec(
        auth.trim(),
      );
    if (!m) throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
    [, credential, signedHeaders, given] = m;
    amzDate = String(headers['x-amz-date'] ?? '');
    const skew = Math.abs(now.getTime() - parseAmzDate(amzDate).getTime());
    if (skew > MAX_SKEW_MS) {
      throw new S3Failure(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }
    payloadHash = String(headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash)
      throw new S3Failure(
        400,
        'InvalidRequest',
        'Missing required header for this request: x-amz-content-sha256',
      );
  }
  const scope = checkCredential(credential, amzDate, creds);
  const signed = signedHeaders.split(';');
  if (!signed.includes('host')) throw new S3Failure(403, 'AccessDenied', 'the host header must be signed');

  const queryForSigning = presigned ? pairs.filter(([k]) => k !== 'X-Amz-Signature') : pairs;
  const canonicalRequest = [
    method,
    rawPath,
    canonicalQuery(queryForSigning),
    canonicalHeaders(headers, signed),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = signingKey(creds.secretAccessKey, amzDate.slice(0, 8), creds.region);
  const expected = hmac(key, stringToSign);
  const givenBytes = Buffer.from(/^[0-9a-f]{64}$/.test(given) ? given : '', 'hex');
  if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) {
    throw new S3Failure(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return {
    mode: presigned ? 'presigned' : 'header',
    payloadHash,
    seedSignature: given,
    amzDate,
    scope,
    signingKey: key,
  };
}

/** The signature of one `STREAMING-AWS4-HMAC-SHA256-PAYLOAD` chunk, chained from the previous one. */
export function chunkSignature(v: Verified, previous: string, chunk: Buffer): string {
  const stringToSign = [
    'AWS4-HMAC-SHA256-PAYLOAD',
    v.amzDate,
    v.scope,
    previous,
    sha256Hex(''),
    sha256Hex(chunk),
  ].join('\n');
  return createHmac('sha256', v.signingKey).update(stringToSign).digest('hex');
}
