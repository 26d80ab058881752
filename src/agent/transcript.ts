import type { PullRequestState } from '../forge/index.js';

/** The job's earlier pull request (merged, closed or deleted) when a new one took its place. */
export interface ReplacedPullRequest {
  number: number;
  state: Exclude<PullRequestState, 'open'> | 'deleted';
}

/** One line of an agent job's transcript (stored as a JSON array in `agent_jobs.transcript`). */
export type TranscriptEntry = { at: string } & (
  | { type: 'run'; runtimeJobId: string; prompt: string; kind: 'create' | 'message' }
  | { type: 'attempt'; runtimeJobId: string; attempt: number }
  | {
      type: 'step';
      step: number;
      text: string;
      toolCalls: Array<{ name: string; input: unknown }>;
      toolResults: Array<{ name: string; output: string }>;
      /** `estimated` when the provider reported no usage (see TokenMeter). */
      usage: { inputTokens: number; outputTokens: number; estimated?: boolean };
    }
  | { type: 'plan'; items: Array<{ content: string; status: string }> }
  /** `errors` are the ones the change introduced; `preexisting` counts those the site already had. */
  | { type: 'build'; ok: boolean; pageCount: number; errors: string[]; preexisting: number }
  | { type: 'commit'; commit: string; files: Array<{ status: string; path: string }> }
  /** `replaced`: the job's earlier pull request, when it was merged or closed and this one took its place. */
  | {
      type: 'pull-request';
      action: 'created' | 'updated';
      url: string;
      number: number;
      replaced?: ReplacedPullRequest;
    }
  | { type: 'summary'; text: string }
  | {
      type: 'status';
      status: 'completed' | 'failed' | 'archived' | 'stopped';
      code?: string;
      message?: string;
    }
);

export type NewTranscriptEntry = TranscriptEntry extends infer E
  ? E extends { at: string }
    ? Omit<E, 'at'>
    : never
  : never;

/** Longest tool output kept in the transcript (the model saw more). */
export const TRANSCRIPT_OUTPUT_CHARS = 2000;

export function clip(text: string, max = TRANSCRIPT_OUTPUT_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}… [${text.length - max} more characters]`;
}

export function parseTranscript(text: string | null | undefined): TranscriptEntry[] {
  try {
    const value = JSON.parse(text ?? '[]') as unknown;
    return Array.isArray(value) ? (value as TranscriptEntry[]) : [];
  } catch {
    return [];
  }
}

/** The runtime job of the latest prompt (create or message) of an agent job. */
export function latestRun(entries: TranscriptEntry[]): Extract<TranscriptEntry, { type: 'run' }> | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.type === 'run') return e;
  }
  return null;
}
