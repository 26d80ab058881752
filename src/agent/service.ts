import { assertSafeRef, GitError } from '../git/index.js';
import type { Services } from '../server/services.js';
import type { Principal } from '../tenancy/index.js';
import { chooseModelName } from './model.js';
import { publishTarget } from './publish.js';
import { Redactor } from './redact.js';
import { AGENT_RUN_KIND, type AgentRunPayload } from './run.js';
import {
  AgentJobStore,
  PENDING_RUN_PREFIX,
  branchFor,
  isValidCursor,
  newAgentJobId,
  toAgentJob,
  type AgentJob,
  type AgentJobRow,
} from './store.js';
import { latestRun, parseTranscript, type TranscriptEntry } from './transcript.js';

export type AgentServiceErrorCode = 'NOT_FOUND' | 'INVALID_REQUEST' | 'CONFLICT' | 'RATE_LIMITED';

/** Domain errors of agent jobs; the HTTP layer maps the code to a status. */
export class AgentServiceError extends Error {
  constructor(
    readonly code: AgentServiceErrorCode,
    message: string,
    readonly retryAfterSeconds = 0,
  ) {
    super(message);
    this.name = 'AgentServiceError';
  }
}

export interface CreateAgentJobInput {
  prompt: string;
  branch?: string;
  model?: string;
  asDraft?: boolean;
}

/** Creates and messages per project per hour (DESIGN: 100). */
export const AGENT_RATE_LIMIT = { limit: 100, windowSeconds: 3600 };
export const MAX_PROMPT_CHARS = 20_000;

/** Prompts are stored in the transcript with anything credential-shaped removed (the run gets the original). */
const promptRedactor = new Redactor([]);

/**
 * How long a follow-up's `run` entry may name no runtime job: the API queues it right after claiming the
 * job, so only an API process that died in between leaves it pending longer.
 */
const PENDING_RUN_GRACE_MS = 60_000;

export type AgentServiceDeps = Pick<Services, 'config' | 'db' | 'queue' | 'tenancy' | 'rateLimiter'>;

export interface AgentServiceOptions {
  /** The clock of the service and its store (tests move it). */
  now?: () => Date;
}

/**
 * Agent jobs as the API sees them. Each prompt (the create, then every message) is one runtime job of
 * kind `agent-run`; the transcript's `run` entries name them, which is how a read notices that a
 * run's runtime job failed for good (a crashed worker) and fails the agent job instead of leaving it
 * active for ever.
 */
export class AgentService {
  private readonly store: AgentJobStore;
  private readonly now: () => Date;

  constructor(
    private readonly deps: AgentServiceDeps,
    opts: AgentServiceOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.store = new AgentJobStore(deps.db, this.now);
  }

  async create(principal: Principal, projectId: string, input: CreateAgentJobInput): Promise<AgentJob> {
    const project = await this.visibleProject(principal, projectId);
    const prompt = checkPrompt(input.prompt);
    const target = publishTarget(project, project.hasForgeToken || null);
    if (target.problem) throw new AgentServiceError('INVALID_REQUEST', target.problem.message);
    const { repository } = target;
    const base = input.branch ?? project.defaultBranch;
    checkBranch(base);
    const model = chooseModelName(checkModel(input.model), project.model, this.deps.config);
    await this.rateLimit(projectId);
    const id = newAgentJobId();
    const runtimeJobId = await this.enqueue(principal.orgId, id, prompt);
    const row = await this.store.insert({
      id,
      org_id: principal.orgId,
      project_id: project.id,
      status: 'active',
      repository,
      base_branch: base,
      branch: branchFor(id),
      model,
      as_draft: input.asDraft ? 1 : 0,
      pr_link: null,
      pr_number: null,
      error: null,
      archived_at: null,
      transcript: [
        {
          at: this.now().toISOString(),
          type: 'run',
          kind: 'create',
          runtimeJobId,
          prompt: promptRedactor.text(prompt),
        },
      ],
    });
    return toAgentJob(row);
  }

  async get(principal: Principal, projectId: string, id: string): Promise<AgentJob> {
    return toAgentJob(await this.visibleJob(principal, projectId, id));
  }

  /**
   * Continues a job on its branch. Completed and failed jobs become active again (a failed job can be
   * retried this way); an active job is busy and an archived one is closed: both 409. The transition is
   * claimed first, in one conditional UPDATE, so of two concurrent messages exactly one is accepted and
   * only its prompt is queued.
   */
  async message(principal: Principal, projectId: string, id: string, rawPrompt: string): Promise<AgentJob> {
    const row = await this.visibleJob(principal, projectId, id);
    const prompt = checkPrompt(rawPrompt);
    if (row.status === 'archived' || row.status === 'active') throw conflict(id, row.status);
    await this.rateLimit(projectId);
    const placeholder = await this.store.reactivate(id, {
      type: 'run',
      kind: 'message',
      prompt: promptRedactor.text(prompt),
    });
    if (!placeholder) throw conflict(id, (await this.store.status(id)) ?? 'archived');
    let runtimeJobId: string;
    try {
      runtimeJobId = await this.enqueue(principal.orgId, id, prompt);
    } catch (err) {
      // The job was claimed for this message; without a run it must not stay active.
      await this.store.failLost(id, 'the follow-up could not be queued; send it again');
      throw err;
    }
    await this.store.resolvePendingRun(id, placeholder, runtimeJobId);
    return toAgentJob((await this.store.get(id))!);
  }

  /** Archives any job; an active one is stopped (its run polls the status and aborts). */
  async archive(principal: Principal, projectId: string, id: string): Promise<AgentJob> {
    await this.visibleJob(principal, projectId, id);
    await this.store.archive(id);
    await this.store.append(id, [{ type: 'status', status: 'archived' }], { force: true });
    return toAgentJob((await this.store.get(id))!);
  }

  async list(
    principal: Principal,
    projectId: string,
    limit: number,
    cursor: string | null,
  ): Promise<{ jobs: AgentJob[]; nextCursor: string | null }> {
    await this.visibleProject(principal, projectId);
    if (cursor !== null && !isValidCursor(cursor))
      throw new AgentServiceError('INVALID_REQUEST', 'cursor is not valid');
    const { rows, nextCursor } = await this.store.list(projectId, limit, cursor);
    const jobs: AgentJob[] = [];
    for (const row of rows) jobs.push(toAgentJob(await this.reconcile(row)));
    return { jobs, nextCursor };
  }

  async transcript(
    principal: Principal,
    projectId: string,
    id: string,
  ): Promise<AgentJob & { error: string | null; transcript: TranscriptEntry[] }> {
    const row = await this.visibleJob(principal, projectId, id);
    return { ...toAgentJob(row), error: row.error, transcript: parseTranscript(row.transcript) };
  }

  private async visibleProject(principal: Principal, projectId: string) {
    const project = await this.deps.tenancy.getProject(projectId);
    if (
      !project ||
      project.orgId !== principal.orgId ||
      (principal.projectIds !== null && !principal.projectIds.includes(projectId))
    ) {
      throw new AgentServiceError('NOT_FOUND', `project ${projectId} not found`);
    }
    return project;
  }

  private async visibleJob(principal: Principal, projectId: string, id: string): Promise<AgentJobRow> {
    await this.visibleProject(principal, projectId);
    const row = await this.store.get(id);
    if (!row || row.project_id !== projectId || row.org_id !== principal.orgId)
      throw new AgentServiceError('NOT_FOUND', `agent job ${id} not found`);
    return this.reconcile(row);
  }

  /** An active job whose run's runtime job ended without finishing it (crash, skipped) is failed. */
  private async reconcile(row: AgentJobRow): Promise<AgentJobRow> {
    if (row.status !== 'active') return row;
    const run = latestRun(parseTranscript(row.transcript));
    const pending = run?.runtimeJobId.startsWith(PENDING_RUN_PREFIX) ?? false;
    if (run && pending && this.now().getTime() - Date.parse(run.at) < PENDING_RUN_GRACE_MS) return row;
    // A placeholder names no runtime job, so there is nothing to ask the queue about.
    const runtime = run && !pending ? await this.deps.queue.get(run.runtimeJobId) : null;
    const skipped =
      runtime?.status === 'completed' && (runtime.result as { skipped?: boolean } | null)?.skipped === true;
    if (run && runtime && runtime.status !== 'failed' && !skipped) return row;
    const message =
      runtime?.status === 'failed'
        ? `the agent run failed: ${runtime.error ?? 'unknown error'}`
        : 'the agent run ended without a result';
    await this.store.failLost(row.id, message);
    return (await this.store.get(row.id)) ?? row;
  }

  private async rateLimit(projectId: string): Promise<void> {
    const verdict = await this.deps.rateLimiter.hit(
      `agent:${projectId}`,
      AGENT_RATE_LIMIT.limit,
      AGENT_RATE_LIMIT.windowSeconds,
    );
    if (!verdict.allowed) {
      throw new AgentServiceError(
        'RATE_LIMITED',
        `agent jobs are limited to ${AGENT_RATE_LIMIT.limit} prompts per project per hour`,
        Math.max(1, Math.ceil(verdict.retryAfterSeconds)),
      );
    }
  }

  private async enqueue(orgId: string, agentJobId: string, prompt: string): Promise<string> {
    const payload: AgentRunPayload = { agentJobId, prompt };
    const { job } = await this.deps.queue.enqueue({ kind: AGENT_RUN_KIND, orgId, payload, maxAttempts: 2 });
    return job.id;
  }
}

function conflict(id: string, status: string): AgentServiceError {
  return new AgentServiceError(
    'CONFLICT',
    status === 'active'
      ? `agent job ${id} is still working; wait until it completes`
      : `agent job ${id} is ${status}`,
  );
}

function checkPrompt(prompt: unknown): string {
  if (typeof prompt !== 'string' || prompt.trim() === '')
    throw new AgentServiceError('INVALID_REQUEST', 'prompt must be a non-empty string');
  if (prompt.length > MAX_PROMPT_CHARS)
    throw new AgentServiceError('INVALID_REQUEST', `prompt must be at most ${MAX_PROMPT_CHARS} characters`);
  return prompt;
}

function checkBranch(branch: string): void {
  try {
    assertSafeRef(branch);
  } catch (err) {
    if (err instanceof GitError)
      throw new AgentServiceError('INVALID_REQUEST', 'branch is not a valid branch name');
    throw err;
  }
}

function checkModel(model: string | undefined): string | undefined {
  if (model === undefined) return undefined;
  if (!/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/.test(model))
    throw new AgentServiceError('INVALID_REQUEST', 'model is not a valid model name');
  return model;
}
