import { changedFiles, commitAll, push, type Author, type ForgeKind } from '../git/index.js';
import { ForgeError, createForge, inferForge, type Forge, type PullRequest } from '../forge/index.js';
import type { AgentJobRow } from './store.js';
import type { NewTranscriptEntry, ReplacedPullRequest } from './transcript.js';

export interface PublishInput {
  dir: string;
  job: AgentJobRow;
  /** HEAD before this run's edits: the diff shown in the transcript starts here. */
  headBefore: string;
  prompt: string;
  summary: string;
  author: Author;
  repository: string;
  forge: { kind: ForgeKind; apiUrl: string | null; token: string };
  allowPrivateSources: boolean;
  signal: AbortSignal;
  record(entries: NewTranscriptEntry[]): Promise<void>;
  /** Called as soon as the forge has the pull request, before anything else can fail or stop the run. */
  onPullRequest(pr: PullRequest): Promise<void>;
}

export interface PublishResult {
  changed: boolean;
  pullRequest: PullRequest | null;
}

/** Where a job's changes go, or why they cannot go anywhere. */
export type PublishTarget<Token> =
  | { repository: string; forge: ForgeKind; apiUrl: string | null; token: Token; problem?: undefined }
  | { problem: { code: 'AGENT_NO_REPOSITORY' | 'AGENT_NO_FORGE'; message: string } };

/**
 * A job needs a repository to push to, a forge (configured, or told from the repository URL) to open its
 * pull request on, and a forge token. The API refuses a create without them (400); the run checks again,
 * since the project can change meanwhile. `token` is the token itself (the run) or whether there is one
 * (the API, which never reads it).
 */
export function publishTarget<Token extends string | true>(
  project: { repository: string | null; forge: ForgeKind | null; forgeApiUrl: string | null } | null,
  token: Token | false | null,
): PublishTarget<Token> {
  if (!project?.repository)
    return {
      problem: {
        code: 'AGENT_NO_REPOSITORY',
        message:
          'the project has no repository configured; set it with `lectern admin project update --repository`',
      },
    };
  const forge = project.forge ?? inferForge(project.repository);
  if (!forge)
    return {
      problem: {
        code: 'AGENT_NO_FORGE',
        message:
          'the project has no forge configured and its repository URL does not name one; set it with `lectern admin project update --forge github|gitlab|gitea`',
      },
    };
  if (!token)
    return {
      problem: {
        code: 'AGENT_NO_FORGE',
        message:
          'the project has no forge token configured; set it with `lectern admin project update --forge-token-stdin`',
      },
    };
  return { repository: project.repository, forge, apiUrl: project.forgeApiUrl, token };
}

export function firstLine(text: string, max = 72): string {
  const line = text.trim().split('\n')[0]?.trim() ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function describe(input: PublishInput): string {
  return [
    input.summary || 'The agent made the changes below.',
    '',
    '---',
    `Requested: ${firstLine(input.prompt, 500)}`,
    '',
    `Lectern agent job \`${input.job.id}\`, branch \`${input.job.branch}\`. Review before merging.`,
  ].join('\n');
}

/**
 * Commits the run's edits on the job's branch, pushes it, and opens the pull request, or updates the
 * one the job already has while it is open (a continued job keeps one branch and one pull request until
 * someone merges or closes it; then the next change gets a new one).
 */
export async function publishChanges(input: PublishInput): Promise<PublishResult> {
  const { job } = input;
  const protectedBranches = [job.base_branch];
  if (job.branch === job.base_branch || !job.branch.startsWith('lectern/agent-')) {
    throw new Error(`refusing to publish on branch ${job.branch}`);
  }
  const message = `${firstLine(`Lectern agent: ${firstLine(input.prompt, 60)}`)}\n\n${input.summary}\n\nAgent-Job: ${job.id}`;
  const commit = await commitAll(input.dir, message, input.author, { protectedBranches });
  if (!commit.changed || !commit.commit) return { changed: false, pullRequest: null };
  await input.record([
    { type: 'commit', commit: commit.commit, files: await changedFiles(input.dir, input.headBefore) },
  ]);

  const remote = {
    token: input.forge.token,
    forge: input.forge.kind,
    allowPrivateSources: input.allowPrivateSources,
    signal: input.signal,
  };
  await push(input.dir, job.branch, { ...remote, protectedBranches });

  const forge = createForge({
    kind: input.forge.kind,
    repository: input.repository,
    apiUrl: input.forge.apiUrl,
    token: input.forge.token,
    allowPrivateSources: input.allowPrivateSources,
    signal: input.signal,
  });
  const body = describe(input);
  const { open, previous } = await openPullRequestOf(forge, job);
  if (open) {
    const updated = await forge.updatePullRequest(open.number, { body });
    await input.onPullRequest(updated);
    await input.record([
      { type: 'pull-request', action: 'updated', url: updated.url, number: updated.number },
    ]);
    return { changed: true, pullRequest: updated };
  }
  const created = await forge.createPullRequest({
    head: job.branch,
    base: job.base_branch,
    title: firstLine(input.prompt) || 'Documentation update',
    body,
    draft: job.as_draft === 1,
  });
  await input.onPullRequest(created);
  const replaced = previous ? { replaced: previous } : {};
  await input.record([
    { type: 'pull-request', action: 'created', url: created.url, number: created.number, ...replaced },
  ]);
  return { changed: true, pullRequest: created };
}

/**
 * The open pull request to update, if any: the job's own while the forge says it is open; otherwise an
 * open one from the job's branch (a run that crashed right after opening it never recorded it).
 * `previous` is the job's own when it was merged, closed or deleted.
 */
async function openPullRequestOf(
  forge: Forge,
  job: AgentJobRow,
): Promise<{ open: PullRequest | null; previous: ReplacedPullRequest | null }> {
  let previous: ReplacedPullRequest | null = null;
  if (job.pr_number !== null) {
    try {
      const pr = await forge.getPullRequest(job.pr_number);
      if (pr.state === 'open') return { open: { url: pr.url, number: pr.number }, previous: null };
      previous = { number: pr.number, state: pr.state };
    } catch (err) {
      if (!(err instanceof ForgeError && err.code === 'FORGE_NOT_FOUND')) throw err;
      previous = { number: job.pr_number, state: 'deleted' };
    }
  }
  return { open: await forge.findOpenPullRequest(job.branch), previous };
}
