import { ForgeError } from './errors.js';
import { createGitHubForge } from './github.js';
import { createGiteaForge } from './gitea.js';
import { createGitLabForge } from './gitlab.js';
import type { Forge, ForgeOptions } from './types.js';

export { ForgeError, type ForgeErrorCode } from './errors.js';
export { defaultApiUrl, inferForge, repositoryPath } from './infer.js';
export type {
  CreatePullRequestInput,
  Forge,
  ForgeKind,
  ForgeOptions,
  PullRequest,
  PullRequestState,
  PullRequestStatus,
  UpdatePullRequestInput,
} from './types.js';

export function createForge(opts: ForgeOptions): Forge {
  if (!opts.token) throw new ForgeError('FORGE_CONFIG', 'the project has no forge token configured');
  switch (opts.kind) {
    case 'github':
      return createGitHubForge(opts);
    case 'gitlab':
      return createGitLabForge(opts);
    case 'gitea':
      return createGiteaForge(opts);
    default:
      throw new ForgeError('FORGE_CONFIG', `unknown forge kind ${String(opts.kind)}`);
  }
}
