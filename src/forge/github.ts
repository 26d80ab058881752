import { ForgeError } from './errors.js';
import { forgeClient } from './http.js';
import { defaultApiUrl, repositoryPath } from './infer.js';
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
  const repoPath = repositoryPath(opts.repository);
  const [owner, repo] = repoPath.split('/');
  if (repoPath.split('/').length !== 2)
    throw new ForgeError('FORGE_CONFIG', 'a GitHub repository URL is https://github.com/owner/repo');
  const base = `${(opts.apiUrl || defaultApiUrl('github', opts.repository)).replace(/\/+$/, '')}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
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
