import { sql } from 'kysely';
import { precompile, type Db } from '../db/index.js';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends; 0 when allowed. */
  retryAfterSeconds: number;
  limit: number;
  remaining: number;
  /** When the current window ends. */
  resetAt: Date;
}

/** Old windows are deleted at most this often (per process); enough to keep the table small. */
export const PRUNE_INTERVAL_MS = 60_000;
const MIN_RETENTION_MS = 24 * 3600 * 1000;
/** A batching process writes its pending hits at least this often, so other processes see them. */
export const SYNC_INTERVAL_MS = 1000;

/**
 * Hits one process may count locally before writing them: a tenth of the limit, at most 16. Below a
 * limit of 20 this is 1, and every hit is written (exact).
 */
export function batchFor(limit: number): number {
  return Math.max(1, Math.min(16, Math.floor(limit / 10)));
}

/** This process's view of one bucket's current window (see `hitBatched`). */
interface LocalWindow {
  start: number;
  /** The shared count as of this process's last write. */
  known: number;
  /** Hits admitted here and not written yet. */
  pending: number;
  syncedAt: number;
}

/** Where a failed background prune is reported (a pino logger fits). */
export interface RateLimitLog {
  warn(obj: object, msg: string): void;
}

/**
 * Fixed-window counters in the `rate_limits` table, shared by every API process. Each write is one
 * upsert that adds atomically in both dialects, so concurrent requests never lose counts.
 */
export class RateLimiter {
  private readonly now: () => Date;
  private readonly log: RateLimitLog | undefined;
  private lastPruneAt: number;
  private longestWindowMs = 0;
  private readonly windows = new Map<string, LocalWindow>();
  /** The counting upsert, compiled once (see `precompile`): it runs on many requests. */
  private readonly add;

  constructor(
    private readonly db: Db,
    opts: { now?: () => Date; log?: RateLimitLog } = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.log = opts.log;
    this.lastPruneAt = this.now().getTime();
    this.add = precompile(db.kysely, 3, (k, bucket: string, windowStart: string, hits: number) =>
      k
        .insertInto('rate_limits')
        .values({ bucket, window_start: windowStart, count: hits })
        .onConflict((oc) =>
          oc
            .columns(['bucket', 'window_start'])
            .doUpdateSet({ count: sql<number>`rate_limits.count + ${hits}` }),
        )
        .returning('count'),
    );
  }

  /** Adds `hits` to the shared counter and returns the new total. */
  private async write(bucket: string, windowStart: number, windowMs: number, hits: number): Promise<number> {
    const [row] = await this.add(bucket, new Date(windowStart).toISOString(), hits);
    this.longestWindowMs = Math.max(this.longestWindowMs, windowMs);
    const now = this.now().getTime();
    if (now - this.lastPruneAt >= PRUNE_INTERVAL_MS) {
      this.lastPruneAt = now;
      // In the background: the request that happens to cross the interval must not wait for the DELETE.
      // A failure only delays the cleanup to the next interval.
      this.prune(now).catch((err: unknown) => {
        if (this.log) this.log.warn({ err }, 'deleting old rate-limit windows failed');
        else process.emitWarning(`deleting old rate-limit windows failed: ${String(err)}`);
      });
    }
    return Number(row.count);
  }

  /** Exact: every hit is written, and the shared count decides (agent jobs, small budgets). */
  async hit(bucket: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const now = this.now().getTime();
    const { windowMs, windowStart } = windowOf(now, windowSeconds);
    const count = await this.write(bucket, windowStart, windowMs, 1);
    return verdict(count <= limit, count, limit, now, windowStart + windowMs);
  }

  /**
   * The per-request budget of API keys, counted in batches: far from the limit, a process admits hits
   * and writes them every `batchFor(limit)` hits or `SYNC_INTERVAL_MS`, whichever comes first; once its
   * view of the shared count comes within one batch of the limit, every hit is written and the shared
   * count decides, as in `hit`. Each process can only have admitted hits the others have not seen in its
   * last unwritten batch, so one window admits at most `limit + processes × (batchFor(limit) - 1)`
   * requests (exactly `limit` below a limit of 20, or with a single API process).
   */
  async hitBatched(bucket: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const now = this.now().getTime();
    const { windowMs, windowStart } = windowOf(now, windowSeconds);
    const resetAt = windowStart + windowMs;
    let local = this.windows.get(bucket);
    if (!local || local.start !== windowStart) {
      local = { start: windowStart, known: 0, pending: 0, syncedAt: -Infinity };
      this.windows.set(bucket, local);
    }
    // The shared count already holds the whole budget: refuse without writing.
    if (local.known >= limit) return verdict(false, local.known, limit, now, resetAt);
    local.pending++;
    const batch = batchFor(limit);
    const nearLimit = local.known + local.pending + batch > limit;
    if (!nearLimit && local.pending < batch && now - local.syncedAt < SYNC_INTERVAL_MS) {
      return verdict(true, local.known + local.pending, limit, now, resetAt);
    }
    const hits = local.pending;
    local.pending = 0;
    const count = await this.write(bucket, windowStart, windowMs, hits);
    local.known = Math.max(local.known, count);
    local.syncedAt = now;
    return verdict(count <= limit, count, limit, now, resetAt);
  }

  /** Deletes windows that ended long ago; other processes' longer windows are kept by the 24 h floor. */
  private async prune(nowMs: number): Promise<void> {
    for (const [bucket, local] of this.windows) {
      // An ended window's unwritten hits no longer decide anything.
      if (local.start + this.longestWindowMs <= nowMs) this.windows.delete(bucket);
    }
    const cutoff = new Date(nowMs - Math.max(MIN_RETENTION_MS, 2 * this.longestWindowMs)).toISOString();
    await this.db.kysely.deleteFrom('rate_limits').where('window_start', '<', cutoff).execute();
  }
}

function windowOf(now: number, windowSeconds: number): { windowMs: number; windowStart: number } {
  const windowMs = Math.max(1, Math.floor(windowSeconds)) * 1000;
  return { windowMs, windowStart: Math.floor(now / windowMs) * windowMs };
}

function verdict(
  allowed: boolean,
  count: number,
  limit: number,
  now: number,
  resetAt: number,
): RateLimitResult {
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetAt - now) / 1000)),
    limit,
    remaining: Math.max(0, limit - count),
    resetAt: new Date(resetAt),
  };
}
