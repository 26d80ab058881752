import { forgeClient } from './http.js';
import { ownerRepoBase } from './infer.js';
import { getPullStatus, toPullRequest, type HtmlPull } from './pulls.js';
import type {
  CreatePullRequestInput,
  Forge,
  ForgeOptions,
  PullRequest,
  PullRequestStatus,
  UpdatePullRequestInput,
} from './types.js';

/** GitHub REST v3: `POST /repos/{owner}/{repo}/pulls` with a native `draft` flag. */
export function createGitHubForge(opts: ForgeOptions): Forge {
  const { base, owner } = ownerRepoBase(
    'github',
    opts,
    'GitHub repository URL is https://github.com/owner/repo',
  );
  const headers = {
    Authorization: `Bearer ${opts.token}`,
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': '2022-11-28',
  };
  const call = forgeClient(base, headers, opts);
  return {
    kind: 'github',
    async createPullRequest(input: CreatePullRequestInput): Promise<PullRequest> {
      const pr = await call<HtmlPull>('POST', '/pulls', {
        title: input.title,
        body: input.body,
        head: input.head,
        base: input.base,
        draft: input.draft ?? false,
      });
      return toPullRequest(pr, 'GitHub');
    },
    async findOpenPullRequest(head: string): Promise<PullRequest | null> {
      const query = new URLSearchParams({ state: 'open', head: `${owner}:${head}`, per_page: '10' });
      const list = await call<HtmlPull[]>('GET', `/pulls?${query}`);
      return Array.isArray(list) && list.length > 0 ? toPullRequest(list[0], 'GitHub') : null;
    },
    async updatePullRequest(number: number, input: UpdatePullRequestInput): Promise<PullRequest> {
      return toPullRequest(await call<HtmlPull>('PATCH', `/pulls/${number}`, input), 'GitHub');
    },
    getPullRequest(number: number): Promise<PullRequestStatus> {
      return getPullStatus(call, number, 'GitHub');
    },
  };
}
