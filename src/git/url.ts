import { assertPublicUrl, isPrivateAddress, SecurityError } from '../security/index.js';
import { GitError } from './errors.js';

export { isPrivateAddress };

/**
 * Validates a repository URL before git touches it: https only (http and file when private sources are
 * allowed), no credentials in the URL, and a host that resolves only to public addresses.
 */
export async function assertRemoteAllowed(url: string, allowPrivateSources = false): Promise<URL> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new GitError('GIT_URL_REJECTED', 'repository URL is not a valid URL');
  }
  if (parsed.username || parsed.password) {
    throw new GitError(
      'GIT_URL_REJECTED',
      'repository URL must not contain credentials; configure a token instead',
    );
  }
  if (allowPrivateSources && parsed.protocol === 'file:') return parsed;
  try {
    return (await assertPublicUrl(parsed, { allowPrivate: allowPrivateSources })).url;
  } catch (err) {
    if (err instanceof SecurityError)
      throw new GitError('GIT_URL_REJECTED', `repository URL rejected: ${err.message}`);
    throw err;
  }
}
