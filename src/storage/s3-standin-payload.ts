import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import { chunkSignature, S3Failure, sha256Hex, type Verified } from './s3-standin-sigv4.js';

/**
 * Turns the bytes on the wire into the object's bytes for every payload mode the AWS SDK sends:
 * a signed SHA-256 (checked), `UNSIGNED-PAYLOAD`, and the aws-chunked forms
 * `STREAMING-UNSIGNED-PAYLOAD-TRAILER` and `STREAMING-AWS4-HMAC-SHA256-PAYLOAD` (each chunk's
 * signature checked). Flexible checksums (`x-amz-checksum-*`, as a header or a trailer) are checked
 * for CRC32, CRC32C, SHA-1 and SHA-256; CRC64NVME is accepted unchecked.
 */
export function decodePayload(v: Verified, headers: IncomingHttpHeaders, raw: Buffer): Buffer {
  const mode = v.payloadHash;
  let body: Buffer;
  let trailers: Record<string, string> = {};
  if (/^[0-9a-f]{64}$/.test(mode)) {
    if (sha256Hex(raw) !== mode) {
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        'The provided x-amz-content-sha256 header does not match what was computed.',
      );
    }
    body = raw;
  } else if (mode === 'UNSIGNED-PAYLOAD') {
    body = raw;
  } else if (mode === 'STREAMING-UNSIGNED-PAYLOAD-TRAILER' || mode === 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD') {
    ({ body, trailers } = decodeChunked(raw, mode === 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD' ? v : null));
    const declared = headers['x-amz-decoded-content-length'];
    if (declared !== undefined && Number(declared) !== body.length) {
      throw new S3Failure(
        400,
        'IncompleteBody',
        'The request body is shorter or longer than x-amz-decoded-content-length',
      );
    }
  } else {
    throw new S3Failure(501, 'NotImplemented', `payload mode ${mode} is not supported by the stand-in`);
  }
  for (const [name, value] of Object.entries({ ...pickChecksums(headers), ...trailers }))
    checkChecksum(name, value, body);
  return body;
}

function pickChecksums(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('x-amz-checksum-') && name !== 'x-amz-checksum-type' && typeof value === 'string')
      out[name] = value;
  }
  return out;
}

function decodeChunked(
  raw: Buffer,
  signed: Verified | null,
): { body: Buffer; trailers: Record<string, string> } {
  const parts: Buffer[] = [];
  let pos = 0;
  let previous = signed?.seedSignature ?? '';
  const malformed = () => new S3Failure(400, 'IncompleteBody', 'malformed aws-chunked body');
  for (;;) {
    const eol = raw.indexOf('\r\n', pos);
    if (eol < 0) throw malformed();
    const line = raw.subarray(pos, eol).toString('latin1');
    const [sizeHex, ...ext] = line.split(';');
    if (!/^[0-9a-fA-F]+$/.test(sizeHex)) throw malformed();
    const size = parseInt(sizeHex, 16);
    const data = raw.subarray(eol + 2, eol + 2 + size);
    if (data.length !== size) throw malformed();
    if (signed) {
      const sig = ext.find((e) => e.startsWith('chunk-signature='))?.slice('chunk-signature='.length);
      const expected = chunkSignature(signed, previous, data);
      if (sig !== expected)
        throw new S3Failure(403, 'SignatureDoesNotMatch', 'a chunk signature does not match');
      previous = expected;
    }
    pos = eol + 2 + size;
    if (size === 0) break;
    if (raw.subarray(pos, pos + 2).toString('latin1') !== '\r\n') throw malformed();
    pos += 2;
    parts.push(data);
  }
  const trailers: Record<string, string> = {};
  for (const line of raw.subarray(pos).toString('latin1').split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw malformed();
    const name = line.slice(0, colon).trim().toLowerCase();
    if (name === 'x-amz-trailer-signature') continue; // only sent in the signed-trailer mode, which we refuse above
    trailers[name] = line.slice(colon + 1).trim();
  }
  return { body: Buffer.concat(parts), trailers };
}

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32c(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC32C_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function uint32Base64(n: number): string {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b.toString('base64');
}

function checkChecksum(name: string, value: string, body: Buffer): void {
  const algorithm = name.slice('x-amz-checksum-'.length);
  let expected: string | null = null;
  const crc32 = (zlib as unknown as { crc32?: (d: Buffer) => number }).crc32;
  if (algorithm === 'crc32' && crc32) expected = uint32Base64(crc32(body));
  else if (algorithm === 'crc32c') expected = uint32Base64(crc32c(body));
  else if (algorithm === 'sha1') expected = createHash('sha1').update(body).digest('base64');
  else if (algorithm === 'sha256') expected = createHash('sha256').update(body).digest('base64');
  if (expected !== null && expected !== value) {
    throw new S3Failure(
      400,
      'BadDigest',
      `The ${algorithm.toUpperCase()} you specified did not match the calculated checksum.`,
    );
  }
}
