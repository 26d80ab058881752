import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBundle } from '../../src/bundle/index.js';
import { PG_URL, POSTGRES_AVAILABLE } from '../../src/db/dialects.test-support.js';
import { createTenant, makeDocsSite, type Tenant } from './helpers/fixtures.js';
import { downloadBundle, pollJob, startTestServer, type TestServer } from './helpers/server.js';

const ADMIN_URL = PG_URL;
const schema = `t_api_${randomBytes(5).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let server: TestServer;
let databaseUrl: string;
let site: string;
let tenant: Tenant;

// Skipped, with a loud line from the test support, when PostgreSQL is unreachable and not required.
describe.skipIf(!POSTGRES_AVAILABLE)('the API on PostgreSQL', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    // Kysely's migrator looks for its tables in every schema of the database; when another schema (a
    // concurrent or leaked test schema) has them, it skips creating them here and then fails. Creating
    // them up front, as Kysely would, sidesteps that (reported to the db owner: set migrationTableSchema).
    await admin(
      `CREATE TABLE ${schema}.kysely_migration (name varchar(255) PRIMARY KEY, timestamp varchar(255) NOT NULL);
     CREATE TABLE ${schema}.kysely_migration_lock (id varchar(255) PRIMARY KEY, is_locked integer NOT NULL DEFAULT 0);`,
    );
    const url = new URL(ADMIN_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    server = await startTestServer({ DATABASE_URL: databaseUrl, LECTERN_WORKERS: '1' });
    site = await makeDocsSite(3);
    tenant = await createTenant(server.services, site);
  });
  afterAll(async () => {
    await server?.stop();
    await fs.rm(site, { recursive: true, force: true });
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('runs the export loop, with idempotent starts', async () => {
    const headers = { 'idempotency-key': 'pg-retry-1' };
    const start = await server.client.request('POST', '/v1/static-export/jobs', {
      key: tenant.key,
      body: { domain: tenant.domain },
      headers,
    });
    expect(start.status).toBe(202);
    const again = await server.client.request('POST', '/v1/static-export/jobs', {
      key: tenant.key,
      body: { domain: tenant.domain },
      headers,
    });
    expect(again.json.jobId).toBe(start.json.jobId);

    const done = await pollJob(server.client, tenant.key, start.json.jobId);
    expect(done.json).toMatchObject({ status: 'completed', progress: 100, pageCount: 3 });
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-pg-'));
    try {
      const { file } = await downloadBundle(server, tenant.key, start.json.jobId, scratch);
      expect(await verifyBundle(file)).toMatchObject({ jobId: start.json.jobId, pageCount: 3 });
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
  });

  it('shares the per-key budget between API processes through the database', async () => {
    // Two API servers on one database, both with a budget of 40 per minute; one key, alternating servers.
    const a = await startTestServer({
      DATABASE_URL: databaseUrl,
      LECTERN_WORKERS: '0',
      LECTERN_RATE_LIMIT_PER_MINUTE: '40',
    });
    const b = await startTestServer({
      DATABASE_URL: databaseUrl,
      LECTERN_WORKERS: '0',
      LECTERN_RATE_LIMIT_PER_MINUTE: '40',
    });
    try {
      const t = await createTenant(server.services, site);
      const statuses: number[] = [];
      // Each process counts in batches (hitBatched): one window admits at most 40 + 2 × (batchFor(40) - 1)
      // = 46 requests. 94 requests span at most two one-minute windows, so one window sees 47 or more.
      for (let i = 0; i < 94; i++) {
        const client = i % 2 === 0 ? a.client : b.client;
        statuses.push(
          (await client.request('GET', '/v1/static-export/jobs/se_0000000000000000', { key: t.key })).status,
        );
      }
      // No request within the budget is refused, whichever server it went to.
      expect(statuses.slice(0, 40).every((s) => s === 404)).toBe(true);
      expect(statuses).toContain(429);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
