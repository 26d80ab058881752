/**
 * A git source's checkout against a real smart-HTTP server: one commit deep, unless docs.json turns on
 * "Last modified" dates, which need the history; failing to fetch it warns and keeps the shallow clone.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gitFileTimes } from '../engine/build/git-file-times.js';
import { createBareRepoWithHistory } from '../git/fixtures.test-support.js';
import { startGitHttpServer, type GitHttpServer } from '../git/http-backend.test-support.js';
import { runGit } from '../git/index.js';
import type { Deployment } from '../tenancy/index.js';
import { checkoutSource } from './checkout.js';

const TOKEN = 'forge-token-for-checkout-tests';
const MARCH = Date.parse('2025-03-04T10:00:00Z');
const JUNE = Date.parse('2025-06-20T23:30:00Z');
let root: string;
let server: GitHttpServer;

/** `docs/index.mdx` last changed in March, `docs/guide.mdx` in June; the server allows filters. */
async function repo(name: string, metadata: object | undefined, serverConfig: Array<[string, string]> = []) {
  const docsJson = JSON.stringify({
    name: 'Acme',
    ...(metadata ? { metadata } : {}),
    navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide'] }] },
  });
  const bare = await createBareRepoWithHistory(path.join(root, 'srv'), name, [
    {
      files: { 'docs/docs.json': docsJson, 'docs/index.mdx': '# Home\n', 'docs/guide.mdx': '# Draft\n' },
      date: '2025-03-04T10:00:00Z',
    },
    { files: { 'docs/guide.mdx': '# Guide\n' }, date: '2025-06-20T23:30:00Z' },
  ]);
  for (const [key, value] of [['uploadpack.allowFilter', 'true'], ...serverConfig])
    await runGit(['--git-dir', bare, 'config', key, value]);
  return `${server.url}/${name}.git`;
}

const deployment = (source: string): Deployment => ({
  id: 'dep_1',
  projectId: 'prj_1',
  orgId: 'org_1',
  domain: 'docs.example.com',
  source,
  ref: 'main',
  path: 'docs',
  createdAt: '2025-01-01T00:00:00Z',
});

let n = 0;
async function checkout(source: string) {
  const dest = path.join(root, `work-${++n}`);
  const log = { warn: vi.fn() };
  const docsDir = await checkoutSource(deployment(source), dest, {
    allowPrivateSources: true,
    auth: { token: TOKEN },
    log,
  });
  const shallow = (await runGit(['rev-parse', '--is-shallow-repository'], { cwd: dest })).stdout.trim();
  return { docsDir, dest, log, shallow: shallow === 'true' };
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-checkout-'));
  await fs.mkdir(path.join(root, 'srv'));
  server = await startGitHttpServer({ projectRoot: path.join(root, 'srv'), token: TOKEN });
});

afterAll(async () => {
  await server.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('checkoutSource and "Last modified" dates', () => {
  it('fetches the history when docs.json shows dates, so each page gets its own', async () => {
    const { docsDir, dest, log, shallow } = await checkout(await repo('dated', { timestamp: true }));
    expect(docsDir).toBe(await fs.realpath(path.join(dest, 'docs')));
    expect(shallow).toBe(false);
    expect(log.warn).not.toHaveBeenCalled();
    // The engine's git log needs no file contents the filter left out: it asks the server for nothing.
    const requests = server.requests.length;
    const times = await gitFileTimes(docsDir);
    expect(times).toEqual(
      new Map([
        ['guide.mdx', JUNE],
        ['docs.json', MARCH],
        ['index.mdx', MARCH],
      ]),
    );
    expect(server.requests.length).toBe(requests);
  });

  it('stays one commit deep when the site shows no dates', async () => {
    const { shallow, log } = await checkout(await repo('undated', { timestamp: false }));
    expect(shallow).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('warns and keeps the shallow checkout when the history cannot be fetched', async () => {
    const source = await repo('refused', { timestamp: true }, [['uploadpackfilter.allow', 'false']]);
    const { docsDir, dest, shallow, log } = await checkout(source);
    expect(docsDir).toBe(await fs.realpath(path.join(dest, 'docs')));
    expect(shallow).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][1]).toMatch(/docs\.example\.com's source for "Last modified" dates/);
    expect(JSON.stringify(log.warn.mock.calls[0])).not.toContain(TOKEN);
  });
});
