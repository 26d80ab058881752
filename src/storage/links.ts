import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidKey } from './keys.js';
import type { LinkCheck } from './types.js';

/** The path under which the API serves local objects; links sign this path, not the public base URL. */
export const LOCAL_OBJECT_PATH_PREFIX = '/v1/objects/';

/**
 * A key used only for links, derived from the server secret, so that a leaked link key (say, from a
 * debugging session) gives no handle on the token-sealing key derived from the same secret.
 */
export function deriveLinkKey(secret: Buffer): Buffer {
  return createHmac('sha256', secret).update('lectern/object-links/v1').digest();
}

function canonical(key: string, expires: number): string {
  // HEAD is signed as GET: one link serves both, as with S3 presigned GETs.
  return `GET\n${LOCAL_OBJECT_PATH_PREFIX}${key}\n${expires}`;
}

export function signLink(linkKey: Buffer, key: string, expires: number): string {
  return createHmac('sha256', linkKey).update(canonical(key, expires)).digest('hex');
}

/**
 * Checks a link as the API received it. `path` is the request path without the query string
 * (percent-encoding is tolerated, since keys never need it). The signature is checked before the
 * expiry, so "expired" is only ever reported for a link this server really issued.
 */
export function checkLink(
  linkKey: Buffer,
  method: string,
  path: string,
  query: Record<string, string | undefined>,
  now: Date,
): LinkCheck {
  const verb = method.toUpperCase();
  if (verb !== 'GET' && verb !== 'HEAD') return { ok: false, reason: 'malformed' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!decoded.startsWith(LOCAL_OBJECT_PATH_PREFIX)) return { ok: false, reason: 'malformed' };
  const key = decoded.slice(LOCAL_OBJECT_PATH_PREFIX.length);
  const expiresRaw = query.expires;
  const signature = query.signature;
  if (!isValidKey(key)) return { ok: false, reason: 'malformed' };
  if (typeof expiresRaw !== 'string' || !/^[0-9]{1,12}$/.test(expiresRaw))
    return { ok: false, reason: 'malformed' };
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature))
    return { ok: false, reason: 'malformed' };
  const expires = Number(expiresRaw);
  const expected = Buffer.from(signLink(linkKey, key, expires), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: 'bad-signature' };
  if (Math.floor(now.getTime() / 1000) >= expires) return { ok: false, reason: 'expired' };
  return { ok: true, key };
}
