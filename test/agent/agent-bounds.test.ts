import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, entriesOf, pollAgentJob, startHarness, transcriptOf, type Harness } from './harness.js';
import { scriptedModel } from './scripts.js';

/** Bounds that need their own server settings (they are read once, into the server's config). */
let h: Harness;
beforeAll(async () => {
  h = await startHarness(scriptedModel, { LECTERN_AGENT_MAX_TOKENS: '4000', LECTERN_AGENT_MAX_STEPS: '30' });
});
afterAll(() => h?.close());

describe('the token bound', { timeout: 180_000 }, () => {
  it('trips on estimated tokens when the model server reports no usage', async () => {
    const project = h.projects.github;
    const res = await createJob(h, project, { prompt: '[no-usage] look around' });
    const done = await pollAgentJob(h, project, res.json.id);
    const t = await transcriptOf(h, project, res.json.id);
    expect(done.json, t.text).toMatchObject({ status: 'failed', prLink: null });
    expect(t.json.error).toMatch(/^the agent used \d+ tokens, over its budget of 4000, before finishing$/);
    expect(t.json.transcript.at(-1)).toMatchObject({
      type: 'status',
      status: 'failed',
      code: 'AGENT_TOKEN_LIMIT',
    });
    const steps = entriesOf(t, 'step');
    // Far below the step bound: the estimate, not the step count, ended the run.
    expect(steps.length).toBeLessThan(10);
    for (const s of steps)
      expect(s.usage).toMatchObject({ estimated: true, inputTokens: expect.any(Number) });
    expect(steps[0].usage.inputTokens).toBeGreaterThan(0);
  });

  it('counts reported usage as reported', async () => {
    const project = h.projects.gitlab;
    const res = await createJob(h, project, { prompt: '[noop] check' });
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json.status).toBe('completed');
    const steps = entriesOf(await transcriptOf(h, project, res.json.id), 'step');
    expect(steps.map((s: { usage: unknown }) => s.usage)).toEqual([{ inputTokens: 100, outputTokens: 20 }]);
  });
});
