import type { Selectable } from 'kysely';
import type { JobsTable } from '../db/index.js';
import type { JobRecord } from './types.js';

export type JobRow = Selectable<JobsTable>;

/** Long enough for a stack-free message, short enough that one bad job cannot bloat the table. */
const MAX_ERROR_LENGTH = 4000;

export function truncate(message: string): string {
  const text = String(message || 'job failed');
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

function parseJson(text: string | null): unknown {
  return text === null ? null : JSON.parse(text);
}

export function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    orgId: row.org_id,
    status: row.status,
    payload: parseJson(row.payload),
    result: parseJson(row.result),
    // PostgreSQL `real` is single precision: 33.33 comes back as 33.330001831...
    progress: Math.round(Number(row.progress) * 100) / 100,
    pageCount: Number(row.page_count),
    error: row.error,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}
