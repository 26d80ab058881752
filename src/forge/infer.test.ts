import { describe, expect, it } from 'vitest';
import { ForgeError, createForge, defaultApiUrl, inferForge, repositoryPath } from './index.js';

describe('forge inference', () => {
  it('infers the kind from well-known hosts only', () => {
    expect(inferForge('https://github.com/acme/docs')).toBe('github');
    expect(inferForge('https://gitlab.com/group/sub/docs.git')).toBe('gitlab');
    expect(inferForge('https://codeberg.org/acme/docs')).toBe('gitea');
    expect(inferForge('https://git.internal.example/acme/docs')).toBeNull();
    expect(inferForge('not a url')).toBeNull();
  });

  it('derives default API URLs, self-hosted included', () => {
    expect(defaultApiUrl('github', 'https://github.com/a/b')).toBe('https://api.github.com');
    expect(defaultApiUrl('gitlab', 'https://gitlab.com/a/b')).toBe('https://gitlab.com/api/v4');
    expect(defaultApiUrl('gitlab', 'https://git.corp.example/a/b')).toBe('https://git.corp.example/api/v4');
    expect(defaultApiUrl('gitea', 'https://git.corp.example/a/b')).toBe('https://git.corp.example/api/v1');
  });

  it('extracts repository paths and rejects odd ones', () => {
    expect(repositoryPath('https://github.com/acme/docs.git')).toBe('acme/docs');
    expect(repositoryPath('https://gitlab.com/g/sub/docs/')).toBe('g/sub/docs');
    expect(() => repositoryPath('https://github.com/solo')).toThrow(ForgeError);
    expect(() => repositoryPath('https://github.com/a/%2e%2e')).toThrow(ForgeError);
    expect(() =>
      createForge({ kind: 'github', repository: 'https://github.com/g/sub/docs', token: 't' }),
    ).toThrow(/owner\/repo/);
    expect(() =>
      createForge({ kind: 'gitea', repository: 'https://codeberg.org/g/sub/docs', token: 't' }),
    ).toThrow(/Gitea repository URL/);
    expect(() => createForge({ kind: 'github', repository: 'https://github.com/a/b', token: '' })).toThrow(
      /token/,
    );
  });
});
