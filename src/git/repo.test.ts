import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBareRepo,
  createBareRepoWithHistory,
  listBranches,
  readAtRef,
} from './fixtures.test-support.js';
import { startGitHttpServer, type GitHttpServer } from './http-backend.test-support.js';
import {
  GitError,
  changedFiles,
  cloneAt,
  commitAll,
  createBranch,
  currentBranch,
  exportCommit,
  fetchBranch,
  fetchFullHistory,
  headCommit,
  push,
  runGit,
} from './index.js';

const TOKEN = 'ghp_secretTokenValue1234567890';
let root: string;
let server: GitHttpServer;
let bare: string;
let repoUrl: string;
const opts = { token: TOKEN, allowPrivateSources: true };
const AUTHOR = { name: 'Lectern Agent', email: 'agent@lectern.invalid' };

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-git-'));
  await fs.mkdir(path.join(root, 'srv'));
  bare = await createBareRepo(path.join(root, 'srv'), 'docs', {
    'docs.json': '{"name":"x"}\n',
    'index.mdx': '# Hello\n',
  });
  await createBareRepo(path.join(root, 'srv'), 'other', { 'README.md': 'x\n' }, 'trunk');
  server = await startGitHttpServer({ projectRoot: path.join(root, 'srv'), token: TOKEN });
  repoUrl = `${server.url}/docs.git`;
});

afterAll(async () => {
  await server.close();
  await fs.rm(root, { recursive: true, force: true });
});

let n = 0;
const dest = () => path.join(root, `work-${++n}`);

describe('cloneAt', () => {
  it('checks out a branch over authenticated smart HTTP', async () => {
    const dir = dest();
    const { commit } = await cloneAt(repoUrl, 'main', dir, opts);
    expect(await fs.readFile(path.join(dir, 'index.mdx'), 'utf8')).toBe('# Hello\n');
    const remoteHead = (await runGit(['--git-dir', bare, 'rev-parse', 'main'])).stdout.trim();
    expect(commit).toBe(remoteHead);
    // The token lives only in the environment of each git process, never in the checkout's config.
    const config = await fs.readFile(path.join(dir, '.git', 'config'), 'utf8');
    expect(config).not.toContain(TOKEN);
    expect(server.requests.some((r) => r.user === 'x-access-token')).toBe(true);
  });

  it('uses the remote default branch when ref is null, and oauth2 for GitLab', async () => {
    const dir = dest();
    await cloneAt(`${server.url}/other.git`, null, dir, { ...opts, forge: 'gitlab' });
    expect(await fs.readFile(path.join(dir, 'README.md'), 'utf8')).toBe('x\n');
    expect(server.requests.at(-1)?.user).toBe('oauth2');
  });

  it('fails with GIT_AUTH_FAILED on a wrong token, without echoing it', async () => {
    const err = await cloneAt(repoUrl, 'main', dest(), {
      token: 'wrong-token-abc',
      allowPrivateSources: true,
    }).catch((e) => e);
    expect(err).toBeInstanceOf(GitError);
    expect(err.code).toBe('GIT_AUTH_FAILED');
    expect(err.message).not.toContain('wrong-token-abc');
  });

  it('fails with GIT_REF_NOT_FOUND for a missing branch', async () => {
    const err = await cloneAt(repoUrl, 'nope', dest(), opts).catch((e) => e);
    expect(err.code).toBe('GIT_REF_NOT_FOUND');
  });

  it('refuses http, private addresses and credentials in URLs unless private sources are allowed', async () => {
    for (const url of [
      repoUrl,
      'https://127.0.0.1/x.git',
      'https://10.1.2.3/x.git',
      'https://user:pw@example.com/x.git',
      'ssh://example.com/x',
      'file:///etc',
    ]) {
      const err = await cloneAt(url, 'main', dest(), { token: TOKEN }).catch((e) => e);
      expect(err, url).toBeInstanceOf(GitError);
      expect(err.code, url).toBe('GIT_URL_REJECTED');
    }
  });

  it('refuses ref names that could be read as options or escape refs/heads', async () => {
    for (const ref of ['--upload-pack=touch /tmp/x', '../x', 'a b', 'x:y', '']) {
      const err = await cloneAt(repoUrl, ref, dest(), opts).catch((e) => e);
      expect(err.code, ref).toBe('GIT_REF_INVALID');
    }
  });
});

describe('branch, commit, push', () => {
  it('commits only when something changed, and pushes a new branch without touching the base', async () => {
    const dir = dest();
    const { commit: base } = await cloneAt(repoUrl, 'main', dir, opts);
    await createBranch(dir, 'lectern/agent-test1');
    expect(await currentBranch(dir)).toBe('lectern/agent-test1');
    expect(await commitAll(dir, 'nothing', AUTHOR, { protectedBranches: ['main'] })).toEqual({
      changed: false,
      commit: null,
    });

    await fs.writeFile(path.join(dir, 'index.mdx'), '# Hello, world\n');
    await fs.writeFile(path.join(dir, 'new.mdx'), 'New page\n');
    const result = await commitAll(dir, 'Agent: edit pages', AUTHOR, { protectedBranches: ['main'] });
    expect(result.changed).toBe(true);
    expect(await changedFiles(dir, base)).toEqual([
      { status: 'M', path: 'index.mdx' },
      { status: 'A', path: 'new.mdx' },
    ]);
    await push(dir, 'lectern/agent-test1', { ...opts, protectedBranches: ['main'] });

    expect(await listBranches(bare)).toContain('lectern/agent-test1');
    expect(await readAtRef(bare, 'lectern/agent-test1', 'new.mdx')).toBe('New page\n');
    expect(await readAtRef(bare, 'main', 'new.mdx')).toBeNull();
    const author = (
      await runGit(['--git-dir', bare, 'log', '-1', '--format=%an <%ae>|%s', 'lectern/agent-test1'])
    ).stdout.trim();
    expect(author).toBe('Lectern Agent <agent@lectern.invalid>|Agent: edit pages');
  });

  it('refuses to commit on the base branch or a detached HEAD, and to push to the base branch', async () => {
    const dir = dest();
    await cloneAt(repoUrl, 'main', dir, opts);
    await fs.writeFile(path.join(dir, 'x.mdx'), 'x\n');
    expect((await commitAll(dir, 'm', AUTHOR).catch((e) => e)).code).toBe('GIT_PROTECTED_BRANCH');
    await runGit(['checkout', '-q', '-b', 'main'], { cwd: dir });
    expect((await commitAll(dir, 'm', AUTHOR, { protectedBranches: ['main'] }).catch((e) => e)).code).toBe(
      'GIT_PROTECTED_BRANCH',
    );
    expect((await push(dir, 'main', { ...opts, protectedBranches: ['main'] }).catch((e) => e)).code).toBe(
      'GIT_PROTECTED_BRANCH',
    );
  });

  it('fetchBranch continues an existing branch and reports a missing one', async () => {
    const first = dest();
    await cloneAt(repoUrl, 'main', first, opts);
    await createBranch(first, 'lectern/agent-cont');
    await fs.writeFile(path.join(first, 'a.mdx'), 'one\n');
    await commitAll(first, 'first', AUTHOR);
    await push(first, 'lectern/agent-cont', opts);

    const second = dest();
    await cloneAt(repoUrl, 'main', second, opts);
    expect(await fetchBranch(second, 'lectern/agent-missing', opts)).toBe(false);
    expect(await fetchBranch(second, 'lectern/agent-cont', opts)).toBe(true);
    expect(await currentBranch(second)).toBe('lectern/agent-cont');
    expect(await fs.readFile(path.join(second, 'a.mdx'), 'utf8')).toBe('one\n');
    await fs.writeFile(path.join(second, 'a.mdx'), 'two\n');
    await commitAll(second, 'second', AUTHOR);
    await push(second, 'lectern/agent-cont', opts);
    expect(await readAtRef(bare, 'lectern/agent-cont', 'a.mdx')).toBe('two\n');
    const count = (
      await runGit(['--git-dir', bare, 'rev-list', '--count', 'main..lectern/agent-cont'])
    ).stdout.trim();
    expect(count).toBe('2');
  });
});

describe('push refused by the remote', () => {
  it('is GIT_PUSH_REJECTED with the reason and what the hook said, never the token', async () => {
    const guarded = await createBareRepo(path.join(root, 'srv'), 'guarded', { 'index.mdx': '# Hi\n' });
    const hook = path.join(guarded, 'hooks', 'pre-receive');
    await fs.writeFile(hook, '#!/bin/sh\necho "pushes to lectern/* are blocked by policy" >&2\nexit 1\n');
    await fs.chmod(hook, 0o755);
    const dir = dest();
    await cloneAt(`${server.url}/guarded.git`, 'main', dir, opts);
    await createBranch(dir, 'lectern/agent-hooked');
    await fs.writeFile(path.join(dir, 'index.mdx'), '# Hello\n');
    await commitAll(dir, 'edit', AUTHOR);
    const err = await push(dir, 'lectern/agent-hooked', opts).catch((e) => e);
    expect(err).toBeInstanceOf(GitError);
    expect(err.code).toBe('GIT_PUSH_REJECTED');
    expect(err.message).toBe(
      'the remote refused the push (pre-receive hook declined): pushes to lectern/* are blocked by policy',
    );
    expect(err.message).not.toContain(TOKEN);
    expect(await listBranches(guarded)).toEqual(['main']);
  });

  it('is only ever a push: another command that mentions a protected branch simply failed', async () => {
    const dir = dest();
    await cloneAt(repoUrl, 'main', dir, opts);
    const err = await runGit(['checkout', '-q', 'protected branch'], { cwd: dir }).catch((e) => e);
    expect(err).toBeInstanceOf(GitError);
    expect(err.code).toBe('GIT_COMMAND_FAILED');
    expect(err.message).toMatch(/^git checkout failed: .*'protected branch' did not match/);
  });
});

describe('exportCommit', () => {
  it("writes a commit's files elsewhere without touching the checkout, its index or HEAD", async () => {
    await createBareRepo(path.join(root, 'srv'), 'linked', {
      'docs.json': '{}\n',
      'a/page.mdx': 'one\n',
      link: { symlink: '/etc' },
    });
    const dir = dest();
    const { commit } = await cloneAt(`${server.url}/linked.git`, 'main', dir, opts);
    await fs.writeFile(path.join(dir, 'a/page.mdx'), 'changed\n');
    await fs.writeFile(path.join(dir, 'new.mdx'), 'new\n');
    await runGit(['add', 'new.mdx'], { cwd: dir });
    const statusBefore = (await runGit(['status', '--porcelain'], { cwd: dir })).stdout;

    const out = path.join(root, `export-${++n}`);
    await exportCommit(dir, commit, out);
    expect(await fs.readFile(path.join(out, 'a/page.mdx'), 'utf8')).toBe('one\n');
    expect(await fs.readFile(path.join(out, 'docs.json'), 'utf8')).toBe('{}\n');
    await expect(fs.stat(path.join(out, 'new.mdx'))).rejects.toThrow();
    // Links are written as small files naming their target, as in the checkout itself.
    expect((await fs.lstat(path.join(out, 'link'))).isFile()).toBe(true);

    expect(await fs.readFile(path.join(dir, 'a/page.mdx'), 'utf8')).toBe('changed\n');
    expect((await runGit(['status', '--porcelain'], { cwd: dir })).stdout).toBe(statusBefore);
    expect(await headCommit(dir)).toBe(commit);
    await expect(exportCommit(dir, 'HEAD', out)).rejects.toMatchObject({ code: 'GIT_REF_INVALID' });
  });
});

describe('fetchFullHistory', () => {
  /** A two-commit repository: `old.mdx` is last changed by the first commit, `new.mdx` by the second. */
  async function historyRepo(name: string, serverConfig: Array<[string, string]>): Promise<string> {
    const repo = await createBareRepoWithHistory(path.join(root, 'srv'), name, [
      { files: { 'old.mdx': 'old\n', 'new.mdx': 'v1\n' }, date: '2025-03-04T10:00:00Z' },
      { files: { 'new.mdx': 'v2\n' }, date: '2025-06-20T23:30:00Z' },
    ]);
    for (const [key, value] of serverConfig) await runGit(['--git-dir', repo, 'config', key, value]);
    return repo;
  }
  const isShallow = async (dir: string) =>
    (await runGit(['rev-parse', '--is-shallow-repository'], { cwd: dir })).stdout.trim();
  /** Objects the checkout lacks, without fetching them (`--missing=print` never asks the remote). */
  const missing = async (dir: string) =>
    (await runGit(['rev-list', '--objects', '--missing=print', 'HEAD'], { cwd: dir })).stdout
      .split('\n')
      .filter((l) => l.startsWith('?'));

  it('deepens a depth-1 clone to commits and trees only when the server allows filters', async () => {
    await historyRepo('history', [['uploadpack.allowFilter', 'true']]);
    const dir = dest();
    await cloneAt(`${server.url}/history.git`, 'main', dir, opts);
    expect(await isShallow(dir)).toBe('true');
    expect(await fetchFullHistory(dir, 'main', opts)).toBe(true);
    expect(await isShallow(dir)).toBe('false');
    const log = await runGit(['log', '--format=%aI', '--name-only', '--no-renames'], { cwd: dir });
    expect(log.stdout.trim().split(/\n+/)).toEqual([
      '2025-06-20T23:30:00+00:00',
      'new.mdx',
      '2025-03-04T10:00:00+00:00',
      'new.mdx',
      'old.mdx',
    ]);
    // The first commit's `new.mdx` (v1) was filtered out; everything checked out is there.
    expect(await missing(dir)).toHaveLength(1);
    expect(await fs.readFile(path.join(dir, 'new.mdx'), 'utf8')).toBe('v2\n');
    expect(await fs.readFile(path.join(dir, '.git', 'config'), 'utf8')).not.toContain(TOKEN);
    // Whole already: nothing to fetch (`--unshallow` would fail).
    expect(await fetchFullHistory(dir, 'main', opts)).toBe(false);
  });

  it('fetches the whole history from a server without filter support', async () => {
    await historyRepo('history-nofilter', []);
    const dir = dest();
    await cloneAt(`${server.url}/history-nofilter.git`, null, dir, opts);
    expect(await fetchFullHistory(dir, null, opts)).toBe(true);
    expect(await isShallow(dir)).toBe('false');
    expect(await missing(dir)).toEqual([]);
  });

  it('fails, leaving the clone shallow, when the server refuses the blob:none filter', async () => {
    await historyRepo('history-nofilter-blob', [
      ['uploadpack.allowFilter', 'true'],
      ['uploadpackfilter.allow', 'false'],
    ]);
    const dir = dest();
    await cloneAt(`${server.url}/history-nofilter-blob.git`, 'main', dir, opts);
    await expect(fetchFullHistory(dir, 'main', opts)).rejects.toBeInstanceOf(GitError);
    expect(await isShallow(dir)).toBe('true');
  });
});
