import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../agent/harness.js';
import { scriptedModel } from '../agent/scripts.js';
import { BUILD_TIMEOUT_MS, ensureBuilt, lectern, lecternJson } from './helpers.js';

// The agent's own end-to-end harness (git over HTTP, forge stand-ins, a scripted model, a real server);
// here only the client side differs: every call goes through the `lectern agent` binary.
let h: Harness;
let project: string;
const env = () => ({ env: { LECTERN_API_URL: h.server.url, LECTERN_ADMIN_KEY: h.key } });

beforeAll(async () => {
  await ensureBuilt();
  h = await startHarness(scriptedModel);
  project = h.projects.github;
}, BUILD_TIMEOUT_MS);
afterAll(async () => {
  await h?.close();
});

describe('lectern agent', () => {
  let jobId: string;

  it('creates a job and waits for its pull request', async () => {
    const job = await lecternJson(
      ['agent', 'create', '--project', project, '--prompt', '[edit] Fix the typo on the home page', '--wait'],
      env(),
    );
    jobId = job.id as string;
    expect(job).toMatchObject({ status: 'completed', model: 'test-model', archivedAt: null });
    expect(job.prLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*\d+$/);
    expect((job.source as { ref: string }).ref).toBe(`lectern/agent-${jobId}`);
  });

  it('shows a job with its transcript', async () => {
    const human = await lectern(['agent', 'get', jobId, '--project', project, '--transcript'], env());
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain(`Agent job ${jobId}: completed`);
    expect(human.stdout).toMatch(/prompt \(create\): \[edit\] Fix the typo/);
    expect(human.stdout).toMatch(/tool replace_in_file/);
    expect(human.stdout).toMatch(/pull request created: http/);
    const json = await lecternJson<{ id: string; transcript: Array<{ type: string }> }>(
      ['agent', 'get', jobId, '--project', project, '--transcript'],
      env(),
    );
    expect(json.id).toBe(jobId);
    expect(json.transcript.map((e) => e.type)).toContain('pull-request');
  });

  it('continues a job with a message read from standard input', async () => {
    const job = await lecternJson(
      ['agent', 'message', jobId, '--project', project, '--prompt', '-', '--wait'],
      { ...env(), input: '[edit-2] Add an FAQ page\n' },
    );
    expect(job).toMatchObject({ id: jobId, status: 'completed' });
  });

  it('lists jobs a page at a time and archives one', async () => {
    const other = await lecternJson(
      ['agent', 'create', '--project', project, '--prompt', '[noop] Check the intro', '--wait'],
      env(),
    );
    expect(other).toMatchObject({ status: 'completed', prLink: null });
    const all = await lecternJson<{ jobs: Array<{ id: string }>; nextCursor: string | null }>(
      ['agent', 'list', '--project', project],
      env(),
    );
    expect(all.jobs.map((j) => j.id)).toEqual([other.id, jobId]);
    const page = await lectern(['agent', 'list', '--project', project, '--limit', '1'], env());
    expect(page.code).toBe(0);
    expect(page.stdout).toContain(other.id as string);
    const cursor = /--cursor (\S+)/.exec(page.stdout)?.[1];
    expect(cursor).toBeTruthy();
    const next = await lecternJson<{ jobs: Array<{ id: string }> }>(
      ['agent', 'list', '--project', project, '--limit', '1', '--cursor', cursor!],
      env(),
    );
    expect(next.jobs.map((j) => j.id)).toEqual([jobId]);

    const archived = await lecternJson(['agent', 'archive', jobId, '--project', project], env());
    expect(archived).toMatchObject({ id: jobId, status: 'archived' });
    expect(archived.archivedAt).toBeTruthy();
  });

  it('exits non-zero with clear messages', async () => {
    const unknown = await lectern(['agent', 'get', 'job_0000000000000000', '--project', project], env());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('HTTP 404');
    const failed = await lectern(
      ['agent', 'create', '--project', project, '--prompt', '[fail-model] anything', '--wait'],
      env(),
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/agent job [a-z]+_[0-9a-f]{16} failed: .*model/);
    const empty = await lectern(['agent', 'create', '--project', project, '--prompt', '   '], env());
    expect(empty.code).toBe(2);
    const noProject = await lectern(['agent', 'list'], env());
    expect(noProject.code).toBe(2);
  });
});
