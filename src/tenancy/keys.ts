import { createHash, randomBytes } from 'node:crypto';

/**
 * Admin key format: `lct_` + 32 random base62 characters + a 6-character base62 CRC32 of those 32.
 * The checksum lets a typo or a truncated paste fail before any database read, and gives secret
 * scanners a pattern with almost no false positives.
 */
export const KEY_PREFIX = 'lct_';
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);
/** Characters of the key kept in the database for display (prefix plus 8 of the 32 random ones). */
export const DISPLAY_PREFIX_LENGTH = KEY_PREFIX.length + 8;

// `zlib.crc32` exists only from Node 22; this is the standard reflected CRC-32 (IEEE 802.3).
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Buffer | string): number {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Fixed-width base62 of a 32-bit number (62^6 > 2^32, so six characters always suffice). */
export function base62Checksum(value: number): string {
  let n = value;
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: rejecting the top bytes keeps every character equally likely.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function generateKey(): string {
  const body = randomBase62(BODY_LENGTH);
  return KEY_PREFIX + body + base62Checksum(crc32(body));
}

/** Format and checksum only; says nothing about whether the key exists. */
export function isWellFormedKey(raw: unknown): raw is string {
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) return false;
  const body = raw.slice(KEY_PREFIX.length, KEY_PREFIX.length + BODY_LENGTH);
  return raw.slice(KEY_PREFIX.length + BODY_LENGTH) === base62Checksum(crc32(body));
}

export function hashKey(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}
