import fs from 'node:fs';
import type { Logger } from 'pino';
import type { Config } from '../config/index.js';
import { openDatabase, sqlitePathIn, type Db } from '../db/index.js';
import { JobQueue } from '../jobs/index.js';
import { RateLimiter, Tenancy, resolveSecret } from '../tenancy/index.js';
import { createObjectStore, type ObjectStore } from '../storage/index.js';
import { createLogger } from './logger.js';

/** Everything a route module or job handler needs; built once per process. */
export interface Services {
  config: Config;
  db: Db;
  queue: JobQueue;
  tenancy: Tenancy;
  store: ObjectStore;
  rateLimiter: RateLimiter;
  log: Logger;
  secret: Buffer;
  close(): Promise<void>;
}

/** The SQLite file inside the data folder; the CLI's admin commands open the same file. */
export function sqlitePathFor(config: Config): string {
  return sqlitePathIn(config.dataDir);
}

export interface CreateServicesOptions {
  log?: Logger;
}

export async function createServices(config: Config, opts: CreateServicesOptions = {}): Promise<Services> {
  const log = opts.log ?? createLogger({ level: config.logLevel });
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = resolveSecret(config);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: sqlitePathFor(config) });
  const store = createObjectStore(config, secret);
  return {
    config,
    db,
    queue: new JobQueue(db),
    tenancy: new Tenancy(db, secret, {
      allowPrivateSources: config.allowPrivateSources,
      authCacheTtlMs: config.authCacheTtlMs,
    }),
    store,
    rateLimiter: new RateLimiter(db, { log }),
    log,
    secret,
    close: () => db.close(),
  };
}
