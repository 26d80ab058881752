import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, makeDocsSite, type Tenant } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let server: TestServer;
let site: string;
let tenant: Tenant;

beforeAll(async () => {
  // No workers: jobs stay queued, which is all these tests need.
  server = await startTestServer({ LECTERN_WORKERS: '0' });
  site = await makeDocsSite(2);
  tenant = await createTenant(server.services, site);
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(site, { recursive: true, force: true });
});

async function startJob(key: string, domain = tenant.domain) {
  return server.client.request('POST', '/v1/static-export/jobs', { key, body: { domain } });
}

function expectUnauthorized(res: { status: number; headers: Headers; json: { code: string } }) {
  expect(res.status).toBe(401);
  expect(res.json.code).toBe('UNAUTHORIZED');
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="lectern"/);
}

describe('401: no, malformed, unknown, revoked or expired key', () => {
  it('refuses a request without Authorization', async () => {
    const res = await server.client.request('GET', '/v1/static-export/jobs/se_0000000000000000');
    expectUnauthorized(res);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="lectern"');
    expect(res.json.error).toMatch(/missing Authorization/);
  });

  it.each([
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['a bare Bearer', 'Bearer'],
    ['two tokens', 'Bearer lct_a lct_b'],
  ])('refuses %s', async (_name, header) => {
    const res = await server.client.request('GET', '/v1/static-export/jobs/se_0000000000000000', {
      headers: { authorization: header },
    });
    expectUnauthorized(res);
  });

  it('refuses keys with a wrong prefix or checksum before any lookup', async () => {
    const flipped = tenant.key.slice(0, -1) + (tenant.key.endsWith('A') ? 'B' : 'A');
    for (const key of [flipped, tenant.key.replace(/^lct_/, 'xyz_'), 'lct_short', tenant.key + 'x']) {
      const res = await startJob(key);
      expectUnauthorized(res);
      expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
    }
  });

  it('refuses a well-formed key the server does not know', async () => {
    const created = await server.services.tenancy.createKey({ orgId: tenant.orgId });
    await server.services.db.kysely.deleteFrom('admin_keys').where('id', '=', created.id).execute();
    expectUnauthorized(await startJob(created.key));
  });

  it('refuses a revoked key, and says so', async () => {
    const created = await server.services.tenancy.createKey({ orgId: tenant.orgId });
    expect(
      (await server.client.request('GET', '/v1/static-export/jobs/se_0000000000000000', { key: created.key }))
        .status,
    ).toBe(404);
    await server.services.tenancy.revokeKey(created.id);
    const res = await server.client.request('GET', '/v1/static-export/jobs/se_0000000000000000', {
      key: created.key,
    });
    expectUnauthorized(res);
    expect(res.json.error).toMatch(/revoked/);
  });

  it('refuses an expired key, and says so', async () => {
    const created = await server.services.tenancy.createKey({ orgId: tenant.orgId, expiresInSeconds: 3600 });
    await server.services.db.kysely
      .updateTable('admin_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', created.id)
      .execute();
    const res = await startJob(created.key);
    expectUnauthorized(res);
    expect(res.json.error).toMatch(/expired/);
  });
});

describe('403: scope and plan', () => {
  it('needs write scope for POST and read scope for GET', async () => {
    const readOnly = await server.services.tenancy.createKey({ orgId: tenant.orgId, scopes: ['read'] });
    const writeOnly = await server.services.tenancy.createKey({ orgId: tenant.orgId, scopes: ['write'] });
    const post = await startJob(readOnly.key);
    expect(post.status).toBe(403);
    expect(post.json).toMatchObject({ code: 'FORBIDDEN', error: expect.stringContaining('write') });
    const started = await startJob(writeOnly.key);
    expect(started.status).toBe(202);
    const get = await server.client.request('GET', `/v1/static-export/jobs/${started.json.jobId}`, {
      key: writeOnly.key,
    });
    expect(get.status).toBe(403);
    expect(get.json.error).toContain('read');
    expect(
      (
        await server.client.request('GET', `/v1/static-export/jobs/${started.json.jobId}`, {
          key: readOnly.key,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses every static export endpoint to organizations without the Enterprise plan', async () => {
    for (const plan of ['free', 'pro'] as const) {
      const other = await createTenant(server.services, site, { plan });
      const start = await startJob(other.key, other.domain);
      expect(start.status).toBe(403);
      expect(start.json.code).toBe('PLAN_REQUIRED');
      const get = await server.client.request('GET', '/v1/static-export/jobs/se_0000000000000000', {
        key: other.key,
      });
      expect(get.status).toBe(403);
      const bundle = await server.client.request(
        'POST',
        '/v1/static-export/jobs/se_0000000000000000/bundle',
        { key: other.key },
      );
      expect(bundle.status).toBe(403);
    }
  });
});

describe('organization and project boundaries', () => {
  it("answers 404 for another organization's job and 400 for its domain", async () => {
    const mine = await startJob(tenant.key);
    expect(mine.status).toBe(202);
    const other = await createTenant(server.services, site);
    const get = await server.client.request('GET', `/v1/static-export/jobs/${mine.json.jobId}`, {
      key: other.key,
    });
    expect(get.status).toBe(404);
    expect(get.json.code).toBe('NOT_FOUND');
    const bundle = await server.client.request('POST', `/v1/static-export/jobs/${mine.json.jobId}/bundle`, {
      key: other.key,
    });
    expect(bundle.status).toBe(404);
    const start = await startJob(other.key, tenant.domain);
    expect(start.status).toBe(400);
    expect(start.json.code).toBe('UNKNOWN_DOMAIN');
  });

  it('lets a project-limited key see only its projects', async () => {
    const second = await server.services.tenancy.createProject({ orgId: tenant.orgId, name: 'Second' });
    const secondDomain = `second-${process.pid}.example.com`;
    await server.services.tenancy.createDeployment({
      projectId: second.id,
      domain: secondDomain,
      source: site,
    });
    const limited = await server.services.tenancy.createKey({ orgId: tenant.orgId, projectIds: [second.id] });

    const ownJob = await startJob(limited.key, secondDomain);
    expect(ownJob.status).toBe(202);
    const refused = await startJob(limited.key, tenant.domain);
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('UNKNOWN_DOMAIN');

    const firstProjectJob = await startJob(tenant.key);
    const hidden = await server.client.request(
      'GET',
      `/v1/static-export/jobs/${firstProjectJob.json.jobId}`,
      { key: limited.key },
    );
    expect(hidden.status).toBe(404);
    const visible = await server.client.request('GET', `/v1/static-export/jobs/${ownJob.json.jobId}`, {
      key: limited.key,
    });
    expect(visible.status).toBe(200);
    // The organization-wide key sees both.
    expect(
      (await server.client.request('GET', `/v1/static-export/jobs/${ownJob.json.jobId}`, { key: tenant.key }))
        .status,
    ).toBe(200);
  });
});

describe('429: per-key rate limit', () => {
  it('answers 429 with Retry-After once a key spends its per-minute budget, other keys unaffected', async () => {
    const limited = await startTestServer({ LECTERN_WORKERS: '0', LECTERN_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const t = await createTenant(limited.services, site);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      // 12 requests: even if a minute boundary falls among them, one window gets more than 5.
      for (let i = 0; i < 12; i++) {
        const res = await limited.client.request('GET', '/v1/static-export/jobs/se_0000000000000000', {
          key: t.key,
        });
        statuses.push(res.status);
        if (res.status === 429) {
          retryAfter = res.headers.get('retry-after');
          expect(res.json.code).toBe('RATE_LIMITED');
        }
      }
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses).toContain(429);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
      const fresh = await createTenant(limited.services, site);
      expect(
        (
          await limited.client.request('GET', '/v1/static-export/jobs/se_0000000000000000', {
            key: fresh.key,
          })
        ).status,
      ).toBe(404);
    } finally {
      await limited.stop();
    }
  });
});
