import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { BuildEnv, PageResult, PageTask } from './types.js';
import { PageJob } from './page-job.js';

export interface PageRunner {
  run(task: PageTask): Promise<PageResult>;
  close(): Promise<void>;
}

/** Runs pages in the calling thread (tiny sites: no worker start-up cost). */
export async function inThreadRunner(env: BuildEnv): Promise<PageRunner> {
  const job = await PageJob.create(env);
  // Yield to the event loop before each page, so that a host's timers (a job worker's lease heartbeat)
  // keep running while a small site renders on this thread.
  const run = async (task: Parameters<PageJob['run']>[0]) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return job.run(task);
  };
  return { run, close: async () => job.close() };
}

interface Slot {
  worker: Worker;
  busy: number;
  pending: Map<number, { resolve: (r: PageResult) => void; reject: (e: Error) => void }>;
}

const MAX_PER_WORKER = 2;

/** The worker entry: compiled JS when built, the TypeScript loader shim when running from sources (tests). */
function workerUrl(): URL {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? './ts-worker.mjs' : './worker.js', here);
}

/**
 * How far V8 lets an old generation grow past what its last full collection kept, in percent. A render
 * thread keeps under 30 MB alive but, left to V8's default factor, its heap grew to 130-150 MB between
 * collections; 50 % keeps the 5,000-page build under 400 MB for about 8 % more time (BENCHMARKS.md).
 * V8 flags belong to the process, so this also applies to the thread that starts the build.
 */
const HEAP_GROWING_PERCENT = 50;
let v8Tuned = false;

/** The process-wide V8 flags builds run with (see ARCHITECTURE.md "Render-thread memory"). */
function tuneV8ForBuilds(): void {
  if (v8Tuned) return;
  v8Tuned = true;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  // Pretenuring moves an allocation site's objects straight to the old generation once enough of them
  // survived a young collection. A page's syntax trees all die with the page, but a worker that happened to
  // pretenure a parser's sites early filled its old generation twice as fast and ran twice the full
  // collections for the rest of the build (one worker in two, by the luck of timing): off, every worker
  // collects like the lucky one (BENCHMARKS.md).
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}

/**
 * Worker heaps: a small young generation (16 MB) cost no measurable time and saved about 25 MB per worker
 * on 5,000 pages; an old-generation cap (`maxOldMb`, 0 for none) trades time for memory (BENCHMARKS.md).
 */
export interface WorkerLimits {
  maxOldMb?: number;
}

/**
 * A fixed pool of worker threads, each keeping up to two pages queued so it never waits for the next one.
 * This thread only dispatches, collects and indexes: when it rendered too, a page rendering here kept it
 * from feeding the workers, and two threads ran at little more than the speed of one.
 */
export async function workerPool(
  env: BuildEnv,
  size: number,
  limits: WorkerLimits = {},
): Promise<PageRunner> {
  tuneV8ForBuilds();
  let nextId = 0;
  let closed = false;
  const waiting: (() => void)[] = [];
  const spawn = (): Promise<Slot> =>
    new Promise((resolve, reject) => {
      const resourceLimits = {
        maxYoungGenerationSizeMb: 16,
        ...(limits.maxOldMb && limits.maxOldMb > 0 ? { maxOldGenerationSizeMb: limits.maxOldMb } : {}),
      };
      const worker = new Worker(workerUrl(), { workerData: { env }, resourceLimits });
      const slot: Slot = { worker, busy: 0, pending: new Map() };
      worker.on('message', (msg: { ready?: boolean; id?: number; result?: PageResult; error?: string }) => {
        if (msg.ready) return resolve(slot);
        const p = slot.pending.get(msg.id!);
        if (!p) return;
        slot.pending.delete(msg.id!);
        slot.busy--;
        if (msg.error !== undefined) p.reject(new Error(msg.error));
        else p.resolve(msg.result!);
        waiting.shift()?.();
      });
      worker.on('error', (err) => {
        reject(err);
        for (const p of slot.pending.values()) p.reject(err);
        slot.pending.clear();
        slot.busy = Number.POSITIVE_INFINITY; // never given work again
        waiting.splice(0).forEach((w) => w());
      });
      worker.on('exit', (code) => {
        if (closed) return;
        const err = new Error(`page worker exited with code ${code}`);
        for (const p of slot.pending.values()) p.reject(err);
        slot.pending.clear();
        slot.busy = Number.POSITIVE_INFINITY;
        waiting.splice(0).forEach((w) => w());
      });
    });
  const slots = await Promise.all(Array.from({ length: size }, spawn));

  const run = async (task: PageTask): Promise<PageResult> => {
    for (;;) {
      const alive = slots.filter((s) => Number.isFinite(s.busy));
      if (alive.length === 0) throw new Error('every page worker has stopped');
      const slot = alive.length > 0 ? alive.reduce((a, b) => (b.busy < a.busy ? b : a)) : null;
      if (slot && slot.busy < MAX_PER_WORKER) {
        slot.busy++;
        const id = nextId++;
        return new Promise<PageResult>((resolve, reject) => {
          slot.pending.set(id, { resolve, reject });
          slot.worker.postMessage({ id, task });
        });
      }
      await new Promise<void>((r) => waiting.push(r));
    }
  };
  return {
    run,
    close: async () => {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

/**
 * Workers pay off when there is rendering to share: each one that renders loads its own highlighter
 * (seconds). A handful of misses among cached pages is cheaper in this thread: one highlighter, no start-up.
 */
export async function createRunner(
  env: BuildEnv,
  threads: number,
  pageCount: number,
  misses = pageCount,
  limits: WorkerLimits = {},
): Promise<PageRunner> {
  if (threads <= 1 || misses < 20 || pageCount < 40) return inThreadRunner(env);
  return workerPool(env, Math.min(threads, Math.ceil(misses / 20)), limits);
}
