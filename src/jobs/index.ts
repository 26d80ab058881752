/**
 * The job runtime: a jobs table with leases (`JobQueue`) and the loop that runs handlers (`Worker`).
 * Handlers register by kind: `static-export` (src/export), `agent-run` (src/agent).
 */
export { JobQueue } from './queue.js';
export { Worker } from './worker.js';
export { JobError } from './types.js';
export type {
  BackoffOptions,
  EnqueueInput,
  JobContext,
  JobHandler,
  JobQueueOptions,
  JobRecord,
  JobStatus,
  ProgressUpdate,
  WorkerOptions,
} from './types.js';
