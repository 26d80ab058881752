import type { ForgeKind } from '../git/index.js';

export type { ForgeKind };

export interface PullRequest {
  /** The web page of the pull (merge) request, for humans: `prLink`. */
  url: string;
  /** GitHub/Gitea `number`, GitLab `iid`. */
  number: number;
}

/** Where a pull request stands: only an open one can take more changes. */
export type PullRequestState = 'open' | 'closed' | 'merged';

export interface PullRequestStatus extends PullRequest {
  state: PullRequestState;
}

export interface CreatePullRequestInput {
  /** Branch with the changes. */
  head: string;
  /** Branch to merge into. */
  base: string;
  title: string;
  body: string;
  draft?: boolean;
}

export interface UpdatePullRequestInput {
  title?: string;
  body?: string;
}

/** What Lectern needs from a code forge: open, find and update one pull request per agent job. */
export interface Forge {
  readonly kind: ForgeKind;
  createPullRequest(input: CreatePullRequestInput): Promise<PullRequest>;
  /** The open pull request whose source branch is `head`, if any. */
  findOpenPullRequest(head: string): Promise<PullRequest | null>;
  updatePullRequest(number: number, input: UpdatePullRequestInput): Promise<PullRequest>;
  /** One pull request by number, with its state (FORGE_NOT_FOUND when there is no such pull request). */
  getPullRequest(number: number): Promise<PullRequestStatus>;
}

export interface ForgeOptions {
  kind: ForgeKind;
  /** The repository's web/clone URL, e.g. https://github.com/acme/docs(.git). */
  repository: string;
  /** REST API base; defaults per forge (see `defaultApiUrl`). */
  apiUrl?: string | null;
  token: string;
  allowPrivateSources?: boolean;
  /** Per-request timeout (default 30 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
}
