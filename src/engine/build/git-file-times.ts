import { spawn } from 'node:child_process';
import { gitEnv } from '../../git/index.js';

/**
 * Each file's last commit time (ms since the epoch) by path relative to the folder, or null when the
 * history is cut off (a shallow clone) before its last change could be seen.
 */
export type FileTimes = Map<string, number | null>;

const RECORD = 0x1e;
const NUL = 0x00;
const NEWLINE = 0x0a;

/**
 * One `git log` over the folder's whole history, newest first, listing the files each commit touched: a
 * file's first appearance is its last change (what `git log -1 -- <file>` answers, for every file at
 * once). Streamed, since a long history's listing can be large, and parsed by bytes, so a path's UTF-8 is
 * never split between chunks. The author date is a change's date (a rebase or cherry-pick keeps it). The
 * shallow boundary commit (`grafted`) lists every file as new: files first seen there get null. Runs with
 * execFile's rules (no shell) in `src/git`'s locked-down environment (no global or system config, no
 * prompts). Resolves with an error message when the folder is in no work tree or git cannot run.
 */
export function gitFileTimes(
  dir: string,
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<FileTimes | { error: string }> {
  const args = [
    'log',
    '--no-show-signature',
    // Only the shallow boundary's `grafted` is decorated: no ref names to mistake for it.
    '--decorate-refs-exclude=refs/*',
    '--decorate-refs-exclude=HEAD',
    '--format=%x1e%at %D',
    '--name-only',
    '--no-renames',
    '--relative',
    '-z',
    '--',
    '.',
  ];
  return new Promise((resolve) => {
    const times: FileTimes = new Map();
    let current: number | null = null;
    let rest = Buffer.alloc(0);
    const stderr: Buffer[] = [];
    const token = (bytes: Buffer) => {
      if (bytes[0] === RECORD) {
        const [at = '', decoration = ''] = bytes.subarray(1).toString('utf8').split(' ', 2);
        current = decoration.split(', ').includes('grafted') ? null : Number(at) * 1000;
        return;
      }
      // The first path after a commit's header follows a line feed.
      const name = (bytes[0] === NEWLINE ? bytes.subarray(1) : bytes).toString('utf8');
      if (name && !times.has(name)) times.set(name, current);
    };
    const child = spawn('git', args, {
      cwd: dir,
      env: gitEnv(),
      signal: opts.signal,
      timeout: opts.timeoutMs ?? 120_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      let start = 0;
      for (let end = data.indexOf(NUL); end !== -1; end = data.indexOf(NUL, start)) {
        token(data.subarray(start, end));
        start = end + 1;
      }
      rest = Buffer.from(data.subarray(start));
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ error: err.code === 'ENOENT' ? 'git is not installed' : err.message }),
    );
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(times);
      const said = Buffer.concat(stderr).toString('utf8').trim().split('\n')[0]?.slice(0, 300);
      resolve({ error: said || (signal ? `git was stopped (${signal})` : `git exited with ${code}`) });
    });
  });
}
