/**
 * Git histories with fixed dates for the "Last modified" tests: a work tree, and commits whose author and
 * committer dates are set, so each file's last change has a known date.
 */
import { runGit } from '../../git/index.js';

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Fixture',
  GIT_AUTHOR_EMAIL: 'fixture@example.invalid',
  GIT_COMMITTER_NAME: 'Fixture',
  GIT_COMMITTER_EMAIL: 'fixture@example.invalid',
};

export async function gitInit(dir: string): Promise<void> {
  await runGit(['init', '-q', '--initial-branch=main'], { cwd: dir });
}

/** Commits these paths (all changes when none) at `date` (ISO 8601, e.g. `2025-03-04T10:00:00Z`). */
export async function commitAt(dir: string, date: string, paths: string[] = []): Promise<void> {
  await runGit(['add', '-A', '--', ...(paths.length ? paths : ['.'])], { cwd: dir });
  await runGit(['commit', '-q', '--allow-empty', '-m', `change of ${date}`], {
    cwd: dir,
    env: { ...IDENTITY, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}

/** Whether git sees `dir` inside a work tree (a test's "no repository" folder must not be). */
export async function inWorkTree(dir: string): Promise<boolean> {
  const { exitCode } = await runGit(['rev-parse', '--is-inside-work-tree'], { cwd: dir }, [0, 128]);
  return exitCode === 0;
}
