import { InvalidArgumentError } from 'commander';

/** `90d`, `12h`, `30m`, `45s`, `2w`, or plain seconds. */
export function parseDuration(value: string): number {
  const m = /^(\d+)\s*([smhdw]?)$/i.exec(value.trim());
  if (!m) throw new InvalidArgumentError('expected a duration like 90d, 12h, 30m or 3600');
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 }[
    m[2].toLowerCase() as '' | 's' | 'm' | 'h' | 'd' | 'w'
  ];
  const seconds = Number(m[1]) * unit;
  if (seconds <= 0 || !Number.isSafeInteger(seconds))
    throw new InvalidArgumentError('duration must be positive');
  return seconds;
}

export function parseScopes(value: string): ('read' | 'write')[] {
  const scopes = [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (scopes.length === 0 || scopes.some((s) => s !== 'read' && s !== 'write')) {
    throw new InvalidArgumentError('scopes are read, write or read,write');
  }
  return scopes as ('read' | 'write')[];
}

export function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new InvalidArgumentError('expected a port from 0 to 65535');
  return n;
}

export function parseCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number');
  return n;
}

/** For repeatable options: `--path a --path b`. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

export function oneOf<T extends string>(choices: readonly T[]) {
  return (value: string): T => {
    if (!choices.includes(value as T))
      throw new InvalidArgumentError(`expected one of ${choices.join(', ')}`);
    return value as T;
  };
}

/** Reads all of stdin (for secrets passed with `--...-stdin`, kept out of shell history). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}
