import { execFile, type ExecFileException } from 'node:child_process';
import { GitError, type GitErrorCode } from './errors.js';
import { gitEnv, type GitEnvOptions } from './env.js';
import { redactGitOutput } from './redact.js';

export interface RunOptions extends GitEnvOptions {
  cwd?: string;
  signal?: AbortSignal;
  /** Kills git after this long (default 5 minutes). */
  timeoutMs?: number;
  /** Extra variables (author identity for commits). */
  env?: NodeJS.ProcessEnv;
}

export interface RunResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

const MAX_OUTPUT = 16 * 1024 * 1024;

/**
 * Runs `git` with execFile (no shell) in the locked-down environment of `gitEnv`. Resolves with the
 * exit code instead of throwing when `okCodes` includes it (e.g. `diff --quiet` exits 1 for "changed").
 */
export function runGit(args: string[], opts: RunOptions = {}, okCodes: number[] = [0]): Promise<RunResult> {
  const env = { ...gitEnv(opts), ...opts.env };
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      {
        cwd: opts.cwd,
        env,
        signal: opts.signal,
        timeout: opts.timeoutMs ?? 300_000,
        maxBuffer: MAX_OUTPUT,
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        if (!error || okCodes.includes(exitCode)) {
          resolve({ stdout, stderr, exitCode });
          return;
        }
        reject(toGitError(args, error, stderr, opts));
      },
    );
  });
}

function toGitError(args: string[], error: ExecFileException, stderr: string, opts: RunOptions): GitError {
  const command = args.find((a) => !a.startsWith('-')) ?? 'git';
  if (error.name === 'AbortError' || opts.signal?.aborted)
    return new GitError('GIT_ABORTED', `git ${command} was aborted`);
  if (error.killed) return new GitError('GIT_TIMEOUT', `git ${command} timed out`);
  const output = redactGitOutput(stderr, opts.token);
  // Checked first: a hook's own text may contain anything, including words the other patterns look for.
  if (command === 'push' && PUSH_REJECTED.test(stderr))
    return new GitError('GIT_PUSH_REJECTED', pushRejection(output));
  const detail = output.trim().split('\n').slice(-4).join(' | ').slice(0, 800);
  let code: GitErrorCode = 'GIT_COMMAND_FAILED';
  // Status codes must stand alone: job ids in branch names are hex and can contain "401" or "403".
  if (/couldn't find remote ref|not found in upstream|unknown revision|invalid refspec/i.test(stderr))
    code = 'GIT_REF_NOT_FOUND';
  else if (/authentication failed|could not read username|\b40[13]\b|terminal prompts disabled/i.test(stderr))
    code = 'GIT_AUTH_FAILED';
  return new GitError(code, `git ${command} failed: ${detail || `exit code ${String(error.code)}`}`);
}

/**
 * A push the server's rules refused, as opposed to a race: `[remote rejected]` (hooks, GitLab and GitHub
 * branch protection) or a hook's "declined". A plain `[rejected]` (non-fast-forward) is not one: another
 * attempt fetches the branch again and can succeed.
 */
const PUSH_REJECTED = /\[remote rejected\]|hook declined|protected branch/i;

/** "the remote refused the push (reason): what the hook said", from git's stderr. */
function pushRejection(stderr: string): string {
  const reason = /\[remote rejected\][^(\n]*\(([^)\n]*)\)/i.exec(stderr)?.[1]?.trim();
  const said = stderr
    .split('\n')
    .filter((line) => line.startsWith('remote:'))
    .map((line) => line.slice('remote:'.length).trim())
    .filter(Boolean)
    .slice(-5)
    .join(' ');
  return `the remote refused the push${reason ? ` (${reason})` : ''}${said ? `: ${said}` : ''}`.slice(0, 800);
}

/** Branch and tag names we pass to git: no option injection, no refspec tricks. */
export function assertSafeRef(ref: string): void {
  const ok =
    ref.length > 0 &&
    ref.length <= 200 &&
    /^[A-Za-z0-9._/-]+$/.test(ref) &&
    !ref.startsWith('-') &&
    !ref.startsWith('/') &&
    !ref.endsWith('/') &&
    !ref.endsWith('.lock') &&
    !ref.includes('..') &&
    !ref.includes('//');
  if (!ok)
    throw new GitError('GIT_REF_INVALID', `invalid git ref name: ${JSON.stringify(ref.slice(0, 100))}`);
}
