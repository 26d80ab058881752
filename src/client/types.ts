/** Shapes of the admin API's resources, as served (DESIGN.md, "Admin API contract"). */

export type StaticExportStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface StaticExportJob {
  jobId: string;
  status: StaticExportStatus;
  /** Completion percentage, 0..100; never decreases. */
  progress: number;
  /** Pages rendered so far; at completion, the pages in the export. */
  pageCount: number;
  createdAt: string;
  updatedAt: string;
  /** Why the job failed; null unless `status` is `failed`. */
  error: string | null;
}

export interface StartStaticExportInput {
  /** A bare hostname: no protocol, port or path. */
  domain: string;
  /** A label for this export; it lands in the bundle manifest. */
  version?: string;
  /** Page paths to include; every page when omitted. */
  paths?: string[];
}

export interface BundleResponse {
  jobId: string;
  /** Presigned link to the `.tar.gz`; a credential until `expiresAt`. */
  bundleUrl: string;
  sizeBytes: number;
  expiresAt: string;
  /** SHA-256 of the archive, hex. */
  sha256: string;
}

export type AgentJobStatus = 'active' | 'completed' | 'archived' | 'failed';

export interface AgentJob {
  id: string;
  status: AgentJobStatus;
  source: { repository: string; ref: string | null };
  model: string;
  prLink: string | null;
  createdAt: string;
  archivedAt: string | null;
}

export interface CreateAgentJobInput {
  prompt: string;
  branch?: string;
  model?: string;
  asDraft?: boolean;
}

export interface ListAgentJobsInput {
  /** Jobs per page, newest first (1..100; the server's default is 20). */
  limit?: number;
  /** `nextCursor` of the previous page. */
  cursor?: string;
}

/** A page of agent jobs, newest first. */
export interface AgentJobList {
  jobs: AgentJob[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** One event of an agent job: `run`, `step`, `build`, `commit`, `pull-request`, `summary`, `status`, ... */
export interface TranscriptEntry {
  at: string;
  type: string;
  [field: string]: unknown;
}

/** The recorded work of an agent job, secrets redacted by the server (a Lectern extension). */
export interface AgentTranscript {
  id: string;
  status: string;
  error: string | null;
  transcript: TranscriptEntry[];
}

export interface DownloadProgress {
  receivedBytes: number;
  /** From Content-Length; null when the server did not send it. */
  totalBytes: number | null;
}

export interface DownloadResult {
  file: string;
  sizeBytes: number;
  sha256: string;
}
