import { randomBytes } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { describeEachDialect } from '../db/dialects.test-support.js';
import { RateLimiter } from './index.js';
import { PRUNE_INTERVAL_MS, SYNC_INTERVAL_MS, batchFor } from './rate-limit.js';

describeEachDialect('RateLimiter', (getDb, ctx) => {
  const bucket = () => `key:${randomBytes(4).toString('hex')}`;

  it('allows up to the limit per fixed window and says when to retry', async () => {
    let t = Date.parse('2030-01-01T00:00:10.000Z');
    const limiter = new RateLimiter(getDb(), { now: () => new Date(t) });
    const b = bucket();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(b, 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3].retryAfterSeconds).toBe(50);
    expect(results[3].resetAt.toISOString()).toBe('2030-01-01T00:01:00.000Z');
    t += 49_500;
    expect((await limiter.hit(b, 3, 60)).retryAfterSeconds).toBe(1);
    t += 500; // the next window
    expect(await limiter.hit(b, 3, 60)).toMatchObject({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    // Buckets are independent.
    expect((await limiter.hit(bucket(), 3, 60)).remaining).toBe(2);
  });

  it('counts every hit exactly once under concurrency from several connections', async () => {
    const dbs = [getDb(), ...(await Promise.all([1, 2, 3].map(() => ctx.database().openConnection())))];
    const now = () => new Date('2030-01-01T00:00:30.000Z');
    const limiters = dbs.map((db) => new RateLimiter(db, { now }));
    const b = bucket();
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => limiters[i % 4].hit(b, 10, 3600)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.remaining).sort((x, y) => x - y)).toEqual([
      ...Array(15).fill(0),
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
    ]);
  });

  it('prunes windows that ended long ago in the background of a write', async () => {
    let t = Date.parse('2030-01-01T00:00:00.000Z');
    const warn = vi.fn();
    const limiter = new RateLimiter(getDb(), { now: () => new Date(t), log: { warn } });
    const buckets = async (...names: string[]) =>
      (
        await getDb()
          .kysely.selectFrom('rate_limits')
          .select('bucket')
          .where('bucket', 'in', names)
          .orderBy('bucket')
          .execute()
      ).map((r) => r.bucket);
    const old = bucket();
    await limiter.hit(old, 5, 60);
    expect(await buckets(old)).toEqual([old]);
    // Past the 24 h floor for the old window, and past the prune interval since the limiter started.
    t += 2 * 24 * 3600 * 1000 + PRUNE_INTERVAL_MS;
    const fresh = bucket();
    await limiter.hit(fresh, 5, 60);
    // The DELETE runs in the background of that write.
    await vi.waitFor(async () => expect(await buckets(old, fresh)).toEqual([fresh]), { timeout: 5000 });
    expect(warn).not.toHaveBeenCalled();
  });

  /** The shared counter as stored. */
  const stored = async (b: string) =>
    Number(
      (
        await getDb()
          .kysely.selectFrom('rate_limits')
          .select((eb) => eb.fn.sum<number>('count').as('n'))
          .where('bucket', '=', b)
          .executeTakeFirst()
      )?.n ?? 0,
    );

  it('hitBatched writes far from the limit in batches, and admits exactly the limit from one process', async () => {
    const now = () => new Date('2030-01-01T00:00:30.000Z');
    const limiter = new RateLimiter(getDb(), { now });
    const b = bucket();
    expect(batchFor(200)).toBe(16);
    const first = [];
    for (let i = 0; i < 10; i++) first.push(await limiter.hitBatched(b, 200, 3600));
    expect(first.every((r) => r.allowed)).toBe(true);
    // The first hit of a window is written (a fresh view); the next ones wait for a batch of 16.
    expect(await stored(b)).toBe(1);
    const rest = [];
    for (let i = 0; i < 290; i++) rest.push(await limiter.hitBatched(b, 200, 3600));
    const allowed = [...first, ...rest].filter((r) => r.allowed).length;
    expect(allowed).toBe(200);
    expect(rest.at(-1)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('hitBatched stays within limit + processes × (batch - 1) across processes sharing the database', async () => {
    const now = () => new Date('2030-01-01T00:00:30.000Z');
    const dbs = [getDb(), await ctx.database().openConnection()];
    const limiters = dbs.map((db) => new RateLimiter(db, { now }));
    const b = bucket();
    let allowed = 0;
    for (let i = 0; i < 400; i++) if ((await limiters[i % 2].hitBatched(b, 200, 3600)).allowed) allowed++;
    expect(allowed).toBeGreaterThanOrEqual(200);
    expect(allowed).toBeLessThanOrEqual(200 + 2 * (batchFor(200) - 1));
  });

  it('hitBatched is exact below a limit of 20, under concurrency from several connections', async () => {
    const dbs = [getDb(), ...(await Promise.all([1, 2, 3].map(() => ctx.database().openConnection())))];
    const now = () => new Date('2030-01-01T00:00:30.000Z');
    const limiters = dbs.map((db) => new RateLimiter(db, { now }));
    const b = bucket();
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => limiters[i % 4].hitBatched(b, 10, 3600)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('hitBatched writes pending hits once the sync interval has passed', async () => {
    let t = Date.parse('2030-01-01T00:00:00.000Z');
    const limiter = new RateLimiter(getDb(), { now: () => new Date(t) });
    const b = bucket();
    for (let i = 0; i < 5; i++) await limiter.hitBatched(b, 1000, 3600);
    expect(await stored(b)).toBe(1);
    t += SYNC_INTERVAL_MS;
    await limiter.hitBatched(b, 1000, 3600);
    expect(await stored(b)).toBe(6);
  });
});
