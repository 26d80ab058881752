import fs from 'node:fs/promises';
import path from 'node:path';
import { runGit } from './run.js';

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Fixture',
  GIT_AUTHOR_EMAIL: 'fixture@example.invalid',
  GIT_COMMITTER_NAME: 'Fixture',
  GIT_COMMITTER_EMAIL: 'fixture@example.invalid',
};

/** One commit of a fixture history: files written (a `{ symlink }` value is a symbolic link), at a date. */
export interface FixtureCommit {
  files: Record<string, string | { symlink: string }>;
  /** ISO 8601 author and committer date (default: now). */
  date?: string;
}

/**
 * Creates `<projectRoot>/<name>.git`, a bare repository whose `branch` holds `files` in one commit
 * (a `{ symlink }` value commits a symbolic link).
 * Returns the bare repository's path.
 */
export async function createBareRepo(
  projectRoot: string,
  name: string,
  files: Record<string, string | { symlink: string }>,
  branch = 'main',
): Promise<string> {
  return createBareRepoWithHistory(projectRoot, name, [{ files }], branch);
}

/** Like `createBareRepo`, with one commit per entry, oldest first, each adding or changing its files. */
export async function createBareRepoWithHistory(
  projectRoot: string,
  name: string,
  commits: FixtureCommit[],
  branch = 'main',
): Promise<string> {
  const bare = path.join(projectRoot, `${name}.git`);
  const work = path.join(projectRoot, `.seed-${name}`);
  await fs.mkdir(work, { recursive: true });
  await runGit(['init', '-q', '--bare', `--initial-branch=${branch}`, bare]);
  await runGit(['init', '-q', `--initial-branch=${branch}`], { cwd: work });
  for (const [i, { files, date }] of commits.entries()) {
    for (const [rel, content] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(work, rel)), { recursive: true });
      if (typeof content === 'string') await fs.writeFile(path.join(work, rel), content);
      else await fs.symlink(content.symlink, path.join(work, rel));
    }
    await runGit(['add', '-A'], { cwd: work });
    const dates = date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {};
    await runGit(['commit', '-q', '-m', i === 0 ? 'Initial content' : `Change ${i}`], {
      cwd: work,
      env: { ...IDENTITY, ...dates },
    });
  }
  await runGit(['push', '-q', bare, `HEAD:refs/heads/${branch}`], { cwd: work, allowPrivateSources: true });
  await fs.rm(work, { recursive: true, force: true });
  return bare;
}

/** Reads a file at a ref of a bare repository, or null when it does not exist there. */
export async function readAtRef(bare: string, ref: string, file: string): Promise<string | null> {
  const { stdout, exitCode } = await runGit(['--git-dir', bare, 'show', `${ref}:${file}`], {}, [0, 128]);
  return exitCode === 0 ? stdout : null;
}

/** Branch names of a bare repository. */
export async function listBranches(bare: string): Promise<string[]> {
  const { stdout } = await runGit([
    '--git-dir',
    bare,
    'for-each-ref',
    '--format=%(refname:short)',
    'refs/heads',
  ]);
  return stdout.split('\n').filter(Boolean).sort();
}
