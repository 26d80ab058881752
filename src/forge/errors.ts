export type ForgeErrorCode =
  | 'FORGE_CONFIG'
  | 'FORGE_AUTH'
  | 'FORGE_NOT_FOUND'
  | 'FORGE_REJECTED'
  | 'FORGE_UNAVAILABLE'
  | 'FORGE_BAD_RESPONSE';

/** The one error type of forge clients; `message` carries the forge's own explanation, never the token. */
export class ForgeError extends Error {
  constructor(
    readonly code: ForgeErrorCode,
    message: string,
    /** HTTP status from the forge, when there was a response. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ForgeError';
  }
}
