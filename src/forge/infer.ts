import { ForgeError } from './errors.js';
import type { ForgeKind, ForgeOptions } from './types.js';

/** github.com and gitlab.com are known; a self-hosted forge's kind must be configured. */
export function inferForge(repository: string): ForgeKind | null {
  let host: string;
  try {
    host = new URL(repository).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host === 'github.com' || host === 'www.github.com') return 'github';
  if (host === 'gitlab.com' || host === 'www.gitlab.com') return 'gitlab';
  if (host === 'codeberg.org' || host === 'gitea.com') return 'gitea';
  return null;
}

/**
 * GitHub's API lives on its own host; GitLab and Gitea serve theirs under the instance's origin, so a
 * self-hosted instance gets `<origin>/api/v4` or `<origin>/api/v1` unless configured otherwise.
 */
export function defaultApiUrl(kind: ForgeKind, repository: string): string {
  const url = new URL(repository);
  if (kind === 'github')
    return url.hostname === 'github.com' ? 'https://api.github.com' : `${url.origin}/api/v3`;
  if (kind === 'gitlab')
    return url.hostname === 'gitlab.com' ? 'https://gitlab.com/api/v4' : `${url.origin}/api/v4`;
  return `${url.origin}/api/v1`;
}

/** `owner/repo` (or `group/sub/repo` on GitLab) from a repository URL. */
export function repositoryPath(repository: string): string {
  let pathname: string;
  try {
    pathname = new URL(repository).pathname;
  } catch {
    throw new ForgeError('FORGE_CONFIG', 'repository is not a valid URL');
  }
  const path = decodeURIComponent(pathname)
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.git$/, '');
  const parts = path.split('/');
  if (parts.length < 2 || parts.some((p) => !/^[A-Za-z0-9._-]+$/.test(p) || p === '.' || p === '..')) {
    throw new ForgeError('FORGE_CONFIG', 'repository URL must look like https://host/owner/repo');
  }
  return path;
}

/** The configured (or default) API root without trailing slashes. */
export function apiRoot(kind: ForgeKind, opts: Pick<ForgeOptions, 'apiUrl' | 'repository'>): string {
  return (opts.apiUrl || defaultApiUrl(kind, opts.repository)).replace(/\/+$/, '');
}

/**
 * `<api>/repos/{owner}/{repo}` for forges with GitHub's repository routes (GitHub, Gitea, Forgejo), which
 * address exactly two path segments.
 */
export function ownerRepoBase(
  kind: 'github' | 'gitea',
  opts: Pick<ForgeOptions, 'apiUrl' | 'repository'>,
  example: string,
): { base: string; owner: string; repo: string } {
  const parts = repositoryPath(opts.repository).split('/');
  if (parts.length !== 2) throw new ForgeError('FORGE_CONFIG', `a ${example}`);
  const [owner, repo] = parts as [string, string];
  return {
    base: `${apiRoot(kind, opts)}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`,
    owner,
    repo,
  };
}
