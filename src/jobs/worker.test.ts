import { randomBytes } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { describeEachDialect } from '../db/dialects.test-support.js';
import { JobError, JobQueue, Worker, type JobHandler, type JobRecord } from './index.js';

const org = 'org_00000000000000aa';
const freshKind = () => `test-${randomBytes(4).toString('hex')}`;

/** Polls until `check` returns a value; the deadline only bounds a hang, it is not a timing assertion. */
async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  deadlineMs = 20_000,
): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

describeEachDialect('Worker', (getDb) => {
  const workers: Worker[] = [];
  const startWorker = (
    queue: JobQueue,
    handlers: Record<string, JobHandler>,
    opts: ConstructorParameters<typeof Worker>[2] = {},
  ) => {
    const worker = new Worker(queue, handlers, { pollMs: 10, leaseMs: 3000, ...opts });
    workers.push(worker);
    worker.start();
    return worker;
  };
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  const finished = (queue: JobQueue, id: string) =>
    waitFor(async () => {
      const job = await queue.get(id);
      return job && (job.status === 'completed' || job.status === 'failed') ? job : null;
    }, `job ${id} to finish`);

  it('runs handlers end to end with progress and results, several at a time', async () => {
    const queue = new JobQueue(getDb());
    const kind = freshKind();
    let running = 0;
    let most = 0;
    const bothStarted = gate();
    const release = gate();
    const handler: JobHandler = async ({ payload, reportProgress, attempt, job }) => {
      running++;
      most = Math.max(most, running);
      if (running === 2) bothStarted.open();
      await release.opened;
      for (let page = 1; page <= payload.pages; page++)
        await reportProgress({ progress: (page / payload.pages) * 90, pageCount: page });
      running--;
      return { doubled: payload.n * 2, attempt, id: job.id };
    };
    startWorker(queue, { [kind]: handler }, { concurrency: 2 });
    const ids = [];
    for (let n = 0; n < 5; n++)
      ids.push((await queue.enqueue({ kind, orgId: org, payload: { n, pages: n + 1 } })).job.id);
    await bothStarted.opened; // would hang (and time out) if the worker ran one job at a time
    release.open();
    const jobs = await Promise.all(ids.map((id) => finished(queue, id)));
    jobs.forEach((job, n) => {
      expect(job).toMatchObject({
        status: 'completed',
        progress: 100,
        pageCount: n + 1,
        attempts: 1,
        error: null,
      });
      expect(job.result).toEqual({ doubled: n * 2, attempt: 1, id: job.id });
    });
    expect(most).toBe(2);
  });

  it('retries a throwing handler and records the last error', async () => {
    const queue = new JobQueue(getDb(), { backoff: { baseMs: 1, maxMs: 1 } });
    const kind = freshKind();
    const attempts: number[] = [];
    startWorker(queue, {
      [kind]: async ({ attempt }) => {
        attempts.push(attempt);
        throw new Error(`flaky ${attempt}`);
      },
    });
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {}, maxAttempts: 3 });
    expect(await finished(queue, job.id)).toMatchObject({ status: 'failed', attempts: 3, error: 'flaky 3' });
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('succeeds on a later attempt after a transient failure', async () => {
    const queue = new JobQueue(getDb(), { backoff: { baseMs: 1, maxMs: 1 } });
    const kind = freshKind();
    startWorker(queue, {
      [kind]: async ({ attempt }) => {
        if (attempt === 1) throw new JobError('NETWORK', 'connection reset', { retryable: true });
        return 'ok';
      },
    });
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    expect(await finished(queue, job.id)).toMatchObject({ status: 'completed', attempts: 2, result: 'ok' });
  });

  it('fails at once on a JobError that is not retryable', async () => {
    const queue = new JobQueue(getDb(), { backoff: { baseMs: 1, maxMs: 1 } });
    const kind = freshKind();
    startWorker(queue, {
      [kind]: async () => {
        throw new JobError('NO_DEPLOYMENT', 'no deployment for docs.example.com');
      },
    });
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    expect(await finished(queue, job.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'no deployment for docs.example.com',
    });
  });

  it("aborts the handler when its lease is taken over, and keeps the new owner's result", async () => {
    const db = getDb();
    const queue = new JobQueue(db);
    const kind = freshKind();
    const started = gate();
    let abortCode: string | undefined;
    startWorker(
      queue,
      {
        [kind]: async ({ signal }) => {
          started.open();
          try {
            return await untilAborted(signal);
          } catch (err) {
            abortCode = (err as JobError).code;
            throw err;
          }
        },
      },
      { leaseMs: 300 },
    );
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    await started.opened;
    // Another worker whose clock runs far ahead sees the lease as expired and takes the job.
    const thief = new JobQueue(db, { now: () => new Date(Date.now() + 3_600_000) });
    const taken = await waitFor(() => thief.claim('thief', [kind], 3_600_000), 'the thief to claim');
    expect(taken.attempts).toBe(2);
    await waitFor(async () => abortCode, 'the handler to be aborted');
    expect(abortCode).toBe('LEASE_LOST');
    expect(await thief.complete(job.id, 'thief', 'thief result')).toBe(true);
    expect(await queue.get(job.id)).toMatchObject({ status: 'completed', result: 'thief result' });
  });

  it('aborts the handler of a cancelled job and leaves the cancellation in place', async () => {
    const queue = new JobQueue(getDb());
    const kind = freshKind();
    const started = gate();
    let aborted = false;
    startWorker(
      queue,
      {
        [kind]: async ({ signal }) => {
          started.open();
          await untilAborted(signal).catch((err) => {
            aborted = true;
            throw err;
          });
        },
      },
      { leaseMs: 300 },
    );
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    await started.opened;
    expect(await queue.cancel(job.id, 'archived by user')).toBe(true);
    await waitFor(async () => aborted, 'the handler to be aborted');
    expect(await queue.get(job.id)).toMatchObject({ status: 'failed', error: 'archived by user' });
  });

  it('on stop aborts running handlers and releases their jobs without using an attempt', async () => {
    const queue = new JobQueue(getDb());
    const kind = freshKind();
    const started = gate();
    let reason: unknown;
    const worker = startWorker(queue, {
      [kind]: async ({ signal }) => {
        started.open();
        await untilAborted(signal).catch((err) => {
          reason = err;
          throw err;
        });
      },
    });
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    await started.opened;
    await worker.stop();
    expect((reason as JobError).code).toBe('WORKER_STOPPING');
    expect(await queue.get(job.id)).toMatchObject({ status: 'queued', attempts: 0, error: null });
    expect(worker.activeJobs).toBe(0);
  });

  it('stop is bounded: a handler that ignores the signal is released and its late result fenced off', async () => {
    const queue = new JobQueue(getDb());
    const kind = freshKind();
    const started = gate();
    const finish = gate();
    let handlerDone = false;
    const worker = startWorker(
      queue,
      {
        [kind]: async () => {
          started.open();
          await finish.opened;
          handlerDone = true;
          return 'late';
        },
      },
      { stopTimeoutMs: 50 },
    );
    const { job } = await queue.enqueue({ kind, orgId: org, payload: {} });
    await started.opened;
    await worker.stop();
    expect(await queue.get(job.id)).toMatchObject({ status: 'queued', attempts: 0 });
    finish.open();
    await waitFor(async () => handlerDone && worker.activeJobs === 0, 'the stuck handler to end');
    expect(await queue.get(job.id)).toMatchObject({ status: 'queued', result: null });
  });

  it('a released job is picked up and finished by another worker', async () => {
    const queue = new JobQueue(getDb());
    const kind = freshKind();
    const first = gate();
    const w1 = startWorker(queue, { [kind]: async ({ signal }) => (first.open(), untilAborted(signal)) });
    const { job } = await queue.enqueue({ kind, orgId: org, payload: { x: 1 } });
    await first.opened;
    await w1.stop();
    startWorker(queue, { [kind]: async ({ payload, attempt }) => ({ x: payload.x, attempt }) });
    const done: JobRecord = await finished(queue, job.id);
    expect(done).toMatchObject({ status: 'completed', result: { x: 1, attempt: 1 } });
  });
});
