import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_RUN_KIND, createAgentRunHandler } from '../../src/agent/index.js';
import { readAtRef } from '../../src/git/fixtures.test-support.js';
import { Worker } from '../../src/jobs/index.js';
import { createJob, pollAgentJob, startHarness, transcriptOf, type Harness } from './harness.js';
import { scriptedModel } from './scripts.js';

/**
 * A worker that claims an agent run and dies (no heartbeat, no result) must not strand the job: once its
 * lease expires another worker runs the prompt again from a fresh checkout, and the job completes once.
 */
let h: Harness;

beforeAll(async () => {
  h = await startHarness(scriptedModel, { LECTERN_WORKERS: '0' });
});
afterAll(() => h?.close());

describe('agent runs after a worker crash', { timeout: 180_000 }, () => {
  it('are claimed again after the lease expires and complete on the next attempt', async () => {
    const { services } = h.server;
    const project = h.projects.github;
    const res = await createJob(h, project, { prompt: '[edit] Fix the typo' });
    expect(res.status).toBe(201);

    const crashed = await services.queue.claim('worker-that-dies', [AGENT_RUN_KIND], 300);
    expect(crashed).toMatchObject({ attempts: 1, payload: { agentJobId: res.json.id } });

    const worker = new Worker(
      services.queue,
      { [AGENT_RUN_KIND]: createAgentRunHandler(services) },
      { id: 'rescuer', pollMs: 50, leaseMs: 5000, log: pino({ level: 'silent' }) },
    );
    worker.start();
    try {
      const done = await pollAgentJob(h, project, res.json.id);
      const t = await transcriptOf(h, project, res.json.id);
      expect(done.json.status, t.text).toBe('completed');
      expect(t.json.transcript).toContainEqual(
        expect.objectContaining({ type: 'attempt', runtimeJobId: crashed!.id, attempt: 2 }),
      );
      expect(h.forges.github.pulls).toHaveLength(1);
      expect(done.json.prLink).toBe(h.forges.github.pulls[0].url);
      expect(await readAtRef(h.bares.github, `lectern/agent-${res.json.id}`, 'index.mdx')).toContain(
        'Hello world.',
      );
      // The handler finishes the agent job first, then the runtime records its own completion.
      let runtime = await services.queue.get(crashed!.id);
      while (runtime?.status === 'running') {
        await new Promise((r) => setTimeout(r, 20));
        runtime = await services.queue.get(crashed!.id);
      }
      expect(runtime).toMatchObject({ status: 'completed', attempts: 2 });
    } finally {
      await worker.stop();
    }
  });

  it('authenticate git as each forge expects, sending the credential with every request', () => {
    expect(h.git.requests.length).toBeGreaterThan(0);
    expect(h.git.requests.every((r) => r.authorized && r.user === 'x-access-token')).toBe(true);
  });
});
