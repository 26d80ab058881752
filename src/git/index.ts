export { GitError, type GitErrorCode } from './errors.js';
export { authorizationHeader, gitEnv, type ForgeKind, type GitAuth } from './env.js';
export { redactGitOutput } from './redact.js';
export { assertRemoteAllowed, isPrivateAddress } from './url.js';
export { assertSafeRef, runGit } from './run.js';
export {
  changedFiles,
  cloneAt,
  commitAll,
  createBranch,
  exportCommit,
  currentBranch,
  fetchBranch,
  fetchFullHistory,
  headCommit,
  push,
  type Author,
  type CloneOptions,
  type CommitOptions,
  type PushOptions,
  type RemoteOptions,
} from './repo.js';
