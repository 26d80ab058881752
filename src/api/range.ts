/** One satisfiable byte range, inclusive on both ends (as in `Content-Range`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a `Range` header against an object of `size` bytes (RFC 9110, section 14).
 * - `null`: serve the whole object (no header, another unit, a malformed or multi-range header;
 *   ignoring the header is allowed and simpler than multipart responses);
 * - `'unsatisfiable'`: answer 416 with `Content-Range: bytes *\/size`;
 * - a range: answer 206 with exactly those bytes.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last N bytes.
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix)) return null;
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return null;
  if (last !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** True when an `If-None-Match` header matches `etag` (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
