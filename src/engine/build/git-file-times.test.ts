/**
 * One `git log` gives every file's last change: paths relative to the docs folder (a subfolder of the
 * repository), names of any script, the newest commit winning, files outside the folder or never
 * committed left out, and a shallow clone's cut-off files marked unknown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runGit } from '../../git/index.js';
import { gitFileTimes } from './git-file-times.js';
import { commitAt, gitInit, inWorkTree } from './git-history.test-support.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-git-times-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const repo = path.join(root, 'repo');
const docs = path.join(repo, 'docs');
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
  fs.writeFileSync(path.join(repo, rel), text);
};
const at = (iso: string) => Date.parse(iso);

describe('gitFileTimes', () => {
  beforeAll(async () => {
    fs.mkdirSync(docs, { recursive: true });
    await gitInit(repo);
    write('docs/index.mdx', 'one');
    write('docs/guides/café et thé.mdx', 'one');
    write('README.md', 'outside');
    await commitAt(repo, '2025-01-10T08:00:00Z');
    write('docs/index.mdx', 'two');
    await commitAt(repo, '2025-03-04T10:00:00Z');
    // A merge of a side branch: the side's commit dates the file it changed.
    await runGit(['checkout', '-q', '-b', 'side'], { cwd: repo });
    write('docs/side.mdx', 'side');
    await commitAt(repo, '2025-04-01T00:00:00Z');
    await runGit(['checkout', '-q', 'main'], { cwd: repo });
    await runGit(['merge', '-q', '--no-ff', '--no-edit', 'side'], {
      cwd: repo,
      env: {
        GIT_AUTHOR_NAME: 'F',
        GIT_AUTHOR_EMAIL: 'f@example.invalid',
        GIT_COMMITTER_NAME: 'F',
        GIT_COMMITTER_EMAIL: 'f@example.invalid',
        GIT_AUTHOR_DATE: '2025-05-01T00:00:00Z',
        GIT_COMMITTER_DATE: '2025-05-01T00:00:00Z',
      },
    });
    write('README.md', 'outside, later');
    write('docs/untracked.mdx', 'never committed');
    await commitAt(repo, '2025-06-01T00:00:00Z', ['README.md']);
  });

  test('maps each file of the folder to its last commit', async () => {
    const times = await gitFileTimes(docs);
    expect(times).toBeInstanceOf(Map);
    expect(Object.fromEntries(times as Map<string, number>)).toEqual({
      'index.mdx': at('2025-03-04T10:00:00Z'),
      'guides/café et thé.mdx': at('2025-01-10T08:00:00Z'),
      'side.mdx': at('2025-04-01T00:00:00Z'),
    });
  });

  test('a shallow clone leaves files its cut-off commit lists without a date', async () => {
    const clone = path.join(root, 'shallow');
    await runGit(['clone', '-q', '--depth', '2', `file://${repo}`, clone], { allowPrivateSources: true });
    const times = (await gitFileTimes(path.join(clone, 'docs'))) as Map<string, number | null>;
    // The last two commits on main: README's (outside) and the merge, whose side commit is the boundary.
    expect(times.get('side.mdx')).toBeNull();
    expect(times.get('index.mdx')).toBeNull();
  });

  test('a folder in no work tree gives an error, not an exception', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-no-git-'));
    try {
      expect(await inWorkTree(plain)).toBe(false);
      expect(await gitFileTimes(plain)).toEqual({ error: expect.stringMatching(/not a git repository/i) });
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});
