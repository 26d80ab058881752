import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AgentConfig } from '../config/index.js';
import { cloneAt, createBranch, exportCommit, fetchBranch, headCommit, GitError } from '../git/index.js';
import { ForgeError } from '../forge/index.js';
import { JobError, type JobContext, type JobHandler } from '../jobs/index.js';
import type { Services } from '../server/services.js';
import { BuildGate } from './build-gate.js';
import { AgentError } from './errors.js';
import { runToolLoop } from './loop.js';
import { createModel } from './model.js';
import { publishChanges, publishTarget } from './publish.js';
import { Redactor } from './redact.js';
import { AgentJobStore, type AgentJobRow } from './store.js';
import { Checkout, buildTools, type PlanItem } from './tools/index.js';
import { stepEntry } from './step-entry.js';
import { clip, latestRun, parseTranscript, type NewTranscriptEntry } from './transcript.js';

export const AGENT_RUN_KIND = 'agent-run';

export interface AgentRunPayload {
  agentJobId: string;
  prompt: string;
}

export type AgentRunServices = Pick<Services, 'config' | 'db' | 'tenancy'>;

export interface AgentRunOptions {
  /** Single values of `config.agent` (LECTERN_AGENT_*) overridden for this handler, as tests do. */
  settings?: Partial<AgentConfig>;
}

/** The job handler for `agent-run`: one prompt (create or message) of one agent job. */
export function createAgentRunHandler(services: AgentRunServices, opts: AgentRunOptions = {}): JobHandler {
  const settings = { ...services.config.agent, ...opts.settings };
  const store = new AgentJobStore(services.db);
  return (ctx) => runAgent(services, settings, store, ctx);
}

async function runAgent(
  services: AgentRunServices,
  settings: AgentConfig,
  store: AgentJobStore,
  ctx: JobContext,
): Promise<unknown> {
  const payload = ctx.payload as AgentRunPayload;
  const job = await currentJobFor(store, payload.agentJobId, ctx.job.id);
  if (!job) return { skipped: true };
  const project = await services.tenancy.getProject(job.project_id);
  const token = project ? await services.tenancy.getProjectForgeToken(project.id) : null;
  const redactor = new Redactor([token, services.config.model.apiKey]);
  const record = (entries: NewTranscriptEntry[], force = false) =>
    store.append(job.id, redactor.value(entries), { force });
  if (ctx.attempt > 1) await record([{ type: 'attempt', runtimeJobId: ctx.job.id, attempt: ctx.attempt }]);

  // Archiving the job stops the run: a poll of its status aborts `stop`.
  const stop = new AbortController();
  const poll = setInterval(() => {
    store.status(job.id).then(
      (status) =>
        status !== 'active' &&
        stop.abort(new AgentError('AGENT_STOPPED', `the job was ${status ?? 'deleted'}`)),
      () => undefined,
    );
  }, settings.statusPollMs);
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = AbortSignal.any([ctx.signal, stop.signal, timeout]);
  // Archiving does not interrupt publishing once it has begun: a pull request the forge may already have
  // created must end up on the job (see ARCHITECTURE.md, "Agent runs").
  const publishSignal = AbortSignal.any([ctx.signal, timeout]);
  const onPullRequest = (pr: { url: string; number: number }) => store.setPullRequest(job.id, pr);
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-agent-'));
  try {
    const result = await execute({
      services,
      settings,
      job,
      project,
      token,
      payload,
      signal,
      publishSignal,
      workDir,
      record,
      redactor,
      onPullRequest,
    });
    if (!(await stillOwns(store, job.id, ctx.job.id)) || signal.aborted)
      throw signal.reason ?? new AgentError('AGENT_STOPPED', 'stopped');
    await store.finish(job.id, 'completed', { prLink: result.prLink, prNumber: result.prNumber });
    await record([{ type: 'status', status: 'completed' }], true);
    ctx.log.info(
      { agentJobId: job.id, steps: result.steps, tokens: result.tokens, changed: result.changed },
      'agent run completed',
    );
    return {
      agentJobId: job.id,
      changed: result.changed,
      prLink: result.prLink,
      steps: result.steps,
      tokens: result.tokens,
    };
  } catch (err) {
    if (stop.signal.aborted || (await store.status(job.id).catch(() => null)) === 'archived') {
      await record(
        [{ type: 'status', status: 'stopped', message: 'the job was archived while the agent was working' }],
        true,
      );
      ctx.log.info({ agentJobId: job.id }, 'agent run stopped: job archived');
      return { agentJobId: job.id, stopped: true };
    }
    // Lost lease or worker shutdown: the runtime retries or releases the job; the agent job stays active.
    if (ctx.signal.aborted && !timeout.aborted) throw err;
    const failure = classify(err, timeout.aborted, settings);
    const message = redactor.text(failure.message);
    if (!failure.permanent && ctx.attempt < ctx.job.maxAttempts) {
      await record([
        { type: 'status', status: 'failed', code: failure.code, message: `${message} (will retry)` },
      ]);
      throw new JobError(failure.code, message, { retryable: true });
    }
    await store.finish(job.id, 'failed', { error: message });
    await record([{ type: 'status', status: 'failed', code: failure.code, message }], true);
    ctx.log.warn({ agentJobId: job.id, code: failure.code }, 'agent run failed');
    throw new JobError(failure.code, message, { retryable: false });
  } finally {
    clearInterval(poll);
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

interface ExecuteInput {
  services: AgentRunServices;
  settings: AgentConfig;
  job: AgentJobRow;
  project: Awaited<ReturnType<Services['tenancy']['getProject']>>;
  token: string | null;
  payload: AgentRunPayload;
  signal: AbortSignal;
  /** The run's signal without the archive stop (wall time and lease only). */
  publishSignal: AbortSignal;
  workDir: string;
  record(entries: NewTranscriptEntry[]): Promise<void>;
  redactor: Redactor;
  onPullRequest(pr: { url: string; number: number }): Promise<void>;
}

async function execute(input: ExecuteInput) {
  const { services, settings, job, signal, record } = input;
  const allowPrivateSources = services.config.allowPrivateSources;
  const target = publishTarget(input.project, input.token);
  if (target.problem) throw new AgentError(target.problem.code, target.problem.message);
  // The forge token belongs to the project's current repository; never send it to a job's old one.
  if (target.repository !== job.repository) {
    throw new AgentError(
      'AGENT_NO_REPOSITORY',
      "the project's repository changed since this job was created; start a new job",
    );
  }
  const kind = target.forge;
  const model = createModel(services.config, job.model);

  const dir = path.join(input.workDir, 'checkout');
  const remote = { token: target.token, forge: kind, allowPrivateSources, signal };
  await cloneAt(job.repository, job.base_branch, dir, remote);
  if (!(await fetchBranch(dir, job.branch, remote))) await createBranch(dir, job.branch);
  const headBefore = await headCommit(dir);

  const checkout = await Checkout.open(dir);
  const plan: PlanItem[] = [];
  const tools = buildTools({ checkout, plan });
  // Errors the site had before this run are compared against, not blamed on the change.
  const gate = new BuildGate({
    dir,
    baseline: async () => {
      const before = path.join(input.workDir, 'baseline');
      await exportCommit(dir, headBefore, before, { signal });
      return before;
    },
    signal,
  });
  const loop = await runToolLoop({
    model,
    prompt: await promptFor(job, input.payload.prompt),
    tools,
    settings,
    signal,
    onStep: (step, index, usage) => record([stepEntry(step, index, usage, input.redactor)]),
    verify: async () => {
      if (checkout.changed.size === 0) return { ok: true, errors: [] };
      const build = await gate.check();
      if (!build.skipped) {
        await record([
          {
            type: 'build',
            ok: build.ok,
            pageCount: build.pageCount,
            errors: build.errors,
            preexisting: build.preexisting,
          },
        ]);
      }
      return build;
    },
  });
  if (plan.length > 0) await record([{ type: 'plan', items: plan }]);
  const summary = input.redactor.text(loop.summary);
  await record([{ type: 'summary', text: clip(summary, 10_000) }]);
  if (signal.aborted) throw signal.reason;
  const published = await publishChanges({
    dir,
    job,
    headBefore,
    prompt: input.payload.prompt,
    summary,
    author: settings.author,
    repository: target.repository,
    forge: { kind, apiUrl: target.apiUrl, token: target.token },
    allowPrivateSources,
    signal: input.publishSignal,
    record,
    onPullRequest: input.onPullRequest,
  });
  const pr = published.pullRequest;
  return {
    changed: published.changed,
    prLink: pr?.url ?? job.pr_link,
    prNumber: pr?.number ?? job.pr_number,
    steps: loop.steps,
    tokens: loop.tokens,
  };
}

/** The user message: this prompt, plus the job's earlier prompts when it is a follow-up. */
async function promptFor(job: AgentJobRow, prompt: string): Promise<string> {
  const earlier = parseTranscript(job.transcript)
    .filter((e) => e.type === 'run')
    .map((e) => (e.type === 'run' ? e.prompt : ''));
  if (earlier.length <= 1) return prompt;
  const history = earlier
    .slice(0, -1)
    .map((p, i) => `${i + 1}. ${clip(p, 2000)}`)
    .join('\n');
  return `Earlier requests in this job (their changes are already on this branch):\n${history}\n\nNew request:\n${prompt}`;
}

/**
 * The agent job this runtime job should work on: active, and this runtime job is its latest run. The
 * API writes the job row right after enqueueing, so a fast worker waits a moment before giving up.
 */
async function currentJobFor(
  store: AgentJobStore,
  agentJobId: string,
  runtimeJobId: string,
): Promise<AgentJobRow | null> {
  for (let i = 0; i < 10; i++) {
    const row = await store.get(agentJobId);
    if (
      row &&
      row.status === 'active' &&
      latestRun(parseTranscript(row.transcript))?.runtimeJobId === runtimeJobId
    )
      return row;
    await new Promise((r) => setTimeout(r, 300));
  }
  return null;
}

async function stillOwns(store: AgentJobStore, agentJobId: string, runtimeJobId: string): Promise<boolean> {
  const row = await store.get(agentJobId);
  return (
    !!row &&
    row.status === 'active' &&
    latestRun(parseTranscript(row.transcript))?.runtimeJobId === runtimeJobId
  );
}

function classify(
  err: unknown,
  timedOut: boolean,
  settings: AgentConfig,
): { code: string; message: string; permanent: boolean } {
  if (timedOut)
    return {
      code: 'AGENT_TIME_LIMIT',
      message: `the agent ran longer than its limit of ${Math.round(settings.timeoutMs / 1000)} seconds`,
      permanent: true,
    };
  if (err instanceof AgentError) return { code: err.code, message: err.message, permanent: true };
  // The forge's rules (hooks, branch protection) said no; the same push would be refused again.
  if (err instanceof GitError && err.code === 'GIT_PUSH_REJECTED')
    return { code: 'AGENT_PUSH_REJECTED', message: err.message, permanent: true };
  if (err instanceof GitError)
    return {
      code: 'AGENT_GIT_FAILED',
      message: err.message,
      permanent: err.code !== 'GIT_COMMAND_FAILED' && err.code !== 'GIT_TIMEOUT',
    };
  if (err instanceof ForgeError)
    return {
      code: 'AGENT_FORGE_FAILED',
      message: `pull request failed: ${err.message}`,
      permanent: err.code !== 'FORGE_UNAVAILABLE',
    };
  return {
    code: 'AGENT_INTERNAL',
    message: `internal error: ${(err as Error)?.message ?? String(err)}`,
    permanent: false,
  };
}
