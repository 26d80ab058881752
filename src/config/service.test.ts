import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.js';

describe('service settings', () => {
  it('have defaults', () => {
    expect(loadConfig({})).toMatchObject({
      rateLimitPerMinute: 600,
      authCacheTtlMs: 5000,
      jobLeaseMs: 30_000,
      jobPollMs: 500,
      workers: 1,
      host: '0.0.0.0',
      logLevel: 'info',
    });
  });

  it("run the site's components in readers' browsers unless LECTERN_ISLANDS turns it off", () => {
    expect(loadConfig({}).islands).toBe(true);
    expect(loadConfig({ LECTERN_ISLANDS: '1' }).islands).toBe(true);
    for (const off of ['0', 'off', 'FALSE', ' no '])
      expect(loadConfig({ LECTERN_ISLANDS: off }).islands).toBe(false);
  });

  it('LECTERN_OG_IMAGES forces preview images on or off; unset leaves it to the site', () => {
    expect(loadConfig({}).ogImages).toBeNull();
    expect(loadConfig({ LECTERN_OG_IMAGES: '' }).ogImages).toBeNull();
    for (const on of ['1', 'on', ' YES ']) expect(loadConfig({ LECTERN_OG_IMAGES: on }).ogImages).toBe(true);
    for (const off of ['0', 'off', 'False'])
      expect(loadConfig({ LECTERN_OG_IMAGES: off }).ogImages).toBe(false);
  });

  it('read every variable; flags win over HOST and LECTERN_WORKERS', () => {
    const env = {
      LECTERN_RATE_LIMIT_PER_MINUTE: '0',
      LECTERN_AUTH_CACHE_TTL_MS: '0',
      LECTERN_JOB_LEASE_MS: '1500',
      LECTERN_JOB_POLL_MS: '50',
      LECTERN_WORKERS: '4',
      HOST: '::1',
      LOG_LEVEL: 'Debug',
    };
    expect(loadConfig(env)).toMatchObject({
      rateLimitPerMinute: 0,
      authCacheTtlMs: 0,
      jobLeaseMs: 1500,
      jobPollMs: 50,
      workers: 4,
      host: '::1',
      logLevel: 'debug',
    });
    expect(loadConfig(env, { host: '127.0.0.1', workers: 0 })).toMatchObject({
      host: '127.0.0.1',
      workers: 0,
    });
    expect(loadConfig({ HOST: 'docs-api.internal' }).host).toBe('docs-api.internal');
    expect(loadConfig({ HOST: ' Docs-API.Internal. ' }).host).toBe('docs-api.internal');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(loadConfig({ HOST: 'fe80::1%eth0' }).host).toBe('fe80::1%eth0');
    expect(loadConfig({ HOST: '10.0.0.7' }).host).toBe('10.0.0.7');
  });

  it.each([
    ['LECTERN_RATE_LIMIT_PER_MINUTE', '-1'],
    ['LECTERN_RATE_LIMIT_PER_MINUTE', 'lots'],
    ['LECTERN_AUTH_CACHE_TTL_MS', '600000'],
    ['LECTERN_JOB_LEASE_MS', '10'],
    ['LECTERN_JOB_POLL_MS', '1.5'],
    ['LECTERN_WORKERS', '65'],
    ['HOST', 'http://0.0.0.0:3000'],
    ['HOST', '0.0.0.0:3000'],
    ['HOST', 'two words'],
    ['HOST', '::::::'],
    ['HOST', 'a..b'],
    ['HOST', '[::1]'],
    ['HOST', '1.2.3.4.5'],
    ['HOST', '::1%'],
    ['HOST', '1.2.3.4%eth0'],
    ['LOG_LEVEL', 'verbose'],
  ])('refuse %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('refuse a bad --host, naming the flag', () => {
    expect(() => loadConfig({}, { host: 'https://example.com' })).toThrow('--host');
  });
});
