import { StorageError } from './errors.js';
import { MAX_LINK_TTL_SECONDS, type ByteRange } from './types.js';

export function checkTtl(ttlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_LINK_TTL_SECONDS) {
    throw new StorageError(
      'INVALID_TTL',
      `link lifetime must be an integer from 1 to ${MAX_LINK_TTL_SECONDS} seconds`,
    );
  }
}

/** Clamps an inclusive range to an object of `size` bytes, as HTTP does; throws when it starts past the end. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  const { start } = range;
  if (
    !Number.isInteger(start) ||
    start < 0 ||
    (range.end !== undefined && (!Number.isInteger(range.end) || range.end < start))
  ) {
    throw new StorageError('RANGE_NOT_SATISFIABLE', 'invalid byte range');
  }
  if (start >= size)
    throw new StorageError('RANGE_NOT_SATISFIABLE', `range starts at ${start}, object has ${size} bytes`);
  return { start, end: Math.min(range.end ?? size - 1, size - 1) };
}
