/**
 * The engine's one error class. Thrown only when the build cannot go on at all (unreadable or invalid
 * configuration, unusable output folder); problems with single pages are diagnostics instead.
 */
export type EngineErrorCode =
  | 'CONFIG_NOT_FOUND'
  | 'CONFIG_PARSE'
  | 'CONFIG_INVALID'
  | 'CONFIG_REF'
  | 'OUT_DIR_UNSAFE'
  | 'ABORTED'
  | 'INTERNAL';

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** Path relative to the source folder, when the error is about one file. */
  readonly file?: string;
  /** Where in that file: `navigation.tabs[2].groups[0]`. */
  readonly keyPath?: string;
  /** Every problem found, when validation collected several. */
  readonly issues: string[];

  constructor(
    code: EngineErrorCode,
    message: string,
    opts: { file?: string; keyPath?: string; issues?: string[]; cause?: unknown } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'EngineError';
    this.code = code;
    this.file = opts.file;
    this.keyPath = opts.keyPath;
    this.issues = opts.issues ?? [message];
  }
}
