/**
 * One test loop over both database dialects, for every folder's database tests:
 *
 *   describeEachDialect('job queue', (getDb, ctx) => {
 *     it('claims', async () => { const db = getDb(); ... });
 *   });
 *
 * Each suite gets a fresh, migrated database per dialect: SQLite in a temporary file, PostgreSQL in a
 * fresh schema of LECTERN_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped
 * after the suite.
 *
 * PostgreSQL is probed once when a test file loads this module. When it is unreachable, the PostgreSQL
 * half is skipped with one loud line, so that a laptop without PostgreSQL can still run the SQLite half;
 * with LECTERN_TEST_REQUIRE_POSTGRES=1 (set by .ci/run) it runs anyway and fails, so CI never passes
 * without having tested PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type Db, type DialectName } from './index.js';

export const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

/** The PostgreSQL database the tests use; each suite works in a fresh schema of it. */
export const PG_URL = process.env.LECTERN_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether the PostgreSQL half runs: true when `url` answers, or when `env` requires PostgreSQL (the tests
 * then run and fail with the connection error); otherwise false, after one loud line on stderr.
 */
export async function probePostgres(url: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (err) {
    if (env.LECTERN_TEST_REQUIRE_POSTGRES === '1') return true;
    console.warn(
      `!!! PostgreSQL is not reachable at ${url} (${(err as Error).message}): SKIPPING the PostgreSQL ` +
        'half of the database tests. Start PostgreSQL, or set LECTERN_TEST_REQUIRE_POSTGRES=1 to fail instead.',
    );
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Whether PostgreSQL tests run in this file (see the module comment). Suites that talk to PostgreSQL
 * without the loops below use it as `describe.skipIf(!POSTGRES_AVAILABLE)`.
 */
export const POSTGRES_AVAILABLE: boolean = await probePostgres(PG_URL, process.env);

export interface TestDatabase {
  dialect: DialectName;
  /** What `openDatabase` needs to open this same database again (a second "process"). */
  options: { databaseUrl: string | null; sqlitePath: string };
  /** Another independent connection (pool) to the same database; closed with the suite. */
  openConnection(opts?: { migrate?: boolean }): Promise<Db>;
  /** Closes every connection and deletes the database. */
  destroy(): Promise<void>;
}

/** A fresh empty database of this dialect; migrations run unless `migrate: false`. */
export async function createTestDatabase(
  dialect: DialectName,
  opts: { migrate?: boolean } = {},
): Promise<{ db: Db; test: TestDatabase }> {
  const opened: Db[] = [];
  let options: TestDatabase['options'];
  let cleanup: () => Promise<void>;
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-db-'));
    options = { databaseUrl: null, sqlitePath: path.join(dir, 'lectern.sqlite') };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE SCHEMA ${schema}`);
    const url = new URL(PG_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    options = { databaseUrl: url.toString(), sqlitePath: '' };
    cleanup = () => adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
  const open = async (o: { migrate?: boolean } = {}) => {
    // Few connections per pool: many suites (and helpers) share one PostgreSQL server.
    const db = await openDatabase({
      ...options,
      migrate: o.migrate ?? opts.migrate ?? true,
      maxConnections: 4,
    });
    opened.push(db);
    return db;
  };
  const test: TestDatabase = {
    dialect,
    options,
    openConnection: (o) => open({ migrate: o?.migrate ?? false }),
    destroy: async () => {
      await Promise.allSettled(opened.map((db) => db.close()));
      await cleanup();
    },
  };
  try {
    return { db: await open(), test };
  } catch (err) {
    await test.destroy();
    throw err;
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`PostgreSQL for tests is not reachable at ${PG_URL}: ${(err as Error).message}`);
  }
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Runs `fn` once per dialect inside `describe('<name> [<dialect>]')`. `getDb()` gives the suite's
 * migrated database (valid inside tests and hooks); `ctx` opens more connections to it.
 */
export function describeEachDialect(
  name: string,
  fn: (getDb: () => Db, ctx: { dialect: DialectName; database: () => TestDatabase }) => void,
): void {
  forEachDialect((dialect) => {
    describe(`${name} [${dialect}]`, () => {
      let db: Db | undefined;
      let test: TestDatabase | undefined;
      beforeAll(async () => {
        ({ db, test } = await createTestDatabase(dialect));
      });
      afterAll(async () => {
        await test?.destroy();
      });
      const getDb = () => {
        if (!db) throw new Error('getDb() is only valid inside tests and hooks');
        return db;
      };
      const database = () => {
        if (!test) throw new Error('database() is only valid inside tests and hooks');
        return test;
      };
      fn(getDb, { dialect, database });
    });
  });
}

/**
 * The bare loop, for suites that manage databases themselves: `createDb()` gives a fresh migrated
 * database of that dialect each time it is called; `test.destroy()` it when done.
 */
export function forEachDialect(
  fn: (
    dialect: DialectName,
    createDb: (opts?: { migrate?: boolean }) => ReturnType<typeof createTestDatabase>,
  ) => void,
): void {
  for (const dialect of DIALECTS) {
    const run = () => fn(dialect, (opts) => createTestDatabase(dialect, opts));
    if (dialect === 'postgres' && !POSTGRES_AVAILABLE) describe.skip('[postgres: not reachable]', run);
    else run();
  }
}
