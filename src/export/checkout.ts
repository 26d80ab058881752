import fs from 'node:fs/promises';
import path from 'node:path';
import { GitError, cloneAt, type GitAuth } from '../git/index.js';
import { JobError } from '../jobs/index.js';
import type { Deployment } from '../tenancy/index.js';

/** Git failures that another attempt cannot fix; the rest (network, timeouts) are retried. */
const PERMANENT_GIT = new Set([
  'GIT_URL_REJECTED',
  'GIT_REF_INVALID',
  'GIT_REF_NOT_FOUND',
  'GIT_AUTH_FAILED',
]);

export interface CheckoutOptions {
  allowPrivateSources: boolean;
  signal?: AbortSignal;
  /** Credentials for a private repository (the project's forge token), if any. */
  auth?: GitAuth;
}

/**
 * The folder holding the deployment's `docs.json`. A local-folder source is read in place (the engine
 * only reads); a git source is cloned at its ref into `dest`. The deployment's sub-path is confined to
 * the checkout.
 */
export async function checkoutSource(
  deployment: Deployment,
  dest: string,
  opts: CheckoutOptions,
): Promise<string> {
  let root: string;
  if (path.isAbsolute(deployment.source)) {
    root = path.resolve(deployment.source);
    const stat = await fs.stat(root).catch(() => null);
    if (!stat?.isDirectory()) {
      throw new JobError('EXPORT_SOURCE_MISSING', `source folder of ${deployment.domain} does not exist`);
    }
  } else {
    try {
      await cloneAt(deployment.source, deployment.ref, dest, {
        allowPrivateSources: opts.allowPrivateSources,
        signal: opts.signal,
        timeoutMs: 10 * 60_000,
        ...opts.auth,
      });
    } catch (err) {
      if (err instanceof GitError) {
        throw new JobError(err.code, `could not check out ${deployment.domain}'s source: ${err.message}`, {
          retryable: !PERMANENT_GIT.has(err.code),
          cause: err,
        });
      }
      throw err;
    }
    root = dest;
  }
  return confine(root, deployment.path, deployment.domain);
}

/** The sub-folder, resolved through symbolic links, must stay inside the checkout. */
async function confine(root: string, sub: string | null, domain: string): Promise<string> {
  const realRoot = await fs.realpath(root);
  if (!sub) return realRoot;
  const dir = await fs.realpath(path.resolve(realRoot, sub)).catch(() => null);
  if (!dir) throw new JobError('EXPORT_SOURCE_MISSING', `folder ${sub} does not exist in ${domain}'s source`);
  if (dir !== realRoot && !dir.startsWith(realRoot + path.sep)) {
    throw new JobError('EXPORT_SOURCE_PATH', `deployment path ${sub} leaves the source folder`);
  }
  return dir;
}

/**
 * The project's forge token goes along only to the host of the project's own repository, so a deployment
 * whose source points elsewhere can never receive it.
 */
export function authFor(
  source: string,
  repository: string | null,
  token: string | null,
  forge: GitAuth['forge'],
): GitAuth | undefined {
  if (!token || !repository || path.isAbsolute(source)) return undefined;
  try {
    return new URL(source).origin === new URL(repository).origin ? { token, forge } : undefined;
  } catch {
    return undefined;
  }
}
