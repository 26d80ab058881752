import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GitError } from './errors.js';
import type { GitAuth } from './env.js';
import { assertSafeRef, runGit } from './run.js';
import { assertRemoteAllowed } from './url.js';

export interface RemoteOptions extends GitAuth {
  /** Allows http/file URLs and private addresses (LECTERN_ALLOW_PRIVATE_SOURCES). */
  allowPrivateSources?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface CloneOptions extends RemoteOptions {
  /** History depth to fetch (default 1). */
  depth?: number;
}

export interface Author {
  name: string;
  email: string;
}

/**
 * Checks out `ref` (a branch, tag or commit; null for the remote's default branch) of `url` into `dest`,
 * which must not exist or be empty. Leaves a detached HEAD and an `origin` remote; returns the commit.
 */
export async function cloneAt(
  url: string,
  ref: string | null,
  dest: string,
  opts: CloneOptions = {},
): Promise<{ commit: string }> {
  await assertRemoteAllowed(url, opts.allowPrivateSources);
  if (ref !== null) assertSafeRef(ref);
  const depth = opts.depth ?? 1;
  if (!Number.isInteger(depth) || depth < 1) throw new RangeError('depth must be a positive integer');
  await fs.mkdir(dest, { recursive: true });
  if ((await fs.readdir(dest)).length > 0)
    throw new GitError('GIT_COMMAND_FAILED', 'clone destination is not empty');
  const local = { cwd: dest, signal: opts.signal, timeoutMs: opts.timeoutMs };
  await runGit(['init', '-q'], local);
  await runGit(['remote', 'add', 'origin', url], local);
  await runGit(['fetch', '-q', '--no-tags', `--depth=${depth}`, 'origin', ref ?? 'HEAD'], {
    ...opts,
    cwd: dest,
  });
  await runGit(['checkout', '-q', '--detach', 'FETCH_HEAD'], local);
  return { commit: await headCommit(dest) };
}

/**
 * Fetches the rest of a shallow checkout's history (`cloneAt`'s depth 1) for reading it, as the export does
 * for "Last modified" dates: commits and trees only, through a `blob:none` partial-clone filter, since old
 * file contents are never read (`git log --name-only --no-renames` compares trees). A server without
 * filter support sends the whole history instead (git warns and ignores the filter); one that refuses
 * `blob:none` fails the fetch. `ref` is the one the checkout was cloned at. Resolves false, fetching
 * nothing, when the checkout already has its whole history (`--unshallow` would fail there).
 */
export async function fetchFullHistory(
  dir: string,
  ref: string | null,
  opts: RemoteOptions = {},
): Promise<boolean> {
  if (ref !== null) assertSafeRef(ref);
  const local = { cwd: dir, signal: opts.signal };
  const { stdout } = await runGit(['rev-parse', '--is-shallow-repository'], local);
  if (stdout.trim() !== 'true') return false;
  const url = (await runGit(['remote', 'get-url', 'origin'], local)).stdout.trim();
  await assertRemoteAllowed(url, opts.allowPrivateSources);
  await runGit(['fetch', '-q', '--no-tags', '--unshallow', '--filter=blob:none', 'origin', ref ?? 'HEAD'], {
    ...opts,
    cwd: dir,
  });
  return true;
}

export async function headCommit(dir: string): Promise<string> {
  return (await runGit(['rev-parse', 'HEAD'], { cwd: dir })).stdout.trim();
}

export async function currentBranch(dir: string): Promise<string | null> {
  const { stdout, exitCode } = await runGit(['symbolic-ref', '--short', '-q', 'HEAD'], { cwd: dir }, [0, 1]);
  return exitCode === 0 ? stdout.trim() : null;
}

/** Creates `branch` at HEAD and switches to it. */
export async function createBranch(dir: string, branch: string): Promise<void> {
  assertSafeRef(branch);
  await runGit(['checkout', '-q', '-b', branch], { cwd: dir });
}

/**
 * Fetches `branch` from origin and switches to it (for continuing work on an existing branch).
 * Resolves false, changing nothing, when the remote has no such branch.
 */
export async function fetchBranch(dir: string, branch: string, opts: CloneOptions = {}): Promise<boolean> {
  assertSafeRef(branch);
  const url = (await runGit(['remote', 'get-url', 'origin'], { cwd: dir })).stdout.trim();
  await assertRemoteAllowed(url, opts.allowPrivateSources);
  const tracking = `refs/remotes/origin/${branch}`;
  try {
    await runGit(
      [
        'fetch',
        '-q',
        '--no-tags',
        `--depth=${opts.depth ?? 1}`,
        'origin',
        `+refs/heads/${branch}:${tracking}`,
      ],
      {
        ...opts,
        cwd: dir,
      },
    );
  } catch (err) {
    if (err instanceof GitError && err.code === 'GIT_REF_NOT_FOUND') return false;
    throw err;
  }
  await runGit(['checkout', '-q', '-B', branch, tracking], { cwd: dir, signal: opts.signal });
  return true;
}

export interface CommitOptions {
  /** Branches that must never receive a commit (the job's base branch). */
  protectedBranches?: string[];
}

/**
 * Stages everything in the working tree and commits it on the current branch as `author` (an agent job's
 * is `config.agent.author`). Resolves `{ changed: false }` without committing when nothing differs from HEAD.
 */
export async function commitAll(
  dir: string,
  message: string,
  author: Author,
  opts: CommitOptions = {},
): Promise<{ changed: boolean; commit: string | null }> {
  const branch = await currentBranch(dir);
  if (!branch)
    throw new GitError(
      'GIT_PROTECTED_BRANCH',
      'refusing to commit on a detached HEAD; create a branch first',
    );
  assertNotProtected(branch, opts.protectedBranches);
  await runGit(['add', '-A'], { cwd: dir });
  const { exitCode } = await runGit(['diff', '--cached', '--quiet'], { cwd: dir }, [0, 1]);
  if (exitCode === 0) return { changed: false, commit: null };
  const identity = {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  };
  await runGit(['commit', '-q', '--no-verify', '-m', message], { cwd: dir, env: identity });
  return { changed: true, commit: await headCommit(dir) };
}

export interface PushOptions extends RemoteOptions {
  protectedBranches?: string[];
}

/** Pushes local `branch` to the same name on origin (fast-forward only; never to a protected branch). */
export async function push(dir: string, branch: string, opts: PushOptions = {}): Promise<void> {
  assertSafeRef(branch);
  assertNotProtected(branch, opts.protectedBranches);
  const url = (await runGit(['remote', 'get-url', 'origin'], { cwd: dir })).stdout.trim();
  await assertRemoteAllowed(url, opts.allowPrivateSources);
  await runGit(['push', '-q', '--no-verify', 'origin', `refs/heads/${branch}:refs/heads/${branch}`], {
    ...opts,
    cwd: dir,
  });
}

/** Paths changed between `base` and HEAD, with their status letter (A, M, D, R...). */
export async function changedFiles(
  dir: string,
  base: string,
): Promise<Array<{ status: string; path: string }>> {
  const { stdout } = await runGit(['diff', '--name-status', '--no-renames', base, 'HEAD', '--'], {
    cwd: dir,
  });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, ...rest] = line.split('\t');
      return { status, path: rest.join('\t') };
    });
}

function assertNotProtected(branch: string, protectedBranches: string[] = []): void {
  if (protectedBranches.includes(branch)) {
    throw new GitError('GIT_PROTECTED_BRANCH', `refusing to commit or push to the base branch ${branch}`);
  }
}

/**
 * Writes the files of `commit` into `dest` (created if missing) without touching the checkout's index,
 * HEAD or working tree: a throw-away index file is filled from the commit and checked out under a prefix.
 * Used to look at the state before a change (the agent's baseline build) beside the changed checkout.
 */
export async function exportCommit(
  dir: string,
  commit: string,
  dest: string,
  opts: { signal?: AbortSignal } = {},
): Promise<void> {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit))
    throw new GitError('GIT_REF_INVALID', 'exportCommit takes a full commit id');
  await fs.mkdir(dest, { recursive: true });
  const index = path.join(os.tmpdir(), `lectern-index-${randomBytes(8).toString('hex')}`);
  const local = { cwd: dir, signal: opts.signal, env: { GIT_INDEX_FILE: index } };
  try {
    await runGit(['read-tree', commit], local);
    await runGit(['checkout-index', '--all', '--force', `--prefix=${path.resolve(dest)}/`], local);
  } finally {
    await fs.rm(index, { force: true });
  }
}
