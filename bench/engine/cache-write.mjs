// Rows of a real build cache written into a fresh table of each layout, with the build's pragmas:
//   node bench/engine/cache-write.mjs CACHE_DIR/cache.sqlite [ROUNDS]
// (CACHE_DIR from a clean build, e.g. node bench/engine/build-child.mjs SRC OUT CACHE_DIR).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const [source, rounds = '2'] = process.argv.slice(2);
if (!source) throw new Error('usage: node bench/engine/cache-write.mjs CACHE.sqlite [ROUNDS]');
const from = new Database(source, { readonly: true });
const rows = from.prepare('SELECT ns, key, value FROM entries').all();
from.close();
// The order a build writes in is not the key order.
for (let i = rows.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [rows[i], rows[j]] = [rows[j], rows[i]];
}
const mb = rows.reduce((n, r) => n + r.value.length, 0) / 1e6;
console.log(`${rows.length} rows, ${mb.toFixed(1)} MB of values`);
const columns =
  'ns TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, used_at INTEGER NOT NULL, PRIMARY KEY (ns, key)';
const layouts = {
  'without rowid': `CREATE TABLE entries (${columns}) WITHOUT ROWID`,
  rowid: `CREATE TABLE entries (${columns})`,
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-cache-write-'));
for (let round = 1; round <= Number(rounds); round++)
  for (const [name, ddl] of Object.entries(layouts)) {
    const file = path.join(dir, `${name.replace(/\s/g, '-')}-${round}.sqlite`);
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    db.exec(ddl);
    const put = db.prepare('INSERT OR REPLACE INTO entries (ns, key, value, used_at) VALUES (?, ?, ?, ?)');
    const started = process.hrtime.bigint();
    for (const r of rows) put.run(r.ns, r.key, r.value, 1);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    db.close();
    console.log(`round ${round}, ${name}: ${ms.toFixed(0)} ms`);
  }
fs.rmSync(dir, { recursive: true, force: true });
