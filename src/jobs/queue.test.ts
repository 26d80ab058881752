import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../db/dialects.test-support.js';
import { JobQueue } from './index.js';

/** A clock the test moves by hand, so lease and backoff behaviour never depends on real time. */
function manualClock(start = '2030-01-01T00:00:00.000Z') {
  let t = Date.parse(start);
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

const freshKind = () => `test-${randomBytes(4).toString('hex')}`;
const org = 'org_0000000000000001';

describeEachDialect('JobQueue', (getDb, ctx) => {
  const setup = (opts: { baseMs?: number; maxMs?: number } = {}) => {
    const clock = manualClock();
    const queue = new JobQueue(getDb(), {
      now: clock.now,
      backoff: { baseMs: opts.baseMs ?? 2000, maxMs: opts.maxMs ?? 60_000 },
    });
    return { clock, queue, kind: freshKind() };
  };
  const runAfter = async (id: string) =>
    (
      await getDb()
        .kysely.selectFrom('jobs')
        .select('run_after')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).run_after;

  it('enqueues with kind-specific id prefixes and reads back the record', async () => {
    const { queue, kind } = setup();
    const { job, created } = await queue.enqueue({
      kind,
      orgId: org,
      payload: { domain: 'docs.example.com', n: [1, 2] },
    });
    expect(created).toBe(true);
    expect(job.id).toMatch(/^job_[0-9a-f]{16}$/);
    expect(job).toMatchObject({
      kind,
      orgId: org,
      status: 'queued',
      progress: 0,
      pageCount: 0,
      attempts: 0,
      maxAttempts: 3,
      result: null,
      error: null,
      finishedAt: null,
    });
    expect(await queue.get(job.id)).toEqual(job);
    const se = await queue.enqueue({
      kind: 'static-export',
      orgId: `org_${randomBytes(8).toString('hex')}`,
      payload: {},
    });
    expect(se.job.id).toMatch(/^se_[0-9a-f]{16}$/);
    expect(await queue.get('job_doesnotexist0000')).toBeNull();
  });

  it('claims the oldest due job first, only of the requested kinds, counting the attempt', async () => {
    const { queue, kind, clock } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await queue.enqueue({ kind, orgId: org, payload: { i } })).job.id);
      clock.advance(1);
    }
    const other = await queue.enqueue({ kind: freshKind(), orgId: org, payload: {} });
    const claimed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const job = await queue.claim('w1', [kind], 10_000);
      expect(job).toMatchObject({ status: 'running', attempts: 1 });
      claimed.push(job!.id);
    }
    expect(claimed).toEqual(ids);
    expect(await queue.claim('w1', [kind], 10_000)).toBeNull();
    expect(await queue.claim('w1', [], 10_000)).toBeNull();
    expect((await queue.get(other.job.id))!.status).toBe('queued');
  });

  it('never hands the same job to two of many concurrent claimers', async () => {
    const { kind } = setup();
    // Independent connections behave like separate processes (separate pools / SQLite handles).
    const dbs = [getDb(), ...(await Promise.all([1, 2, 3].map(() => ctx.database().openConnection())))];
    const queues = dbs.map((db) => new JobQueue(db));
    const enqueued = new Set<string>();
    for (let i = 0; i < 10; i++)
      enqueued.add((await queues[0].enqueue({ kind, orgId: org, payload: { i } })).job.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => queues[i % queues.length].claim(`w${i}`, [kind], 60_000)),
    );
    const got = results.filter((j) => j !== null).map((j) => j!.id);
    expect(got).toHaveLength(10);
    expect(new Set(got)).toEqual(enqueued);
    for (const id of got) expect((await queues[0].get(id))!.attempts).toBe(1);
  });

  it('re-claims a job whose lease expired and fences off the old owner', async () => {
    const { queue, kind, clock } = setup();
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    expect((await queue.claim('old', [kind], 1000))!.id).toBe(job.id);
    expect(await queue.claim('new', [kind], 1000)).toBeNull();
    clock.advance(1000);
    const again = await queue.claim('new', [kind], 1000);
    expect(again).toMatchObject({ id: job.id, attempts: 2, status: 'running' });
    expect(await queue.heartbeat(job.id, 'old', 1000)).toBe(false);
    expect(await queue.reportProgress(job.id, 'old', { progress: 90, pageCount: 9 })).toBe(false);
    expect(await queue.complete(job.id, 'old', { from: 'old' })).toBe(false);
    expect(await queue.fail(job.id, 'old', 'boom')).toBe('lost');
    expect(await queue.release(job.id, 'old')).toBe(false);
    expect(await queue.complete(job.id, 'new', { from: 'new' })).toBe(true);
    const done = await queue.get(job.id);
    expect(done).toMatchObject({ status: 'completed', result: { from: 'new' }, progress: 100, error: null });
    expect(done!.finishedAt).toBe(clock.now().toISOString());
    expect(await queue.complete(job.id, 'new', { twice: true })).toBe(false);
  });

  it('keeps the lease alive with heartbeats', async () => {
    const { queue, kind, clock } = setup();
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    await queue.claim('w1', [kind], 1000);
    clock.advance(800);
    expect(await queue.heartbeat(job.id, 'w1', 1000)).toBe(true);
    clock.advance(800); // past the first lease, within the renewed one
    expect(await queue.claim('w2', [kind], 1000)).toBeNull();
    clock.advance(200);
    expect((await queue.claim('w2', [kind], 1000))!.id).toBe(job.id);
  });

  it('retries failed attempts with exponential backoff, then fails with the last error', async () => {
    const { queue, kind, clock } = setup({ baseMs: 1000, maxMs: 1500 });
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {}, maxAttempts: 3 });
    await queue.claim('w', [kind], 10_000);
    expect(await queue.fail(job.id, 'w', 'first')).toBe('retrying');
    expect(await queue.get(job.id)).toMatchObject({
      status: 'queued',
      error: 'first',
      attempts: 1,
      finishedAt: null,
    });
    expect(await runAfter(job.id)).toBe(new Date(clock.now().getTime() + 1000).toISOString());
    clock.advance(999);
    expect(await queue.claim('w', [kind], 10_000)).toBeNull();
    clock.advance(1);
    expect((await queue.claim('w', [kind], 10_000))!.attempts).toBe(2);
    expect(await queue.fail(job.id, 'w', 'second')).toBe('retrying');
    // 2000 ms doubled from the base, capped at 1500.
    expect(await runAfter(job.id)).toBe(new Date(clock.now().getTime() + 1500).toISOString());
    clock.advance(1500);
    expect((await queue.claim('w', [kind], 10_000))!.attempts).toBe(3);
    expect(await queue.fail(job.id, 'w', 'third and last')).toBe('failed');
    const failed = await queue.get(job.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'third and last', attempts: 3 });
    expect(failed!.finishedAt).not.toBeNull();
    clock.advance(60_000);
    expect(await queue.claim('w', [kind], 10_000)).toBeNull();
  });

  it('computes the default backoff as 2 s, 4 s, 8 s ... capped', () => {
    const queue = new JobQueue(getDb());
    expect([1, 2, 3, 4].map((a) => queue.backoffMs(a))).toEqual([2000, 4000, 8000, 16000]);
    expect(queue.backoffMs(30)).toBe(300_000);
  });

  it('fails at once when the error is not retryable', async () => {
    const { queue, kind } = setup();
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    await queue.claim('w', [kind], 10_000);
    expect(await queue.fail(job.id, 'w', 'bad input', { retryable: false })).toBe('failed');
    expect(await queue.get(job.id)).toMatchObject({ status: 'failed', attempts: 1, error: 'bad input' });
  });

  it('fails a job whose last attempt lost its worker, naming the attempts', async () => {
    const { queue, kind, clock } = setup();
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {}, maxAttempts: 2 });
    await queue.claim('w1', [kind], 1000);
    clock.advance(1000);
    expect((await queue.claim('w2', [kind], 1000))!.attempts).toBe(2);
    clock.advance(1000);
    expect(await queue.claim('w3', [kind], 1000)).toBeNull();
    const failed = await queue.get(job.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect(failed!.error).toMatch(/^worker lost .* after 2 attempts$/);
    expect(await queue.complete(job.id, 'w2', {})).toBe(false);
  });

  it('never lowers progress or page count', async () => {
    const { queue, kind } = setup();
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    await queue.claim('w', [kind], 10_000);
    const seen: Array<[number, number]> = [];
    for (const p of [
      { progress: 33.33, pageCount: 10 },
      { progress: 20, pageCount: 25 },
      { progress: 150, pageCount: 5 },
      { progress: -1, pageCount: 2.7 },
    ]) {
      expect(await queue.reportProgress(job.id, 'w', p)).toBe(true);
      const r = (await queue.get(job.id))!;
      seen.push([r.progress, r.pageCount]);
    }
    expect(seen).toEqual([
      [33.33, 10],
      [33.33, 25],
      [100, 25],
      [100, 25],
    ]);
    await queue.complete(job.id, 'w', null);
    expect(await queue.get(job.id)).toMatchObject({ progress: 100, pageCount: 25, result: null });
  });

  it('releases a job without using up an attempt, for the owner only', async () => {
    const { queue, kind } = setup();
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    await queue.claim('w', [kind], 10_000);
    expect(await queue.release(job.id, 'someone-else')).toBe(false);
    expect(await queue.release(job.id, 'w')).toBe(true);
    expect(await queue.get(job.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await queue.claim('w', [kind], 10_000))!.attempts).toBe(1);
  });

  it('cancels queued and running jobs, fencing off the worker, but not finished ones', async () => {
    const { queue, kind } = setup();
    const queued = (await queue.enqueue({ kind, orgId: org, payload: {} })).job;
    expect(await queue.cancel(queued.id, 'archived')).toBe(true);
    expect(await queue.get(queued.id)).toMatchObject({ status: 'failed', error: 'archived' });
    expect(await queue.claim('w', [kind], 10_000)).toBeNull();
    const running = (await queue.enqueue({ kind, orgId: org, payload: {} })).job;
    await queue.claim('w', [kind], 10_000);
    expect(await queue.cancel(running.id, 'stopped by user')).toBe(true);
    expect(await queue.heartbeat(running.id, 'w', 10_000)).toBe(false);
    expect(await queue.complete(running.id, 'w', 'late')).toBe(false);
    expect(await queue.get(running.id)).toMatchObject({
      status: 'failed',
      error: 'stopped by user',
      result: null,
    });
    expect(await queue.cancel(running.id, 'again')).toBe(false);
  });

  describe('idempotency', () => {
    it('returns the existing job for the same organization, kind and key', async () => {
      const { queue, kind } = setup();
      const first = await queue.enqueue({ kind, orgId: org, payload: { a: 1 }, idempotencyKey: 'k1' });
      const second = await queue.enqueue({ kind, orgId: org, payload: { a: 2 }, idempotencyKey: 'k1' });
      expect(second).toEqual({ job: first.job, created: false });
      const otherOrg = await queue.enqueue({
        kind,
        orgId: 'org_0000000000000002',
        payload: {},
        idempotencyKey: 'k1',
      });
      const otherKind = await queue.enqueue({
        kind: freshKind(),
        orgId: org,
        payload: {},
        idempotencyKey: 'k1',
      });
      const noKey = await queue.enqueue({ kind, orgId: org, payload: {} });
      expect(new Set([first.job.id, otherOrg.job.id, otherKind.job.id, noKey.job.id]).size).toBe(4);
    });

    it('creates one job when the same key races from many connections', async () => {
      const { kind } = setup();
      const dbs = [getDb(), ...(await Promise.all([1, 2, 3].map(() => ctx.database().openConnection())))];
      const queues = dbs.map((db) => new JobQueue(db));
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          queues[i % 4].enqueue({ kind, orgId: org, payload: { i }, idempotencyKey: 'race' }),
        ),
      );
      expect(new Set(results.map((r) => r.job.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
    });
  });
});
