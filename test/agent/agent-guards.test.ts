import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_RATE_LIMIT } from '../../src/agent/index.js';
import { readAtRef } from '../../src/git/fixtures.test-support.js';
import { TRANSCRIPT_OUTPUT_CHARS } from '../../src/agent/transcript.js';
import {
  FORGE_TOKEN,
  MODEL_KEY,
  SITE_FILES,
  createJob,
  entriesOf,
  pollAgentJob,
  startHarness,
  transcriptOf,
  type Harness,
} from './harness.js';
import { scriptedModel } from './scripts.js';

let h: Harness;
const bodies: string[] = [];

/**
 * A page that (wrongly) holds the forge token, placed so that the token starts a few characters before
 * the point where the transcript clips a tool's output: clipping before redacting would keep half of it.
 */
const VIEW_HEADER = 'guides/deploy.mdx (1 lines)\n1\t';
const DEPLOY_PAGE = `${'Deploy notes. '.repeat(200).slice(0, TRANSCRIPT_OUTPUT_CHARS - VIEW_HEADER.length - 6)}${FORGE_TOKEN}\n`;

beforeAll(async () => {
  h = await startHarness(scriptedModel, {}, 'openai', {
    sites: { github: { ...SITE_FILES, 'guides/deploy.mdx': DEPLOY_PAGE } },
  });
});
afterAll(() => h?.close());

async function call(
  method: string,
  url: string,
  opts: { key?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
) {
  const res = await h.client.request(method, url, { key: h.key, ...opts });
  bodies.push(res.text);
  return res;
}

/** Creates a job, keeping the answer like `call` does. */
async function create(project: string, body: Record<string, unknown>) {
  const res = await createJob(h, project, body);
  bodies.push(res.text);
  return res;
}

describe('tool confinement, end to end', { timeout: 180_000 }, () => {
  it('refuses parent paths, absolute paths, links and .git, and changes nothing', async () => {
    const project = h.projects.github;
    const res = await create(project, { prompt: '[attack] read some files' });
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json).toMatchObject({ status: 'completed', prLink: null });
    const t = await transcriptOf(h, project, res.json.id);
    bodies.push(t.text);
    const step = entriesOf(t, 'step').find((e) => e.step === 1);
    expect(step.toolResults).toHaveLength(8);
    for (const result of step.toolResults) expect(result.output).toMatch(/^Error: /);
    const outputs = step.toolResults.map((r: { output: string }) => r.output).join('\n');
    expect(outputs).toMatch(/absolute paths are not allowed/);
    expect(outputs).toMatch(/may not contain "\.\."/);
    expect(outputs).toMatch(/\.git folder is off limits/);
    expect(outputs).toMatch(/etc-link\/passwd: a parent of this path is a file/);
    expect(outputs).not.toMatch(/root:x:0:0/);
    expect(outputs).not.toContain('extraheader');
    await expect(fs.stat(path.join(path.dirname(h.root), 'escape.txt'))).rejects.toThrow();
    expect(h.forges.github.pulls).toHaveLength(0);
  });
});

describe('request validation and visibility', { timeout: 180_000 }, () => {
  it('rejects bad bodies with 400', async () => {
    const url = `/v2/agent/${h.projects.github}/job`;
    for (const body of [
      {},
      { prompt: '' },
      { prompt: '   ' },
      { prompt: 5 },
      { prompt: 'x', asDraft: 'yes' },
      { prompt: 'x', branch: '--upload-pack=x' },
      { prompt: 'x', model: 'bad model' },
    ]) {
      const res = await call('POST', url, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toEqual(expect.any(String));
    }
    expect(
      (await call('POST', url, { rawBody: '{"prompt":', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect((await call('GET', `/v2/agent/${h.projects.github}/jobs?limit=0`)).status).toBe(400);
    expect((await call('GET', `/v2/agent/${h.projects.github}/jobs?cursor=bm9wZQ`)).status).toBe(400);
  });

  it('answers 404 for unknown jobs and for projects outside the key', async () => {
    const other = await h.tenancy.createOrg({ name: 'Other', plan: 'pro' });
    const foreign = await h.tenancy.createProject({
      orgId: other.id,
      name: 'theirs',
      repository: 'https://example.com/o/r.git',
    });
    const { key: limited } = await h.tenancy.createKey({
      orgId: h.orgId,
      projectIds: [h.projects.gitlab],
      scopes: ['read', 'write'],
    });
    const created = await create(h.projects.github, { prompt: '[noop] hi' });
    await pollAgentJob(h, h.projects.github, created.json.id);
    const cases: Array<[string, string, string?]> = [
      ['GET', `/v2/agent/${h.projects.github}/job/aj_0000000000000000`],
      ['GET', `/v2/agent/${foreign.id}/job/${created.json.id}`],
      ['GET', `/v2/agent/${h.projects.gitlab}/job/${created.json.id}`],
      ['POST', `/v2/agent/${foreign.id}/job`],
      ['GET', `/v2/agent/${foreign.id}/jobs`],
      ['GET', `/v2/agent/prj_nope/jobs`],
      ['GET', `/v2/agent/${h.projects.github}/job/${created.json.id}`, limited],
      ['POST', `/v2/agent/${h.projects.github}/job/${created.json.id}/archive`, limited],
    ];
    for (const [method, url, key] of cases) {
      const res = await call(method, url, {
        key: key ?? h.key,
        body: method === 'POST' && url.endsWith('/job') ? { prompt: 'x' } : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/v2/agent/${h.projects.gitlab}/jobs`, { key: limited })).status).toBe(200);
  });

  it('needs a key (401) and write scope for POST (403)', async () => {
    const { key: reader } = await h.tenancy.createKey({ orgId: h.orgId, scopes: ['read'] });
    const url = `/v2/agent/${h.projects.github}/job`;
    expect((await h.client.request('POST', url, { body: { prompt: 'x' } })).status).toBe(401);
    expect((await call('POST', url, { key: reader, body: { prompt: 'x' } })).status).toBe(403);
    expect((await call('GET', `/v2/agent/${h.projects.github}/jobs`, { key: reader })).status).toBe(200);
  });

  it('refuses (400) a job for a project that has no repository, forge or forge token, creating nothing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{}, /no repository configured/],
      [{ repository: 'https://git.example.com/o/r.git', forgeToken: 'tok-123456' }, /no forge configured/],
      [{ repository: 'https://github.com/o/r.git' }, /no forge token configured/],
      [{ repository: 'https://git.example.com/o/r.git', forge: 'gitea' }, /no forge token configured/],
    ];
    for (const [fields, message] of cases) {
      const project = (
        await h.tenancy.createProject({ orgId: h.orgId, name: `incomplete-${Math.random()}`, ...fields })
      ).id;
      const res = await create(project, { prompt: 'Fix the docs' });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.json, JSON.stringify(fields)).toEqual({
        error: expect.stringMatching(message),
        code: 'INVALID_REQUEST',
      });
      expect((await call('GET', `/v2/agent/${project}/jobs`)).json.jobs).toEqual([]);
    }
  });

  it('limits creates plus messages to 100 per project per hour (429 with Retry-After)', async () => {
    const project = (
      await h.tenancy.createProject({
        orgId: h.orgId,
        name: 'busy',
        repository: 'https://github.com/o/busy.git',
        forgeToken: 'tok-busy-123456',
      })
    ).id;
    for (let i = 0; i < AGENT_RATE_LIMIT.limit; i++)
      await h.server.services.rateLimiter.hit(
        `agent:${project}`,
        AGENT_RATE_LIMIT.limit,
        AGENT_RATE_LIMIT.windowSeconds,
      );
    const res = await create(project, { prompt: 'one more' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.json.code).toBe('RATE_LIMITED');
    const list = await call('GET', `/v2/agent/${project}/jobs`);
    expect(list.json.jobs).toEqual([]);
  });
});

describe('listing', { timeout: 180_000 }, () => {
  it('pages through a project’s jobs newest first', async () => {
    const project = h.projects.gitea;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await create(project, { prompt: `[noop] job ${i}` });
      ids.push(res.json.id);
    }
    for (const id of ids) await pollAgentJob(h, project, id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call('GET', `/v2/agent/${project}/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.json.jobs.length).toBeLessThanOrEqual(2);
      seen.push(...res.json.jobs.map((j: { id: string }) => j.id));
      cursor = res.json.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...ids].sort());
    const created = seen.map((id) => ids.indexOf(id));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});

describe('secrets', { timeout: 180_000 }, () => {
  it('redacts credential-shaped text from transcripts', async () => {
    const project = h.projects.github;
    const adminKey = h.key;
    const res = await create(project, {
      prompt: `[echo] my key is ${adminKey} and Bearer abcdefghijklmnop1234`,
    });
    await pollAgentJob(h, project, res.json.id);
    const t = await transcriptOf(h, project, res.json.id);
    bodies.push(t.text);
    expect(t.text).not.toContain(adminKey);
    expect(t.text).not.toContain('abcdefghijklmnop1234');
    expect(t.text).toContain('lct_[REDACTED]');
  });

  it('redacts the forge token read from a repository file and repeated by the model, even where output is clipped', async () => {
    const project = h.projects.github;
    const before = h.model.requests.length;
    const res = await create(project, { prompt: '[leak] fix the typo' });
    const done = await pollAgentJob(h, project, res.json.id);
    bodies.push(done.text);
    expect(done.json.status).toBe('completed');
    // The model really saw the token (it is in the checkout); everything Lectern kept must not have it.
    expect(JSON.stringify(h.model.requests.slice(before))).toContain(FORGE_TOKEN);
    const t = await transcriptOf(h, project, res.json.id);
    bodies.push(t.text);
    const view = entriesOf(t, 'step').find((e) => e.step === 1).toolResults[0];
    expect(view.name).toBe('view_file');
    expect(view.output).toContain('Deploy notes.');
    // Redacted first, then clipped: the cut falls inside the marker, not inside the token.
    expect(view.output).toMatch(/Depl\[REDAC… \[\d+ more characters\]$/);
    const [summary] = entriesOf(t, 'summary');
    expect(summary.text).toBe('Fixed the typo. Note: guides/deploy.mdx holds the deploy token [REDACTED].');
    const pull = h.forges.github.pulls.find((p) => p.head === `lectern/agent-${res.json.id}`)!;
    expect(pull.body).toContain('deploy token [REDACTED]');
    const rows = await h.server.services.db.kysely
      .selectFrom('agent_jobs')
      .select(['transcript', 'error'])
      .where('id', '=', res.json.id)
      .execute();
    const kept = [
      ...h.logs,
      ...bodies,
      pull.body,
      pull.title,
      ...rows.map((r) => `${r.transcript}${r.error ?? ''}`),
    ].join('\n');
    // Not the token, and not the part of it a clip could leave behind.
    expect(kept).not.toContain(FORGE_TOKEN.slice(0, 12));
  });

  it('never shows the forge token or the model key in logs, transcripts or responses', async () => {
    // Make sure a push happened in this server, so the token was in use.
    const project = h.projects.gitlab;
    const res = await create(project, { prompt: '[edit] fix it' });
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json.prLink).toEqual(expect.any(String));
    expect(await readAtRef(h.bares.gitlab, `lectern/agent-${res.json.id}`, 'index.mdx')).toContain(
      'Hello world.',
    );
    const rows = await h.server.services.db.kysely
      .selectFrom('agent_jobs')
      .select(['transcript', 'error'])
      .execute();
    const everything = [...h.logs, ...bodies, ...rows.map((r) => `${r.transcript}${r.error ?? ''}`)].join(
      '\n',
    );
    expect(h.logs.length).toBeGreaterThan(10);
    for (const secret of [
      FORGE_TOKEN,
      MODEL_KEY,
      Buffer.from(`oauth2:${FORGE_TOKEN}`).toString('base64'),
      Buffer.from(`x-access-token:${FORGE_TOKEN}`).toString('base64'),
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain(h.key);
  });
});
