import fs from 'node:fs';
import type { Command } from 'commander';
import { loadConfig } from '../../config/index.js';
import type { Db } from '../../db/index.js';
import type { Tenancy } from '../../tenancy/index.js';

export interface AdminContext {
  db: Db;
  tenancy: Tenancy;
}

/**
 * Opens the same database as `lectern server` (opening runs migrations): PostgreSQL when `DATABASE_URL` is
 * set, otherwise SQLite at `sqlitePathIn(dataDir)`, the file the server opens too.
 */
export async function withAdmin<T>(
  opts: { dataDir?: string },
  fn: (ctx: AdminContext) => Promise<T>,
): Promise<T> {
  const config = loadConfig(process.env, opts.dataDir ? { dataDir: opts.dataDir } : {});
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Loaded here, not at start-up: the database drivers are only needed by admin commands.
  const [{ openDatabase, sqlitePathIn }, { Tenancy, resolveSecret }] = await Promise.all([
    import('../../db/index.js'),
    import('../../tenancy/index.js'),
  ]);
  const secret = resolveSecret(config);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: sqlitePathIn(config.dataDir),
  });
  try {
    return await fn({
      db,
      tenancy: new Tenancy(db, secret, { allowPrivateSources: config.allowPrivateSources }),
    });
  } finally {
    await db.close();
  }
}

export interface AdminGlobals {
  dataDir?: string;
  json?: boolean;
}

/** Options every admin sub-command accepts, wherever they are written on the command line. */
export function adminOptions(command: Command): Command {
  return command
    .option(
      '--data-dir <dir>',
      'data folder of the embedded database (LECTERN_DATA_DIR; ignored with DATABASE_URL)',
    )
    .option('--json', 'print one JSON object (for scripts)');
}

/** Merges options given on `admin` itself with the sub-command's own. */
export function globals(command: Command): AdminGlobals {
  return command.optsWithGlobals() as AdminGlobals;
}
