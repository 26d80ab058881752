import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startForgeServer, type ForgeServer } from './forge-server.test-support.js';
import { ForgeError, createForge, type Forge, type ForgeKind } from './index.js';

/** One contract, three forges: each client runs against a local server speaking that forge's REST API. */
const TOKEN = 'forge-secret-token-42';
const kinds: ForgeKind[] = ['github', 'gitlab', 'gitea'];

const expectedAuth: Record<ForgeKind, [string, string]> = {
  github: ['authorization', `Bearer ${TOKEN}`],
  gitlab: ['private-token', TOKEN],
  gitea: ['authorization', `token ${TOKEN}`],
};
const expectedPath: Record<ForgeKind, string> = {
  github: '/repos/acme/docs/pulls',
  gitlab: '/api/v4/projects/acme%2Fdocs/merge_requests',
  gitea: '/api/v1/repos/acme/docs/pulls',
};

describe.each(kinds)('%s forge client', (kind) => {
  let server: ForgeServer;
  let forge: Forge;

  beforeEach(async () => {
    server = await startForgeServer({ kind, token: TOKEN, repoPath: 'acme/docs' });
    forge = createForge({
      kind,
      repository: 'https://forge.example/acme/docs.git',
      apiUrl: server.apiUrl,
      token: TOKEN,
      allowPrivateSources: true,
    });
  });
  afterEach(() => server.close());

  it('creates a pull request on the forge path with its auth header and fields', async () => {
    const pr = await forge.createPullRequest({
      head: 'lectern/agent-1',
      base: 'main',
      title: 'Fix typo',
      body: 'Details',
    });
    expect(pr.number).toBe(1);
    expect(pr.url).toBe(server.pulls[0].url);
    const req = server.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe(expectedPath[kind]);
    const [header, value] = expectedAuth[kind];
    expect(req.headers[header]).toBe(value);
    expect(server.pulls[0]).toMatchObject({
      head: 'lectern/agent-1',
      base: 'main',
      title: 'Fix typo',
      body: 'Details',
      draft: false,
    });
  });

  it('marks drafts the way the forge understands', async () => {
    await forge.createPullRequest({
      head: 'lectern/agent-2',
      base: 'main',
      title: 'Draft work',
      body: '',
      draft: true,
    });
    expect(server.pulls[0].draft).toBe(true);
    const body = server.requests.at(-1)!.body as Record<string, unknown>;
    if (kind === 'github') expect(body.draft).toBe(true);
    if (kind === 'gitlab') expect(body.title).toBe('Draft: Draft work');
    if (kind === 'gitea') expect(body.title).toBe('WIP: Draft work');
  });

  it('finds the open pull request of a head branch, and updates it in place', async () => {
    await forge.createPullRequest({ head: 'other', base: 'main', title: 'Other', body: '' });
    const created = await forge.createPullRequest({
      head: 'lectern/agent-3',
      base: 'main',
      title: 'First',
      body: 'one',
    });
    expect(await forge.findOpenPullRequest('lectern/agent-3')).toEqual(created);
    expect(await forge.findOpenPullRequest('lectern/agent-none')).toBeNull();
    const updated = await forge.updatePullRequest(created.number, { title: 'Second', body: 'two' });
    expect(updated).toEqual(created);
    expect(server.pulls.find((p) => p.number === created.number)).toMatchObject({
      title: 'Second',
      body: 'two',
    });
    expect(server.pulls).toHaveLength(2);
  });

  it('reads one pull request with its state: open, closed, or merged', async () => {
    const first = await forge.createPullRequest({
      head: 'lectern/agent-4',
      base: 'main',
      title: 'One',
      body: '',
    });
    const second = await forge.createPullRequest({
      head: 'lectern/agent-5',
      base: 'main',
      title: 'Two',
      body: '',
    });
    const third = await forge.createPullRequest({
      head: 'lectern/agent-6',
      base: 'main',
      title: 'Three',
      body: '',
    });
    expect(await forge.getPullRequest(first.number)).toEqual({ ...first, state: 'open' });
    const req = server.requests.at(-1)!;
    expect(req.method).toBe('GET');
    expect(req.url).toBe(`${expectedPath[kind]}/${first.number}`);
    expect(req.headers[expectedAuth[kind][0]]).toBe(expectedAuth[kind][1]);

    server.closePull(second.number, { merged: false });
    server.closePull(third.number, { merged: true });
    expect(await forge.getPullRequest(second.number)).toEqual({ ...second, state: 'closed' });
    expect(await forge.getPullRequest(third.number)).toEqual({ ...third, state: 'merged' });
    const missing = await forge.getPullRequest(99).catch((e) => e);
    expect(missing).toBeInstanceOf(ForgeError);
    expect(missing.code).toBe('FORGE_NOT_FOUND');
  });

  it('turns a rejection into FORGE_REJECTED with the forge message, without the token', async () => {
    await forge.createPullRequest({ head: 'dup', base: 'main', title: 'A', body: '' });
    const dup = await forge
      .createPullRequest({ head: 'dup', base: 'main', title: 'A', body: '' })
      .catch((e) => e);
    expect(dup).toBeInstanceOf(ForgeError);
    expect(dup.code).toBe('FORGE_REJECTED');
    expect(dup.message).toMatch(/already exists/);

    server.failNext(422, `Validation failed for ${TOKEN}`);
    const err = await forge
      .createPullRequest({ head: 'x', base: 'main', title: 'B', body: '' })
      .catch((e) => e);
    expect(err.code).toBe('FORGE_REJECTED');
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/Validation failed/);
    expect(err.message).not.toContain(TOKEN);
  });

  it('reports bad credentials as FORGE_AUTH and server errors as FORGE_UNAVAILABLE', async () => {
    const wrong = createForge({
      kind,
      repository: 'https://forge.example/acme/docs',
      apiUrl: server.apiUrl,
      token: 'nope',
      allowPrivateSources: true,
    });
    expect((await wrong.findOpenPullRequest('x').catch((e) => e)).code).toBe('FORGE_AUTH');
    server.failNext(502, 'bad gateway');
    expect((await forge.findOpenPullRequest('x').catch((e) => e)).code).toBe('FORGE_UNAVAILABLE');
  });

  it('refuses a private or plain-http API URL unless private sources are allowed', async () => {
    const strict = createForge({
      kind,
      repository: 'https://forge.example/acme/docs',
      apiUrl: server.apiUrl,
      token: TOKEN,
    });
    const err = await strict
      .createPullRequest({ head: 'a', base: 'main', title: 't', body: '' })
      .catch((e) => e);
    expect(err.code).toBe('FORGE_CONFIG');
    expect(server.requests).toHaveLength(0);
  });
});
