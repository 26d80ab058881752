import { describe, expect, it } from 'vitest';
import { publishTarget } from './publish.js';

describe('publishTarget', () => {
  const project = { repository: 'https://github.com/acme/docs', forge: null, forgeApiUrl: null };

  it('names the repository, the forge (told from the URL when not configured) and the token', () => {
    expect(publishTarget(project, 'tok')).toEqual({
      repository: 'https://github.com/acme/docs',
      forge: 'github',
      apiUrl: null,
      token: 'tok',
    });
    expect(
      publishTarget(
        {
          repository: 'https://git.example.com/o/r',
          forge: 'gitea',
          forgeApiUrl: 'https://git.example.com/api/v1',
        },
        true,
      ),
    ).toMatchObject({ forge: 'gitea', apiUrl: 'https://git.example.com/api/v1', token: true });
  });

  it('gives the reason a project cannot publish, the same for the API and the run', () => {
    expect(publishTarget(null, 'tok').problem).toMatchObject({
      code: 'AGENT_NO_REPOSITORY',
      message: expect.stringMatching(/^the project has no repository configured; set it with/),
    });
    expect(publishTarget({ ...project, repository: null }, true).problem?.code).toBe('AGENT_NO_REPOSITORY');
    expect(
      publishTarget({ ...project, repository: 'https://git.example.com/o/r' }, 'tok').problem,
    ).toMatchObject({
      code: 'AGENT_NO_FORGE',
      message: expect.stringMatching(
        /^the project has no forge configured and its repository URL does not name one/,
      ),
    });
    for (const none of [null, false, ''] as const)
      expect(publishTarget(project, none).problem).toMatchObject({
        code: 'AGENT_NO_FORGE',
        message: expect.stringMatching(/^the project has no forge token configured/),
      });
  });
});
