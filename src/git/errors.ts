/** Stable codes of the git layer; messages never carry tokens (see `redact`). */
export type GitErrorCode =
  | 'GIT_URL_REJECTED'
  | 'GIT_REF_INVALID'
  | 'GIT_REF_NOT_FOUND'
  | 'GIT_AUTH_FAILED'
  | 'GIT_COMMAND_FAILED'
  | 'GIT_PROTECTED_BRANCH'
  /** The remote refused a push (a pre-receive hook, a protected branch, a permission rule). Retrying cannot help. */
  | 'GIT_PUSH_REJECTED'
  | 'GIT_TIMEOUT'
  | 'GIT_ABORTED';

export class GitError extends Error {
  constructor(
    readonly code: GitErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GitError';
  }
}
