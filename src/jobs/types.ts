import type { Logger } from 'pino';

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface EnqueueInput {
  kind: string;
  orgId: string;
  payload: unknown;
  /** Attempts before the job is failed for good (default 3). */
  maxAttempts?: number;
  /** Same (orgId, kind, idempotencyKey) returns the job created first. */
  idempotencyKey?: string | null;
}

export interface JobRecord {
  id: string;
  kind: string;
  orgId: string;
  status: JobStatus;
  payload: unknown;
  result: unknown | null;
  /** 0..100, never decreases. */
  progress: number;
  /** Pages done so far; never decreases. */
  pageCount: number;
  error: string | null;
  attempts: number;
  maxAttempts: number;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface ProgressUpdate {
  progress: number;
  pageCount: number;
}

export interface JobContext {
  job: JobRecord;
  // The payload's shape belongs to each handler; they validate it themselves.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  payload: any;
  /** 1 for the first run, counted when the job is claimed. */
  attempt: number;
  /** Aborted when the lease is lost or the worker stops: stop work and throw. */
  signal: AbortSignal;
  /** Never lowers stored values; if the lease is lost, `signal` is aborted. */
  reportProgress(p: ProgressUpdate): Promise<void>;
  log: Logger;
}

/** Resolves with the job's result (stored as JSON); throws to fail the attempt. */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;

export type JobErrorCode = string;

/**
 * The one error type of the job runtime. Handlers throw it for known failures; `retryable` defaults to
 * false because a handler that names a failure usually knows retrying will not help. Any other thrown
 * error is retried (with backoff) until the job's attempts are used up.
 */
export class JobError extends Error {
  readonly code: JobErrorCode;
  readonly retryable: boolean;
  constructor(code: JobErrorCode, message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'JobError';
    this.code = code;
    this.retryable = options.retryable ?? false;
  }
}

export interface BackoffOptions {
  /** Delay before the second attempt; doubled for each attempt after (default 2000). */
  baseMs: number;
  /** Upper bound of the delay (default 5 minutes). */
  maxMs: number;
}

export interface JobQueueOptions {
  now?: () => Date;
  /** Id prefix by job kind; the default gives `se_` to `static-export` and `job_` to everything else. */
  idPrefix?: Record<string, string>;
  backoff?: Partial<BackoffOptions>;
}

export interface WorkerOptions {
  /** Stable name of this worker in logs and lease owners (default: random). */
  id?: string;
  /** How long a claim lasts without a heartbeat (default 30 s); heartbeats run every leaseMs/3. */
  leaseMs?: number;
  /** Sleep between claims when the queue is empty (default 1 s). */
  pollMs?: number;
  /** Jobs run at the same time by this worker (default 1). */
  concurrency?: number;
  /** How long `stop()` waits for aborted handlers to settle (default 10 s). */
  stopTimeoutMs?: number;
  log?: Logger;
}
