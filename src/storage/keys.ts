import { StorageError } from './errors.js';

const KEY_CHARS = /^[A-Za-z0-9._/-]+$/;
const MAX_KEY_LENGTH = 1024;

/**
 * Refuses any key that could name something outside the store or collide with the store's own
 * bookkeeping files: only `[A-Za-z0-9._/-]`, relative, no empty segments, and no segment starting
 * with a dot (which rules out `.` and `..` and keeps temp files and sidecars, which do, apart).
 */
export function validateKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new StorageError('INVALID_KEY', 'object key must be a non-empty string of at most 1024 characters');
  }
  if (!KEY_CHARS.test(key)) {
    throw new StorageError(
      'INVALID_KEY',
      'object key may contain only letters, digits, ".", "_", "-" and "/"',
    );
  }
  for (const segment of key.split('/')) {
    if (segment === '')
      throw new StorageError('INVALID_KEY', 'object key must be relative with no empty segments');
    if (segment.startsWith('.')) {
      throw new StorageError('INVALID_KEY', 'object key segments may not start with "."');
    }
  }
  return key;
}

export function isValidKey(key: unknown): key is string {
  try {
    validateKey(key);
    return true;
  } catch {
    return false;
  }
}
