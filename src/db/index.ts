import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type MigrationResult,
} from 'kysely';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema.js';
import { migrationProvider } from './migrations/index.js';
import { withStatementCache } from './statement-cache.js';

export type * from './schema.js';
export { isUniqueViolation } from './errors.js';
export { precompile } from './precompiled.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export class DatabaseError extends Error {
  constructor(
    readonly code: 'DB_MIGRATION_FAILED' | 'DB_UNREACHABLE' | 'DB_NEWER_THAN_CODE',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The embedded database's file in a data folder; every process (server, worker, admin CLI) opens this one. */
export function sqlitePathIn(dataDir: string): string {
  return path.join(dataDir, 'lectern.db');
}

export interface OpenDatabaseOptions {
  /** `postgres://...`; when null, SQLite at `sqlitePath`. */
  databaseUrl: string | null;
  sqlitePath: string;
  /** Run pending migrations (default true). */
  migrate?: boolean;
  /** Most PostgreSQL connections this process keeps open (default 10). */
  maxConnections?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    db = {
      kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      close: async () => {},
    };
  } else {
    fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
    const sqlite = new BetterSqlite3(options.sqlitePath);
    // WAL lets readers (API) and the writer (workers) proceed together; busy_timeout makes the
    // second process wait for the lock instead of failing with SQLITE_BUSY.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 10000');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    db = {
      kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
      dialect: 'sqlite',
      close: async () => {},
    };
  }
  const kysely = db.kysely;
  db.close = () => kysely.destroy();
  if (options.migrate !== false) {
    let results: MigrationResult[];
    try {
      results = await migrateToLatest(db.kysely);
    } catch (err) {
      await db.close();
      throw err;
    }
    const failed = results.find((r) => r.status === 'Error');
    if (failed) {
      await db.close();
      throw new DatabaseError('DB_MIGRATION_FAILED', `migration ${failed.migrationName} failed`);
    }
  }
  return db;
}

/** Kysely's refusal of a recorded migration this build does not have (a newer release ran it). */
const MISSING_MIGRATION = /previously executed migration (.+) is missing$/;

export async function migrateToLatest(kysely: Kysely<Database>): Promise<MigrationResult[]> {
  // On PostgreSQL, Kysely looks for its bookkeeping tables in any schema unless told which one; pin it to
  // the connection's own schema so databases holding several Lectern schemas (tests, tenants) stay apart.
  const migrationTableSchema = isPostgres(kysely)
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(kysely)).rows[0]?.s
    : undefined;
  const migrator = new Migrator({ db: kysely, provider: migrationProvider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    // Migrations are forward-only: an older build must not run against a schema it does not understand
    // (it would read and write tables as they used to be). Kysely refuses before running anything, but
    // with a message about "corrupted migrations" that sends operators the wrong way.
    const missing = error instanceof Error ? MISSING_MIGRATION.exec(error.message)?.[1] : undefined;
    if (missing !== undefined) {
      throw new DatabaseError(
        'DB_NEWER_THAN_CODE',
        `the database was migrated by a newer Lectern (migration ${missing} is unknown to this version); ` +
          'run that release or a later one against it, or restore a backup taken before the upgrade',
        { cause: error },
      );
    }
    throw new DatabaseError('DB_MIGRATION_FAILED', `migrations failed: ${String(error)}`, { cause: error });
  }
  return results ?? [];
}

function isPostgres(kysely: Kysely<Database>): boolean {
  return kysely.getExecutor().adapter instanceof PostgresAdapter;
}
