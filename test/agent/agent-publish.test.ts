import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBranches, readAtRef } from '../../src/git/fixtures.test-support.js';
import { createJob, entriesOf, pollAgentJob, startHarness, transcriptOf, type Harness } from './harness.js';
import { scriptedModel } from './scripts.js';

/** Publishing: pushes the remote refuses, pull requests merged in between, archive while publishing, races. */
let h: Harness;

beforeAll(async () => {
  h = await startHarness(scriptedModel);
});
afterAll(() => h?.close());

const create = (project: string, prompt: string) => createJob(h, project, { prompt });
const message = (project: string, id: string, prompt: string) =>
  h.client.request('POST', `/v2/agent/${project}/job/${id}/message`, { key: h.key, body: { prompt } });
/** Model requests of one conversation, told apart by a marker in its prompt. */
const modelCallsWith = (marker: string) =>
  h.model.requests.filter((r) => JSON.stringify(r.body).includes(marker)).length;

/** Waits until the runtime job of the job's latest run has finished (completed or failed). */
async function runSettled(project: string, id: string): Promise<void> {
  const runs = entriesOf(await transcriptOf(h, project, id), 'run');
  const runtimeJobId = runs.at(-1).runtimeJobId as string;
  for (;;) {
    const runtime = await h.server.services.queue.get(runtimeJobId);
    if (runtime && runtime.status !== 'queued' && runtime.status !== 'running') return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('publishing agent changes', { timeout: 180_000 }, () => {
  it('fails at once, without running the model again, when the remote refuses the push', async () => {
    const hook = path.join(h.bares.gitea, 'hooks', 'pre-receive');
    await fs.writeFile(hook, '#!/bin/sh\necho "agent branches are blocked by policy" >&2\nexit 1\n');
    await fs.chmod(hook, 0o755);
    try {
      const project = h.projects.gitea;
      const res = await create(project, '[edit] hooked push');
      const done = await pollAgentJob(h, project, res.json.id);
      const t = await transcriptOf(h, project, res.json.id);
      expect(done.json, t.text).toMatchObject({ status: 'failed', prLink: null });
      expect(t.json.error).toBe(
        'the remote refused the push (pre-receive hook declined): agent branches are blocked by policy',
      );
      expect(t.json.transcript.at(-1)).toMatchObject({
        type: 'status',
        status: 'failed',
        code: 'AGENT_PUSH_REJECTED',
      });
      // One run: the [edit] script's three model calls, no second attempt.
      expect(modelCallsWith('hooked push')).toBe(3);
      expect(entriesOf(t, 'attempt')).toEqual([]);
      expect(await listBranches(h.bares.gitea)).toEqual(['main']);
      expect(h.forges.gitea.pulls).toHaveLength(0);
    } finally {
      await fs.rm(hook);
    }
  });

  it('opens a new pull request for a follow-up when the job’s pull request was merged meanwhile', async () => {
    const project = h.projects.gitlab;
    const gl = h.forges.gitlab;
    const res = await create(project, '[edit] Fix the typo');
    const id = res.json.id as string;
    const first = await pollAgentJob(h, project, id);
    expect(first.json.prLink).toBe(gl.pulls[0].url);
    gl.closePull(gl.pulls[0].number, { merged: true });

    expect((await message(project, id, '[edit-2] Add an FAQ page')).status).toBe(200);
    const done = await pollAgentJob(h, project, id);
    expect(done.json.status).toBe('completed');
    expect(gl.pulls).toHaveLength(2);
    expect(gl.pulls[1]).toMatchObject({ head: `lectern/agent-${id}`, state: 'open' });
    expect(done.json.prLink).toBe(gl.pulls[1].url);
    expect(gl.pulls[0].body).not.toContain('FAQ');
    expect(gl.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    const t = await transcriptOf(h, project, id);
    expect(entriesOf(t, 'pull-request').at(-1)).toMatchObject({
      action: 'created',
      number: gl.pulls[1].number,
      replaced: { number: gl.pulls[0].number, state: 'merged' },
    });
  });

  it('keeps the pull request on a job archived while its run was opening it', async () => {
    const project = h.projects.github;
    const gh = h.forges.github;
    const held = gh.holdNext({ method: 'POST' });
    const res = await create(project, '[edit] archive me while publishing');
    const id = res.json.id as string;
    await held.arrived;
    const archived = await h.client.request('POST', `/v2/agent/${project}/job/${id}/archive`, { key: h.key });
    expect(archived.json).toMatchObject({ status: 'archived', prLink: null });
    // Give the run's status poll (every 50 ms here) time to see the archive while the forge holds the
    // request: without the fix it would abort the request the forge goes on to complete.
    await new Promise((r) => setTimeout(r, 500));
    held.release();
    await runSettled(project, id);

    expect(gh.pulls).toHaveLength(1);
    expect(gh.pulls[0].head).toBe(`lectern/agent-${id}`);
    const read = await h.client.request('GET', `/v2/agent/${project}/job/${id}`, { key: h.key });
    expect(read.json).toMatchObject({
      status: 'archived',
      prLink: gh.pulls[0].url,
      archivedAt: archived.json.archivedAt,
    });
    const t = await transcriptOf(h, project, id);
    expect(t.json.transcript).toContainEqual(
      expect.objectContaining({ type: 'pull-request', action: 'created', url: gh.pulls[0].url }),
    );
    expect(await readAtRef(h.bares.github, `lectern/agent-${id}`, 'index.mdx')).toContain('Hello world.');
  });

  it('accepts exactly one of two concurrent messages, and runs the accepted prompt', async () => {
    const project = h.projects.github;
    const res = await create(project, '[noop] start');
    const id = res.json.id as string;
    expect((await pollAgentJob(h, project, id)).json.status).toBe('completed');

    const prompts = ['[echo] first racer', '[echo] second racer'];
    const answers = await Promise.all(prompts.map((p) => message(project, id, p)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const accepted = prompts[answers.findIndex((a) => a.status === 200)];
    const refused = prompts.find((p) => p !== accepted)!;
    expect(answers.find((a) => a.status === 409)!.json).toEqual({
      error: `agent job ${id} is still working; wait until it completes`,
      code: 'CONFLICT',
    });

    const done = await pollAgentJob(h, project, id);
    expect(done.json.status).toBe('completed');
    const t = await transcriptOf(h, project, id);
    const runs = entriesOf(t, 'run');
    expect(runs.map((r: { prompt: string }) => r.prompt)).toEqual(['[noop] start', accepted]);
    expect(runs[1].runtimeJobId).toMatch(/^[a-z]+_[0-9a-f]{16}$/);
    const summary = entriesOf(t, 'summary').at(-1).text as string;
    expect(summary.replace(/\s+/g, ' ')).toBe(`You said: ${accepted}`);
    expect(modelCallsWith(accepted)).toBe(1);
    expect(modelCallsWith(refused)).toBe(0);
    const queued = await h.server.services.db.kysely
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'agent-run')
      .execute();
    expect(queued.filter((j) => j.payload.includes(id))).toHaveLength(2);
  });
});
