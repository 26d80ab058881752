/**
 * Table shapes shared by every dialect. Timestamps are ISO-8601 UTC strings of fixed width
 * (`new Date().toISOString()`), so that comparisons and ordering are the same in SQLite and PostgreSQL
 * without dialect-specific date handling. JSON columns are text, encoded and decoded in code.
 */

export type Plan = 'free' | 'pro' | 'enterprise';

export interface OrganizationsTable {
  id: string;
  name: string;
  plan: Plan;
  created_at: string;
}

export interface ProjectsTable {
  id: string;
  org_id: string;
  name: string;
  repository: string | null;
  default_branch: string;
  forge: 'github' | 'gitlab' | 'gitea' | null;
  forge_api_url: string | null;
  /** AES-GCM sealed with the server secret; never returned by the API. */
  forge_token_enc: string | null;
  /** Default model for this project's agent jobs. */
  model: string | null;
  created_at: string;
}

export interface DeploymentsTable {
  id: string;
  project_id: string;
  org_id: string;
  /** Bare hostname, lower case, unique across the server. */
  domain: string;
  /** An https git URL or an absolute local folder. */
  source: string;
  ref: string | null;
  /** Sub-folder of the source holding docs.json. */
  path: string | null;
  created_at: string;
}

export interface AdminKeysTable {
  id: string;
  org_id: string;
  name: string | null;
  /** First characters of the key, for humans to tell keys apart in lists. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  hash: string;
  /** Comma-separated: read, write. */
  scopes: string;
  /** JSON array of project ids the key is limited to, or null for every project. */
  project_ids: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

/** The one table of the job runtime. Static export jobs are rows of kind `static-export`. */
export interface JobsTable {
  id: string;
  kind: string;
  org_id: string;
  status: JobStatus;
  /** JSON input of the job handler. */
  payload: string;
  /** JSON output of the job handler once completed. */
  result: string | null;
  progress: number;
  page_count: number;
  error: string | null;
  attempts: number;
  max_attempts: number;
  /** Not claimable before this time (backoff between attempts). */
  run_after: string;
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** Idempotency-Key of the request that created it, scoped per organization. */
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export type AgentJobStatus = 'active' | 'completed' | 'archived' | 'failed';

/** The public AgentJob resource; each prompt (create or message) runs as a row of `jobs` (kind `agent-run`). */
export interface AgentJobsTable {
  id: string;
  org_id: string;
  project_id: string;
  status: AgentJobStatus;
  repository: string;
  base_branch: string;
  /** The working branch, `lectern/agent-<id>`. */
  branch: string;
  model: string;
  as_draft: number;
  pr_link: string | null;
  pr_number: number | null;
  error: string | null;
  /** JSON array of transcript entries, secrets redacted. */
  transcript: string;
  created_at: string;
  updated_at: string;
  archived_at: string | null;
}

/** Sliding counters for rate limits shared by every API process. */
export interface RateLimitsTable {
  bucket: string;
  window_start: string;
  count: number;
}

export interface Database {
  organizations: OrganizationsTable;
  projects: ProjectsTable;
  deployments: DeploymentsTable;
  admin_keys: AdminKeysTable;
  jobs: JobsTable;
  agent_jobs: AgentJobsTable;
  rate_limits: RateLimitsTable;
}
