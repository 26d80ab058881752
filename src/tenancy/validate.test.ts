import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { TenancyError } from './errors.js';
import { validateRef, validateRemoteUrl, validateSource, validateSubPath } from './validate.js';

const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof TenancyError ? err.code : String(err);
  }
};

describe('sources and URLs', () => {
  const strict = { allowPrivateSources: false };
  const lax = { allowPrivateSources: true };

  it('accepts https URLs, and http only when private sources are allowed', () => {
    expect(validateSource('https://github.com/acme/docs.git', strict)).toBe(
      'https://github.com/acme/docs.git',
    );
    expect(code(() => validateSource('http://git.internal/acme/docs.git', strict))).toBe('INVALID_SOURCE');
    expect(validateSource('http://127.0.0.1:3000/acme/docs.git', lax)).toBe(
      'http://127.0.0.1:3000/acme/docs.git',
    );
  });

  it('rejects other schemes, credentials and relative paths', () => {
    for (const bad of [
      'ftp://x.org/r',
      'file:///etc',
      'git@github.com:a/b.git',
      'https://user:pw@github.com/a/b',
      'docs',
      './docs',
      '',
      '  ',
    ]) {
      expect(
        code(() => validateSource(bad, lax)),
        bad,
      ).toBe('INVALID_SOURCE');
    }
    expect(code(() => validateRemoteUrl('https://tok@github.com/a', 'repository', lax))).toBe(
      'INVALID_SOURCE',
    );
  });

  it('accepts an absolute existing folder and nothing else local', () => {
    const tmp = os.tmpdir();
    expect(validateSource(`${tmp}/`, strict)).toBe(tmp.replace(/\/$/, ''));
    expect(code(() => validateSource(`${tmp}/does-not-exist-${Date.now()}`, strict))).toBe('INVALID_SOURCE');
    expect(code(() => validateSource(import.meta.filename, strict))).toBe('INVALID_SOURCE');
  });
});

describe('refs and sub-paths', () => {
  it('accepts ordinary branch and tag names', () => {
    for (const ref of ['main', 'release/1.2', 'v1.0.0', 'feature_x-y'])
      expect(validateRef(ref, 'ref')).toBe(ref);
  });

  it('rejects names git refuses or could take for options', () => {
    for (const bad of [
      '-x',
      '--upload-pack=evil',
      'a..b',
      'a b',
      '/main',
      'main/',
      'x.lock',
      'a//b',
      '',
      'a~1',
      'a^',
    ]) {
      expect(
        code(() => validateRef(bad, 'ref')),
        bad,
      ).toBe('INVALID_INPUT');
    }
  });

  it('normalises sub-paths and refuses to climb out', () => {
    expect(validateSubPath('docs/')).toBe('docs');
    expect(validateSubPath('a/./b')).toBe('a/b');
    expect(validateSubPath('.')).toBeNull();
    expect(validateSubPath(undefined)).toBeNull();
    for (const bad of ['../x', 'a/../../x', '/etc', '..', 'a\\..\\..\\x']) {
      expect(
        code(() => validateSubPath(bad)),
        bad,
      ).toBe('INVALID_INPUT');
    }
  });
});
