import type { Command } from 'commander';
import type { AgentJob, LecternClient, TranscriptEntry } from '../../client/index.js';
import { CliError, usageError } from '../errors.js';
import { emit, note, table } from '../output.js';
import { parseCount, readStdin } from '../parse.js';
import { apiOptions, clientFrom, type ApiFlags } from './api-options.js';

interface AgentFlags extends ApiFlags {
  project: string;
  json?: boolean;
  prompt?: string;
  branch?: string;
  model?: string;
  draft?: boolean;
  wait?: boolean;
  transcript?: boolean;
  limit?: number;
  cursor?: string;
}

function describe(job: AgentJob): string[] {
  return [
    `Agent job ${job.id}: ${job.status}`,
    `  source: ${job.source.repository}${job.source.ref ? ` (branch ${job.source.ref})` : ''}  model: ${job.model}`,
    `  pull request: ${job.prLink ?? '(none yet)'}`,
    `  created: ${job.createdAt}${job.archivedAt ? `  archived: ${job.archivedAt}` : ''}`,
  ];
}

const clip = (text: unknown, max = 300): string => {
  const s = typeof text === 'string' ? text : JSON.stringify(text);
  return s.length > max ? `${s.slice(0, max)}…` : s;
};

/** One transcript event as readable lines; unknown kinds are shown as JSON. */
export function formatEntry(e: TranscriptEntry): string[] {
  const time = e.at ? `${e.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z')} ` : '';
  switch (e.type) {
    case 'run':
      return [`${time}prompt (${String(e.kind ?? 'create')}): ${clip(e.prompt)}`];
    case 'step': {
      const calls = (e.toolCalls as Array<{ name: string }> | undefined) ?? [];
      return [
        `${time}step ${String(e.step)}: ${clip(e.text || '(no text)')}`,
        ...calls.map((c) => `    tool ${c.name}`),
      ];
    }
    case 'build':
      return [
        `${time}build ${e.ok ? 'passed' : 'failed'} (${String(e.pageCount)} pages)`,
        ...((e.errors as string[] | undefined) ?? []).map((m) => `    ${m}`),
      ];
    case 'commit':
      return [
        `${time}commit ${String(e.commit).slice(0, 12)} (${((e.files as unknown[]) ?? []).length} files)`,
      ];
    case 'pull-request':
      return [`${time}pull request ${String(e.action)}: ${String(e.url)}`];
    case 'summary':
      return [`${time}summary: ${clip(e.text, 2000)}`];
    case 'status':
      return [`${time}status ${String(e.status)}${e.message ? `: ${String(e.message)}` : ''}`];
    default: {
      const { at: _at, type, ...rest } = e;
      return [`${time}${type}: ${clip(rest)}`];
    }
  }
}

/** `--prompt -` reads the prompt from standard input (long prompts, or ones built by scripts). */
async function promptFrom(flags: AgentFlags): Promise<string> {
  const prompt = flags.prompt === '-' ? await readStdin() : flags.prompt;
  if (!prompt || !prompt.trim()) throw usageError('a non-empty --prompt is required');
  return prompt;
}

async function waitFor(client: LecternClient, projectId: string, job: AgentJob): Promise<AgentJob> {
  while (job.status === 'active') {
    await new Promise((r) => setTimeout(r, 2000));
    job = await client.getAgentJob(projectId, job.id);
  }
  return job;
}

function common(command: Command): Command {
  return apiOptions(command)
    .requiredOption('--project <project>', 'project id')
    .option('--json', 'print one JSON object');
}

async function finish(client: LecternClient, flags: AgentFlags, job: AgentJob): Promise<void> {
  if (flags.wait) job = await waitFor(client, flags.project, job);
  emit(Boolean(flags.json), job, () => describe(job));
  if (flags.wait && job.status === 'failed') {
    // The AgentJob carries no reason; the transcript endpoint does (best effort: an older server may lack it).
    const reason = await client.getAgentTranscript(flags.project, job.id).then(
      (t) => t.error,
      () => null,
    );
    throw new CliError(`agent job ${job.id} failed${reason ? `: ${reason}` : ''}`);
  }
}

export function registerAgentCommands(program: Command): void {
  const agent = program
    .command('agent')
    .description('drive agent jobs (edit a docs repository from a prompt, open a pull request)');

  common(agent.command('create').description('start an agent job'))
    .requiredOption('--prompt <text>', 'the instruction ("-" reads standard input)')
    .option('--branch <branch>', 'branch to work on')
    .option('--model <model>', 'model to use')
    .option('--draft', 'open the pull request as a draft')
    .option('--wait', 'follow the job until it is no longer active')
    .action(async (flags: AgentFlags) => {
      const client = clientFrom(flags);
      const prompt = await promptFrom(flags);
      const job = await client.createAgentJob(flags.project, {
        prompt,
        ...(flags.branch ? { branch: flags.branch } : {}),
        ...(flags.model ? { model: flags.model } : {}),
        ...(flags.draft ? { asDraft: true } : {}),
      });
      if (!flags.json) note(`Created agent job ${job.id}`);
      await finish(client, flags, job);
    });

  common(agent.command('get').description('show an agent job'))
    .argument('<id>', 'agent job id')
    .option('--transcript', 'also show what the agent did')
    .action(async (id: string, flags: AgentFlags) => {
      const client = clientFrom(flags);
      const job = await client.getAgentJob(flags.project, id);
      if (!flags.transcript) return emit(Boolean(flags.json), job, () => describe(job));
      const transcript = await client.getAgentTranscript(flags.project, id);
      emit(
        Boolean(flags.json),
        { ...job, transcript: transcript.transcript, error: transcript.error },
        () => [
          ...describe(job),
          ...(transcript.error ? [`  error: ${transcript.error}`] : []),
          '',
          ...transcript.transcript.flatMap(formatEntry),
        ],
      );
    });

  common(agent.command('message').description('send a follow-up prompt; the job continues on its branch'))
    .argument('<id>', 'agent job id')
    .requiredOption('--prompt <text>', 'the instruction ("-" reads standard input)')
    .option('--wait', 'follow the job until it is no longer active')
    .action(async (id: string, flags: AgentFlags) => {
      const client = clientFrom(flags);
      const job = await client.messageAgentJob(flags.project, id, await promptFrom(flags));
      await finish(client, flags, job);
    });

  common(agent.command('archive').description('archive an agent job (an active one is stopped first)'))
    .argument('<id>', 'agent job id')
    .action(async (id: string, flags: AgentFlags) => {
      const client = clientFrom(flags);
      const job = await client.archiveAgentJob(flags.project, id);
      emit(Boolean(flags.json), job, () => describe(job));
    });

  common(agent.command('list').description("list a project's agent jobs"))
    .option('--limit <n>', 'jobs per page, newest first (at most 100)', parseCount)
    .option('--cursor <cursor>', 'the next page (printed after a full page)')
    .action(async (flags: AgentFlags) => {
      const client = clientFrom(flags);
      const list = await client.listAgentJobs(flags.project, { limit: flags.limit, cursor: flags.cursor });
      emit(Boolean(flags.json), list, () => [
        ...(list.jobs.length
          ? table([
              ['ID', 'STATUS', 'BRANCH', 'PULL REQUEST', 'CREATED'],
              ...list.jobs.map((j) => [j.id, j.status, j.source.ref ?? '', j.prLink ?? '', j.createdAt]),
            ])
          : ['No agent jobs.']),
        ...(list.nextCursor
          ? [`More: lectern agent list --project ${flags.project} --cursor ${list.nextCursor}`]
          : []),
      ]);
    });
}
