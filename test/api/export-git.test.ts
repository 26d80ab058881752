import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackBundle } from '../../src/bundle/index.js';
import { createBareRepo, createBareRepoWithHistory } from '../../src/git/fixtures.test-support.js';
import { startGitHttpServer, type GitHttpServer } from '../../src/git/http-backend.test-support.js';
import { runGit } from '../../src/git/index.js';
import { makeDocsSite } from './helpers/fixtures.js';
import { downloadBundle, pollJob, startTestServer, type TestServer } from './helpers/server.js';

const TOKEN = 'forge-token-for-tests';
let server: TestServer;
let git: GitHttpServer;
let gitRoot: string;
let repoUrl: string;

/** The fixture site's files, under `docs/` of the repository. */
async function siteFiles(): Promise<Record<string, string>> {
  const dir = await makeDocsSite(3);
  const files: Record<string, string> = { 'README.md': '# Repo\n' };
  for (const rel of ['docs.json', 'index.mdx', 'guides/page-1.mdx', 'guides/page-2.mdx']) {
    files[`docs/${rel}`] = await fs.readFile(path.join(dir, rel), 'utf8');
  }
  await fs.rm(dir, { recursive: true, force: true });
  return files;
}

beforeAll(async () => {
  gitRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-git-'));
  await createBareRepo(gitRoot, 'docs', await siteFiles(), 'main');
  await createDatedRepo();
  git = await startGitHttpServer({ projectRoot: gitRoot, token: TOKEN });
  repoUrl = `${git.url}/docs.git`;
  server = await startTestServer({ LECTERN_WORKERS: '1', LECTERN_ALLOW_PRIVATE_SOURCES: '1' });
});
afterAll(async () => {
  await server?.stop();
  await git?.close();
  await fs.rm(gitRoot, { recursive: true, force: true });
});

/**
 * `dated.git`: a site showing "Last modified" dates whose index was last changed in March and whose first
 * guide in June (the tip). Its server allows partial-clone filters, as GitHub's and GitLab's do.
 */
async function createDatedRepo(): Promise<void> {
  const files = await siteFiles();
  const docs = JSON.parse(files['docs/docs.json']);
  files['docs/docs.json'] = JSON.stringify({ ...docs, metadata: { timestamp: true } }, null, 2);
  const guide = 'docs/guides/page-1.mdx';
  const bare = await createBareRepoWithHistory(
    gitRoot,
    'dated',
    [
      { files, date: '2025-03-04T10:00:00Z' },
      { files: { [guide]: `${files[guide]}\nRevised.\n` }, date: '2025-06-20T23:30:00Z' },
    ],
    'main',
  );
  await runGit(['--git-dir', bare, 'config', 'uploadpack.allowFilter', 'true']);
}

async function tenantFor(opts: {
  repository: string | null;
  ref: string | null;
  domain: string;
  source?: string;
}) {
  const { tenancy } = server.services;
  const org = await tenancy.createOrg({ name: opts.domain, plan: 'enterprise' });
  const project = await tenancy.createProject({
    orgId: org.id,
    name: 'Docs',
    repository: opts.repository,
    forge: 'gitea',
    forgeToken: TOKEN,
  });
  await tenancy.createDeployment({
    projectId: project.id,
    domain: opts.domain,
    source: opts.source ?? repoUrl,
    ref: opts.ref,
    path: 'docs',
  });
  return (await tenancy.createKey({ orgId: org.id })).key;
}

async function exportOf(key: string, domain: string) {
  const start = await server.client.request('POST', '/v1/static-export/jobs', { key, body: { domain } });
  expect(start.status).toBe(202);
  return pollJob(server.client, key, start.json.jobId);
}

describe('exporting a deployment whose source is a git repository', { timeout: 180_000 }, () => {
  it("clones the ref with the project's token and exports the sub-folder", async () => {
    const key = await tenantFor({ repository: repoUrl, ref: 'main', domain: 'git-ok.example.com' });
    const done = await exportOf(key, 'git-ok.example.com');
    expect(done.json.status, done.json.error).toBe('completed');
    expect(done.json.pageCount).toBe(3);
    expect(git.requests.some((r) => r.authorized && r.path.startsWith('/docs.git'))).toBe(true);
  });

  it('fetches the history of a site showing "Last modified" dates: each page has its own', async () => {
    const source = `${git.url}/dated.git`;
    const key = await tenantFor({ repository: source, ref: 'main', domain: 'git-dated.example.com', source });
    const done = await exportOf(key, 'git-dated.example.com');
    expect(done.json.status, done.json.error).toBe('completed');
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-dated-'));
    try {
      const { file } = await downloadBundle(server, key, done.json.jobId, scratch);
      const site = path.join(scratch, 'site');
      await unpackBundle(file, site);
      const dateOf = async (page: string) =>
        /Last modified on <time datetime="([^"]+)">/.exec(
          await fs.readFile(path.join(site, page), 'utf8'),
        )?.[1];
      // The index's own last change, not the tip commit's date, which a depth-1 clone would give no page.
      expect(await dateOf('index.html')).toBe('2025-03-04T10:00:00.000Z');
      expect(await dateOf('guides/page-1.html')).toBe('2025-06-20T23:30:00.000Z');
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
  });

  it('fails for good (one attempt) when the ref does not exist', async () => {
    const key = await tenantFor({
      repository: repoUrl,
      ref: 'no-such-branch',
      domain: 'git-ref.example.com',
    });
    const done = await exportOf(key, 'git-ref.example.com');
    expect(done.json.status).toBe('failed');
    expect(done.json.error).toMatch(/git-ref\.example\.com/);
    expect((await server.services.queue.get(done.json.jobId))?.attempts).toBe(1);
  });

  it("never sends the project's token to a host other than the project's repository", async () => {
    const before = git.requests.length;
    const key = await tenantFor({
      repository: 'https://elsewhere.example.com/docs.git',
      ref: 'main',
      domain: 'git-other.example.com',
    });
    const done = await exportOf(key, 'git-other.example.com');
    expect(done.json.status).toBe('failed');
    const mine = git.requests.slice(before);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => !r.authorized)).toBe(true);
  });
});
