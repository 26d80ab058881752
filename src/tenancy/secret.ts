import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/index.js';
import { TenancyError } from './errors.js';

const HEX_SECRET = /^[0-9a-fA-F]{64}$/;
const MIN_TEXT_SECRET = 32;

/**
 * The server secret: LECTERN_SECRET when set, else `<dataDir>/secret`, created once (32 random bytes as
 * hex, mode 0600) and reused by every later start and every process sharing the data folder.
 */
export function resolveSecret(config: Pick<Config, 'secret' | 'dataDir'>): Buffer {
  if (config.secret) return fromText(config.secret, 'LECTERN_SECRET');
  const file = path.join(config.dataDir, 'secret');
  const existing = readIfPresent(file);
  if (existing !== null) return fromText(existing, file);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  // Write a private temporary file, then hard-link it into place: link() fails if another process won
  // the race, and nobody can ever read a half-written secret.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return fromText(fs.readFileSync(file, 'utf8'), file);
}

function readIfPresent(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function fromText(text: string, where: string): Buffer {
  const value = text.trim();
  if (HEX_SECRET.test(value)) return Buffer.from(value, 'hex');
  if (value.length < MIN_TEXT_SECRET) {
    throw new TenancyError(
      'SECRET_INVALID',
      `${where} must be 64 hex characters or at least ${MIN_TEXT_SECRET} characters of text`,
    );
  }
  return Buffer.from(value, 'utf8');
}
