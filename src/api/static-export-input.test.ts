import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import {
  requireDomain,
  normalizeIdempotencyKey,
  normalizePaths,
  normalizeVersion,
} from './static-export-input.js';

function refusal(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected a refusal');
}

describe('requireDomain', () => {
  // What a hostname is and how it is normalized is tested in src/domain; here, only the API's answers.
  it("returns the normalizer's answer", () => {
    expect(requireDomain('  Docs.Example.COM. ')).toBe('docs.example.com');
  });

  it.each(['https://docs.example.com', 'docs.example.com:8080', '1.2.3.4', ''])(
    'refuses %j with a 400 that says what a domain looks like',
    (input) => {
      const err = refusal(() => requireDomain(input));
      expect(err.status).toBe(400);
      expect(err.message).toContain('bare hostname');
      expect(err.message).toContain(`got "${input}"`);
    },
  );
});

describe('normalizePaths', () => {
  it('keeps undefined and an empty list as "every page"', () => {
    expect(normalizePaths(undefined)).toBeNull();
    expect(normalizePaths([])).toBeNull();
  });

  it('drops leading slashes, page extensions and duplicates; "/" is the index', () => {
    expect(normalizePaths(['/guides/intro', 'guides/intro.mdx', 'api/ref.md', '/', 'a/b/'])).toEqual([
      'guides/intro',
      'api/ref',
      'index',
      'a/b',
    ]);
  });

  it.each([
    '../secret',
    'a/../../b',
    'a//b',
    './a',
    'a\\b',
    'a?x=1',
    'a#top',
    'a%2e%2e',
    'nul\u0000byte',
    'C:/x',
  ])('refuses %j naming its index', (bad) => {
    const err = refusal(() => normalizePaths(['ok', bad]));
    expect(err.status).toBe(400);
    expect(err.message).toContain('paths[1]');
  });
});

describe('normalizeVersion and normalizeIdempotencyKey', () => {
  it('accepts labels and keys, refuses control characters and oversize keys', () => {
    expect(normalizeVersion(undefined)).toBeNull();
    expect(normalizeVersion(' 2024-06-01 ')).toBe('2024-06-01');
    expect(refusal(() => normalizeVersion('   ')).status).toBe(400);
    expect(refusal(() => normalizeVersion('a\nb')).status).toBe(400);
    expect(normalizeIdempotencyKey(undefined)).toBeNull();
    expect(normalizeIdempotencyKey('retry-123')).toBe('retry-123');
    expect(refusal(() => normalizeIdempotencyKey('has space')).status).toBe(400);
    expect(refusal(() => normalizeIdempotencyKey('x'.repeat(256))).status).toBe(400);
  });
});
