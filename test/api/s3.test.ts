import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleKeyFor } from '../../src/export/index.js';
import { startS3Standin, type S3Standin } from '../../src/storage/test-support.js';
import { createTenant, makeDocsSite } from './helpers/fixtures.js';
import { pollJob, startTestServer, type TestServer } from './helpers/server.js';

let s3: S3Standin;
let server: TestServer;
let site: string;

beforeAll(async () => {
  s3 = await startS3Standin({ buckets: ['bundles'] });
  // The AWS SDK reads credentials from the environment, as in production.
  process.env.AWS_ACCESS_KEY_ID = s3.credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = s3.credentials.secretAccessKey;
  server = await startTestServer({
    LECTERN_WORKERS: '1',
    LECTERN_STORAGE: 's3://bundles/lectern',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: '1',
    AWS_REGION: s3.region,
  });
  site = await makeDocsSite(3);
});
afterAll(async () => {
  await server?.stop();
  await s3?.close();
  await fs.rm(site, { recursive: true, force: true });
});

describe('static export with an S3 object store', { timeout: 180_000 }, () => {
  it('uploads the bundle to the bucket and hands out SigV4 presigned links; no local link route', async () => {
    const ready = await server.client.request('GET', '/readyz');
    expect(ready.json.checks).toEqual({ database: 'ok', store: 'ok' });
    const tenant = await createTenant(server.services, site);
    const start = await server.client.request('POST', '/v1/static-export/jobs', {
      key: tenant.key,
      body: { domain: tenant.domain },
    });
    const done = await pollJob(server.client, tenant.key, start.json.jobId);
    expect(done.json.status, done.json.error).toBe('completed');
    expect(s3.objectKeys('bundles')).toContain(`lectern/${bundleKeyFor(start.json.jobId, 1)}`);

    const bundle = await server.client.request('POST', `/v1/static-export/jobs/${start.json.jobId}/bundle`, {
      key: tenant.key,
    });
    expect(bundle.status).toBe(200);
    const link = new URL(bundle.json.bundleUrl);
    expect(link.origin).toBe(new URL(s3.endpoint).origin);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('3600');
    // The link is S3's, not the API's: fetched directly, outside the API's OpenAPI document.
    const res = await fetch(link);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(bundle.json.sizeBytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(bundle.json.sha256);

    const local = await server.client.request('GET', `/v1/objects/${bundleKeyFor(start.json.jobId, 1)}`);
    expect(local.status).toBe(404);
  });
});
