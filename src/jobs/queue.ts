import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import { isUniqueViolation, precompile, type Database, type Db } from '../db/index.js';
import { toRecord, truncate, type JobRow } from './record.js';
import type { BackoffOptions, EnqueueInput, JobQueueOptions, JobRecord, ProgressUpdate } from './types.js';

const DEFAULT_PREFIXES: Record<string, string> = { 'static-export': 'se_' };
const DEFAULT_MAX_ATTEMPTS = 3;

type JobsEb = ExpressionBuilder<Database, 'jobs'>;

/**
 * The job store: one `jobs` table with leases. Every state change after a claim is fenced on
 * (id, lease_owner, status = running), so a worker that lost its lease can never overwrite the work of
 * the worker that claimed the job after it.
 */
export class JobQueue {
  private readonly now: () => Date;
  private readonly prefixes: Record<string, string>;
  private readonly backoff: BackoffOptions;
  /** Reading a job is what every status poll does; compiled once (see `precompile`). */
  private readonly byId;

  constructor(
    private readonly db: Db,
    opts: JobQueueOptions = {},
  ) {
    this.byId = precompile(db.kysely, 1, (k, id: string) =>
      k.selectFrom('jobs').selectAll().where('id', '=', id),
    );
    this.now = opts.now ?? (() => new Date());
    this.prefixes = { ...DEFAULT_PREFIXES, ...opts.idPrefix };
    this.backoff = { baseMs: 2000, maxMs: 300_000, ...opts.backoff };
  }

  async enqueue(input: EnqueueInput): Promise<{ job: JobRecord; created: boolean }> {
    const maxAttempts = input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
      throw new RangeError('maxAttempts must be a positive integer');
    const key = input.idempotencyKey || null;
    if (key) {
      const existing = await this.findByKey(input.orgId, input.kind, key);
      if (existing) return { job: existing, created: false };
    }
    const nowIso = this.now().toISOString();
    const row: JobRow = {
      id: (this.prefixes[input.kind] ?? 'job_') + randomBytes(8).toString('hex'),
      kind: input.kind,
      org_id: input.orgId,
      status: 'queued',
      payload: JSON.stringify(input.payload ?? null),
      result: null,
      progress: 0,
      page_count: 0,
      error: null,
      attempts: 0,
      max_attempts: maxAttempts,
      run_after: nowIso,
      lease_owner: null,
      lease_expires_at: null,
      idempotency_key: key,
      created_at: nowIso,
      updated_at: nowIso,
      finished_at: null,
    };
    try {
      await this.db.kysely.insertInto('jobs').values(row).execute();
    } catch (err) {
      // Two requests with the same key raced past the read above; the unique index let one win.
      if (key && isUniqueViolation(err)) {
        const existing = await this.findByKey(input.orgId, input.kind, key);
        if (existing) return { job: existing, created: false };
      }
      throw err;
    }
    return { job: toRecord(row), created: true };
  }

  async get(id: string): Promise<JobRecord | null> {
    const [row] = await this.byId(id);
    return row ? toRecord(row) : null;
  }

  /**
   * Takes the oldest claimable job of these kinds: queued and due, or running with an expired lease and
   * attempts left. Counts the attempt. One statement per dialect keeps concurrent claimers apart:
   * PostgreSQL locks the chosen row with SKIP LOCKED, SQLite serializes writers.
   */
  async claim(workerId: string, kinds: string[], leaseMs: number): Promise<JobRecord | null> {
    if (kinds.length === 0) return null;
    const now = this.now();
    const nowIso = now.toISOString();
    await this.failAbandoned(kinds, nowIso);
    const claimable = (eb: JobsEb) =>
      eb.and([
        eb('kind', 'in', kinds),
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', nowIso)]),
          eb.and([
            eb('status', '=', 'running'),
            eb('lease_expires_at', '<=', nowIso),
            eb('attempts', '<', eb.ref('max_attempts')),
          ]),
        ]),
      ]);
    const candidate = this.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where(claimable)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .$if(this.db.dialect === 'postgres', (q) => q.forUpdate().skipLocked());
    const row = await this.db.kysely
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        attempts: eb('attempts', '+', 1),
        lease_owner: workerId,
        lease_expires_at: new Date(now.getTime() + leaseMs).toISOString(),
        updated_at: nowIso,
      }))
      .where('id', '=', candidate)
      .where(claimable)
      .returningAll()
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Extends the lease; false means it was lost (re-claimed by another worker, or the job ended). */
  async heartbeat(id: string, workerId: string, leaseMs: number): Promise<boolean> {
    const expires = new Date(this.now().getTime() + leaseMs).toISOString();
    const res = await this.fenced(id, workerId).set({ lease_expires_at: expires }).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async reportProgress(id: string, workerId: string, p: ProgressUpdate): Promise<boolean> {
    const progress = Number.isFinite(p.progress) ? Math.min(100, Math.max(0, p.progress)) : 0;
    const pageCount = Number.isFinite(p.pageCount) ? Math.max(0, Math.floor(p.pageCount)) : 0;
    // CASE WHEN instead of GREATEST/MAX: the same SQL works in both dialects.
    const res = await this.fenced(id, workerId)
      .set({
        progress: sql<number>`CASE WHEN progress > ${progress} THEN progress ELSE ${progress} END`,
        page_count: sql<number>`CASE WHEN page_count > ${pageCount} THEN page_count ELSE ${pageCount} END`,
        updated_at: this.now().toISOString(),
      })
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async complete(id: string, workerId: string, result: unknown): Promise<boolean> {
    const nowIso = this.now().toISOString();
    const res = await this.fenced(id, workerId)
      .set({
        status: 'completed',
        result: JSON.stringify(result ?? null),
        progress: 100,
        error: null,
        lease_owner: null,
        lease_expires_at: null,
        finished_at: nowIso,
        updated_at: nowIso,
      })
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Records a failed attempt: back to the queue after a backoff while attempts remain, else failed. */
  async fail(
    id: string,
    workerId: string,
    error: string,
    opts: { retryable?: boolean } = {},
  ): Promise<'retrying' | 'failed' | 'lost'> {
    const current = await this.ownedRow(id, workerId);
    if (!current) return 'lost';
    const now = this.now();
    const nowIso = now.toISOString();
    const message = truncate(error);
    const retry = opts.retryable !== false && current.attempts < current.max_attempts;
    const base = this.fenced(id, workerId).where('attempts', '=', current.attempts);
    const res = retry
      ? await base
          .set({
            status: 'queued',
            error: message,
            run_after: new Date(now.getTime() + this.backoffMs(current.attempts)).toISOString(),
            lease_owner: null,
            lease_expires_at: null,
            updated_at: nowIso,
          })
          .executeTakeFirst()
      : await base
          .set({
            status: 'failed',
            error: message,
            lease_owner: null,
            lease_expires_at: null,
            finished_at: nowIso,
            updated_at: nowIso,
          })
          .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return 'lost';
    return retry ? 'retrying' : 'failed';
  }

  /**
   * Gives a job back without counting the attempt (a worker shutting down cleanly). Fenced like the
   * rest: it releases only what this owner still holds.
   */
  async release(id: string, workerId: string): Promise<boolean> {
    const nowIso = this.now().toISOString();
    const res = await this.fenced(id, workerId)
      .set({
        status: 'queued',
        attempts: sql<number>`CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END`,
        run_after: nowIso,
        lease_owner: null,
        lease_expires_at: null,
        updated_at: nowIso,
      })
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /**
   * Ends a queued or running job as failed with `reason` (e.g. an archived agent job). A worker running
   * it finds out at its next heartbeat or progress report, and its handler's signal is aborted.
   */
  async cancel(id: string, reason: string): Promise<boolean> {
    const nowIso = this.now().toISOString();
    const res = await this.db.kysely
      .updateTable('jobs')
      .set({
        status: 'failed',
        error: truncate(reason),
        lease_owner: null,
        lease_expires_at: null,
        finished_at: nowIso,
        updated_at: nowIso,
      })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Delay before the next attempt, after `attempts` have been made. */
  backoffMs(attempts: number): number {
    return Math.min(this.backoff.maxMs, this.backoff.baseMs * 2 ** Math.max(0, attempts - 1));
  }

  private fenced(id: string, workerId: string) {
    return this.db.kysely
      .updateTable('jobs')
      .where('id', '=', id)
      .where('lease_owner', '=', workerId)
      .where('status', '=', 'running');
  }

  private ownedRow(id: string, workerId: string) {
    return this.db.kysely
      .selectFrom('jobs')
      .select(['attempts', 'max_attempts'])
      .where('id', '=', id)
      .where('lease_owner', '=', workerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
  }

  /** A job whose last allowed attempt lost its worker will never be claimed again: fail it for good. */
  private async failAbandoned(kinds: string[], nowIso: string): Promise<void> {
    const abandoned = this.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'in', kinds)
      .where('status', '=', 'running')
      .where('lease_expires_at', '<=', nowIso)
      .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
      .$if(this.db.dialect === 'postgres', (q) => q.forUpdate().skipLocked());
    await this.db.kysely
      .updateTable('jobs')
      .set({
        status: 'failed',
        error: sql<string>`CAST(${'worker lost (lease expired) after '} AS TEXT) || CAST(attempts AS TEXT) || CAST(${' attempts'} AS TEXT)`,
        lease_owner: null,
        lease_expires_at: null,
        finished_at: nowIso,
        updated_at: nowIso,
      })
      .where('id', 'in', abandoned)
      .where('status', '=', 'running')
      .where('lease_expires_at', '<=', nowIso)
      .execute();
  }

  private findByKey(orgId: string, kind: string, key: string): Promise<JobRecord | null> {
    return this.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('kind', '=', kind)
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
      .then((row) => (row ? toRecord(row) : null));
  }
}
