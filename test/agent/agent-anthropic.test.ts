import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAtRef } from '../../src/git/fixtures.test-support.js';
import { MODEL_KEY, createJob, pollAgentJob, startHarness, transcriptOf, type Harness } from './harness.js';
import { scriptedModel } from './scripts.js';

/** The same API flow with the Anthropic provider (messages API, `tool_use` blocks), and a wall-time bound. */
describe('agent jobs with the Anthropic provider', { timeout: 180_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(scriptedModel, {}, 'anthropic');
  });
  afterAll(() => h?.close());

  it('edits and opens a pull request', async () => {
    const project = h.projects.gitea;
    const res = await createJob(h, project, { prompt: '[edit] Fix the typo', model: 'claude-test' });
    expect(res.status).toBe(201);
    expect(res.json.model).toBe('claude-test');
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json.status).toBe('completed');
    expect(done.json.prLink).toBe(h.forges.gitea.pulls[0].url);
    expect(await readAtRef(h.bares.gitea, `lectern/agent-${res.json.id}`, 'index.mdx')).toContain(
      'Hello world.',
    );
    const first = h.model.requests[0];
    expect(first.path).toBe('/v1/messages');
    expect(first.headers['x-api-key']).toBe(MODEL_KEY);
    expect((first.body as { model: string }).model).toBe('claude-test');
  });
});

describe('the wall-time bound', { timeout: 180_000 }, () => {
  let h: Harness;
  // Bounds are read when the server creates its handler, so this server gets its own short limit.
  beforeAll(async () => {
    h = await startHarness(
      scriptedModel,
      { LECTERN_AGENT_TIMEOUT_SECONDS: '3', LECTERN_AGENT_MAX_STEPS: '1000' },
      'anthropic',
    );
  });
  afterAll(() => h?.close());

  it('fails a run that overruns its wall time', async () => {
    const project = h.projects.github;
    const res = await createJob(h, project, { prompt: '[slow] take your time' });
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json).toMatchObject({ status: 'failed', prLink: null });
    const t = await transcriptOf(h, project, res.json.id);
    expect(t.json.error).toBe('the agent ran longer than its limit of 3 seconds');
    expect(t.json.transcript.at(-1)).toMatchObject({
      type: 'status',
      status: 'failed',
      code: 'AGENT_TIME_LIMIT',
    });
  });
});
