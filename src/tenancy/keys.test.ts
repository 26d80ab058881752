import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base62Checksum, crc32, generateKey, hashKey, isWellFormedKey, KEY_PREFIX } from './keys.js';

describe('CRC-32', () => {
  it('matches the standard check values', () => {
    expect(crc32('')).toBe(0);
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('The quick brown fox jumps over the lazy dog')).toBe(0x414fa339);
    expect(crc32(Buffer.from([0xff, 0x00, 0x80]))).toBe(crc32(Buffer.from([0xff, 0x00, 0x80])));
  });

  it('encodes checksums as six base62 characters, distinct for distinct values', () => {
    expect(base62Checksum(0)).toBe('000000');
    expect(base62Checksum(61)).toBe('00000z');
    expect(base62Checksum(62)).toBe('000010');
    expect(base62Checksum(0xffffffff)).toMatch(/^[0-9A-Za-z]{6}$/);
    expect(base62Checksum(0xffffffff)).not.toBe(base62Checksum(0xfffffffe));
  });
});

describe('admin key format', () => {
  it('generates lct_ + 32 random base62 + a 6-character checksum', () => {
    const keys = Array.from({ length: 50 }, generateKey);
    for (const key of keys) {
      expect(key).toMatch(/^lct_[0-9A-Za-z]{38}$/);
      expect(isWellFormedKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('rejects wrong prefixes, lengths, characters and types', () => {
    const key = generateKey();
    for (const bad of [
      key.replace(KEY_PREFIX, 'lck_'),
      key.slice(0, -1),
      `${key}0`,
      key.replace(/^lct_./, 'lct_-'),
      key.toUpperCase(),
      ` ${key}`,
      '',
      'lct_',
    ]) {
      expect(isWellFormedKey(bad), bad).toBe(false);
    }
    expect(isWellFormedKey(undefined)).toBe(false);
    expect(isWellFormedKey(42)).toBe(false);
  });

  it('detects any single-character typo in the key', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 41 }), fc.integer({ min: 1, max: 61 }), (position, shift) => {
        const key = generateKey();
        const replaced = alphabet[(alphabet.indexOf(key[position]) + shift) % 62];
        const typo = key.slice(0, position) + replaced + key.slice(position + 1);
        return !isWellFormedKey(typo);
      }),
      { numRuns: 500 },
    );
  });

  it('detects swapped neighbouring characters', () => {
    let checked = 0;
    while (checked < 200) {
      const key = generateKey();
      const i = 4 + (checked % 36);
      if (key[i] === key[i + 1]) continue;
      const swapped = key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2);
      expect(isWellFormedKey(swapped)).toBe(false);
      checked++;
    }
  });

  it('hashes keys with SHA-256 hex', () => {
    expect(hashKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
