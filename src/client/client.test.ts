import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClientError, LecternClient, parseRetryAfter, redactUrl } from './index.js';

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;

let server: http.Server;
let baseUrl: string;
let handler: Handler;
const seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  seen.length = 0;
});

const json = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const fast = { baseDelayMs: 1, maxDelayMs: 5 };
const job = {
  jobId: 'se_0123456789abcdef',
  status: 'queued',
  progress: 0,
  pageCount: 0,
  createdAt: 'x',
  updatedAt: 'x',
  error: null,
};

describe('LecternClient', () => {
  it('starts an export with bearer auth, JSON body and Idempotency-Key', async () => {
    handler = (_req, _body, res) => json(res, 202, job);
    const client = new LecternClient({ baseUrl: baseUrl + '/', apiKey: 'lct_secret' });
    const result = await client.startStaticExport(
      { domain: 'docs.example.com', version: 'v1', paths: ['index'] },
      { idempotencyKey: 'k1' },
    );
    expect(result).toEqual(job);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('/v1/static-export/jobs');
    expect(seen[0].headers.authorization).toBe('Bearer lct_secret');
    expect(seen[0].headers['idempotency-key']).toBe('k1');
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ domain: 'docs.example.com', version: 'v1', paths: ['index'] });
  });

  it('turns an error body into ApiClientError with status, code and message', async () => {
    handler = (_req, _body, res) =>
      json(res, 401, { error: 'invalid admin key', code: 'UNAUTHORIZED' }, { 'www-authenticate': 'Bearer' });
    const client = new LecternClient({ baseUrl, apiKey: 'lct_bad' });
    const err = await client.getStaticExport('se_x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'invalid admin key' });
    expect(seen).toHaveLength(1); // 4xx other than 429 is never retried
  });

  it('gives a generic message for a non-JSON error page', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><script>alert(1)</script></html>');
    };
    const err = (await new LecternClient({ baseUrl, apiKey: 'k' })
      .getStaticExport('se_x')
      .catch((e) => e)) as ApiClientError;
    expect(err.code).toBe('NOT_FOUND');
    expect(err.message).not.toContain('<script>');
  });

  it('retries 429 honouring Retry-After, for POST too', async () => {
    let calls = 0;
    handler = (_req, _body, res) =>
      ++calls < 3
        ? json(res, 429, { error: 'slow down', code: 'RATE_LIMITED' }, { 'retry-after': '0' })
        : json(res, 202, job);
    const client = new LecternClient({ baseUrl, apiKey: 'k', retry: fast });
    await expect(client.startStaticExport({ domain: 'a.b' })).resolves.toEqual(job);
    expect(calls).toBe(3);
  });

  it('gives up on 429 when Retry-After is longer than it will wait, exposing retryAfter', async () => {
    handler = (_req, _body, res) =>
      json(res, 429, { error: 'slow down', code: 'RATE_LIMITED' }, { 'retry-after': '3600' });
    const err = (await new LecternClient({ baseUrl, apiKey: 'k', retry: fast })
      .getStaticExport('se_1')
      .catch((e) => e)) as ApiClientError;
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 3600 });
    expect(seen).toHaveLength(1);
  });

  it('retries 5xx for GET but not for a POST without an idempotency key', async () => {
    let calls = 0;
    handler = (_req, _body, res) =>
      ++calls < 3 ? json(res, 503, { error: 'busy', code: 'NOT_READY' }) : json(res, 200, job);
    const client = new LecternClient({ baseUrl, apiKey: 'k', retry: fast });
    await expect(client.getStaticExport('se_1')).resolves.toEqual(job);
    expect(calls).toBe(3);

    calls = 0;
    handler = (_req, _body, res) => (++calls, json(res, 503, { error: 'busy', code: 'NOT_READY' }));
    await expect(client.startStaticExport({ domain: 'a.b' })).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(1);
  });

  it('reports an unreachable server as NETWORK_ERROR after retrying GETs', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const client = new LecternClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: 'k',
      retry: { ...fast, maxRetries: 2 },
    });
    await expect(client.getStaticExport('se_1')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('encodes ids in paths so they cannot reach another route', async () => {
    handler = (_req, _body, res) => json(res, 200, { id: 'x' });
    await new LecternClient({ baseUrl, apiKey: 'k' }).getAgentJob('prj/../x', '../../v1/static-export/jobs');
    expect(seen[0].url).toBe('/v2/agent/prj%2F..%2Fx/job/..%2F..%2Fv1%2Fstatic-export%2Fjobs');
  });

  it('speaks the agent routes', async () => {
    const agentJob = {
      id: 'job_1',
      status: 'active',
      source: { repository: 'https://x', ref: 'b' },
      model: 'm',
      prLink: null,
      createdAt: 'x',
      archivedAt: null,
    };
    handler = (req, _body, res) => {
      if (req.url!.startsWith('/v2/agent/prj_1/jobs'))
        return json(res, 200, { jobs: [agentJob], nextCursor: 'c2' });
      if (req.url!.endsWith('/transcript'))
        return json(res, 200, {
          id: 'job_1',
          status: 'active',
          error: null,
          transcript: [{ at: 'x', type: 'run', prompt: 'hi' }],
        });
      json(res, req.url === '/v2/agent/prj_1/job' ? 201 : 200, agentJob);
    };
    const client = new LecternClient({ baseUrl, apiKey: 'k' });
    await client.createAgentJob('prj_1', { prompt: 'fix typos', branch: 'b', asDraft: true });
    await client.getAgentJob('prj_1', 'job_1');
    await client.messageAgentJob('prj_1', 'job_1', 'more');
    await client.archiveAgentJob('prj_1', 'job_1');
    const list = await client.listAgentJobs('prj_1', { limit: 5, cursor: 'c1' });
    const transcript = await client.getAgentTranscript('prj_1', 'job_1');
    expect(list.jobs).toHaveLength(1);
    expect(list.nextCursor).toBe('c2');
    expect(transcript.transcript[0].type).toBe('run');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /v2/agent/prj_1/job',
      'GET /v2/agent/prj_1/job/job_1',
      'POST /v2/agent/prj_1/job/job_1/message',
      'POST /v2/agent/prj_1/job/job_1/archive',
      'GET /v2/agent/prj_1/jobs?limit=5&cursor=c1',
      'GET /v2/agent/prj_1/job/job_1/transcript',
    ]);
    expect(JSON.parse(seen[0].body)).toEqual({ prompt: 'fix typos', branch: 'b', asDraft: true });
    expect(JSON.parse(seen[2].body)).toEqual({ prompt: 'more' });
  });
});

describe('downloadBundle', () => {
  const payload = Buffer.alloc(300_000, 7);
  const sha = createHash('sha256').update(payload).digest('hex');
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-client-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('streams to the file, reports progress, checks the sha256 and sends no bearer key', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(payload.length) });
      res.end(payload);
    };
    const progress: number[] = [];
    const file = path.join(dir, 'sub', 'site.tar.gz');
    const result = await new LecternClient({ baseUrl, apiKey: 'lct_secret' }).downloadBundle(
      `${baseUrl}/v1/objects/b?signature=abc`,
      file,
      {
        expectedSha256: sha,
        onProgress: (p) => progress.push(p.receivedBytes),
      },
    );
    expect(result).toEqual({ file, sizeBytes: payload.length, sha256: sha });
    expect(fs.readFileSync(file).equals(payload)).toBe(true);
    expect(progress.at(-1)).toBe(payload.length);
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(fs.readdirSync(path.dirname(file))).toEqual(['site.tar.gz']);
  });

  it('rejects a hash mismatch and leaves no file behind', async () => {
    handler = (_req, _body, res) => res.end(payload);
    const file = path.join(dir, 'bad.tar.gz');
    const err = (await new LecternClient({ baseUrl, apiKey: 'k' })
      .downloadBundle(`${baseUrl}/x`, file, { expectedSha256: '0'.repeat(64) })
      .catch((e) => e)) as ApiClientError;
    expect(err.code).toBe('SHA256_MISMATCH');
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('.bad') || f === 'bad.tar.gz')).toEqual([]);
  });

  it('reports an expired link without echoing its signature', async () => {
    handler = (_req, _body, res) => json(res, 403, { error: 'link expired', code: 'LINK_EXPIRED' });
    const err = (await new LecternClient({ baseUrl, apiKey: 'k' })
      .downloadBundle(`${baseUrl}/v1/objects/b?signature=topsecret`, path.join(dir, 'e.tar.gz'))
      .catch((e) => e)) as ApiClientError;
    expect(err).toMatchObject({ status: 403, code: 'LINK_EXPIRED' });
    expect(err.message).toContain('expired');
    expect(err.message).not.toContain('topsecret');
  });
});

describe('helpers', () => {
  it('parses Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('7')).toBe(7);
    expect(
      parseRetryAfter(
        new Date(Date.parse('2030-01-01T00:00:10Z')).toUTCString(),
        Date.parse('2030-01-01T00:00:00Z'),
      ),
    ).toBe(10);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
  it('redacts the query string of links', () => {
    expect(redactUrl('https://s3.example.com/b/k.tar.gz?X-Amz-Signature=abc')).toBe(
      'https://s3.example.com/b/k.tar.gz?…',
    );
  });
});
