import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBranches, readAtRef } from '../../src/git/fixtures.test-support.js';
import { runGit } from '../../src/git/index.js';
import type { ForgeKind } from '../../src/forge/index.js';
import { createJob, entriesOf, pollAgentJob, startHarness, transcriptOf, type Harness } from './harness.js';
import { scriptedModel } from './scripts.js';

let h: Harness;
const jobs: Partial<Record<ForgeKind, string>> = {};

beforeAll(async () => {
  h = await startHarness(scriptedModel);
});
afterAll(() => h?.close());

const create = (project: string, body: Record<string, unknown>) => createJob(h, project, body);

describe('agent jobs through the HTTP API', { timeout: 180_000 }, () => {
  it.each(['github', 'gitlab', 'gitea'] as const)(
    'edits the docs, pushes a branch and opens a %s pull request',
    async (kind) => {
      const project = h.projects[kind];
      const res = await create(project, {
        prompt: '[edit] Fix the typo on the home page',
        asDraft: kind !== 'github',
      });
      expect(res.status).toBe(201);
      const id = res.json.id as string;
      expect(Object.keys(res.json).sort()).toEqual([
        'archivedAt',
        'createdAt',
        'id',
        'model',
        'prLink',
        'source',
        'status',
      ]);
      expect(res.json).toMatchObject({
        status: 'active',
        model: 'test-model',
        prLink: null,
        archivedAt: null,
        source: { ref: `lectern/agent-${id}` },
      });
      expect(res.json.source.repository).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(res.headers.get('location')).toBe(`/v2/agent/${project}/job/${id}`);

      const done = await pollAgentJob(h, project, id);
      expect(done.json.status).toBe('completed');
      const forge = h.forges[kind];
      expect(forge.pulls).toHaveLength(1);
      expect(done.json.prLink).toBe(forge.pulls[0].url);
      expect(forge.pulls[0]).toMatchObject({
        head: `lectern/agent-${id}`,
        base: 'main',
        draft: kind !== 'github',
      });
      expect(forge.pulls[0].body).toContain('Fixed the typo');

      const bare = h.bares[kind];
      expect(await readAtRef(bare, `lectern/agent-${id}`, 'index.mdx')).toBe(
        '---\ntitle: Welcome\n---\n\nHello world. This is Acme.\n',
      );
      expect(await readAtRef(bare, 'main', 'index.mdx')).toContain('Hello wrold.');
      const diff = (await runGit(['--git-dir', bare, 'diff', '--stat', 'main', `lectern/agent-${id}`]))
        .stdout;
      expect(diff).toMatch(/index\.mdx \| 2 \+-/);
      expect(diff).toMatch(/1 file changed/);
      const author = (
        await runGit(['--git-dir', bare, 'log', '-1', '--format=%an <%ae>', `lectern/agent-${id}`])
      ).stdout.trim();
      expect(author).toBe('Lectern Agent <agent@lectern.invalid>');
      const t = await transcriptOf(h, project, id);
      expect(t.json.transcript).toContainEqual(
        expect.objectContaining({ type: 'build', ok: true, errors: [] }),
      );
      jobs[kind] = id;
    },
  );

  it('hands site build errors back to the model, which fixes them before anything is pushed', async () => {
    const project = h.projects.gitlab;
    const res = await create(project, { prompt: '[nav-fix] Add a page to the navigation' });
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json.status).toBe('completed');
    const builds = entriesOf(await transcriptOf(h, project, res.json.id), 'build');
    expect(builds.map((b: { ok: boolean }) => b.ok)).toEqual([false, true]);
    expect(builds[0].errors.join('\n')).toMatch(/guides\/missing.*PAGE_NOT_FOUND/);
    expect(await readAtRef(h.bares.gitlab, `lectern/agent-${res.json.id}`, 'guides/missing.mdx')).toContain(
      'Now it exists.',
    );
  });

  it('fails with the build errors, pushing nothing, when the model cannot fix the build', async () => {
    const project = h.projects.gitlab;
    const res = await create(project, { prompt: '[nav-broken] Add a page to the navigation' });
    const done = await pollAgentJob(h, project, res.json.id);
    const t = await transcriptOf(h, project, res.json.id);
    expect(done.json, t.text).toMatchObject({ status: 'failed', prLink: null });
    expect(t.json.error, t.text).toMatch(/the site build failed:[\s\S]*PAGE_NOT_FOUND/);
    expect(entriesOf(t, 'build'), t.text).toHaveLength(3);
    expect(await listBranches(h.bares.gitlab)).not.toContain(`lectern/agent-${res.json.id}`);
  });

  it('continues a job with a message on the same branch, updating the same pull request', async () => {
    const project = h.projects.github;
    const id = jobs.github!;
    const gh = h.forges.github;
    const res = await h.client.request('POST', `/v2/agent/${project}/job/${id}/message`, {
      key: h.key,
      body: { prompt: '[edit-2] Add an FAQ page' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, status: 'active', prLink: null });
    const done = await pollAgentJob(h, project, id);
    expect(done.json.status).toBe('completed');
    expect(done.json.prLink).toBe(gh.pulls[0].url);
    expect(gh.pulls).toHaveLength(1);
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(gh.pulls[0].body).toContain('FAQ');

    const branch = `lectern/agent-${id}`;
    const bare = h.bares.github;
    expect((await runGit(['--git-dir', bare, 'rev-list', '--count', `main..${branch}`])).stdout.trim()).toBe(
      '2',
    );
    expect(await readAtRef(bare, branch, 'index.mdx')).toContain('Hello world.');
    expect(await readAtRef(bare, branch, 'guides/faq.mdx')).toContain('title: FAQ');
    expect(JSON.parse((await readAtRef(bare, branch, 'docs.json'))!).navigation.groups[0].pages).toEqual([
      'index',
      'guides/intro',
      'guides/faq',
    ]);
    const t = await transcriptOf(h, project, id);
    const model = entriesOf(t, 'run');
    expect(model.map((e: { kind: string }) => e.kind)).toEqual(['create', 'message']);
  });

  it('completes with prLink null and pushes nothing when nothing changed', async () => {
    const project = h.projects.github;
    const res = await create(project, { prompt: '[noop] Check the home page' });
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json).toMatchObject({ status: 'completed', prLink: null });
    expect(await listBranches(h.bares.github)).not.toContain(`lectern/agent-${res.json.id}`);
    expect(h.forges.github.pulls).toHaveLength(1);
  });

  it('fails with the reason when the model server errors', async () => {
    const project = h.projects.gitlab;
    const res = await create(project, { prompt: '[fail-model] Anything' });
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json).toMatchObject({ status: 'failed', prLink: null });
    const t = await transcriptOf(h, project, res.json.id);
    expect(t.json.error).toMatch(/model request failed \(HTTP 500\).*model backend exploded/);
  });

  it('fails with the reason when the forge rejects the pull request', async () => {
    const project = h.projects.gitea;
    h.forges.gitea.failNext(422, 'pull request head is invalid', { method: 'POST' });
    const res = await create(project, { prompt: '[edit] Fix the typo again' });
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json).toMatchObject({ status: 'failed', prLink: null });
    const t = await transcriptOf(h, project, res.json.id);
    expect(t.json.error).toMatch(/pull request failed: forge returned 422: pull request head is invalid/);
    expect(await listBranches(h.bares.gitea)).toContain(`lectern/agent-${res.json.id}`);
  });

  it('fails a runaway model at its step bound', async () => {
    const project = h.projects.github;
    const res = await create(project, { prompt: '[loop] Keep looking' });
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json.status).toBe('failed');
    const t = await transcriptOf(h, project, res.json.id);
    expect(t.json.error).toMatch(/limit of 8 steps/);
    expect(entriesOf(t, 'step')).toHaveLength(8);
  });

  it('archives an active job, stopping its run; messages to archived or active jobs are refused', async () => {
    const project = h.projects.github;
    const before = h.model.requests.length;
    const res = await create(project, { prompt: '[slow] Look around slowly' });
    const id = res.json.id as string;
    while (h.model.requests.length === before) await new Promise((r) => setTimeout(r, 20));
    const busy = await h.client.request('POST', `/v2/agent/${project}/job/${id}/message`, {
      key: h.key,
      body: { prompt: 'more' },
    });
    expect(busy.status).toBe(409);

    const archived = await h.client.request('POST', `/v2/agent/${project}/job/${id}/archive`, { key: h.key });
    expect(archived.status).toBe(200);
    expect(archived.json.status).toBe('archived');
    expect(Date.parse(archived.json.archivedAt)).not.toBeNaN();

    const t = await transcriptOf(h, project, id);
    const [run] = entriesOf(t, 'run');
    let runtime = await h.server.services.queue.get(run.runtimeJobId);
    while (runtime && (runtime.status === 'running' || runtime.status === 'queued')) {
      await new Promise((r) => setTimeout(r, 20));
      runtime = await h.server.services.queue.get(run.runtimeJobId);
    }
    expect(runtime).toMatchObject({ status: 'completed', result: { agentJobId: id, stopped: true } });
    expect(
      (await transcriptOf(h, project, id)).json.transcript.some(
        (e: { status?: string }) => e.status === 'stopped',
      ),
    ).toBe(true);

    const again = await h.client.request('POST', `/v2/agent/${project}/job/${id}/archive`, { key: h.key });
    expect(again.json).toMatchObject({ status: 'archived', archivedAt: archived.json.archivedAt });
    const closed = await h.client.request('POST', `/v2/agent/${project}/job/${id}/message`, {
      key: h.key,
      body: { prompt: 'more' },
    });
    expect(closed.status).toBe(409);
    expect(closed.json.code).toBe('CONFLICT');
  });

  it('lets a failed job be continued with a message', async () => {
    const project = h.projects.gitlab;
    const res = await create(project, { prompt: '[fail-model] first' });
    expect((await pollAgentJob(h, project, res.json.id)).json.status).toBe('failed');
    const msg = await h.client.request('POST', `/v2/agent/${project}/job/${res.json.id}/message`, {
      key: h.key,
      body: { prompt: '[noop] try again' },
    });
    expect(msg.status).toBe(200);
    expect((await pollAgentJob(h, project, res.json.id)).json).toMatchObject({
      status: 'completed',
      prLink: null,
    });
  });
});
