import type { Command } from 'commander';
import { LecternClient } from '../../client/index.js';
import { usageError } from '../errors.js';

export interface ApiFlags {
  apiUrl?: string;
  key?: string;
}

/** `--api-url` (LECTERN_API_URL, default http://localhost:3000) and `--key` (LECTERN_ADMIN_KEY). */
export function apiOptions(command: Command): Command {
  return command
    .option('--api-url <url>', 'API base URL (LECTERN_API_URL, default http://localhost:3000)')
    .option('--key <key>', 'admin key (prefer LECTERN_ADMIN_KEY: flags end up in shell history)');
}

export function clientFrom(flags: ApiFlags): LecternClient {
  const baseUrl = flags.apiUrl ?? process.env.LECTERN_API_URL ?? 'http://localhost:3000';
  const apiKey = flags.key ?? process.env.LECTERN_ADMIN_KEY;
  if (!apiKey) throw usageError('no admin key: set LECTERN_ADMIN_KEY (or pass --key)');
  try {
    return new LecternClient({ baseUrl, apiKey, userAgent: 'lectern-cli' });
  } catch (err) {
    throw usageError((err as Error).message);
  }
}
