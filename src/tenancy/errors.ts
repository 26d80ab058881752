export type TenancyErrorCode =
  | 'NOT_FOUND'
  | 'INVALID_INPUT'
  | 'INVALID_DOMAIN'
  | 'INVALID_SOURCE'
  | 'DOMAIN_TAKEN'
  | 'TOKEN_UNREADABLE'
  | 'SECRET_INVALID';

/** The one error type of the tenancy layer; the API maps `code` to a status. */
export class TenancyError extends Error {
  constructor(
    readonly code: TenancyErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TenancyError';
  }
}
