import type { AddressInfo } from 'node:net';
import type { Config } from '../config/index.js';
import { buildApp, type App } from '../api/index.js';
import { Worker, type JobHandler } from '../jobs/index.js';
import { createObjectStore } from '../storage/index.js';
import type { StaticExportOptions } from '../export/index.js';
import { createServices, type CreateServicesOptions, type Services } from './services.js';

export interface StartOptions extends CreateServicesOptions {
  /** Stop gracefully on SIGTERM and SIGINT (default true; tests that start several servers turn it off). */
  handleSignals?: boolean;
  /** Passed to the static export handler (tests use it to hold an attempt mid-way). */
  exportOptions?: StaticExportOptions;
  /** Workers claim jobs (default `config.workers` for the server, at least 1 for `startWorkers`). */
  concurrency?: number;
}

export interface RunningWorkers {
  services: Services;
  worker: Worker | null;
  /** Stops claiming, lets running jobs settle (or releases them), closes the database. Idempotent. */
  close(): Promise<void>;
}

export interface RunningServer extends RunningWorkers {
  app: App;
  /** `http://host:port` the API listens on. */
  url: string;
  port: number;
}

/**
 * Handlers by job kind: `static-export` (src/export) and `agent-run` (src/agent). Loaded only where jobs
 * run: the engine and the AI SDK behind them are heavy, and API-only processes never need them.
 */
export async function jobHandlers(
  services: Services,
  opts: StartOptions = {},
): Promise<Record<string, JobHandler>> {
  const [{ STATIC_EXPORT_KIND, createStaticExportHandler }, { AGENT_RUN_KIND, createAgentRunHandler }] =
    await Promise.all([import('../export/index.js'), import('../agent/index.js')]);
  return {
    [STATIC_EXPORT_KIND]: createStaticExportHandler(services, opts.exportOptions),
    [AGENT_RUN_KIND]: createAgentRunHandler(services),
  };
}

async function startWorker(
  services: Services,
  concurrency: number,
  opts: StartOptions,
): Promise<Worker | null> {
  if (concurrency <= 0) return null;
  const worker = new Worker(services.queue, await jobHandlers(services, opts), {
    leaseMs: services.config.jobLeaseMs,
    pollMs: services.config.jobPollMs,
    concurrency,
    log: services.log,
  });
  worker.start();
  return worker;
}

function onSignals(close: () => Promise<void>, services: Services): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      services.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    services.log.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        services.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () => (pending ??= fn());
}

/** `lectern server`: the API, the local bundle links, and `config.workers` in-process workers. */
export async function startServer(config: Config, opts: StartOptions = {}): Promise<RunningServer> {
  const services = await createServices(config, opts);
  const app = buildApp(services);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await services.close();
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (config.port === 0 && /:0$/.test(config.publicUrl)) {
    // PORT=0 lets the OS pick the port; the default link base (`http://localhost:0`) would point nowhere.
    services.config = { ...config, publicUrl: url };
    services.store = createObjectStore(services.config, services.secret);
  }
  const worker = await startWorker(services, opts.concurrency ?? config.workers, opts);
  const close = once(async () => {
    // Stop taking requests first (in-flight ones finish), then stop the worker, then the database.
    await app.close();
    await worker?.stop();
    await services.close();
  });
  if (opts.handleSignals !== false) onSignals(close, services);
  services.log.info(
    { port, workers: worker ? (opts.concurrency ?? config.workers) : 0 },
    'lectern server listening',
  );
  return {
    app,
    services,
    worker,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close,
  };
}

/** `lectern worker`: workers only, for scale-out next to API processes. */
export async function startWorkers(config: Config, opts: StartOptions = {}): Promise<RunningWorkers> {
  const services = await createServices(config, opts);
  const worker = await startWorker(services, Math.max(1, opts.concurrency ?? config.workers), opts);
  const close = once(async () => {
    await worker?.stop();
    await services.close();
  });
  if (opts.handleSignals !== false) onSignals(close, services);
  services.log.info({ worker: worker?.id }, 'lectern worker started');
  return { services, worker, close };
}
