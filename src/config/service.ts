import net from 'node:net';
import { normalizeDomain } from '../domain/index.js';
import { ConfigError, int } from './values.js';

/** Tunables of the API and job runtime, read and validated with the rest of the configuration. */
export interface ServiceConfig {
  /** Requests per minute per admin key; 0 turns the limit off. `LECTERN_RATE_LIMIT_PER_MINUTE`, default 600. */
  rateLimitPerMinute: number;
  /**
   * How long an authenticated key is remembered by one API process before the database is asked again;
   * so the longest a revoked key (`lectern admin key revoke`) keeps working there.
   * 0 turns the cache off. `LECTERN_AUTH_CACHE_TTL_MS`, default 5000.
   */
  authCacheTtlMs: number;
  /** Lease of a claimed job; a dead worker's job is claimed again after it. `LECTERN_JOB_LEASE_MS`, default 30000. */
  jobLeaseMs: number;
  /** Sleep between claims when idle. `LECTERN_JOB_POLL_MS`, default 500. */
  jobPollMs: number;
}

export function loadServiceConfig(env: NodeJS.ProcessEnv): ServiceConfig {
  return {
    rateLimitPerMinute: int(env, 'LECTERN_RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000),
    authCacheTtlMs: int(env, 'LECTERN_AUTH_CACHE_TTL_MS', 5000, 0, 60_000),
    jobLeaseMs: int(env, 'LECTERN_JOB_LEASE_MS', 30_000, 500, 3_600_000),
    jobPollMs: int(env, 'LECTERN_JOB_POLL_MS', 500, 10, 60_000),
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `LOG_LEVEL`: one of pino's levels (pino itself fails later, and less clearly, on anything else). */
export function logLevel(env: NodeJS.ProcessEnv): string {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  const level = raw.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return level;
}

/**
 * The address to listen on (`HOST` or `--host`): an IPv4 or IPv6 address or a hostname, without a scheme,
 * port or brackets, so that a value like `http://0.0.0.0:3000` fails here rather than in `listen`.
 */
export function listenHost(value: string | undefined, name: string): string {
  if (value === undefined || value === '') return '0.0.0.0';
  const host = value.trim();
  // `net.isIP` accepts an IPv6 zone (`fe80::1%eth0`) and refuses an empty one or one on IPv4; anything
  // else must be a bare hostname.
  const listenOn = net.isIP(host) ? host : normalizeDomain(host);
  if (!listenOn) {
    throw new ConfigError(
      `${name} must be an address or hostname to listen on, such as 0.0.0.0, 127.0.0.1 or ::, got "${value}"`,
    );
  }
  return listenOn;
}
