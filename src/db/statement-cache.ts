import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct statement the code issues; `IN (...)` lists of other lengths make new ones. */
const DEFAULT_MAX_STATEMENTS = 500;

/**
 * The SQLite connection as Kysely sees it, with prepared statements kept by SQL text. Kysely's driver
 * calls `prepare` for every query, and preparing (parsing and planning) cost more than running the
 * small indexed queries of a request (profiled: 17 % of the status route's CPU). Statements are reused
 * only when idle (a statement still iterating is busy; a fresh one is prepared then), and the least
 * recently used are dropped beyond `max`. SQLite re-prepares a kept statement itself after a schema change.
 */
export function withStatementCache(
  sqlite: BetterSqliteDatabase,
  max = DEFAULT_MAX_STATEMENTS,
): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Map order is insertion order: re-inserting marks the statement most recently used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept as unknown as SqliteStatement;
      }
      const fresh = sqlite.prepare(sql);
      if (!kept) {
        statements.set(sql, fresh);
        if (statements.size > max) statements.delete(statements.keys().next().value as string);
      }
      return fresh as unknown as SqliteStatement;
    },
  };
}
