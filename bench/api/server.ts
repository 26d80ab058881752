/**
 * A server process for the API benchmark. `BENCH_SERVER=bare` is a bare Fastify route returning a constant
 * job; `BENCH_SERVER=lectern` (default) is `lectern server` on a fresh SQLite data folder with one
 * organization, deployment of BENCH_SITE, key and queued job. Either prints one line, `READY <json>`, with
 * what the benchmark needs, and stops on SIGTERM. Settings (LECTERN_WORKERS, LECTERN_RATE_LIMIT_PER_MINUTE, ...)
 * come from the environment, as for `lectern server`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { pino } from 'pino';
import { loadConfig } from '../../src/config/index.js';
import { startServer } from '../../src/server/index.js';

const ready = (info: object) => process.stdout.write(`READY ${JSON.stringify(info)}\n`);

async function bare(): Promise<void> {
  const app = Fastify();
  const body = {
    jobId: 'se_0000000000000000',
    status: 'queued',
    progress: 0,
    pageCount: 0,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    error: null,
  };
  app.get('/job', async () => body);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  ready({ url: `${url}/job` });
}

async function lectern(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-bench-'));
  const config = loadConfig({ ...process.env, LECTERN_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
  const server = await startServer(config, { handleSignals: false, log: pino({ level: 'warn' }) });
  process.once('SIGTERM', () => {
    void server
      .close()
      .then(() => fs.rm(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
  const { tenancy } = server.services;
  const domain = 'bench.example.com';
  const org = await tenancy.createOrg({ name: 'Bench', plan: 'enterprise' });
  const project = await tenancy.createProject({ orgId: org.id, name: 'Bench' });
  await tenancy.createDeployment({
    projectId: project.id,
    domain,
    source: process.env.BENCH_SITE ?? dataDir,
  });
  const { key } = await tenancy.createKey({ orgId: org.id });
  ready({ url: server.url, key, domain });
}

await (process.env.BENCH_SERVER === 'bare' ? bare() : lectern());
