import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBranches, readAtRef } from '../../src/git/fixtures.test-support.js';
import {
  SITE_FILES,
  createJob,
  entriesOf,
  pollAgentJob,
  startHarness,
  transcriptOf,
  type Harness,
} from './harness.js';
import { scriptedModel } from './scripts.js';

/**
 * The pre-push build check on sites as they are found in the wild: one whose base branch already has a
 * build error (a navigation entry without its page), and one still on legacy mint.json.
 */
const STALE_NAV = `${JSON.stringify(
  {
    theme: 'mint',
    name: 'Acme Docs',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/intro', 'guides/ghost'] }] },
  },
  null,
  2,
)}\n`;
const MINT_JSON = `${JSON.stringify({ name: 'Legacy Docs', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages: ['index', 'guides/intro'] }] }, null, 2)}\n`;
const { 'docs.json': _docs, ...PAGES } = SITE_FILES;

let h: Harness;
beforeAll(async () => {
  h = await startHarness(scriptedModel, {}, 'openai', {
    sites: { github: { ...SITE_FILES, 'docs.json': STALE_NAV }, gitea: { ...PAGES, 'mint.json': MINT_JSON } },
  });
});
afterAll(() => h?.close());

const create = (project: string, prompt: string) => createJob(h, project, { prompt });
const builds = async (project: string, id: string) => entriesOf(await transcriptOf(h, project, id), 'build');

describe('the build check against the base branch', { timeout: 180_000 }, () => {
  it('opens a pull request for a good change although the base already had a build error', async () => {
    const project = h.projects.github;
    const res = await create(project, '[edit] Fix the typo on the home page');
    const done = await pollAgentJob(h, project, res.json.id);
    const t = await transcriptOf(h, project, res.json.id);
    expect(done.json.status, t.text).toBe('completed');
    expect(done.json.prLink).toBe(h.forges.github.pulls[0].url);
    expect(await builds(project, res.json.id)).toEqual([
      expect.objectContaining({ ok: true, errors: [], preexisting: 1 }),
    ]);
    expect(await readAtRef(h.bares.github, `lectern/agent-${res.json.id}`, 'index.mdx')).toContain(
      'Hello world.',
    );
  });

  it('still catches an error the change adds, showing the model only that one', async () => {
    const project = h.projects.github;
    const res = await create(project, '[nav-broken] Add a page to the navigation');
    const done = await pollAgentJob(h, project, res.json.id);
    const t = await transcriptOf(h, project, res.json.id);
    expect(done.json, t.text).toMatchObject({ status: 'failed', prLink: null });
    expect(t.json.error).toMatch(
      /^the site build failed:\ndocs\.json: .*guides\/missing.*\(PAGE_NOT_FOUND\)$/,
    );
    const checks = await builds(project, res.json.id);
    expect(checks.map((b: { ok: boolean; preexisting: number }) => [b.ok, b.preexisting])).toEqual([
      [false, 1],
      [false, 1],
      [false, 1],
    ]);
    const handedBack = h.model.requests
      .map((r) => JSON.stringify(r.body))
      .filter((b) => b.includes('The site build failed'));
    expect(handedBack.length).toBeGreaterThan(0);
    for (const body of handedBack) expect(body).not.toContain('guides/ghost');
    expect(await listBranches(h.bares.github)).not.toContain(`lectern/agent-${res.json.id}`);
  });
});

describe('the build check on a legacy mint.json site', { timeout: 180_000 }, () => {
  it('builds it, so a change that breaks it is caught before anything is pushed', async () => {
    const project = h.projects.gitea;
    const res = await create(project, '[mint-broken] List a new page');
    const done = await pollAgentJob(h, project, res.json.id);
    const t = await transcriptOf(h, project, res.json.id);
    expect(done.json, t.text).toMatchObject({ status: 'failed', prLink: null });
    expect(t.json.error).toMatch(
      /^the site build failed:\nmint\.json: .*guides\/missing.*\(PAGE_NOT_FOUND\)$/,
    );
    expect(await listBranches(h.bares.gitea)).toEqual(['main']);
    expect(h.forges.gitea.pulls).toHaveLength(0);
  });

  it('and a good change to it goes through', async () => {
    const project = h.projects.gitea;
    const res = await create(project, '[edit] Fix the typo');
    const done = await pollAgentJob(h, project, res.json.id);
    expect(done.json.status).toBe('completed');
    expect(await builds(project, res.json.id)).toEqual([
      expect.objectContaining({ ok: true, errors: [], pageCount: 2 }),
    ]);
  });
});
