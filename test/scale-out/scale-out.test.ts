/**
 * Scale-out (DESIGN.md): state lives in PostgreSQL and the object store, so API and worker processes are
 * stateless and can be added or killed at any time. Real processes only, each with its own empty data
 * folder, sharing one fresh PostgreSQL schema and one S3 (the stand-in, SigV4 checked on every request):
 * two API-only `lectern server` processes (LECTERN_WORKERS=0), two `lectern worker` processes, and for
 * the crash test a worker with the crash test's engine hook (test/api/fixtures/crash-worker.mjs) that
 * holds its job after rendering until it is SIGKILLed. Which worker claims a job is a race; the tests
 * pause workers with SIGSTOP only to decide who gets the job that will be killed.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyBundle } from '../../src/bundle/index.js';
import type { Db } from '../../src/db/index.js';
import { createTestDatabase, type TestDatabase } from '../../src/db/dialects.test-support.js';
import { bundlePrefixFor } from '../../src/export/index.js';
import { JobQueue } from '../../src/jobs/index.js';
import { startS3Standin, type S3Standin } from '../../src/storage/test-support.js';
import { makeDocsSite } from '../api/helpers/fixtures.js';
import { ApiClient, pollJob } from '../api/helpers/server.js';
import { countLogged, lecternRuntime, logRecords, type LecternRuntime, type Proc } from './support.js';

const JOBS = '/v1/static-export/jobs';
const BUCKET = 'lectern-scale';
const PREFIX = 'exports';
/**
 * Only the worker that gets killed runs with a short lease, so that its job is taken over soon after.
 * The others keep the default (30 s): small sites render on the worker's main thread, and on a loaded
 * machine a cold first render can hold the event loop (and so the heartbeat) longer than a short lease.
 */
const HOLDER_LEASE_MS = 3000;

interface ApiProcess {
  proc: Proc;
  url: string;
  client: ApiClient;
}

let standin: S3Standin;
let database: TestDatabase;
let db: Db;
let queue: JobQueue;
let runtime: LecternRuntime;
let scratch: string;
let site: string;
let env: Record<string, string>;
let api1: ApiProcess;
let api2: ApiProcess;
let worker1: Proc;
let worker2: Proc;
/** A worker that holds every export after rendering it (paused with SIGSTOP until the crash test). */
let holder: Proc;
let key: string;
let domain: string;

/** On failure, the processes' logs are the evidence: print the interesting lines of each. */
function printProcessLogs(): void {
  for (const p of runtime?.processes() ?? []) {
    const lines = p
      .output()
      .split('\n')
      .filter((l) => l && !/"msg":"(incoming request|request completed)"/.test(l));
    console.error(`--- ${p.name} (last ${Math.min(lines.length, 60)} lines)\n${lines.slice(-60).join('\n')}`);
  }
}

/** A fresh data folder per process: nothing but PostgreSQL and S3 is shared. */
async function dataDir(name: string): Promise<string> {
  return fs.mkdtemp(path.join(scratch, `${name}-`));
}

async function startApi(name: string): Promise<ApiProcess> {
  const proc = runtime.start(name, ['server'], {
    ...env,
    LECTERN_DATA_DIR: await dataDir(name),
    LECTERN_WORKERS: '0',
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const [, url] = await proc.waitFor(/listening on (http:\/\/\S+)/);
  const client = new ApiClient(url);
  await client.loadDocument();
  return { proc, url, client };
}

async function startWorker(name: string): Promise<Proc> {
  const proc = runtime.start(name, ['worker'], { ...env, LECTERN_DATA_DIR: await dataDir(name) });
  await proc.waitFor(/Lectern worker started/);
  return proc;
}

async function admin(args: string[]): Promise<Record<string, unknown>> {
  const result = await runtime.run(['admin', ...args, '--json'], {
    ...env,
    LECTERN_DATA_DIR: await dataDir('admin'),
  });
  if (result.code !== 0) throw new Error(`lectern admin ${args.join(' ')} failed:\n${result.output}`);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

const objectPrefix = (jobId: string) => `${PREFIX}/${bundlePrefixFor(jobId)}`;
const isJobObject = (key: string | null | undefined, jobId: string) =>
  !!key && key.startsWith(objectPrefix(jobId));

/** Requests that started writing this job's bundle into the bucket (single PUT or multipart). */
function uploadsStarted(jobId: string) {
  return standin.requests.filter(
    (r) => isJobObject(r.key, jobId) && (r.op === 'PutObject' || r.op === 'CreateMultipartUpload'),
  );
}

/** Requests that made this job's bundle visible in the bucket. */
function uploadsFinished(jobId: string) {
  return standin.requests.filter(
    (r) =>
      isJobObject(r.key, jobId) &&
      r.status === 200 &&
      (r.op === 'PutObject' || r.op === 'CompleteMultipartUpload'),
  );
}

/** How many times these workers logged losing the lease on `jobId`, waiting a while for `expected`. */
async function leaseLosses(procs: Proc[], jobId: string, expected: number): Promise<number> {
  const count = () =>
    procs
      .flatMap((p) => logRecords(p.output()))
      .filter((r) => r.jobId === jobId && String(r.msg).startsWith('lease lost')).length;
  // A stalled worker notices the loss at its next heartbeat, possibly after the job completed elsewhere.
  for (let i = 0; i < 300 && count() < expected; i++) await new Promise((r) => setTimeout(r, 100));
  return count();
}

/** Gets a bundle link from `api`, checks it is a presigned stand-in URL, downloads and verifies it. */
async function downloadAndVerify(api: ApiProcess, jobId: string, version: string) {
  const bundle = await api.client.request('POST', `${JOBS}/${jobId}/bundle`, { key });
  expect(bundle.status).toBe(200);
  const link = new URL(bundle.json.bundleUrl as string);
  expect(link.origin).toBe(standin.endpoint);
  expect(link.pathname).toMatch(
    new RegExp(`^/${BUCKET}/${objectPrefix(jobId)}attempt-\\d+/bundle\\.tar\\.gz$`),
  );
  expect(link.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
  expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  // The link is all a downloader needs: no admin key, no Authorization header.
  const res = await fetch(link);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.length).toBe(bundle.json.sizeBytes);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(bundle.json.sha256);
  const file = path.join(scratch, `${jobId}-${randomBytes(3).toString('hex')}.tar.gz`);
  await fs.writeFile(file, bytes);
  const manifest = await verifyBundle(file);
  expect(manifest).toMatchObject({ jobId, domain, version });
  expect(manifest.files.map((f) => f.path)).toEqual(
    expect.arrayContaining(['index.html', 'guides/page-1.html']),
  );
  return bytes;
}

beforeAll(async () => {
  standin = await startS3Standin({ buckets: [BUCKET] });
  // No migrations here: the processes below race to migrate the fresh schema, as a rollout would.
  ({ db, test: database } = await createTestDatabase('postgres', { migrate: false }));
  queue = new JobQueue(db);
  runtime = lecternRuntime();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-scale-out-'));
  site = await makeDocsSite(6, await dataDir('site'));
  env = {
    DATABASE_URL: database.options.databaseUrl!,
    LECTERN_STORAGE: `s3://${BUCKET}/${PREFIX}`,
    S3_ENDPOINT: standin.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: standin.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: standin.credentials.secretAccessKey,
    AWS_REGION: standin.region,
    LECTERN_SECRET: randomBytes(32).toString('hex'),
    LECTERN_JOB_POLL_MS: '100',
    // Several jobs are polled at once with one key; the limit itself is tested in test/api.
    LECTERN_RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'info',
  };
  const tenant = async () => {
    const org = await admin(['org', 'create', '--name', 'Scale Org', '--plan', 'enterprise']);
    const project = await admin(['project', 'create', '--org', String(org.id), '--name', 'Scale Docs']);
    domain = `scale-${randomBytes(4).toString('hex')}.docs.example.com`;
    await admin([
      'deployment',
      'create',
      '--project',
      String(project.id),
      '--domain',
      domain,
      '--source',
      site,
    ]);
    key = String((await admin(['key', 'create', '--org', String(org.id)])).key);
  };
  const holdingWorker = async () => {
    const proc = runtime.startHoldingWorker('holder', {
      ...env,
      LECTERN_DATA_DIR: await dataDir('holder'),
      HOLD_AFTER_RENDER: '1',
      LECTERN_JOB_LEASE_MS: String(HOLDER_LEASE_MS),
    });
    await proc.waitFor(/WORKER STARTED/);
    // Paused until the crash test: it must not take the other tests' jobs (no job exists yet).
    proc.child.kill('SIGSTOP');
    return proc;
  };
  // Everything starts at once against the unmigrated schema, admin commands included.
  const [procs] = await Promise.all([
    Promise.all([
      startApi('api-1'),
      startApi('api-2'),
      startWorker('worker-1'),
      startWorker('worker-2'),
      holdingWorker(),
    ]),
    tenant(),
  ]);
  [api1, api2, worker1, worker2, holder] = procs;
  expect(key).toMatch(/^lct_/);
}, 180_000);

afterAll(async () => {
  runtime?.cleanup();
  await standin?.close().catch(() => undefined);
  await database?.destroy();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

describe('scale-out: API and worker processes over PostgreSQL and S3', { timeout: 120_000 }, () => {
  beforeEach((ctx) => {
    ctx.onTestFailed(printProcessLogs);
  });
  it(`runs from ${process.env.LECTERN_SCALE_OUT_RUNTIME ?? 'dist/ when fresh, else transpiled src/'}`, () => {
    expect(['dist', 'transpiled']).toContain(runtime.kind);
    // API processes started with LECTERN_WORKERS=0 run no workers.
    for (const api of [api1, api2]) {
      const listening = logRecords(api.proc.output()).find((r) => r.msg === 'lectern server listening');
      expect(listening).toMatchObject({ workers: 0 });
    }
  });

  it('exports started through one API process, polled and linked through the other, each completed once by a worker', async () => {
    const versions = ['v1', 'v2', 'v3'];
    const starts = await Promise.all(
      versions.map((version, i) =>
        api1.client.request('POST', JOBS, {
          key,
          body: { domain, version },
          headers: { 'idempotency-key': `scale-${i}` },
        }),
      ),
    );
    for (const s of starts) expect(s.status).toBe(202);
    const jobIds = starts.map((s) => s.json.jobId as string);
    expect(new Set(jobIds).size).toBe(versions.length);

    // The idempotency record is in the shared database: a retry through the other process finds the job.
    const retry = await api2.client.request('POST', JOBS, {
      key,
      body: { domain, version: 'v1' },
      headers: { 'idempotency-key': 'scale-0' },
    });
    expect(retry.status).toBe(202);
    expect(retry.json.jobId).toBe(jobIds[0]);

    // pollJob checks that progress and pageCount never go down between polls.
    const done = await Promise.all(jobIds.map((id) => pollJob(api2.client, key, id)));
    for (const d of done) expect(d.json).toMatchObject({ status: 'completed', progress: 100, error: null });

    const doneBy: Record<string, string> = {};
    for (const [i, jobId] of jobIds.entries()) {
      const bytes = await downloadAndVerify(api2, jobId, versions[i]);
      // Links signed by either API process work; they point at the same object.
      expect((await downloadAndVerify(api1, jobId, versions[i])).equals(bytes)).toBe(true);

      const { attempts } = (await queue.get(jobId))!;
      // A retry is acceptable only as the runtime's answer to a lost lease (a worker stalled for longer
      // than its lease on a loaded machine); any other retry means an attempt failed.
      expect(await leaseLosses([worker1, worker2], jobId, attempts - 1)).toBe(attempts - 1);
      const counts = [worker1, worker2].map((w) => countLogged(w, 'static export done', jobId));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      doneBy[jobId] = counts[0] === 1 ? worker1.name : worker2.name;
      for (const p of [api1.proc, api2.proc, holder]) expect(countLogged(p, 'rendering site', jobId)).toBe(0);
      expect(uploadsStarted(jobId)).toHaveLength(1);
      expect(uploadsFinished(jobId)).toHaveLength(1);
    }
    expect(standin.pendingUploads()).toBe(0);
    // How the jobs were spread is up to the claims race; it is reported, not asserted.
    console.info('scale-out: jobs completed by', doneBy);
  });

  it('a worker killed mid-export: another worker completes the job once after the lease; nothing was stored before', async () => {
    // The holder must be the one to claim the next job: pause the others (idle: no job exists), wake it.
    worker1.child.kill('SIGSTOP');
    worker2.child.kill('SIGSTOP');
    holder.child.kill('SIGCONT');
    const start = await api1.client.request('POST', JOBS, { key, body: { domain, version: 'crash' } });
    expect(start.status).toBe(202);
    const jobId = start.json.jobId as string;
    await holder.waitFor(/HOLDING/, 90_000);

    let mid = await api2.client.request('GET', `${JOBS}/${jobId}`, { key });
    for (let i = 0; i < 200 && mid.json.progress === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      mid = await api2.client.request('GET', `${JOBS}/${jobId}`, { key });
    }
    expect(mid.json.status).toBe('running');
    expect(mid.json.progress).toBeGreaterThan(0);
    expect(mid.json.progress).toBeLessThan(100);
    expect(standin.objectKeys(BUCKET).filter((k) => isJobObject(k, jobId))).toEqual([]);
    expect((await api2.client.request('POST', `${JOBS}/${jobId}/bundle`, { key })).status).toBe(409);

    // Back to work: the holder's lease is alive (it heartbeats while holding), so they cannot take it.
    worker1.child.kill('SIGCONT');
    worker2.child.kill('SIGCONT');
    expect((await holder.stop('SIGKILL')).signal).toBe('SIGKILL');
    expect(standin.objectKeys(BUCKET).filter((k) => isJobObject(k, jobId))).toEqual([]);
    expect(uploadsStarted(jobId)).toHaveLength(0);

    const done = await pollJob(api2.client, key, jobId);
    expect(done.json).toMatchObject({ status: 'completed', progress: 100, error: null });
    expect(done.json.progress).toBeGreaterThanOrEqual(mid.json.progress);
    expect((await queue.get(jobId))?.attempts).toBe(2);

    expect(countLogged(holder, 'rendering site', jobId)).toBe(1);
    expect(countLogged(holder, 'static export done', jobId)).toBe(0);
    const counts = [worker1, worker2].map((w) => countLogged(w, 'static export done', jobId));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    // Only the attempt that completed ever wrote to the bucket, and it wrote once.
    expect(uploadsStarted(jobId)).toHaveLength(1);
    expect(uploadsFinished(jobId)).toHaveLength(1);
    expect(standin.pendingUploads()).toBe(0);
    await downloadAndVerify(api1, jobId, 'crash');
  });

  it('/readyz answers 200 while PostgreSQL and S3 answer, 503 JSON once S3 is gone', async () => {
    for (const api of [api1, api2]) {
      const ready = await api.client.request('GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({ status: 'ok', checks: { database: 'ok', store: 'ok' } });
    }
    await standin.close();
    for (const api of [api1, api2]) {
      const ready = await api.client.request('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('content-type')).toMatch(/^application\/json/);
      expect(ready.json).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', store: 'error' },
        code: 'NOT_READY',
      });
      // Liveness is not readiness: the process itself is fine.
      expect((await api.client.request('GET', '/healthz')).status).toBe(200);
    }
  });

  it('worker and API processes stop cleanly on SIGTERM', async () => {
    for (const p of [worker1, worker2, api1.proc, api2.proc]) {
      expect(await p.stop('SIGTERM'), p.name).toEqual({ code: 0, signal: null });
    }
  });
});
