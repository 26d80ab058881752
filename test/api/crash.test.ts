import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyBundle } from '../../src/bundle/index.js';
import { bundleKeyFor, bundlePrefixFor } from '../../src/export/index.js';
import { childTree, type ChildTree } from './helpers/child-tree.js';
import { createTenant, makeDocsSite } from './helpers/fixtures.js';
import { downloadBundle, pollJob, startTestServer, type TestServer } from './helpers/server.js';

const WORKER_SCRIPT = path.join(import.meta.dirname, 'fixtures', 'crash-worker.mjs');
const LEASE_MS = 1500;

let server: TestServer;
let tree: ChildTree;
let site: string;

beforeAll(async () => {
  // The API process runs no workers: the only workers are the child processes below.
  server = await startTestServer({ LECTERN_WORKERS: '0' });
  tree = childTree();
  site = await makeDocsSite(6);
});
afterAll(async () => {
  tree?.cleanup();
  await server?.stop();
  await fs.rm(site, { recursive: true, force: true });
});

/**
 * A tenant with a static export job queued, and what a worker child process needs to run it: the
 * server's data folder and links, a short lease, and the worker script.
 */
async function startCrashJob() {
  const tenant = await createTenant(server.services, site);
  const start = await server.client.request('POST', '/v1/static-export/jobs', {
    key: tenant.key,
    body: { domain: tenant.domain },
  });
  expect(start.status).toBe(202);
  const jobId = start.json.jobId as string;
  const env = {
    LECTERN_DATA_DIR: server.dataDir,
    LECTERN_PUBLIC_URL: server.url,
    LECTERN_JOB_LEASE_MS: String(LEASE_MS),
    LECTERN_JOB_POLL_MS: '100',
    LOG_LEVEL: 'info',
  };
  const script = await fs.readFile(WORKER_SCRIPT, 'utf8');
  return { tenant, jobId, env, script };
}

/** Any attempt's archive of this job, or null when no attempt has uploaded one. */
async function anyBundle(jobId: string) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const info = await server.services.store.head(bundleKeyFor(jobId, attempt));
    if (info) return info;
  }
  return null;
}

function countDone(output: string, jobId: string): number {
  return output.split('\n').filter((line) => line.includes('static export done') && line.includes(jobId))
    .length;
}

it('a worker killed mid-export leaves nothing linked; another worker takes the job over after the lease and completes it once', async () => {
  const { tenant, jobId, env, script } = await startCrashJob();

  const first = tree.spawn(script, { ...env, HOLD_AFTER_RENDER: '1' });
  await first.waitFor('HOLDING');
  // Wait for the first worker's throttled progress to land: the job is visibly mid-way.
  let mid = await server.client.request('GET', `/v1/static-export/jobs/${jobId}`, { key: tenant.key });
  for (let i = 0; i < 100 && mid.json.progress === 0; i++) {
    await new Promise((r) => setTimeout(r, 50));
    mid = await server.client.request('GET', `/v1/static-export/jobs/${jobId}`, { key: tenant.key });
  }
  expect(mid.json.status).toBe('running');
  expect(mid.json.progress).toBeGreaterThan(0);
  expect(mid.json.progress).toBeLessThan(100);
  expect(await anyBundle(jobId)).toBeNull();
  expect(
    (await server.client.request('POST', `/v1/static-export/jobs/${jobId}/bundle`, { key: tenant.key }))
      .status,
  ).toBe(409);

  first.process.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');
  expect(await anyBundle(jobId)).toBeNull();

  const second = tree.spawn(script, env);
  const done = await pollJob(server.client, tenant.key, jobId);
  expect(done.json).toMatchObject({ status: 'completed', progress: 100 });
  expect(done.json.progress).toBeGreaterThanOrEqual(mid.json.progress);

  const job = await server.services.queue.get(jobId);
  expect(job?.attempts).toBe(2);
  expect(countDone(first.output(), jobId)).toBe(0);
  await second.waitFor('static export done');
  expect(countDone(second.output(), jobId)).toBe(1);

  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-crash-'));
  try {
    const { file } = await downloadBundle(server, tenant.key, jobId, scratch);
    expect(await verifyBundle(file)).toMatchObject({ jobId, domain: tenant.domain });
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
  // The killed attempt's work folder was removed by the attempt that followed it.
  const leftovers = (await fs.readdir(path.join(server.dataDir, 'tmp'))).filter((n) => n.includes(jobId));
  expect(leftovers).toEqual([]);

  // SIGTERM stops the surviving worker gracefully.
  second.process.kill('SIGTERM');
  expect((await second.exited).code).toBe(0);
}, 240_000);

/** Files of the job's objects folder, relative to it (temp files included). */
async function objectFiles(jobId: string): Promise<string[]> {
  const dir = path.join(server.dataDir, 'objects', bundlePrefixFor(jobId));
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

it('a worker killed in the middle of the upload leaves no bundle linked; the job is claimed again and completes once', async () => {
  const { tenant, jobId, env, script } = await startCrashJob();

  const first = tree.spawn(script, { ...env, HOLD_DURING_UPLOAD: '1' });
  await first.waitFor('UPLOADING');
  const [, key, half] = /UPLOADING (\S+) (\d+) of (\d+)/.exec(first.output())!;
  expect(key).toBe(bundleKeyFor(jobId, 1));
  // Wait until the store has written the half it was given into its temporary file: the kill then
  // lands with a partial archive on disk, which is what must never be linked.
  const partial = async () => {
    const temp = (await objectFiles(jobId)).find((f) => path.basename(f).startsWith('.tmp-'));
    if (!temp) return null;
    const file = path.join(server.dataDir, 'objects', bundlePrefixFor(jobId), temp);
    return (await fs.stat(file)).size === Number(half) ? temp : null;
  };
  let temp = await partial();
  for (let i = 0; i < 200 && !temp; i++) {
    await new Promise((r) => setTimeout(r, 50));
    temp = await partial();
  }
  expect(temp, `no partial upload of ${half} bytes appeared`).toBeTruthy();
  const mid = await server.client.request('GET', `/v1/static-export/jobs/${jobId}`, { key: tenant.key });
  expect(mid.json.status).toBe('running');
  expect(mid.json.progress).toBeLessThan(100);

  first.process.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');
  // Only the partial temporary file exists; no attempt's archive, and the bundle route refuses.
  expect(await objectFiles(jobId)).toEqual([temp]);
  expect(await anyBundle(jobId)).toBeNull();
  expect(
    (await server.client.request('POST', `/v1/static-export/jobs/${jobId}/bundle`, { key: tenant.key }))
      .status,
  ).toBe(409);

  const second = tree.spawn(script, env);
  const done = await pollJob(server.client, tenant.key, jobId);
  expect(done.json).toMatchObject({ status: 'completed', progress: 100 });
  const job = await server.services.queue.get(jobId);
  expect(job?.attempts).toBe(2);
  expect((job?.result as { bundleKey: string }).bundleKey).toBe(bundleKeyFor(jobId, 2));
  await second.waitFor('static export done');
  expect(countDone(first.output(), jobId)).toBe(0);
  expect(countDone(second.output(), jobId)).toBe(1);
  // The killed attempt's key never became an object; the link names the second attempt's archive.
  expect(await server.services.store.head(bundleKeyFor(jobId, 1))).toBeNull();

  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-crash-'));
  try {
    const { file, link } = await downloadBundle(server, tenant.key, jobId, scratch);
    expect(decodeURIComponent(link.json.bundleUrl)).toContain(bundleKeyFor(jobId, 2));
    expect(await verifyBundle(file)).toMatchObject({ jobId, domain: tenant.domain });
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }

  second.process.kill('SIGTERM');
  expect((await second.exited).code).toBe(0);
}, 240_000);

it('a server process stops gracefully on SIGTERM', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-term-'));
  try {
    const child = tree.spawn(
      `import { loadConfig } from './src/config/index.js';
import { startServer } from './src/server/index.js';
const running = await startServer(loadConfig(process.env));
process.stdout.write('LISTENING ' + running.url + '\\n');`,
      { LECTERN_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    );
    await child.waitFor('LISTENING');
    const url = /LISTENING (\S+)/.exec(child.output())![1];
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    child.process.kill('SIGTERM');
    expect(await child.exited).toEqual({ code: 0, signal: null });
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
