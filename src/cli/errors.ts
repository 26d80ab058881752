import { CommanderError } from 'commander';

/**
 * The CLI's one error type. Exit codes: 1 for failures (a failed job, a refused request, a bad bundle),
 * 2 for usage errors (missing or contradictory flags), as commander does for its own parse errors.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    readonly code: string = exitCode === 2 ? 'USAGE' : 'FAILED',
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string): CliError => new CliError(message, 2);

/** Prints an error the way a person can act on it, and returns the exit code. Never prints a stack. */
export function reportError(
  err: unknown,
  write: (s: string) => void = (s) => process.stderr.write(s),
): number {
  if (err instanceof CommanderError) {
    // Commander has already printed its message (and help/version exit with 0).
    return err.exitCode === 0 ? 0 : 2;
  }
  if (err instanceof CliError) {
    write(`lectern: ${err.message}\n`);
    return err.exitCode;
  }
  const e = err as { name?: string; code?: unknown; message?: string; status?: number };
  const code = typeof e?.code === 'string' ? e.code : null;
  const message = e?.message || String(err);
  if (e?.name === 'ApiClientError') {
    const where = e.status ? `HTTP ${e.status}` : 'network';
    write(`lectern: ${message} (${where}${code ? `, ${code}` : ''})\n`);
    return 1;
  }
  write(`lectern: ${message}${code && !message.includes(code) ? ` (${code})` : ''}\n`);
  if (process.env.LECTERN_DEBUG && err instanceof Error && err.stack) write(`${err.stack}\n`);
  return 1;
}
