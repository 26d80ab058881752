import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodePayload } from './s3-standin-payload.js';
import { S3Failure, verifyRequest, type Credentials } from './s3-standin-sigv4.js';
import {
  MIN_PART,
  NS,
  XML_HEADER,
  md5,
  parseRange,
  route,
  xmlEscape,
  xmlUnescape,
} from './s3-standin-wire.js';

/**
 * A small S3 for tests and benchmarks, over loopback HTTP, path-style (`/bucket/key`). It speaks the
 * real REST wire protocol (XML bodies and errors as S3 sends them) and verifies SigV4 on every request,
 * header or presigned, so the S3 store is tested against the protocol rather than against a mock.
 * Objects live in memory. Not exported from `index.ts`: import it from `./test-support.js`.
 */

export type S3Operation =
  | 'HeadBucket'
  | 'PutObject'
  | 'GetObject'
  | 'HeadObject'
  | 'DeleteObject'
  | 'CreateMultipartUpload'
  | 'UploadPart'
  | 'CompleteMultipartUpload'
  | 'AbortMultipartUpload';

export interface S3StandinOptions {
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  buckets?: string[];
  /** The stand-in's clock, for expiry checks. */
  now?: () => Date;
  /** Largest request body accepted, to keep a test from eating the machine's memory (default 256 MiB). */
  maxBodyBytes?: number;
}

interface StoredObject {
  data: Buffer;
  etag: string;
  lastModified: Date;
  contentType: string;
}
interface Upload {
  bucket: string;
  key: string;
  contentType: string;
  parts: Map<number, { data: Buffer; etag: string }>;
}
export interface LoggedRequest {
  op: S3Operation | 'Unknown';
  key: string | null;
  auth: 'header' | 'presigned' | 'none';
  payload: string;
  status: number;
}

export interface S3Standin {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  buckets: string[];
  /** Every request seen, in order (after routing; failed authentications included). */
  requests: LoggedRequest[];
  objectKeys(bucket: string): string[];
  objectData(bucket: string, key: string): Buffer | null;
  /** Multipart uploads created and neither completed nor aborted. */
  pendingUploads(): number;
  /** Makes the next request of this kind fail with an S3 error (after authentication). */
  failNext(op: S3Operation, status?: number, code?: string): void;
  close(): Promise<void>;
}

export async function startS3Standin(opts: S3StandinOptions = {}): Promise<S3Standin> {
  const creds: Credentials = {
    accessKeyId: opts.accessKeyId ?? 'AKIDSTANDIN' + randomBytes(4).toString('hex').toUpperCase(),
    secretAccessKey: opts.secretAccessKey ?? randomBytes(20).toString('base64'),
    region: opts.region ?? 'us-east-1',
  };
  const bucketNames = opts.buckets ?? ['lectern-test'];
  const buckets = new Map(bucketNames.map((b) => [b, new Map<string, StoredObject>()]));
  const uploads = new Map<string, Upload>();
  const failures = new Map<S3Operation, { status: number; code: string }>();
  const requests: LoggedRequest[] = [];
  const now = opts.now ?? (() => new Date());
  const maxBody = opts.maxBodyBytes ?? 256 * 1024 * 1024;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      received += c.length;
      if (received > maxBody) tooLarge = true;
      else chunks.push(c);
    });
    req.on('end', () => {
      const requestId = randomBytes(8).toString('hex').toUpperCase();
      res.setHeader('x-amz-request-id', requestId);
      const url = new URL(req.url ?? '/', 'http://standin');
      const segments = url.pathname.split('/');
      const bucket = decodeURIComponent(segments[1] ?? '');
      const rawKey = segments.length > 2 ? decodeURIComponent(segments.slice(2).join('/')) : '';
      const key = rawKey === '' ? null : rawKey;
      const op = route(req.method ?? 'GET', key, url.searchParams);
      const entry: LoggedRequest = {
        op,
        key,
        auth: 'none',
        payload: String(req.headers['x-amz-content-sha256'] ?? ''),
        status: 0,
      };
      requests.push(entry);
      const sendError = (f: S3Failure) => {
        entry.status = f.status;
        res.statusCode = f.status;
        if (req.method === 'HEAD') return res.end();
        res.setHeader('content-type', 'application/xml');
        res.end(
          `${XML_HEADER}<Error><Code>${f.code}</Code><Message>${xmlEscape(f.message)}</Message>${key ? `<Key>${xmlEscape(key)}</Key>` : ''}<RequestId>${requestId}</RequestId></Error>`,
        );
      };
      try {
        if (tooLarge)
          throw new S3Failure(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        const verified = verifyRequest(req.method ?? 'GET', req.url ?? '/', req.headers, creds, now());
        entry.auth = verified.mode;
        const objects = buckets.get(bucket);
        if (!objects) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');
        if (op === 'Unknown')
          throw new S3Failure(501, 'NotImplemented', 'The stand-in does not implement this operation');
        if (verified.mode === 'presigned' && op !== 'GetObject' && op !== 'HeadObject') {
          throw new S3Failure(403, 'AccessDenied', 'the stand-in accepts presigned GET and HEAD only');
        }
        const failure = failures.get(op);
        if (failure) {
          failures.delete(op);
          throw new S3Failure(failure.status, failure.code, 'injected failure');
        }
        const body = ['PUT', 'POST'].includes(req.method ?? '')
          ? decodePayload(verified, req.headers, Buffer.concat(chunks))
          : Buffer.alloc(0);
        const status = handle(op, bucket, key ?? '', objects, url.searchParams, req, res, body);
        entry.status = status;
      } catch (err) {
        if (err instanceof S3Failure) return sendError(err);
        sendError(new S3Failure(500, 'InternalError', (err as Error).message));
      }
    });
  });

  function handle(
    op: S3Operation,
    bucket: string,
    key: string,
    objects: Map<string, StoredObject>,
    query: URLSearchParams,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer,
  ): number {
    const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');
    const sendXml = (xml: string) => {
      res.setHeader('content-type', 'application/xml');
      res.end(XML_HEADER + xml);
      return 200;
    };
    const upload = () => {
      const u = uploads.get(query.get('uploadId') ?? '');
      if (!u || u.bucket !== bucket || u.key !== key)
        throw new S3Failure(404, 'NoSuchUpload', 'The specified upload does not exist.');
      return u;
    };
    switch (op) {
      case 'HeadBucket':
        res.end();
        return 200;
      case 'PutObject': {
        const etag = `"${md5(body).toString('hex')}"`;
        objects.set(key, { data: body, etag, lastModified: now(), contentType });
        res.setHeader('ETag', etag);
        res.end();
        return 200;
      }
      case 'GetObject':
      case 'HeadObject': {
        const obj = objects.get(key);
        if (!obj) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
        res.setHeader('ETag', obj.etag);
        res.setHeader('Last-Modified', obj.lastModified.toUTCString());
        res.setHeader('Content-Type', obj.contentType);
        res.setHeader('Accept-Ranges', 'bytes');
        const range = op === 'GetObject' ? parseRange(req.headers.range, obj.data.length) : null;
        if (range === 'unsatisfiable')
          throw new S3Failure(416, 'InvalidRange', 'The requested range is not satisfiable');
        const data = range ? obj.data.subarray(range.start, range.end + 1) : obj.data;
        res.setHeader('Content-Length', String(data.length));
        if (range) {
          res.statusCode = 206;
          res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${obj.data.length}`);
        }
        res.end(op === 'HeadObject' ? undefined : data);
        return res.statusCode;
      }
      case 'DeleteObject':
        objects.delete(key);
        res.statusCode = 204;
        res.end();
        return 204;
      case 'CreateMultipartUpload': {
        const uploadId = randomBytes(16).toString('base64url');
        uploads.set(uploadId, { bucket, key, contentType, parts: new Map() });
        return sendXml(
          `<InitiateMultipartUploadResult xmlns="${NS}"><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      case 'UploadPart': {
        const u = upload();
        const partNumber = Number(query.get('partNumber'));
        if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
          throw new S3Failure(
            400,
            'InvalidArgument',
            'Part number must be an integer between 1 and 10000, inclusive',
          );
        }
        const etag = `"${md5(body).toString('hex')}"`;
        u.parts.set(partNumber, { data: body, etag });
        res.setHeader('ETag', etag);
        res.end();
        return 200;
      }
      case 'CompleteMultipartUpload': {
        const u = upload();
        const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
          number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(m[1])?.[1]),
          etag: xmlUnescape(/<ETag>([\s\S]*?)<\/ETag>/.exec(m[1])?.[1] ?? ''),
        }));
        if (listed.length === 0)
          throw new S3Failure(
            400,
            'MalformedXML',
            'The XML you provided was not well-formed or did not validate against our published schema',
          );
        const datas: Buffer[] = [];
        listed.forEach((p, i) => {
          if (i > 0 && p.number <= listed[i - 1].number)
            throw new S3Failure(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
        });
        listed.forEach((p, i) => {
          const part = u.parts.get(p.number);
          if (!part || part.etag.replace(/"/g, '') !== p.etag.replace(/"/g, '')) {
            throw new S3Failure(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
          }
          if (i < listed.length - 1 && part.data.length < MIN_PART) {
            throw new S3Failure(
              400,
              'EntityTooSmall',
              'Your proposed upload is smaller than the minimum allowed object size.',
            );
          }
          datas.push(part.data);
        });
        const etag = `"${md5(Buffer.concat(listed.map((p) => Buffer.from(u.parts.get(p.number)!.etag.replace(/"/g, ''), 'hex')))).toString('hex')}-${listed.length}"`;
        objects.set(key, {
          data: Buffer.concat(datas),
          etag,
          lastModified: now(),
          contentType: u.contentType,
        });
        uploads.delete(query.get('uploadId') ?? '');
        return sendXml(
          `<CompleteMultipartUploadResult xmlns="${NS}"><Location>/${xmlEscape(bucket)}/${xmlEscape(key)}</Location><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><ETag>${xmlEscape(etag)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      case 'AbortMultipartUpload':
        upload();
        uploads.delete(query.get('uploadId') ?? '');
        res.statusCode = 204;
        res.end();
        return 204;
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: creds.accessKeyId, secretAccessKey: creds.secretAccessKey },
    region: creds.region,
    buckets: bucketNames,
    requests,
    objectKeys: (bucket) => [...(buckets.get(bucket)?.keys() ?? [])].sort(),
    objectData: (bucket, key) => buckets.get(bucket)?.get(key)?.data ?? null,
    pendingUploads: () => uploads.size,
    failNext: (op, status = 500, code = 'InternalError') => void failures.set(op, { status, code }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
