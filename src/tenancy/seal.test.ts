import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TenancyError } from './errors.js';
import { deriveKey, openToken, sealToken } from './seal.js';

const secret = randomBytes(32);

function expectUnreadable(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(TenancyError);
    expect((err as TenancyError).code).toBe('TOKEN_UNREADABLE');
    return;
  }
  throw new Error('expected the token not to open');
}

describe('token sealing', () => {
  it('round-trips and never stores the plaintext', () => {
    const token = 'ghp_' + 'x'.repeat(36) + ' ünïcode';
    const sealed = sealToken(secret, token, 'prj_1');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('ghp_');
    expect(openToken(secret, sealed, 'prj_1')).toBe(token);
  });

  it('uses a fresh nonce for every seal', () => {
    expect(sealToken(secret, 'same', 'c')).not.toBe(sealToken(secret, 'same', 'c'));
  });

  it('detects any altered byte', () => {
    const sealed = sealToken(secret, 'glpat-secret-token', 'prj_1');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const altered = Buffer.from(raw);
      altered[i] ^= 0x01;
      expectUnreadable(() => openToken(secret, `v1.${altered.toString('base64url')}`, 'prj_1'));
    }
    expectUnreadable(() =>
      openToken(secret, `v1.${raw.subarray(0, raw.length - 1).toString('base64url')}`, 'prj_1'),
    );
  });

  it('refuses another context, another secret, and unknown formats', () => {
    const sealed = sealToken(secret, 'token', 'prj_1');
    expectUnreadable(() => openToken(secret, sealed, 'prj_2'));
    expectUnreadable(() => openToken(randomBytes(32), sealed, 'prj_1'));
    expectUnreadable(() => openToken(secret, sealed.replace('v1.', 'v2.'), 'prj_1'));
    expectUnreadable(() => openToken(secret, 'v1.', 'prj_1'));
    expectUnreadable(() => openToken(secret, 'garbage', 'prj_1'));
  });

  it('derives different keys for different purposes', () => {
    expect(deriveKey(secret, 'a')).toHaveLength(32);
    expect(deriveKey(secret, 'a').equals(deriveKey(secret, 'a'))).toBe(true);
    expect(deriveKey(secret, 'a').equals(deriveKey(secret, 'b'))).toBe(false);
  });
});
