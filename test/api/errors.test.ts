import fs from 'node:fs/promises';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, makeDocsSite, type Tenant } from './helpers/fixtures.js';
import { startTestServer, type ApiResponse, type TestServer } from './helpers/server.js';

let server: TestServer;
let site: string;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer({ LECTERN_WORKERS: '0' });
  site = await makeDocsSite(2);
  tenant = await createTenant(server.services, site);
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(site, { recursive: true, force: true });
});

const JOBS = '/v1/static-export/jobs';

function expectError(res: ApiResponse, status: number, code?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof res.json.error).toBe('string');
  if (code) expect(res.json.code).toBe(code);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('no-store');
  // Never a stack trace or internals.
  expect(res.text).not.toMatch(/\bat .+\.(js|ts):\d+/);
}

describe('400: body not JSON or failing the schema', () => {
  it.each([
    ['malformed JSON', '{"domain": ', 'INVALID_JSON'],
    ['a JSON string', '"docs.example.com"', 'INVALID_REQUEST'],
    ['an empty body', '', 'INVALID_REQUEST'],
    ['prototype poisoning', '{"domain":"x.example.com","__proto__":{"admin":true}}', 'INVALID_JSON'],
  ])('%s', async (_name, raw, code) => {
    const res = await server.client.request('POST', JOBS, {
      key: tenant.key,
      rawBody: raw,
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, code);
  });

  it.each([
    ['missing domain', {}, /domain/],
    ['domain of the wrong type', { domain: 42 }, /domain/],
    ['paths of the wrong type', { domain: 'a.example.com', paths: 'index' }, /paths/],
    ['version of the wrong type', { domain: 'a.example.com', version: 3 }, /version/],
  ])('%s', async (_name, body, message) => {
    const res = await server.client.request('POST', JOBS, { key: tenant.key, body });
    expectError(res, 400, 'INVALID_REQUEST');
    expect(res.json.error).toMatch(message);
  });

  it('takes an empty paths list as every page, like an absent one (the public form allows [])', async () => {
    const headers = { 'idempotency-key': `empty-paths-${Date.now()}` };
    const res = await server.client.request('POST', JOBS, {
      key: tenant.key,
      body: { domain: tenant.domain, paths: [] },
      headers,
    });
    expect(res.status, res.text).toBe(202);
    const job = await server.services.queue.get(res.json.jobId);
    expect((job?.payload as { paths: unknown }).paths).toBeNull();
    // The same request without the field is the same request, not a reused key.
    const again = await server.client.request('POST', JOBS, {
      key: tenant.key,
      body: { domain: tenant.domain },
      headers,
    });
    expect(again.status, again.text).toBe(202);
    expect(again.json.jobId).toBe(res.json.jobId);
  });

  it('refuses a body sent as text/plain (it is not JSON)', async () => {
    const res = await server.client.request('POST', JOBS, {
      key: tenant.key,
      rawBody: JSON.stringify({ domain: tenant.domain }),
      headers: { 'content-type': 'text/plain' },
    });
    expectError(res, 400, 'INVALID_REQUEST');
  });

  it.each(['https://docs.example.com', 'docs.example.com/docs', 'docs.example.com:443'])(
    'refuses domain %j, explaining the form',
    async (domain) => {
      const res = await server.client.request('POST', JOBS, { key: tenant.key, body: { domain } });
      expectError(res, 400, 'INVALID_REQUEST');
      expect(res.json.error).toContain('bare hostname');
    },
  );

  it('refuses page paths that climb out of the site', async () => {
    const res = await server.client.request('POST', JOBS, {
      key: tenant.key,
      body: { domain: tenant.domain, paths: ['index', '../../etc/passwd'] },
    });
    expectError(res, 400, 'INVALID_REQUEST');
    expect(res.json.error).toContain('paths[1]');
  });

  it('refuses a job id that is too long with 400, never 414 (which the document does not list)', async () => {
    // 65 fails the schema; 101 and 600 are past the router's own limit (100), which Fastify answers with 414.
    for (const length of [65, 101, 600]) {
      expectError(
        await server.client.request('GET', `${JOBS}/${'x'.repeat(length)}`, { key: tenant.key }),
        400,
        'INVALID_REQUEST',
      );
    }
    expectError(
      await server.client.request('POST', `${JOBS}/${'x'.repeat(150)}/bundle`, { key: tenant.key }),
      400,
      'INVALID_REQUEST',
    );
  });
});

describe('400: domain with no deployment in the organization', () => {
  it('answers 400 UNKNOWN_DOMAIN, and normalizes case and trailing dot before looking', async () => {
    expectError(
      await server.client.request('POST', JOBS, { key: tenant.key, body: { domain: 'nowhere.example.com' } }),
      400,
      'UNKNOWN_DOMAIN',
    );
    const res = await server.client.request('POST', JOBS, {
      key: tenant.key,
      body: { domain: `${tenant.domain.toUpperCase()}.` },
    });
    expect(res.status).toBe(202);
  });
});

describe('404, 405, 413, 415: framework-level errors are JSON too', () => {
  it('404 for an unknown job and an unknown route, with or without a key', async () => {
    expectError(
      await server.client.request('GET', `${JOBS}/se_0123456789abcdef`, { key: tenant.key }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await server.client.request('POST', `${JOBS}/se_0123456789abcdef/bundle`, { key: tenant.key }),
      404,
      'NOT_FOUND',
    );
    expectError(await server.client.request('GET', '/nope'), 404, 'NOT_FOUND');
    expectError(
      await server.client.request('GET', '/v1/static-export/nope', { key: tenant.key }),
      404,
      'NOT_FOUND',
    );
  });

  it('405 with Allow for a known path and the wrong method', async () => {
    const res = await server.client.request('DELETE', JOBS, { key: tenant.key });
    expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('POST');
    const get = await server.client.request('PUT', `${JOBS}/se_0123456789abcdef`, { key: tenant.key });
    expectError(get, 405, 'METHOD_NOT_ALLOWED');
    expect(get.headers.get('allow')).toBe('GET, HEAD');
  });

  it('413 for a body over the limit', async () => {
    const huge = JSON.stringify({ domain: tenant.domain, version: 'x'.repeat(2 * 1024 * 1024) });
    expectError(
      await server.client.request('POST', JOBS, {
        key: tenant.key,
        rawBody: huge,
        headers: { 'content-type': 'application/json' },
      }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('415 for a body that is neither JSON nor text', async () => {
    const res = await server.client.request('POST', JOBS, {
      key: tenant.key,
      rawBody: '<domain/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('400 for a malformed percent-encoding in the URL', async () => {
    expectError(await server.client.request('GET', `${JOBS}/%E0%A4%A`, { key: tenant.key }), 400);
  });
});

/** Sends raw bytes and reads the whole answer (the server closes the connection after a parser error). */
async function rawExchange(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  const url = new URL(server.url);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let data = '';
    socket.on('data', (c) => (data += c.toString('utf8')));
    socket.on('end', () => resolve(data));
    socket.on('error', (err) => (data ? resolve(data) : reject(err)));
    socket.write(bytes);
  });
  const [head, ...rest] = text.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    headers: head,
    body: rest.join('\r\n\r\n'),
  };
}

describe('requests the HTTP parser rejects', () => {
  it.each([
    [
      'oversized headers',
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
    ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n', 400, 'INVALID_REQUEST'],
    [
      'a bad header line',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n',
      400,
      'INVALID_REQUEST',
    ],
  ])('answers %s with the served Error shape', async (_name, bytes, status, code) => {
    const res = await rawExchange(bytes);
    expect(res.status, res.headers).toBe(status);
    expect(res.headers).toMatch(/^content-type: application\/json/im);
    expect(res.headers).toMatch(/^x-content-type-options: nosniff/im);
    const body = JSON.parse(res.body);
    expect(server.client.validator!.checkSchema('Error', body)).toEqual([]);
    expect(body.code).toBe(code);
    // The status is one the served document lists for the operation asked for.
    const target = /^[A-Z]+ (\/\S*) HTTP/.exec(bytes)?.[1];
    if (target) {
      const contentType = /^content-type: (.*)$/im.exec(res.headers)?.[1] ?? null;
      expect(
        server.client.validator!.check({ method: 'GET', url: target, status, contentType, body: res.body }),
      ).toEqual([]);
    }
  });
});

describe('409: bundle before completion or after failure', () => {
  it('answers 409 JOB_NOT_COMPLETED for queued and running jobs, 409 JOB_FAILED with the error for failed ones', async () => {
    const started = await server.client.request('POST', JOBS, {
      key: tenant.key,
      body: { domain: tenant.domain },
    });
    const jobId = started.json.jobId as string;
    expectError(
      await server.client.request('POST', `${JOBS}/${jobId}/bundle`, { key: tenant.key }),
      409,
      'JOB_NOT_COMPLETED',
    );

    // Drive the job through the real queue: claim it (running), then fail it for good.
    const { queue } = server.services;
    let claimed = await queue.claim('test-worker', ['static-export'], 60_000);
    while (claimed && claimed.id !== jobId) {
      await queue.fail(claimed.id, 'test-worker', 'not this one', { retryable: false });
      claimed = await queue.claim('test-worker', ['static-export'], 60_000);
    }
    expect(claimed?.id).toBe(jobId);
    const running = await server.client.request('GET', `${JOBS}/${jobId}`, { key: tenant.key });
    expect(running.json).toMatchObject({ status: 'running', error: null });
    expectError(
      await server.client.request('POST', `${JOBS}/${jobId}/bundle`, { key: tenant.key }),
      409,
      'JOB_NOT_COMPLETED',
    );

    await queue.fail(jobId, 'test-worker', 'site build failed with 1 error: index.mdx:3: broken', {
      retryable: false,
    });
    const failed = await server.client.request('GET', `${JOBS}/${jobId}`, { key: tenant.key });
    expect(failed.json).toMatchObject({ status: 'failed', error: expect.stringContaining('index.mdx:3') });
    const bundle = await server.client.request('POST', `${JOBS}/${jobId}/bundle`, { key: tenant.key });
    expectError(bundle, 409, 'JOB_FAILED');
    expect(bundle.json.error).toContain('index.mdx:3');
  });
});

describe('idempotency', () => {
  it('returns the same job for a retried start, refuses a reused key with another body, scopes keys per organization', async () => {
    const headers = { 'idempotency-key': `retry-${Date.now()}` };
    const body = { domain: tenant.domain, version: 'v1', paths: ['index'] };
    const first = await server.client.request('POST', JOBS, { key: tenant.key, body, headers });
    const again = await server.client.request('POST', JOBS, {
      key: tenant.key,
      body: { ...body, domain: tenant.domain.toUpperCase() },
      headers,
    });
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.json.jobId).toBe(first.json.jobId);
    expect(again.headers.get('location')).toBe(`${JOBS}/${first.json.jobId}`);

    const changed = await server.client.request('POST', JOBS, {
      key: tenant.key,
      body: { ...body, version: 'v2' },
      headers,
    });
    expectError(changed, 422, 'IDEMPOTENCY_KEY_REUSED');

    const other = await createTenant(server.services, site);
    const elsewhere = await server.client.request('POST', JOBS, {
      key: other.key,
      body: { domain: other.domain },
      headers,
    });
    expect(elsewhere.status).toBe(202);
    expect(elsewhere.json.jobId).not.toBe(first.json.jobId);

    const without = await server.client.request('POST', JOBS, { key: tenant.key, body });
    expect(without.json.jobId).not.toBe(first.json.jobId);
    expectError(
      await server.client.request('POST', JOBS, {
        key: tenant.key,
        body,
        headers: { 'idempotency-key': 'has space' },
      }),
      400,
    );
  });
});

describe('never a 5xx for client input', () => {
  it('answers junk with 4xx JSON', async () => {
    const junk: Array<[string, string, Record<string, string>, string | undefined]> = [
      ['POST', JOBS, { 'content-type': 'application/json' }, '[]'],
      ['POST', JOBS, { 'content-type': 'application/json' }, 'null'],
      ['POST', JOBS, { 'content-type': 'application/json' }, '{"domain":"\u0000"}'],
      ['POST', JOBS, { 'content-type': 'application/json' }, `{"domain":"${'a'.repeat(300)}"}`],
      ['POST', JOBS, { 'content-type': 'application/json' }, '{"domain":"a.example.com","paths":[1,2]}'],
      ['POST', JOBS, { 'content-type': 'application/json; charset=latin1' }, '{"domain":"a.example.com"}'],
      ['POST', JOBS, { 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
      ['POST', `${JOBS}/..%2F..%2Fetc/bundle`, {}, undefined],
      ['GET', `${JOBS}/%00`, {}, undefined],
      ['GET', `${JOBS}/${encodeURIComponent('<script>')}`, {}, undefined],
    ];
    for (const [method, path, headers, rawBody] of junk) {
      const res = await server.client.request(method, path, { key: tenant.key, headers, rawBody });
      expect(res.status, `${method} ${path} ${rawBody}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path} ${rawBody}: ${res.text}`).toBeLessThan(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});
