import type { Selectable } from 'kysely';
import type { AdminKeysTable, Plan } from '../db/index.js';

/** What authentication needs of a key: its row and its organization's plan. */
export type KeyRow = Selectable<AdminKeysTable> & { plan: Plan };

/** Keys remembered at most; beyond it the least recently used is forgotten. */
const MAX_ENTRIES = 10_000;

/**
 * Authenticated keys remembered for `ttlMs` by one process, by SHA-256 of the key, so that a busy key
 * costs one database read per TTL instead of one per request. Only keys that exist are remembered (a
 * key created a moment ago works at once). A revocation made through this process is forgotten at once;
 * one made elsewhere (the admin CLI, another API process) takes effect here within `ttlMs`, since the row
 * is read again after that. Expiry is checked on every use against the
 * remembered row.
 */
export class KeyCache {
  private readonly entries = new Map<string, { row: KeyRow; until: number }>();

  constructor(private readonly ttlMs: number) {}

  get(hash: string, nowMs: number): KeyRow | null {
    const entry = this.entries.get(hash);
    if (!entry) return null;
    // A clock that went backwards also ends the entry: the TTL must never stretch.
    if (nowMs >= entry.until || nowMs < entry.until - this.ttlMs) {
      this.entries.delete(hash);
      return null;
    }
    return entry.row;
  }

  forget(hash: string): void {
    this.entries.delete(hash);
  }

  set(hash: string, row: KeyRow, nowMs: number): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(hash);
    this.entries.set(hash, { row, until: nowMs + this.ttlMs });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
