import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  it('reuses the prepared statement of the same SQL, and prepares afresh while it is busy', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const db = withStatementCache(sqlite);
    try {
      sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
      const first = db.prepare('select n from t order by n');
      expect(db.prepare('select n from t order by n')).toBe(first);
      // While iterating, the kept statement is busy: a second use must not share it.
      const rows: number[] = [];
      for (const row of first.iterate([]) as Iterable<{ n: number }>) {
        const inner = db.prepare('select n from t order by n');
        expect(inner).not.toBe(first);
        rows.push(row.n, (inner.all([]) as Array<{ n: number }>).length);
      }
      expect(rows).toEqual([1, 3, 2, 3, 3, 3]);
    } finally {
      db.close();
    }
  });

  it('forgets the least recently used statements beyond its size', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const db = withStatementCache(sqlite, 2);
    try {
      const a = db.prepare('select 1');
      db.prepare('select 2');
      expect(db.prepare('select 1')).toBe(a); // now the most recent
      db.prepare('select 3'); // evicts "select 2"
      expect(db.prepare('select 1')).toBe(a);
      const two = db.prepare('select 2');
      expect(db.prepare('select 2')).toBe(two);
    } finally {
      db.close();
    }
  });
});
