import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { expect } from 'vitest';
import { loadConfig } from '../../../src/config/index.js';
import { startServer, type RunningServer, type StartOptions } from '../../../src/server/index.js';
import { OpenApiValidator, type OpenApiDocument } from './openapi-validator.js';

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  bytes: Buffer;
  /** Parsed JSON answer, read by path in tests (`any` is allowed in test files by eslint.config.js). */
  json: any;
}

export interface RequestOptions {
  key?: string;
  body?: unknown;
  /** Sent as is (for malformed-JSON and content-type tests). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * HTTP client for tests. Every response is checked against the OpenAPI document the server serves, and
 * a mismatch fails the test at the request that produced it.
 */
export class ApiClient {
  validator: OpenApiValidator | null = null;
  checked = 0;

  constructor(readonly baseUrl: string) {}

  async loadDocument(): Promise<OpenApiDocument> {
    const res = await fetch(`${this.baseUrl}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDocument;
    this.validator = new OpenApiValidator(doc);
    return doc;
  }

  async request(method: string, urlOrPath: string, opts: RequestOptions = {}): Promise<ApiResponse> {
    const url = /^https?:\/\//.test(urlOrPath) ? urlOrPath : `${this.baseUrl}${urlOrPath}`;
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.key !== undefined) headers.authorization = `Bearer ${opts.key}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url, { method, headers, body });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    const contentType = res.headers.get('content-type');
    let json: unknown = undefined;
    if (contentType?.includes('json') && text) json = JSON.parse(text);
    if (!this.validator) throw new Error('call loadDocument() first');
    const problems = this.validator.check({
      method,
      url: new URL(url).pathname,
      status: res.status,
      contentType,
      body: contentType?.includes('json') ? text : '',
    });
    expect(problems, `response does not match /openapi.json`).toEqual([]);
    this.checked++;
    return { status: res.status, headers: res.headers, text, bytes, json };
  }
}

export interface TestServer extends RunningServer {
  dataDir: string;
  client: ApiClient;
  doc: OpenApiDocument;
  stop(): Promise<void>;
}

/** A real server on loopback with a fresh data folder (SQLite file, local store), workers in-process. */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: StartOptions = {},
): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-api-'));
  // Port 0: the OS picks a free port and the server bases its links on it.
  const config = loadConfig({
    LECTERN_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    LECTERN_JOB_POLL_MS: '50',
    ...env,
  });
  const server = await startServer(config, {
    handleSignals: false,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...opts,
  });
  const client = new ApiClient(server.url);
  const doc = await client.loadDocument();
  return {
    ...server,
    dataDir,
    client,
    doc,
    async stop() {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls a job until it is completed or failed, checking that progress and pageCount never go down. */
export async function pollJob(
  client: ApiClient,
  key: string,
  jobId: string,
  timeoutMs = 120_000,
): Promise<ApiResponse> {
  const deadline = Date.now() + timeoutMs;
  let last = { progress: -1, pageCount: -1 };
  for (;;) {
    const res = await client.request('GET', `/v1/static-export/jobs/${jobId}`, { key });
    expect(res.status).toBe(200);
    expect(res.json.progress).toBeGreaterThanOrEqual(last.progress);
    expect(res.json.pageCount).toBeGreaterThanOrEqual(last.pageCount);
    last = { progress: res.json.progress, pageCount: res.json.pageCount };
    if (res.json.status === 'completed' || res.json.status === 'failed') return res;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish in time: ${res.text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Asks for the job's bundle link, downloads the archive (the link needs no key) and writes it into `dir`
 * as `<jobId>.tar.gz`. Checks that the link answers 200 and that the download is whole: 200, and the size
 * and SHA-256 the link answer announced.
 */
export async function downloadBundle(
  server: TestServer,
  key: string,
  jobId: string,
  dir: string,
): Promise<{ file: string; link: ApiResponse; download: ApiResponse }> {
  const link = await server.client.request('POST', `/v1/static-export/jobs/${jobId}/bundle`, { key });
  expect(link.status, link.text).toBe(200);
  expect(link.json.jobId).toBe(jobId);
  const download = await server.client.request('GET', link.json.bundleUrl);
  expect(download.status).toBe(200);
  expect(download.bytes.length).toBe(link.json.sizeBytes);
  expect(createHash('sha256').update(download.bytes).digest('hex')).toBe(link.json.sha256);
  const file = path.join(dir, `${jobId}.tar.gz`);
  await fs.writeFile(file, download.bytes);
  return { file, link, download };
}
