/** Output for scripts (`--json`: exactly one JSON object on stdout) or for people (lines on stdout). */
export function emit(json: boolean, value: object, human: () => string[]): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  } else {
    for (const line of human()) process.stdout.write(`${line}\n`);
  }
}

/** A status line for people, on stderr so that stdout stays clean for the result. */
export function note(message: string): void {
  process.stderr.write(`${message}\n`);
}

export function table(rows: string[][]): string[] {
  if (rows.length === 0) return [];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * A reader that stops early (`lectern admin key list | head -1`) closes the pipe, and the next write fails
 * with EPIPE. That ends our output; it is not an error worth a stack trace. On stdout the process exits
 * quietly (its result can no longer be delivered); on stderr, where only status lines go, further lines
 * are dropped and the command carries on.
 */
export function handleBrokenPipes(): void {
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  });
  process.stderr.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
  });
}
