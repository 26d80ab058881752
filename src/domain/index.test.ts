import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './index.js';

describe('normalizeDomain', () => {
  it('lower-cases and trims valid hostnames', () => {
    expect(normalizeDomain('Docs.Example.COM')).toBe('docs.example.com');
    expect(normalizeDomain('  docs.example.com ')).toBe('docs.example.com');
    expect(normalizeDomain('a-b.c0.example.io')).toBe('a-b.c0.example.io');
    expect(normalizeDomain('localhost')).toBe('localhost');
  });

  it('drops the trailing dot of a fully qualified name', () => {
    expect(normalizeDomain('Docs.Example.COM.')).toBe('docs.example.com');
    expect(normalizeDomain('  docs.example.com. ')).toBe('docs.example.com');
  });

  it('converts international names to punycode and keeps punycode as it is', () => {
    expect(normalizeDomain('dócs.example.com')).toBe('xn--dcs-gna.example.com');
    expect(normalizeDomain('Bücher.Example')).toBe('xn--bcher-kva.example');
    expect(normalizeDomain('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
  });

  it('refuses IP addresses', () => {
    for (const ip of ['1.2.3.4', '127.0.0.1', '10.0.0.1.', '[::1]', '::1', '[2001:db8::1]', '4294967295']) {
      expect(normalizeDomain(ip), ip).toBeNull();
    }
  });

  it('refuses URL syntax: scheme, port, path, credentials', () => {
    for (const bad of [
      'https://docs.example.com',
      'docs.example.com/path',
      'docs.example.com/docs',
      'docs.example.com:8080',
      'user@docs.example.com',
      'docs.example.com?x=1',
      'docs.example.com#top',
      'docs\\example.com',
    ]) {
      expect(normalizeDomain(bad), bad).toBeNull();
    }
  });

  it('refuses bad labels and lengths', () => {
    for (const bad of [
      'docs.example.com..',
      '-docs.example.com',
      'docs-.example.com',
      'docs..example.com',
      'a..b',
      'docs_example.com',
      'under_score.example.com',
      'docs example.com',
      '',
      ' ',
      '.',
      'a'.repeat(64) + '.com',
      `${'a.'.repeat(127)}com`,
    ]) {
      expect(normalizeDomain(bad), bad).toBeNull();
    }
  });

  it('refuses what is not a string', () => {
    expect(normalizeDomain(42)).toBeNull();
    expect(normalizeDomain(null)).toBeNull();
    expect(normalizeDomain(undefined)).toBeNull();
  });
});
