import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { TenancyError } from './errors.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 32-byte key for one purpose, derived from the server secret, so no two uses share a key. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `lectern/${purpose}`, 32));
}

/**
 * AES-256-GCM. `context` (e.g. the project id) is authenticated but not stored, so a sealed value copied
 * to another row does not open there.
 */
export function sealToken(secret: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, 'forge-token/v1'), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function openToken(secret: Buffer, sealed: string, context: string): string {
  const [version, data] = sealed.split('.', 2);
  const raw = Buffer.from(data ?? '', 'base64url');
  if (version !== VERSION || raw.length < IV_BYTES + TAG_BYTES) {
    throw new TenancyError('TOKEN_UNREADABLE', 'stored token has an unknown format');
  }
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      deriveKey(secret, 'forge-token/v1'),
      raw.subarray(0, IV_BYTES),
    );
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch (err) {
    throw new TenancyError(
      'TOKEN_UNREADABLE',
      'stored token cannot be opened (altered, or the secret changed)',
      {
        cause: err,
      },
    );
  }
}
