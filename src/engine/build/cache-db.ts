import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The build cache's storage: one SQLite file per cache folder (`<cacheDir>/cache.sqlite`), holding every
 * namespace (rendered pages, highlighted code blocks, search documents, pages' Markdown) as key/value rows.
 * It replaced a file per entry: creating three small files per page cost 15-20 % of a clean 1,000-page
 * build on this kind of machine (BENCHMARKS.md), while a row costs tens of microseconds.
 *
 * Each thread opens its own connection (WAL, so readers never wait for writers, and a busy timeout, so
 * the build's threads and other processes building the same deployment take turns writing). It is a
 * cache: `synchronous = OFF`, a damaged file is deleted and started again, and every failure to read or
 * write only costs time.
 */
const LEGACY_DIRS = ['pages', 'search-docs'];
/**
 * The table's layout; a file of another layout is emptied (it is only a cache). 3: an ordinary rowid table.
 * Format 2 was WITHOUT ROWID, which SQLite advises only for rows under about a twentieth of a page: a
 * rendered page or search document is 5 to 30 KB, and writing a 1,000-page build's 3,400 rows took 1.6 to
 * 1.8 times as long (BENCHMARKS.md).
 */
const FORMAT = 3;
/** A row read this long after it was last marked used is marked again (so most reads write nothing). */
const TOUCH_AFTER_S = 24 * 3600;

/** The namespaces a build keeps. */
export const NS = { page: 'page', code: 'code', searchDoc: 'search-doc', markdown: 'page-md' } as const;
/** Rendered pages, code blocks and Markdown no build used for this long go at the end of a full build. */
export const UNUSED_FOR_S = 30 * 24 * 3600;

export interface CacheDbOptions {
  /** The clock, in seconds (tests move it). */
  now?: () => number;
  /** How long one statement waits for another connection's lock (SQLite's busy timeout); 15 s. */
  busyTimeoutMs?: number;
}

/** Tries to open a locked file before giving up on the cache for this build. */
const OPEN_ATTEMPTS = 8;

/** SQLite's codes for a file another connection holds (extended codes start with these). */
function isLockError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED|PROTOCOL)/.test(code);
}

/** Waits without an event loop: opening happens in synchronous code on every thread. */
function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export class CacheDb {
  private readonly statements: {
    get: Database.Statement<[string, string], { value: string; used_at: number }>;
    has: Database.Statement<[string, string], { one: number }>;
    put: Database.Statement<[string, string, string, number]>;
    touch: Database.Statement<[number, string, string]>;
    prune: Database.Statement<[string, number]>;
    del: Database.Statement<[string, string]>;
    keys: Database.Statement<[string], { key: string }>;
  };

  private constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
  ) {
    this.statements = {
      get: db.prepare('SELECT value, used_at FROM entries WHERE ns = ? AND key = ?'),
      has: db.prepare('SELECT 1 AS one FROM entries WHERE ns = ? AND key = ?'),
      put: db.prepare('INSERT OR REPLACE INTO entries (ns, key, value, used_at) VALUES (?, ?, ?, ?)'),
      touch: db.prepare('UPDATE entries SET used_at = ? WHERE ns = ? AND key = ?'),
      prune: db.prepare('DELETE FROM entries WHERE ns = ? AND used_at < ?'),
      del: db.prepare('DELETE FROM entries WHERE ns = ? AND key = ?'),
      keys: db.prepare('SELECT key FROM entries WHERE ns = ?'),
    };
  }

  static file(cacheDir: string): string {
    return path.join(cacheDir, 'cache.sqlite');
  }

  /**
   * Opens (or creates) the cache of this folder; null when SQLite cannot use it at all (the build goes on
   * without a cache). A file another thread or process holds locked is waited for and never deleted: only
   * a file SQLite cannot read as a database is.
   */
  static open(cacheDir: string, options: CacheDbOptions = {}): CacheDb | null {
    fs.mkdirSync(cacheDir, { recursive: true });
    const file = CacheDb.file(cacheDir);
    let damagedOnce = false;
    for (let attempt = 0; attempt < OPEN_ATTEMPTS; attempt++) {
      let db: Database.Database | null = null;
      try {
        db = new Database(file, { timeout: options.busyTimeoutMs ?? 15_000 });
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = OFF');
        CacheDb.ensureFormat(db, cacheDir);
        return new CacheDb(db, options.now ?? (() => Math.floor(Date.now() / 1000)));
      } catch (error) {
        db?.close();
        if (isLockError(error)) {
          // Another connection is setting the file up or recovering its log: SQLite does not always call
          // the busy handler then. Deleting the file here would pull it from under that connection.
          sleepMs(25 * (attempt + 1));
          continue;
        }
        if (damagedOnce) return null;
        damagedOnce = true;
        // Not a database any more (a crash mid-write with synchronous off, a stray file): start again.
        for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
      }
    }
    return null;
  }

  /** Empties a file of another layout; checked again inside a write transaction so threads opening it agree. */
  private static ensureFormat(conn: Database.Database, cacheDir: string): void {
    if (conn.pragma('user_version', { simple: true }) === FORMAT) return;
    conn
      .transaction(() => {
        if (conn.pragma('user_version', { simple: true }) === FORMAT) return;
        conn.exec('DROP TABLE IF EXISTS entries');
        conn.exec(
          'CREATE TABLE entries (ns TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, used_at INTEGER NOT NULL, PRIMARY KEY (ns, key))',
        );
        conn.pragma(`user_version = ${FORMAT}`);
        // Versions before the database kept a file per entry in these folders.
        for (const legacy of LEGACY_DIRS)
          fs.rmSync(path.join(cacheDir, legacy), { recursive: true, force: true });
      })
      .immediate();
  }

  /** A namespace of JSON values; a value that does not parse reads as a miss. */
  json<T = unknown>(ns: string): KeyValueStore<T> {
    const text = this.text(ns);
    return {
      has: text.has,
      get: (key) => {
        const value = text.get(key);
        if (value === null) return null;
        try {
          return JSON.parse(value) as T;
        } catch {
          return null;
        }
      },
      put: (key, value) => text.put(key, JSON.stringify(value)),
    };
  }

  /** A namespace of strings, stored as they are. */
  text(ns: string): KeyValueStore<string> {
    return {
      has: (key) => this.has(ns, key),
      get: (key) => this.get(ns, key),
      put: (key, value) => this.put(ns, key, value),
    };
  }

  has(ns: string, key: string): boolean {
    try {
      return this.statements.has.get(ns, key) !== undefined;
    } catch {
      return false;
    }
  }

  get(ns: string, key: string): string | null {
    try {
      const row = this.statements.get.get(ns, key);
      if (!row) return null;
      const now = this.now();
      if (row.used_at < now - TOUCH_AFTER_S) this.statements.touch.run(now, ns, key);
      return row.value;
    } catch {
      return null;
    }
  }

  /**
   * Written at once, in a transaction of its own: without fsync (synchronous off) a commit costs tens of
   * microseconds, and holding a page's strings until a batch commit kept them alive long enough to reach
   * V8's old generation, which cost more in collection than batching saved.
   */
  put(ns: string, key: string, value: string): void {
    try {
      this.statements.put.run(ns, key, value, this.now());
    } catch {
      // A cache that cannot be written (disk full, locked too long) only costs time on the next build.
    }
  }

  keys(ns: string): string[] {
    try {
      return this.statements.keys.all(ns).map((row) => row.key);
    } catch {
      return [];
    }
  }

  /** Deletes the rows of a namespace whose keys are not kept. */
  retain(ns: string, keep: ReadonlySet<string>): void {
    const drop = this.keys(ns).filter((key) => !keep.has(key));
    if (drop.length === 0) return;
    try {
      this.db.transaction(() => {
        for (const key of drop) this.statements.del.run(ns, key);
      })();
    } catch {
      // Left for the next build to drop.
    }
  }

  /**
   * Deletes the rows of these namespaces unused for `maxAgeS` seconds: a page or code block not read or
   * written by any build in that time (a page edited many times leaves a row per version).
   */
  prune(namespaces: string[], maxAgeS: number): number {
    const before = this.now() - maxAgeS;
    let deleted = 0;
    try {
      for (const ns of namespaces) deleted += this.statements.prune.run(ns, before).changes;
    } catch {
      // Left for the next build to drop.
    }
    return deleted;
  }

  close(): void {
    try {
      this.db.close();
    } catch {
      // Already closed.
    }
  }
}

export interface KeyValueStore<T> {
  has(key: string): boolean;
  get(key: string): T | null;
  put(key: string, value: T): void;
}
