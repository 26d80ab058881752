import fs from 'node:fs/promises';
import path from 'node:path';
import { loadSiteConfig } from '../engine/index.js';
import { GitError, cloneAt, fetchFullHistory, type GitAuth, type RemoteOptions } from '../git/index.js';
import { JobError, type JobContext } from '../jobs/index.js';
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
  /** Told when a checkout keeps its shallow history after all (the export goes on without dates). */
  log?: Pick<JobContext['log'], 'warn'>;
}

/**
 * The folder holding the deployment's `docs.json`. A local-folder source is read in place (the engine
 * only reads); a git source is cloned at its ref into `dest`, one commit deep unless the site shows
 * "Last modified" dates, which need the history. The deployment's sub-path is confined to the checkout.
 */
export async function checkoutSource(
  deployment: Deployment,
  dest: string,
  opts: CheckoutOptions,
): Promise<string> {
  let root: string;
  const cloned = !path.isAbsolute(deployment.source);
  if (!cloned) {
    root = path.resolve(deployment.source);
    const stat = await fs.stat(root).catch(() => null);
    if (!stat?.isDirectory()) {
      throw new JobError('EXPORT_SOURCE_MISSING', `source folder of ${deployment.domain} does not exist`);
    }
  } else {
    try {
      await cloneAt(deployment.source, deployment.ref, dest, remoteOptions(opts));
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
  const docsDir = await confine(root, deployment.path, deployment.domain);
  if (cloned && showsPageDates(docsDir)) await fetchHistoryForDates(deployment, dest, opts);
  return docsDir;
}

function remoteOptions(opts: CheckoutOptions): RemoteOptions {
  return {
    allowPrivateSources: opts.allowPrivateSources,
    signal: opts.signal,
    timeoutMs: 10 * 60_000,
    ...opts.auth,
  };
}

/**
 * Whether the site dates every page (docs.json `metadata.timestamp`), asked of the engine's own config
 * reader so the answer is the build's. A page turning dates on in its frontmatter alone is not looked for
 * (that means reading every page first): such a site exports without dates. A config the reader refuses
 * fails the build soon after, so it needs no history either.
 */
function showsPageDates(docsDir: string): boolean {
  try {
    return loadSiteConfig(docsDir).config.metadata?.timestamp === true;
  } catch {
    return false;
  }
}

/**
 * Dates come from the history, which a depth-1 clone lacks. Fetching it must not cost the export: on
 * failure the checkout stays shallow and the build warns that pages show no date.
 */
async function fetchHistoryForDates(
  deployment: Deployment,
  dest: string,
  opts: CheckoutOptions,
): Promise<void> {
  try {
    await fetchFullHistory(dest, deployment.ref, remoteOptions(opts));
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    opts.log?.warn(
      { err, domain: deployment.domain },
      `could not fetch the history of ${deployment.domain}'s source for "Last modified" dates; exporting without them`,
    );
  }
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
