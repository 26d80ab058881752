import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { AgentJobStatus, AgentJobsTable, Db } from '../db/index.js';
import type { NewTranscriptEntry, TranscriptEntry } from './transcript.js';

export type AgentJobRow = Selectable<AgentJobsTable>;

/** The public AgentJob resource, exactly the fields of the spec (section 2.1). */
export interface AgentJob {
  id: string;
  status: AgentJobStatus;
  source: { repository: string; ref: string | null };
  model: string;
  prLink: string | null;
  createdAt: string;
  archivedAt: string | null;
}

/** Transcripts stop growing (except for status lines) past this many characters. */
const TRANSCRIPT_CAP = 2_000_000;

export function toAgentJob(row: AgentJobRow): AgentJob {
  return {
    id: row.id,
    status: row.status,
    source: { repository: row.repository, ref: row.branch || null },
    model: row.model,
    // The spec: null while the agent is working (a continued job shows its link again once done).
    prLink: row.status === 'active' ? null : row.pr_link,
    createdAt: row.created_at,
    archivedAt: row.archived_at,
  };
}

export function newAgentJobId(): string {
  return `aj_${randomBytes(8).toString('hex')}`;
}

export function branchFor(agentJobId: string): string {
  return `lectern/agent-${agentJobId}`;
}

/** Reads and writes `agent_jobs`. Every state change is conditional on the state it expects. */
export class AgentJobStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async insert(
    input: Omit<AgentJobRow, 'created_at' | 'updated_at' | 'transcript'> & { transcript: TranscriptEntry[] },
  ): Promise<AgentJobRow> {
    const at = this.now().toISOString();
    const row: AgentJobRow = {
      ...input,
      transcript: JSON.stringify(input.transcript),
      created_at: at,
      updated_at: at,
    };
    await this.db.kysely.insertInto('agent_jobs').values(row).execute();
    return row;
  }

  async get(id: string): Promise<AgentJobRow | null> {
    return (
      (await this.db.kysely.selectFrom('agent_jobs').selectAll().where('id', '=', id).executeTakeFirst()) ??
      null
    );
  }

  /** Newest first; the cursor is opaque to clients (base64url of the last row's sort key). */
  async list(
    projectId: string,
    limit: number,
    cursor: string | null,
  ): Promise<{ rows: AgentJobRow[]; nextCursor: string | null }> {
    let query = this.db.kysely
      .selectFrom('agent_jobs')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1);
    const after = cursor ? decodeCursor(cursor) : null;
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
        ]),
      );
    }
    const rows = await query.execute();
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
  }

  /** Appends entries atomically in SQL, so the API and a running worker never overwrite each other. */
  async append(id: string, entries: NewTranscriptEntry[], opts: { force?: boolean } = {}): Promise<void> {
    if (entries.length === 0) return;
    const at = this.now().toISOString();
    let query = this.db.kysely
      .updateTable('agent_jobs')
      .set({ transcript: appended(entries, at), updated_at: at })
      .where('id', '=', id);
    if (!opts.force) query = query.where(sql<boolean>`length(transcript) < ${TRANSCRIPT_CAP}`);
    await query.execute();
  }

  /** active -> completed/failed, only if still active. */
  async finish(
    id: string,
    status: 'completed' | 'failed',
    fields: { error?: string | null; prLink?: string | null; prNumber?: number | null } = {},
  ): Promise<boolean> {
    const res = await this.db.kysely
      .updateTable('agent_jobs')
      .set({
        status,
        error: fields.error ?? null,
        ...(fields.prLink !== undefined ? { pr_link: fields.prLink } : {}),
        ...(fields.prNumber !== undefined ? { pr_number: fields.prNumber } : {}),
        updated_at: this.now().toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /**
   * active -> failed for a run that ended without finishing the job (a crashed worker, a follow-up that
   * was never queued), with an `AGENT_RUN_LOST` status line. Nothing happens when the job is not active.
   */
  async failLost(id: string, message: string): Promise<void> {
    if (await this.finish(id, 'failed', { error: message }))
      await this.append(id, [{ type: 'status', status: 'failed', code: 'AGENT_RUN_LOST', message }], {
        force: true,
      });
  }

  /**
   * completed/failed -> active for a follow-up message, appending its `run` entry in the same statement.
   * One conditional UPDATE: of two concurrent messages exactly one changes the row, and only that one
   * goes on to queue its run. Its runtime job does not exist yet, so the entry names a placeholder
   * (`pending:<random>`, returned; null when the job was not completed or failed) until
   * `resolvePendingRun` puts the runtime job's id in its place.
   */
  async reactivate(
    id: string,
    run: Omit<Extract<NewTranscriptEntry, { type: 'run' }>, 'runtimeJobId'>,
  ): Promise<string | null> {
    const at = this.now().toISOString();
    const placeholder = `${PENDING_RUN_PREFIX}${randomBytes(8).toString('hex')}`;
    const res = await this.db.kysely
      .updateTable('agent_jobs')
      .set({
        status: 'active',
        error: null,
        transcript: appended([{ ...run, runtimeJobId: placeholder }], at),
        updated_at: at,
      })
      .where('id', '=', id)
      .where('status', 'in', ['completed', 'failed'])
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0 ? placeholder : null;
  }

  async resolvePendingRun(id: string, placeholder: string, runtimeJobId: string): Promise<void> {
    const pending = JSON.stringify({ runtimeJobId: placeholder }).slice(1, -1);
    const actual = JSON.stringify({ runtimeJobId }).slice(1, -1);
    await this.db.kysely
      .updateTable('agent_jobs')
      .set({
        transcript: sql<string>`replace(transcript, ${pending}, ${actual})`,
        updated_at: this.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Records the pull request as soon as the forge has it, whatever the job's status: a run archived while
   * it was opening its pull request still leaves the link on the job.
   */
  async setPullRequest(id: string, pr: { url: string; number: number }): Promise<void> {
    await this.db.kysely
      .updateTable('agent_jobs')
      .set({ pr_link: pr.url, pr_number: pr.number, updated_at: this.now().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** any -> archived; archiving twice keeps the first `archivedAt`. */
  async archive(id: string): Promise<void> {
    const at = this.now().toISOString();
    await this.db.kysely
      .updateTable('agent_jobs')
      .set({ status: 'archived', archived_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', '!=', 'archived')
      .execute();
  }

  async status(id: string): Promise<AgentJobStatus | null> {
    const row = await this.db.kysely
      .selectFrom('agent_jobs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status ?? null;
  }
}

/** Starts the runtime job id of a `run` entry whose runtime job is being queued (see `reactivate`). */
export const PENDING_RUN_PREFIX = 'pending:';

/** The transcript with `entries` appended, computed in SQL (one statement, no read-modify-write). */
function appended(entries: NewTranscriptEntry[], at: string) {
  const json = entries.map((e) => JSON.stringify({ at, ...e })).join(',');
  return sql<string>`CASE WHEN transcript = '[]' THEN '[' || ${json} || ']' ELSE substr(transcript, 1, length(transcript) - 1) || ',' || ${json} || ']' END`;
}

function encodeCursor(row: AgentJobRow): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const [createdAt, id] = text.split('|');
  if (!createdAt || !id || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(createdAt)) return null;
  return { createdAt, id };
}

export function isValidCursor(cursor: string): boolean {
  return decodeCursor(cursor) !== null;
}
