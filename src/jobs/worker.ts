import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { pino, type Logger } from 'pino';
import type { JobQueue } from './queue.js';
import { JobError, type JobContext, type JobHandler, type JobRecord, type WorkerOptions } from './types.js';

interface RunningJob {
  job: JobRecord;
  /** Lease owner of this one claim: unique per claim, so a worker can never fence-match its own stale run. */
  owner: string;
  controller: AbortController;
  heartbeat: NodeJS.Timeout;
  done: Promise<void>;
}

/**
 * Claims jobs of the kinds it has handlers for and runs them, up to `concurrency` at a time. While a
 * handler runs, the lease is renewed every leaseMs/3; if renewal says the lease is gone, the handler's
 * signal is aborted and whatever it returns is discarded (another worker owns the job now).
 */
export class Worker {
  readonly id: string;
  private readonly kinds: string[];
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly stopTimeoutMs: number;
  private readonly log: Logger;
  private readonly running = new Map<string, RunningJob>();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: Record<string, JobHandler>,
    opts: WorkerOptions = {},
  ) {
    this.id = opts.id ?? `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    this.kinds = Object.keys(handlers);
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.pollMs = opts.pollMs ?? 1000;
    this.concurrency = Math.max(1, opts.concurrency ?? 1);
    this.stopTimeoutMs = opts.stopTimeoutMs ?? 10_000;
    this.log = (opts.log ?? pino({ enabled: false })).child({ worker: this.id });
  }

  /** Jobs this worker is running now. */
  get activeJobs(): number {
    return this.running.size;
  }

  start(): void {
    if (this.loop || this.stopping) return;
    this.loop = this.pollLoop();
  }

  /**
   * Stops claiming, aborts running handlers and waits (at most stopTimeoutMs) for them to settle.
   * Jobs whose handlers gave up because of the stop are released to the queue without using an attempt;
   * jobs still stuck after the wait are released too (their late results are fenced off).
   */
  async stop(): Promise<void> {
    if (this.stopping) {
      await this.loop;
      return;
    }
    this.stopping = true;
    this.wake?.();
    await this.loop;
    const runs = [...this.running.values()];
    for (const run of runs)
      run.controller.abort(new JobError('WORKER_STOPPING', 'worker is stopping', { retryable: true }));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(runs.map((r) => r.done)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, this.stopTimeoutMs))),
    ]);
    clearTimeout(timer);
    for (const run of this.running.values()) {
      clearInterval(run.heartbeat);
      await this.queue.release(run.job.id, run.owner).catch((err: unknown) => {
        this.log.error({ jobId: run.job.id, err: errorText(err) }, 'could not release job on stop');
      });
    }
  }

  private async pollLoop(): Promise<void> {
    while (!this.stopping) {
      if (this.running.size >= this.concurrency) {
        await this.sleep(this.pollMs);
        continue;
      }
      const owner = `${this.id}/${randomBytes(4).toString('hex')}`;
      let job: JobRecord | null = null;
      try {
        job = await this.queue.claim(owner, this.kinds, this.leaseMs);
      } catch (err) {
        this.log.error({ err: errorText(err) }, 'claim failed');
      }
      if (!job) {
        await this.sleep(this.pollMs);
        continue;
      }
      if (this.stopping) {
        await this.queue.release(job.id, owner).catch(() => undefined);
        break;
      }
      this.run(job, owner);
    }
  }

  private run(job: JobRecord, owner: string): void {
    const handler = this.handlers[job.kind];
    const log = this.log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    const controller = new AbortController();
    let leaseLost = false;
    const loseLease = () => {
      if (leaseLost) return;
      leaseLost = true;
      log.warn('lease lost; abandoning this attempt');
      controller.abort(new JobError('LEASE_LOST', 'the job lease was lost', { retryable: true }));
    };

    let lastRenewal = Date.now();
    let renewing = false;
    const heartbeat = setInterval(
      () => {
        if (renewing || leaseLost) return;
        renewing = true;
        this.queue
          .heartbeat(job.id, owner, this.leaseMs)
          .then((ok) => (ok ? (lastRenewal = Date.now()) : loseLease()))
          .catch((err: unknown) => {
            log.warn({ err: errorText(err) }, 'heartbeat failed');
            // The database may be briefly away; only once the lease has surely run out is it lost.
            if (Date.now() - lastRenewal > this.leaseMs) loseLease();
          })
          .finally(() => (renewing = false));
      },
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );

    const ctx: JobContext = {
      job,
      payload: job.payload,
      attempt: job.attempts,
      signal: controller.signal,
      log,
      reportProgress: async (p) => {
        if (leaseLost) return;
        try {
          if (!(await this.queue.reportProgress(job.id, owner, p))) loseLease();
        } catch (err) {
          log.warn({ err: errorText(err) }, 'progress update failed');
        }
      },
    };

    const done = (async () => {
      try {
        const result = await Promise.resolve().then(() => handler(ctx));
        if (leaseLost) return;
        if (!(await this.queue.complete(job.id, owner, result)))
          log.warn('lease lost before completion; result discarded');
        else log.info('job completed');
      } catch (err) {
        if (leaseLost) return;
        if (this.stopping && controller.signal.aborted) {
          await this.queue.release(job.id, owner);
          log.info('job released on stop');
          return;
        }
        const retryable = !(err instanceof JobError) || err.retryable;
        const outcome = await this.queue.fail(job.id, owner, errorText(err), { retryable });
        log.warn({ err: errorText(err), outcome }, 'job attempt failed');
      }
    })()
      .catch((err: unknown) => log.error({ err: errorText(err) }, 'could not record the job outcome'))
      .finally(() => {
        clearInterval(heartbeat);
        this.running.delete(owner);
        this.wake?.();
      });

    this.running.set(owner, { job, owner, controller, heartbeat, done });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = finish;
    });
  }
}

function errorText(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}
