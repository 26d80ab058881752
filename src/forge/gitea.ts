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

/** Gitea and Forgejo API v1: `POST /repos/{owner}/{repo}/pulls`; drafts are `WIP: ` title prefixes. */
export function createGiteaForge(opts: ForgeOptions): Forge {
  const { base } = ownerRepoBase('gitea', opts, 'Gitea repository URL is https://host/owner/repo');
  const headers = { Authorization: `token ${opts.token}` };
  const call = forgeClient(base, headers, opts);
  return {
    kind: 'gitea',
    async createPullRequest(input: CreatePullRequestInput): Promise<PullRequest> {
      const title = input.draft && !/^(wip|draft):/i.test(input.title) ? `WIP: ${input.title}` : input.title;
      const pr = await call<HtmlPull>('POST', '/pulls', {
        head: input.head,
        base: input.base,
        title,
        body: input.body,
      });
      return toPullRequest(pr, 'Gitea');
    },
    async findOpenPullRequest(head: string): Promise<PullRequest | null> {
      // Older Gitea versions cannot filter the list by head branch, so filter here (newest first).
      for (let page = 1; page <= 5; page++) {
        const list = await call<HtmlPull[]>(
          'GET',
          `/pulls?state=open&sort=recentupdate&limit=50&page=${page}`,
        );
        if (!Array.isArray(list) || list.length === 0) return null;
        const match = list.find((pr) => pr.head?.ref === head);
        if (match) return toPullRequest(match, 'Gitea');
        if (list.length < 50) return null;
      }
      return null;
    },
    async updatePullRequest(number: number, input: UpdatePullRequestInput): Promise<PullRequest> {
      return toPullRequest(await call<HtmlPull>('PATCH', `/pulls/${number}`, input), 'Gitea');
    },
    getPullRequest(number: number): Promise<PullRequestStatus> {
      return getPullStatus(call, number, 'Gitea');
    },
  };
}
