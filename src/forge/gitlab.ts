import { ForgeError } from './errors.js';
import { forgeClient } from './http.js';
import { apiRoot, repositoryPath } from './infer.js';
import type {
  CreatePullRequestInput,
  Forge,
  ForgeOptions,
  PullRequest,
  PullRequestState,
  PullRequestStatus,
  UpdatePullRequestInput,
} from './types.js';

interface GitLabMergeRequest {
  iid: number;
  web_url: string;
  state?: string;
}

/**
 * GitLab REST v4 merge requests. The project is addressed by its URL-encoded path (`group%2Frepo`);
 * a draft is marked with the `Draft: ` title prefix, which every GitLab version understands.
 */
export function createGitLabForge(opts: ForgeOptions): Forge {
  const projectId = encodeURIComponent(repositoryPath(opts.repository));
  const base = `${apiRoot('gitlab', opts)}/projects/${projectId}/merge_requests`;
  const headers = { 'PRIVATE-TOKEN': opts.token };
  const call = forgeClient(base, headers, opts);
  return {
    kind: 'gitlab',
    async createPullRequest(input: CreatePullRequestInput): Promise<PullRequest> {
      const title = input.draft && !/^draft:/i.test(input.title) ? `Draft: ${input.title}` : input.title;
      const mr = await call<GitLabMergeRequest>('POST', '', {
        source_branch: input.head,
        target_branch: input.base,
        title,
        description: input.body,
        remove_source_branch: true,
      });
      return toPullRequest(mr);
    },
    async findOpenPullRequest(head: string): Promise<PullRequest | null> {
      const query = new URLSearchParams({ state: 'opened', source_branch: head, per_page: '10' });
      const list = await call<GitLabMergeRequest[]>('GET', `?${query}`);
      return Array.isArray(list) && list.length > 0 ? toPullRequest(list[0]) : null;
    },
    async updatePullRequest(number: number, input: UpdatePullRequestInput): Promise<PullRequest> {
      const body: Record<string, string> = {};
      if (input.title !== undefined) body.title = input.title;
      if (input.body !== undefined) body.description = input.body;
      return toPullRequest(await call<GitLabMergeRequest>('PUT', `/${number}`, body));
    },
    async getPullRequest(number: number): Promise<PullRequestStatus> {
      const mr = await call<GitLabMergeRequest>('GET', `/${number}`);
      const state = mr?.state ? GITLAB_STATES[mr.state] : undefined;
      if (!state)
        throw new ForgeError(
          'FORGE_BAD_RESPONSE',
          `GitLab response has an unknown merge request state ${JSON.stringify(mr?.state ?? null)}`,
        );
      return { ...toPullRequest(mr), state };
    },
  };
}

/** `locked` is GitLab's transient state while a merge runs; until it ends the request counts as open. */
const GITLAB_STATES: Record<string, PullRequestState> = {
  opened: 'open',
  locked: 'open',
  closed: 'closed',
  merged: 'merged',
};

function toPullRequest(mr: GitLabMergeRequest): PullRequest {
  if (typeof mr?.web_url !== 'string' || typeof mr.iid !== 'number') {
    throw new ForgeError('FORGE_BAD_RESPONSE', 'GitLab response lacks web_url or iid');
  }
  return { url: mr.web_url, number: mr.iid };
}
