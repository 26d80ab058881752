import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/index.js';
import { describeEachDialect } from '../db/dialects.test-support.js';
import { JobQueue, Worker } from '../jobs/index.js';
import { RateLimiter, Tenancy, type Principal } from '../tenancy/index.js';
import { AgentService, AgentServiceError } from './service.js';
import { AgentJobStore } from './store.js';
import { AGENT_RUN_KIND, createAgentRunHandler } from './run.js';
import { parseTranscript } from './transcript.js';

describeEachDialect('agent service', (getDb) => {
  async function setup(env: NodeJS.ProcessEnv = { LECTERN_MODEL: 'm1' }) {
    const db = getDb();
    const config = loadConfig(env);
    const tenancy = new Tenancy(db, randomBytes(32));
    const queue = new JobQueue(db);
    const org = await tenancy.createOrg({ name: 'Org', plan: 'pro' });
    const project = await tenancy.createProject({
      orgId: org.id,
      name: 'p',
      repository: 'https://github.com/acme/docs',
      forge: 'github',
      forgeToken: 'tok-secret-1234',
    });
    const principal: Principal = {
      keyId: 'k',
      orgId: org.id,
      plan: 'pro',
      scopes: new Set(['read', 'write']),
      projectIds: null,
    };
    // The service's clock runs `clock.aheadMs` ahead of the real one.
    const clock = { aheadMs: 0 };
    const service = new AgentService(
      { config, db, queue, tenancy, rateLimiter: new RateLimiter(db) },
      { now: () => new Date(Date.now() + clock.aheadMs) },
    );
    return {
      db,
      config,
      tenancy,
      queue,
      org,
      project,
      principal,
      service,
      clock,
      store: new AgentJobStore(db),
    };
  }

  it('creates an active job with one queued run, and picks the model by precedence', async () => {
    const { service, principal, project, queue, store, tenancy } = await setup();
    const job = await service.create(principal, project.id, { prompt: 'Fix docs' });
    expect(job).toMatchObject({
      status: 'active',
      model: 'm1',
      prLink: null,
      source: { repository: 'https://github.com/acme/docs', ref: `lectern/agent-${job.id}` },
    });
    const run = parseTranscript((await store.get(job.id))!.transcript)[0];
    expect(run).toMatchObject({ type: 'run', kind: 'create', prompt: 'Fix docs' });
    const runtime = await queue.get((run as { runtimeJobId: string }).runtimeJobId);
    expect(runtime).toMatchObject({
      kind: AGENT_RUN_KIND,
      status: 'queued',
      payload: { agentJobId: job.id, prompt: 'Fix docs' },
    });
    expect((await service.create(principal, project.id, { prompt: 'x', model: 'explicit' })).model).toBe(
      'explicit',
    );
    await tenancy.updateProject(project.id, { model: 'project-model' });
    expect((await service.create(principal, project.id, { prompt: 'x' })).model).toBe('project-model');
  });

  it('refuses blank prompts, bad branches and hidden projects', async () => {
    const { service, principal, project } = await setup();
    await expect(service.create(principal, project.id, { prompt: '  ' })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
    await expect(
      service.create(principal, project.id, { prompt: 'x', branch: 'a..b' }),
    ).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    await expect(
      service.create({ ...principal, orgId: 'org_other' }, project.id, { prompt: 'x' }),
    ).rejects.toBeInstanceOf(AgentServiceError);
    await expect(
      service.create({ ...principal, projectIds: ['prj_other'] }, project.id, { prompt: 'x' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('fails an active job whose runtime job failed for good (a worker that died on its last attempt)', async () => {
    const { service, principal, project, queue } = await setup();
    const job = await service.create(principal, project.id, { prompt: 'Fix docs' });
    for (let attempt = 1; attempt <= 2; attempt++) {
      let claimed = await queue.claim('dead-worker', [AGENT_RUN_KIND], 60_000);
      // Runs of earlier tests in this database are queued too: finish them out of the way.
      while (claimed && (claimed.payload as { agentJobId: string }).agentJobId !== job.id) {
        await queue.complete(claimed.id, 'dead-worker', null);
        claimed = await queue.claim('dead-worker', [AGENT_RUN_KIND], 60_000);
      }
      expect(claimed?.attempts).toBe(attempt);
      await queue.fail(claimed!.id, 'dead-worker', 'worker lost (lease expired)', { retryable: true });
      if (attempt === 1)
        await getDb()
          .kysely.updateTable('jobs')
          .set({ run_after: new Date(0).toISOString() })
          .execute();
    }
    const read = await service.get(principal, project.id, job.id);
    expect(read.status).toBe('failed');
    const t = await service.transcript(principal, project.id, job.id);
    expect(t.error).toMatch(/the agent run failed: worker lost/);
  });

  it('moves between states: message reactivates completed/failed jobs, archive closes any', async () => {
    const { service, principal, project, store } = await setup();
    const job = await service.create(principal, project.id, { prompt: 'one' });
    await expect(service.message(principal, project.id, job.id, 'two')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(
      await store.finish(job.id, 'completed', { prLink: 'https://github.com/acme/docs/pull/1', prNumber: 1 }),
    ).toBe(true);
    expect(await store.finish(job.id, 'failed')).toBe(false);
    expect((await service.get(principal, project.id, job.id)).prLink).toBe(
      'https://github.com/acme/docs/pull/1',
    );
    const again = await service.message(principal, project.id, job.id, 'two');
    expect(again).toMatchObject({ status: 'active', prLink: null });
    const archived = await service.archive(principal, project.id, job.id);
    expect(archived.status).toBe('archived');
    expect(archived.archivedAt).not.toBeNull();
    expect(await store.finish(job.id, 'completed')).toBe(false);
    await expect(service.message(principal, project.id, job.id, 'three')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const runs = parseTranscript((await store.get(job.id))!.transcript).filter((e) => e.type === 'run');
    expect(runs.map((r) => (r as { prompt: string }).prompt)).toEqual(['one', 'two']);
  });

  it('accepts exactly one of two concurrent messages and queues only its prompt', async () => {
    const { service, principal, project, store, queue } = await setup();
    const job = await service.create(principal, project.id, { prompt: 'one' });
    expect(await store.finish(job.id, 'completed')).toBe(true);
    const prompts = ['message A', 'message B'];
    const results = await Promise.allSettled(
      prompts.map((p) => service.message(principal, project.id, job.id, p)),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason;
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    const accepted = prompts[results.findIndex((r) => r.status === 'fulfilled')];

    const runs = parseTranscript((await store.get(job.id))!.transcript).filter(
      (e) => e.type === 'run',
    ) as Array<{ prompt: string; runtimeJobId: string }>;
    expect(runs.map((r) => r.prompt)).toEqual(['one', accepted]);
    // The latest run names a real runtime job carrying the accepted prompt, and no other run was queued.
    expect(await queue.get(runs[1].runtimeJobId)).toMatchObject({
      status: 'queued',
      payload: { agentJobId: job.id, prompt: accepted },
    });
    const queued = await getDb()
      .kysely.selectFrom('jobs')
      .select('payload')
      .where('kind', '=', AGENT_RUN_KIND)
      .execute();
    expect(
      queued
        .map((j) => JSON.parse(j.payload))
        .filter((p) => p.agentJobId === job.id)
        .map((p) => p.prompt),
    ).toEqual(['one', accepted]);
    expect((await service.get(principal, project.id, job.id)).status).toBe('active');
  });

  it('keeps a job whose follow-up is being queued active, and fails one whose follow-up was never queued', async () => {
    const { service, principal, project, store, clock, queue } = await setup();
    const job = await service.create(principal, project.id, { prompt: 'one' });
    expect(await store.finish(job.id, 'failed', { error: 'boom' })).toBe(true);
    // As if the API process stopped between claiming the job and queueing the run.
    expect(await store.reactivate(job.id, { type: 'run', kind: 'message', prompt: 'two' })).toMatch(
      /^pending:/,
    );
    expect((await service.get(principal, project.id, job.id)).status).toBe('active');
    clock.aheadMs = 50_000;
    expect((await service.get(principal, project.id, job.id)).status).toBe('active');
    clock.aheadMs = 61_000;
    const get = vi.spyOn(queue, 'get');
    expect((await service.get(principal, project.id, job.id)).status).toBe('failed');
    // A placeholder names no runtime job: the queue is not asked about it.
    expect(get).not.toHaveBeenCalled();
    expect((await service.transcript(principal, project.id, job.id)).transcript.at(-1)).toMatchObject({
      type: 'status',
      status: 'failed',
      code: 'AGENT_RUN_LOST',
      message: 'the agent run ended without a result',
    });
  });

  it('fails a job whose follow-up could not be queued, so it does not stay active', async () => {
    const { service, principal, project, store, queue } = await setup();
    const job = await service.create(principal, project.id, { prompt: 'one' });
    expect(await store.finish(job.id, 'completed')).toBe(true);
    vi.spyOn(queue, 'enqueue').mockRejectedValueOnce(new Error('database gone'));
    await expect(service.message(principal, project.id, job.id, 'two')).rejects.toThrow('database gone');
    const t = await service.transcript(principal, project.id, job.id);
    expect(t).toMatchObject({ status: 'failed', error: 'the follow-up could not be queued; send it again' });
    expect(t.transcript.at(-1)).toMatchObject({
      type: 'status',
      status: 'failed',
      code: 'AGENT_RUN_LOST',
      message: 'the follow-up could not be queued; send it again',
    });
  });

  it('refuses jobs for projects that cannot publish: no repository, no forge, no token', async () => {
    const { service, principal, org, tenancy } = await setup();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{}, /no repository/],
      [{ repository: 'https://git.example.com/o/r', forgeToken: 'tok-123456' }, /no forge configured/],
      [{ repository: 'https://github.com/o/r' }, /no forge token/],
    ];
    for (const [fields, message] of cases) {
      const p = await tenancy.createProject({ orgId: org.id, name: 'incomplete', ...fields });
      await expect(service.create(principal, p.id, { prompt: 'x' })).rejects.toMatchObject({
        code: 'INVALID_REQUEST',
        message: expect.stringMatching(message),
      });
      expect((await service.list(principal, p.id, 10, null)).jobs).toEqual([]);
    }
  });

  it('pages with an opaque cursor', async () => {
    const { service, principal, project } = await setup();
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await service.create(principal, project.id, { prompt: `p${i}` })).id);
    const first = await service.list(principal, project.id, 2, null);
    expect(first.jobs).toHaveLength(2);
    const second = await service.list(principal, project.id, 2, first.nextCursor);
    expect(second.nextCursor).toBeNull();
    expect([...first.jobs, ...second.jobs].map((j) => j.id).sort()).toEqual(ids.sort());
    await expect(service.list(principal, project.id, 2, 'garbage')).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
  });

  it('fails a run clearly when no model is configured', async () => {
    const { service, principal, project, queue, db, tenancy, config, store } = await setup({});
    const job = await service.create(principal, project.id, { prompt: 'Fix docs' });
    expect(job.model).toBe('');
    // Runs queued by earlier tests in this database would each keep the worker busy first.
    const own = parseTranscript((await store.get(job.id))!.transcript)[0] as { runtimeJobId: string };
    await db.kysely
      .deleteFrom('jobs')
      .where('status', '=', 'queued')
      .where('id', '!=', own.runtimeJobId)
      .execute();
    const worker = new Worker(
      queue,
      { [AGENT_RUN_KIND]: createAgentRunHandler({ config, db, tenancy }) },
      { pollMs: 20, log: pino({ level: 'silent' }) },
    );
    worker.start();
    try {
      let read = await service.get(principal, project.id, job.id);
      while (read.status === 'active') {
        await new Promise((r) => setTimeout(r, 20));
        read = await service.get(principal, project.id, job.id);
      }
      expect(read.status).toBe('failed');
      expect((await service.transcript(principal, project.id, job.id)).error).toMatch(/no model configured/);
    } finally {
      await worker.stop();
    }
  });
});

describe('store transcript append', () => {
  it('is covered per dialect above; the cursor format is opaque base64url', async () => {
    const { isValidCursor } = await import('./store.js');
    expect(isValidCursor(Buffer.from('2024-01-01T00:00:00.000Z|aj_1').toString('base64url'))).toBe(true);
    expect(isValidCursor(Buffer.from('nope|x').toString('base64url'))).toBe(false);
  });
});
