import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationHeader, gitEnv } from './env.js';
import { createBareRepo } from './fixtures.test-support.js';
import { GitError, createBranch, runGit } from './index.js';

/** The GIT_CONFIG_KEY_n/VALUE_n pairs of an environment, as a map (a later key wins, as in git). */
function configOf(env: NodeJS.ProcessEnv): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < Number(env.GIT_CONFIG_COUNT); i++)
    out.set(env[`GIT_CONFIG_KEY_${i}`]!, env[`GIT_CONFIG_VALUE_${i}`]!);
  return out;
}

describe('gitEnv', () => {
  it('locks git down: no prompts, no machine config, https only, no hooks, no helpers, no redirects', () => {
    const env = gitEnv();
    expect(env).toMatchObject({
      GIT_TERMINAL_PROMPT: '0',
      GIT_ASKPASS: '',
      SSH_ASKPASS: '',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      LC_ALL: 'C',
    });
    const config = configOf(env);
    expect(Object.fromEntries(config)).toEqual({
      'protocol.allow': 'never',
      'protocol.https.allow': 'always',
      'core.hooksPath': '/dev/null',
      'credential.helper': '',
      'core.symlinks': 'false',
      'advice.detachedHead': 'false',
      'init.defaultBranch': 'main',
      'http.followRedirects': 'false',
    });
    // Nothing of the server's own environment leaks in beyond PATH and HOME (no tokens, no GIT_* overrides).
    expect(
      Object.keys(env)
        .filter((k) => !k.startsWith('GIT_CONFIG_') && !['PATH', 'HOME', 'LANG', 'LC_ALL'].includes(k))
        .sort(),
    ).toEqual(['GIT_ASKPASS', 'GIT_TERMINAL_PROMPT', 'SSH_ASKPASS'].sort());
  });

  it('allows http and file, and redirects, only with private sources', () => {
    const config = configOf(gitEnv({ allowPrivateSources: true }));
    expect(config.get('protocol.http.allow')).toBe('always');
    expect(config.get('protocol.file.allow')).toBe('always');
    expect(config.has('http.followRedirects')).toBe(false);
    expect(config.get('protocol.allow')).toBe('never');
  });

  it('carries the token only as an Authorization header in config variables', () => {
    const env = gitEnv({ token: 'tok_123456', forge: 'gitlab' });
    expect(configOf(env).get('http.extraHeader')).toBe(authorizationHeader('tok_123456', 'gitlab'));
    expect(authorizationHeader('tok_123456', 'gitlab')).toBe(
      `Authorization: Basic ${Buffer.from('oauth2:tok_123456').toString('base64')}`,
    );
    expect(authorizationHeader('tok_123456', 'github')).toBe(
      `Authorization: Basic ${Buffer.from('x-access-token:tok_123456').toString('base64')}`,
    );
    expect(configOf(gitEnv()).has('http.extraHeader')).toBe(false);
  });
});

describe('the hardening, against a real git', () => {
  let root: string;
  let bare: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-git-env-'));
    bare = await createBareRepo(root, 'repo', { 'index.mdx': '# Hi\n' });
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('refuses ext:: remotes, which would run a command', async () => {
    const marker = path.join(root, 'ext-ran');
    for (const allowPrivateSources of [false, true]) {
      const err = await runGit(['ls-remote', `ext::sh -c touch% ${marker}`], { allowPrivateSources }).catch(
        (e) => e,
      );
      expect(err).toBeInstanceOf(GitError);
      expect(err.message).toMatch(/transport 'ext' not allowed/);
    }
    await expect(fs.stat(marker)).rejects.toThrow();
  });

  it('refuses file:// and local-path remotes in public mode, and allows them with private sources', async () => {
    for (const remote of [`file://${bare}`, bare]) {
      const err = await runGit(['ls-remote', remote]).catch((e) => e);
      expect(err, remote).toBeInstanceOf(GitError);
      expect(err.message, remote).toMatch(/transport 'file' not allowed/);
      const ok = await runGit(['ls-remote', remote], { allowPrivateSources: true });
      expect(ok.stdout, remote).toMatch(/refs\/heads\/main/);
    }
  });

  it('never runs hooks found in a checkout', async () => {
    const work = path.join(root, 'work');
    await runGit(['clone', '-q', bare, work], { allowPrivateSources: true });
    const marker = path.join(root, 'hook-ran');
    const hook = path.join(work, '.git', 'hooks', 'post-checkout');
    await fs.writeFile(hook, `#!/bin/sh\ntouch '${marker}'\n`);
    await fs.chmod(hook, 0o755);
    await createBranch(work, 'lectern/agent-hooks');
    await expect(fs.stat(marker)).rejects.toThrow();
    // Control: the same checkout with git's defaults does run the hook, so the check above can fail.
    await promisify(execFile)('git', ['checkout', '-q', '-b', 'control'], {
      cwd: work,
      env: { PATH: process.env.PATH, HOME: root, GIT_CONFIG_NOSYSTEM: '1' },
    });
    await expect(fs.stat(marker)).resolves.toBeTruthy();
  });
});
