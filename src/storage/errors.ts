/** Stable codes of the storage layer. */
export type StorageErrorCode =
  'NOT_FOUND' | 'INVALID_KEY' | 'RANGE_NOT_SATISFIABLE' | 'INVALID_TTL' | 'UNAVAILABLE' | 'IO';

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageError';
  }
}
