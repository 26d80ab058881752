import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { CacheDb, NS, UNUSED_FOR_S } from './cache-db.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-cache-db-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(root, `c${n++}`);

describe('build cache database', () => {
  it('keeps values across connections and namespaces apart', () => {
    const dir = freshDir();
    const a = CacheDb.open(dir)!;
    const b = CacheDb.open(dir)!;
    a.json('page').put('k1', { html: '<p>x</p>', n: 1 });
    a.text('doc').put('k1', 'plain text');
    // Another connection (another thread or process) sees a row as soon as it is written.
    expect(b.json('page').has('k1')).toBe(true);
    expect(b.json('page').get('k1')).toEqual({ html: '<p>x</p>', n: 1 });
    expect(b.text('doc').get('k1')).toBe('plain text');
    expect(b.text('other').get('k1')).toBeNull();
    expect(b.text('other').has('k1')).toBe(false);
    a.close();
    b.close();
    const c = CacheDb.open(dir)!;
    expect(c.json('page').get('k1')).toEqual({ n: 1, html: '<p>x</p>' });
    c.close();
  });

  it('retains only the kept keys of a namespace', () => {
    const dir = freshDir();
    const db = CacheDb.open(dir)!;
    for (const k of ['a', 'b', 'c']) db.text('doc').put(k, k);
    db.text('page').put('a', 'page a');
    db.retain('doc', new Set(['b']));
    expect(db.keys('doc')).toEqual(['b']);
    expect(db.text('page').get('a')).toBe('page a');
    db.close();
  });

  it('starts again from an empty cache when the file is not a database', () => {
    const dir = freshDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(CacheDb.file(dir), 'this is not SQLite, just a damaged file '.repeat(200));
    const db = CacheDb.open(dir);
    expect(db).not.toBeNull();
    db!.text('doc').put('k', 'v');
    expect(db!.text('doc').get('k')).toBe('v');
    db!.close();
  });

  it('deletes rows no build used for the given time; reading a row marks it used', () => {
    const dir = freshDir();
    let now = 1_000_000_000;
    const db = CacheDb.open(dir, { now: () => now })!;
    db.text(NS.page).put('read-later', 'a');
    db.text(NS.page).put('never-read', 'b');
    db.text(NS.code).put('block', 'c');
    db.text(NS.searchDoc).put('doc', 'd');
    now += 20 * 86_400;
    expect(db.text(NS.page).get('read-later')).toBe('a');
    now += 20 * 86_400;
    expect(db.prune([NS.page, NS.code], UNUSED_FOR_S)).toBe(2);
    expect(db.text(NS.page).get('read-later')).toBe('a');
    expect(db.text(NS.page).has('never-read')).toBe(false);
    expect(db.text(NS.code).has('block')).toBe(false);
    // Namespaces not named are left alone (search documents are kept to the latest build's instead).
    expect(db.text(NS.searchDoc).get('doc')).toBe('d');
    db.close();
  });

  it('removes the folders of the file-per-entry cache it replaced, once', () => {
    const dir = freshDir();
    fs.mkdirSync(path.join(dir, 'pages', 'ab'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'search-docs'), { recursive: true });
    CacheDb.open(dir)!.close();
    expect(fs.existsSync(path.join(dir, 'pages'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'search-docs'))).toBe(false);
    // Once the database exists, opening it leaves the folder alone.
    fs.mkdirSync(path.join(dir, 'pages'));
    CacheDb.open(dir)!.close();
    expect(fs.existsSync(path.join(dir, 'pages'))).toBe(true);
  });

  it('empties a cache file of an older layout instead of failing on it', () => {
    const dir = freshDir();
    fs.mkdirSync(dir, { recursive: true });
    const old = new Database(CacheDb.file(dir));
    old.exec('CREATE TABLE entries (ns TEXT, key TEXT, value TEXT, PRIMARY KEY (ns, key))');
    old.prepare('INSERT INTO entries VALUES (?, ?, ?)').run('page', 'k', 'v');
    old.close();
    const db = CacheDb.open(dir)!;
    expect(db.text('page').has('k')).toBe(false);
    db.text('page').put('k', 'new');
    expect(db.text('page').get('k')).toBe('new');
    db.close();
  });

  it('replaces the WITHOUT ROWID layout of format 2 by a rowid table (large rows write faster)', () => {
    const dir = freshDir();
    fs.mkdirSync(dir, { recursive: true });
    const old = new Database(CacheDb.file(dir));
    old.exec(
      'CREATE TABLE entries (ns TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, used_at INTEGER NOT NULL, PRIMARY KEY (ns, key)) WITHOUT ROWID',
    );
    old.prepare('INSERT INTO entries VALUES (?, ?, ?, ?)').run('page', 'k', 'v', 1);
    old.pragma('user_version = 2');
    old.close();
    CacheDb.open(dir)!.close();
    const check = new Database(CacheDb.file(dir));
    const { sql } = check.prepare("SELECT sql FROM sqlite_master WHERE name = 'entries'").get() as {
      sql: string;
    };
    const rows = check.prepare('SELECT count(*) AS n FROM entries').get() as { n: number };
    check.close();
    expect(sql).not.toMatch(/WITHOUT ROWID/i);
    expect(rows.n).toBe(0);
  });

  it('treats a value that is not JSON as a miss', () => {
    const dir = freshDir();
    const db = CacheDb.open(dir)!;
    db.text('page').put('k', '{not json');
    expect(db.json('page').get('k')).toBeNull();
    db.close();
  });

  it('waits for a file another connection holds locked and never deletes it', () => {
    const dir = freshDir();
    const first = CacheDb.open(dir)!;
    first.text('rows').put('kept', 'value');
    first.close();
    // A connection in exclusive locking mode keeps every other one out until it closes, as a thread
    // setting the file up or recovering its log does for a moment.
    const holder = new Database(CacheDb.file(dir));
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.prepare('UPDATE entries SET used_at = used_at').run();
    expect(CacheDb.open(dir, { busyTimeoutMs: 20 })).toBeNull();
    holder.close();
    const after = CacheDb.open(dir)!;
    expect(after.text('rows').get('kept')).toBe('value');
    after.close();
  });

  it('takes writes from several threads at once without losing any', async () => {
    const dir = freshDir();
    // Each thread writes 200 rows into the same file (TypeScript loaded as the page workers load it in
    // tests: ts-worker-hooks.mjs).
    const source = `
      import { register } from 'node:module';
      import { workerData } from 'node:worker_threads';
      register(workerData.hooks);
      const { CacheDb } = await import(workerData.module);
      const db = CacheDb.open(workerData.dir);
      for (let i = 0; i < 200; i++) db.text('rows').put(workerData.id + '-' + i, 'v'.repeat(1000));
      db.close();`;
    const workerData = {
      dir,
      hooks: new URL('./ts-worker-hooks.mjs', import.meta.url).href,
      module: new URL('./cache-db.ts', import.meta.url).href,
    };
    await Promise.all(
      [0, 1, 2].map(
        (id) =>
          new Promise<void>((resolve, reject) => {
            const w = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`), {
              workerData: { ...workerData, id },
            });
            w.on('error', reject);
            w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
          }),
      ),
    );
    const db = CacheDb.open(dir)!;
    expect(db.keys('rows')).toHaveLength(600);
    db.close();
  });
});
