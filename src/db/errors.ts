/**
 * True when a write failed on a UNIQUE index or primary key, in either dialect. Callers use it to turn
 * an insert race ("two requests with the same idempotency key") into a re-read instead of an error.
 */
export function isUniqueViolation(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  // 23505 = unique_violation (PostgreSQL); better-sqlite3 reports the extended SQLite result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
