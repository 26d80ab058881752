/**
 * API benchmark: time from "start export" to a bundle link for a real site, and status-read throughput
 * against a bare Fastify route in the same run (so the figures share one machine and one moment).
 *
 *   npx tsc -p . && node dist/bench/api/api-bench.js [siteFolder] [--duration 10] [--connections 10]
 *     [--no-export] [--cpu-prof DIR]
 *
 * Every server (bare route, Lectern) and every load generator (autocannon) runs in its own process, so the
 * load generator never takes event-loop time from the server it measures. `--cpu-prof DIR` writes a V8 CPU
 * profile of each Lectern server process into DIR. Prints a Markdown table. The site defaults to
 * /work/shared/corpus/mintlify-docs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const valued = ['--duration', '--connections', '--cpu-prof'];
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const site = path.resolve(
  args.find((a, i) => !a.startsWith('--') && !valued.includes(args[i - 1] ?? '')) ??
    '/work/shared/corpus/mintlify-docs',
);
const duration = Number(option('duration') ?? 10);
const connections = Number(option('connections') ?? 10);
const cpuProfDir = option('cpu-prof');
const skipExport = args.includes('--no-export');

interface Running {
  child: ChildProcess;
  info: { url: string; key?: string; domain?: string };
  stop(): Promise<void>;
}

/** Starts bench/api/server.js with `env` and waits for its READY line. */
function startServerProcess(env: Record<string, string>, profileName?: string): Promise<Running> {
  const nodeArgs =
    cpuProfDir && profileName
      ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`, `--cpu-prof-name=${profileName}`]
      : [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(here, 'server.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const line = /^READY (.*)$/m.exec(out);
      if (line) {
        child.stdout!.removeAllListeners('data');
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        resolve({
          child,
          info: JSON.parse(line[1]),
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before it was ready`)));
  });
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Runs bench/api/load.js (autocannon) in its own process against `url`. */
function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const child = spawn(process.execPath, [path.join(here, 'load.js')], {
    env: { ...process.env, LECTERN_BENCH_LOAD: JSON.stringify({ url, headers, duration, connections }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      const result = JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${url}: ${result.non2xx} non-2xx responses, ${result.errors} errors`));
      resolve(result);
    });
  });
}

async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.json() };
}

async function startJob(server: Running): Promise<{ headers: Record<string, string>; jobId: string }> {
  const headers = { authorization: `Bearer ${server.info.key}`, 'content-type': 'application/json' };
  const started = await json(`${server.info.url}/v1/static-export/jobs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ domain: server.info.domain }),
  });
  if (started.status !== 202) throw new Error(`start failed: ${JSON.stringify(started.body)}`);
  return { headers, jobId: started.body.jobId };
}

async function exportTiming(): Promise<Record<string, string>> {
  const server = await startServerProcess({
    BENCH_SITE: site,
    LECTERN_WORKERS: '1',
    LECTERN_RATE_LIMIT_PER_MINUTE: '0',
    LECTERN_JOB_POLL_MS: '50',
  });
  try {
    const t0 = performance.now();
    const { headers, jobId } = await startJob(server);
    let firstProgressAt = 0;
    let job: any;
    for (;;) {
      job = (await json(`${server.info.url}/v1/static-export/jobs/${jobId}`, { headers })).body;
      if (!firstProgressAt && job.progress > 0) firstProgressAt = performance.now();
      if (job.status === 'completed' || job.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    if (job.status === 'failed') {
      // Still a measurement (how long until the failure was known); the table says why it failed.
      const failedAfter = ((performance.now() - t0) / 1000).toFixed(2);
      return {
        pages: `${job.pageCount} (job failed: ${String(job.error).slice(0, 160)})`,
        bundleMiB: '-',
        toFirstProgress: ((firstProgressAt - t0) / 1000).toFixed(2),
        toCompleted: `failed after ${failedAfter}`,
        toLink: '-',
        download: '-',
      };
    }
    const completedAt = performance.now();
    const bundle = await json(`${server.info.url}/v1/static-export/jobs/${jobId}/bundle`, {
      method: 'POST',
      headers,
    });
    const linkAt = performance.now();
    const download = await fetch(bundle.body.bundleUrl);
    const bytes = (await download.arrayBuffer()).byteLength;
    const downloadedAt = performance.now();
    return {
      pages: String(job.pageCount),
      bundleMiB: (bundle.body.sizeBytes / 1024 / 1024).toFixed(1),
      toFirstProgress: ((firstProgressAt - t0) / 1000).toFixed(2),
      toCompleted: ((completedAt - t0) / 1000).toFixed(2),
      toLink: ((linkAt - t0) / 1000).toFixed(2),
      download: `${((downloadedAt - linkAt) / 1000).toFixed(2)} s (${(bytes / 1024 / 1024).toFixed(1)} MiB)`,
    };
  } finally {
    await server.stop();
  }
}

async function statusThroughput(rateLimit: number, name: string): Promise<LoadResult> {
  const server = await startServerProcess(
    { LECTERN_WORKERS: '0', LECTERN_RATE_LIMIT_PER_MINUTE: String(rateLimit) },
    `${name}.cpuprofile`,
  );
  try {
    const { jobId } = await startJob(server);
    return await load(`${server.info.url}/v1/static-export/jobs/${jobId}`, {
      authorization: `Bearer ${server.info.key}`,
    });
  } finally {
    await server.stop();
  }
}

async function bareThroughput(): Promise<LoadResult> {
  const server = await startServerProcess({ BENCH_SERVER: 'bare' });
  try {
    return await load(server.info.url);
  } finally {
    await server.stop();
  }
}

const exp = skipExport ? null : await exportTiming();
const bare = await bareThroughput();
const status = await statusThroughput(0, 'status-no-limit');
const limited = await statusThroughput(1_000_000, 'status-limited');

const cpus = os.cpus();
console.log(
  `\nNode ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model ?? 'unknown'}), load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, site ${site}\n`,
);
if (exp) {
  console.log('| Static export (SQLite, local store, 1 in-process worker) | Value |');
  console.log('| --- | --- |');
  console.log(`| Pages exported | ${exp.pages} |`);
  console.log(`| Bundle size | ${exp.bundleMiB} MiB |`);
  console.log(`| Start to first progress | ${exp.toFirstProgress} s |`);
  console.log(`| Start to \`completed\` | ${exp.toCompleted} s |`);
  console.log(`| Start to bundle link | ${exp.toLink} s |`);
  console.log(`| Link download (loopback) | ${exp.download} |`);
}
const row = (label: string, r: LoadResult) =>
  `| ${label} | ${Math.round(r.rps).toLocaleString('en')} | ${r.p50} | ${r.p99} |`;
console.log('');
console.log(
  `| GET, ${connections} connections, ${duration} s, load generator in its own process | Requests/s | p50 ms | p99 ms |`,
);
console.log('| --- | ---: | ---: | ---: |');
console.log(row('Bare Fastify route, constant JSON', bare));
console.log(row('`GET /v1/static-export/jobs/{id}` (auth + job read), rate limit off', status));
console.log(row('Same, with the per-key rate limit counting every request', limited));
