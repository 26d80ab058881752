import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FetchLike } from '../client/index.js';
import { prepareBundle, type ActiveBundle } from './bundle-store.js';
import { loadSite } from './site.js';
import { serveStatic } from './static-handler.js';

import type { ServeLogger } from './site.js';

export interface BundleServerOptions {
  /** Presigned link, `file://` URL or local path; null serves the last good bundle in `dataDir`. */
  bundleUrl: string | null;
  version?: string | null;
  dataDir: string;
  port: number;
  host?: string;
  log: ServeLogger;
  fetch?: FetchLike;
  limits?: { maxBytes?: number; maxEntries?: number };
}

export interface RunningBundleServer {
  url: string;
  port: number;
  bundle: ActiveBundle;
  /** Stops accepting connections and lets in-flight responses finish (bounded). Idempotent. */
  close(): Promise<void>;
}

/** `lectern serve`: fetch, verify and unpack the bundle (or fall back to the last good one), then serve it. */
export async function startBundleServer(options: BundleServerOptions): Promise<RunningBundleServer> {
  const { log } = options;
  const bundle = await prepareBundle({
    bundleUrl: options.bundleUrl,
    version: options.version ?? null,
    dataDir: path.resolve(options.dataDir),
    log,
    fetch: options.fetch,
    limits: options.limits,
  });
  const site = await loadSite(bundle.dir, bundle.manifest, log);
  const health = JSON.stringify({
    status: 'ok',
    bundle: bundle.name,
    version: bundle.manifest?.version ?? null,
    source: bundle.source,
  });

  const server = http.createServer((req, res) => {
    if (req.url === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : health);
      return;
    }
    serveStatic(site, req, res).catch((err: unknown) => {
      log.error({ err: (err as Error).message }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  });
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost =
    !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  log.info(
    {
      url,
      bundle: bundle.name,
      source: bundle.source,
      pages: bundle.manifest?.pageCount ?? null,
      files: site.files.size,
      redirects: site.redirects.size,
    },
    'serving bundle',
  );

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      // Slow readers get a grace period, then the sockets go.
      setTimeout(() => server.closeAllConnections(), 5_000).unref();
    }));
  return { url, port, bundle, close };
}
