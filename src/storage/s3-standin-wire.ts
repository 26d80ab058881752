import { createHash } from 'node:crypto';
import type { S3Operation } from './s3-standin.js';

/** Wire-format helpers of the S3 stand-in: routing, XML and Range parsing as S3 does them. */

export const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const NS = 'http://s3.amazonaws.com/doc/2006-03-01/';
export const MIN_PART = 5 * 1024 * 1024;

export const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
export const xmlUnescape = (s: string) =>
  s.replace(
    /&(lt|gt|amp|apos|quot|#x?[0-9a-fA-F]+);/g,
    (_m, e: string) =>
      ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e as 'lt'] ??
      String.fromCodePoint(e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)),
  );
export const md5 = (b: Buffer) => createHash('md5').update(b).digest();

export function route(method: string, key: string | null, query: URLSearchParams): S3Operation | 'Unknown' {
  if (key === null) return method === 'HEAD' ? 'HeadBucket' : 'Unknown';
  const uploadId = query.has('uploadId');
  switch (method) {
    case 'PUT':
      return uploadId && query.has('partNumber') ? 'UploadPart' : uploadId ? 'Unknown' : 'PutObject';
    case 'GET':
      return 'GetObject';
    case 'HEAD':
      return 'HeadObject';
    case 'DELETE':
      return uploadId ? 'AbortMultipartUpload' : 'DeleteObject';
    case 'POST':
      return query.has('uploads')
        ? 'CreateMultipartUpload'
        : uploadId
          ? 'CompleteMultipartUpload'
          : 'Unknown';
    default:
      return 'Unknown';
  }
}

/** Parses `bytes=a-b`, `bytes=a-` and `bytes=-n` against `size`; null when the header should be ignored. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    return n === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return start > end ? null : { start, end };
}
