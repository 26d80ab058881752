export type ServeErrorCode = 'NO_BUNDLE' | 'INVALID_VERSION' | 'VERSION_MISMATCH' | 'UNSUPPORTED_URL';

/** The one error type of the bundle server. */
export class ServeError extends Error {
  constructor(
    readonly code: ServeErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ServeError';
  }
}
