import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { expect } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { createBareRepo, listBranches } from '../../src/git/fixtures.test-support.js';
import { startGitHttpServer, type GitHttpServer } from '../../src/git/http-backend.test-support.js';
import type { ForgeKind } from '../../src/forge/index.js';
import { startForgeServer, type ForgeServer } from '../../src/forge/forge-server.test-support.js';
import {
  startModelServer,
  type ModelReply,
  type ModelServer,
  type ModelTurn,
} from '../../src/agent/model-server.test-support.js';
import { startServer, type RunningServer } from '../../src/server/index.js';
import { Tenancy } from '../../src/tenancy/index.js';
import { ApiClient, type ApiResponse } from '../api/helpers/server.js';

export const FORGE_TOKEN = 'forge_tok_9f8e7d6c5b4a39281706';
export const MODEL_KEY = 'sk-model-key-abcdef0123456789abcdef';

export const DOCS_JSON = `${JSON.stringify(
  {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Acme Docs',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/intro'] }] },
  },
  null,
  2,
)}\n`;

export type SiteFiles = Record<string, string | { symlink: string }>;

export const SITE_FILES: SiteFiles = {
  'docs.json': DOCS_JSON,
  'index.mdx': '---\ntitle: Welcome\n---\n\nHello wrold. This is Acme.\n',
  'guides/intro.mdx': '---\ntitle: Introduction\n---\n\nRead the guides.\n',
  // Checked out as a plain file holding "/etc" (core.symlinks=false): it cannot lead outside.
  'etc-link': { symlink: '/etc' },
};

export interface Harness {
  root: string;
  git: GitHttpServer;
  forges: Record<ForgeKind, ForgeServer>;
  bares: Record<ForgeKind, string>;
  model: ModelServer;
  server: RunningServer;
  client: ApiClient;
  tenancy: Tenancy;
  orgId: string;
  projects: Record<ForgeKind, string>;
  key: string;
  logs: string[];
  close(): Promise<void>;
}

const REPO_PATHS: Record<ForgeKind, string> = {
  github: 'acme/docs',
  gitlab: 'group/docs-gl',
  gitea: 'acme/docs-gt',
};

export interface HarnessOptions {
  /** The base branch's files per forge's repository (default SITE_FILES for each). */
  sites?: Partial<Record<ForgeKind, SiteFiles>>;
}

/**
 * Everything an agent job touches, for real, on loopback: a smart-HTTP git server over bare repos, the
 * three forge APIs, a scripted model, and the Lectern server (API + in-process worker, SQLite file).
 */
export async function startHarness(
  script: (turn: ModelTurn) => ModelReply | Promise<ModelReply>,
  env: Record<string, string> = {},
  protocol: 'openai' | 'anthropic' = 'openai',
  opts: HarnessOptions = {},
): Promise<Harness> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-agent-e2e-'));
  const srv = path.join(root, 'srv');
  const bares = {} as Record<ForgeKind, string>;
  for (const [kind, repoPath] of Object.entries(REPO_PATHS) as Array<[ForgeKind, string]>) {
    await fs.mkdir(path.join(srv, path.dirname(repoPath)), { recursive: true });
    bares[kind] = await createBareRepo(
      path.join(srv, path.dirname(repoPath)),
      path.basename(repoPath),
      opts.sites?.[kind] ?? SITE_FILES,
    );
  }
  const git = await startGitHttpServer({ projectRoot: srv, token: FORGE_TOKEN });
  const forges = {} as Record<ForgeKind, ForgeServer>;
  for (const kind of Object.keys(REPO_PATHS) as ForgeKind[]) {
    forges[kind] = await startForgeServer({
      kind,
      token: FORGE_TOKEN,
      repoPath: REPO_PATHS[kind],
      branchExists: async (branch) => (await listBranches(bares[kind])).includes(branch),
    });
  }
  const model = await startModelServer({ protocol, apiKey: MODEL_KEY, script });

  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const dataDir = path.join(root, 'data');
  const vars: Record<string, string> = {
    LECTERN_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LECTERN_ALLOW_PRIVATE_SOURCES: '1',
    LECTERN_MODEL_PROVIDER: protocol === 'openai' ? 'openai-compatible' : 'anthropic',
    LECTERN_MODEL_BASE_URL: model.baseUrl,
    LECTERN_MODEL_API_KEY: MODEL_KEY,
    LECTERN_MODEL: 'test-model',
    LECTERN_JOB_POLL_MS: '50',
    LECTERN_AGENT_MAX_STEPS: '8',
    LECTERN_AGENT_MODEL_RETRIES: '0',
    LECTERN_AGENT_STATUS_POLL_MS: '50',
    ...env,
  };
  // Agent bounds (LECTERN_AGENT_*) reach the run handler through this config, as in `lectern server`.
  const config = loadConfig(vars);
  const server = await startServer(config, { handleSignals: false, log: pino({ level: 'debug' }, sink) });
  const client = new ApiClient(server.url);
  await client.loadDocument();

  // Loopback repositories need the private-sources rule the server runs with.
  const tenancy = new Tenancy(server.services.db, server.services.secret, { allowPrivateSources: true });
  const org = await tenancy.createOrg({ name: 'Acme', plan: 'pro' });
  const projects = {} as Record<ForgeKind, string>;
  for (const kind of Object.keys(REPO_PATHS) as ForgeKind[]) {
    const project = await tenancy.createProject({
      orgId: org.id,
      name: `docs-${kind}`,
      repository: `${git.url}/${REPO_PATHS[kind]}.git`,
      defaultBranch: 'main',
      forge: kind,
      forgeApiUrl: forges[kind].apiUrl,
      forgeToken: FORGE_TOKEN,
    });
    projects[kind] = project.id;
  }
  const { key } = await tenancy.createKey({ orgId: org.id, scopes: ['read', 'write'] });
  return {
    root,
    git,
    forges,
    bares,
    model,
    server,
    client,
    tenancy,
    orgId: org.id,
    projects,
    key,
    logs,
    async close() {
      await server.close();
      await Promise.all([git.close(), model.close(), ...Object.values(forges).map((f) => f.close())]);
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

export async function pollAgentJob(
  h: Harness,
  projectId: string,
  id: string,
  timeoutMs = 150_000,
): Promise<ApiResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await h.client.request('GET', `/v2/agent/${projectId}/job/${id}`, { key: h.key });
    expect(res.status).toBe(200);
    if (res.json.status !== 'active') return res;
    expect(res.json.prLink).toBeNull();
    if (Date.now() > deadline) throw new Error(`agent job ${id} still active: ${res.text}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `POST /v2/agent/{project}/job`: creates an agent job, with the harness's key unless told otherwise. */
export function createJob(
  h: Harness,
  project: string,
  body: Record<string, unknown>,
  key: string = h.key,
): Promise<ApiResponse> {
  return h.client.request('POST', `/v2/agent/${project}/job`, { key, body });
}

/** The entries of one type (`build`, `step`, `run`...) of a transcript answer, in order. */
export function entriesOf(t: ApiResponse, type: string): any[] {
  return t.json.transcript.filter((e: { type: string }) => e.type === type);
}

export async function transcriptOf(h: Harness, projectId: string, id: string): Promise<ApiResponse> {
  const res = await h.client.request('GET', `/v2/agent/${projectId}/job/${id}/transcript`, { key: h.key });
  expect(res.status).toBe(200);
  return res;
}
