import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackBundle, verifyBundle } from '../../src/bundle/index.js';
import { createTenant, makeDocsSite, type Tenant } from './helpers/fixtures.js';
import { downloadBundle, pollJob, startTestServer, type TestServer } from './helpers/server.js';

const JOBS = '/v1/static-export/jobs';
const LINK_TTL = 5;

let server: TestServer;
let site: string;
let tenant: Tenant;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer({ LECTERN_WORKERS: '1', LECTERN_BUNDLE_LINK_TTL: String(LINK_TTL) });
  site = await makeDocsSite(5);
  tenant = await createTenant(server.services, site);
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-loop-'));
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(site, { recursive: true, force: true });
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('the static export client loop (spec section 4.6)', { timeout: 180_000 }, () => {
  it('start, poll to completed, bundle, download, verify; fresh links; HEAD and Range on the link; links expire', async () => {
    const start = await server.client.request('POST', JOBS, {
      key: tenant.key,
      body: { domain: tenant.domain, version: '2024-06-01' },
    });
    expect(start.status).toBe(202);
    const jobId = start.json.jobId as string;
    expect(jobId).toMatch(/^se_[0-9a-f]{16}$/);
    expect(start.headers.get('location')).toBe(`${JOBS}/${jobId}`);
    expect(start.json).toMatchObject({ status: 'queued', progress: 0, pageCount: 0, error: null });

    const done = await pollJob(server.client, tenant.key, jobId);
    expect(done.json).toMatchObject({ jobId, status: 'completed', progress: 100, error: null });
    expect(done.json.pageCount).toBeGreaterThanOrEqual(5);

    // The link needs no key; the download is whole (status, size and SHA-256 checked by the helper).
    const { link: bundle, file } = await downloadBundle(server, tenant.key, jobId, scratch);
    // The answer holds a signed link: never cached by shared caches.
    expect(bundle.headers.get('cache-control')).toBe('no-store');
    const expiresAt = Date.parse(bundle.json.expiresAt);
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + LINK_TTL * 1000 + 1000);
    const manifest = await verifyBundle(file);
    expect(manifest).toMatchObject({
      domain: tenant.domain,
      jobId,
      version: '2024-06-01',
      pageCount: done.json.pageCount,
    });
    const files = manifest.files.map((f) => f.path);
    expect(files).toEqual(
      expect.arrayContaining(['index.html', 'guides/page-1.html', '404.html', 'sitemap.xml']),
    );

    const head = await server.client.request('HEAD', bundle.json.bundleUrl);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bundle.json.sizeBytes));
    const range = await server.client.request('GET', bundle.json.bundleUrl, {
      headers: { range: 'bytes=0-1' },
    });
    expect(range.status).toBe(206);
    expect([...range.bytes]).toEqual([0x1f, 0x8b]); // gzip magic

    // A later call signs a new link (new expiry) to the same archive; both work until they expire.
    await new Promise((r) => setTimeout(r, 1100));
    const again = await server.client.request('POST', `${JOBS}/${jobId}/bundle`, { key: tenant.key });
    expect(again.status).toBe(200);
    expect(again.json.bundleUrl).not.toBe(bundle.json.bundleUrl);
    expect(Date.parse(again.json.expiresAt)).toBeGreaterThan(expiresAt);
    expect(again.json.sha256).toBe(bundle.json.sha256);
    expect((await server.client.request('HEAD', again.json.bundleUrl)).status).toBe(200);

    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 100));
    const expired = await server.client.request('GET', bundle.json.bundleUrl);
    expect(expired.status).toBe(403);
    expect(expired.json.code).toBe('LINK_EXPIRED');

    // The job stays readable and its work folder is gone.
    expect((await server.client.request('GET', `${JOBS}/${jobId}`, { key: tenant.key })).json.status).toBe(
      'completed',
    );
    const leftovers = (await fs.readdir(path.join(server.dataDir, 'tmp')).catch(() => [])).filter((n) =>
      n.includes(jobId),
    );
    expect(leftovers).toEqual([]);
  });

  it('exports only the requested paths', async () => {
    const start = await server.client.request('POST', JOBS, {
      key: tenant.key,
      body: { domain: tenant.domain, paths: ['/guides/page-2'] },
    });
    expect(start.status).toBe(202);
    const done = await pollJob(server.client, tenant.key, start.json.jobId);
    expect(done.json.status).toBe('completed');
    expect(done.json.pageCount).toBe(1);
    const { file } = await downloadBundle(server, tenant.key, start.json.jobId, scratch);
    const pages = (await verifyBundle(file)).files
      .map((f) => f.path)
      .filter((p) => p.endsWith('.html') && p !== '404.html');
    expect(pages).toEqual(['guides/page-2.html']);
  });

  it('fails a job whose site cannot be built, naming the problem, and refuses its bundle with 409', async () => {
    const broken = await makeDocsSite(2);
    try {
      await fs.writeFile(path.join(broken, 'docs.json'), '{ "name": "Broken", "navigation": ');
      const t = await createTenant(server.services, broken);
      const start = await server.client.request('POST', JOBS, { key: t.key, body: { domain: t.domain } });
      const done = await pollJob(server.client, t.key, start.json.jobId);
      expect(done.json.status).toBe('failed');
      expect(done.json.error).toMatch(/docs\.json/);
      const job = await server.services.queue.get(start.json.jobId);
      expect(job?.attempts).toBe(1); // permanent: not retried
      const bundle = await server.client.request('POST', `${JOBS}/${start.json.jobId}/bundle`, {
        key: t.key,
      });
      expect(bundle.status).toBe(409);
      expect(bundle.json.code).toBe('JOB_FAILED');
    } finally {
      await fs.rm(broken, { recursive: true, force: true });
    }
  });

  it('fails a job whose build reports errors, naming the first diagnostics', async () => {
    const site2 = await makeDocsSite(3);
    try {
      // The navigation still lists the page: the engine reports PAGE_NOT_FOUND as an error.
      await fs.rm(path.join(site2, 'guides/page-1.mdx'));
      const t = await createTenant(server.services, site2);
      const start = await server.client.request('POST', JOBS, { key: t.key, body: { domain: t.domain } });
      const done = await pollJob(server.client, t.key, start.json.jobId);
      expect(done.json.status).toBe('failed');
      expect(done.json.error).toMatch(/^site build failed with 1 error: .*guides\/page-1/);
      expect((await server.services.queue.get(start.json.jobId))?.attempts).toBe(1);
      expect(await server.services.store.head(`exports/${start.json.jobId}/bundle.tar.gz`)).toBeNull();
    } finally {
      await fs.rm(site2, { recursive: true, force: true });
    }
  });
});

/** A docs site with one API reference page (`openapi: GET /pets`), where a playground can appear. */
async function makeApiSite(): Promise<string> {
  const root = await makeDocsSite(2);
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1.0.0' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/pets': {
        get: {
          summary: 'List pets',
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
          responses: { '200': { description: 'The pets.' } },
        },
      },
    },
  };
  await fs.writeFile(path.join(root, 'openapi.json'), JSON.stringify(spec, null, 2));
  await fs.mkdir(path.join(root, 'api'), { recursive: true });
  await fs.writeFile(
    path.join(root, 'api/list-pets.mdx'),
    '---\ntitle: List pets\nopenapi: GET /pets\n---\n',
  );
  const docs = JSON.parse(await fs.readFile(path.join(root, 'docs.json'), 'utf8'));
  docs.api = { openapi: 'openapi.json' };
  docs.navigation.groups.push({ group: 'API', pages: ['api/list-pets'] });
  await fs.writeFile(path.join(root, 'docs.json'), JSON.stringify(docs, null, 2));
  return root;
}

/** Exports `source` on `on`, downloads and unpacks the bundle; returns its manifest and the API page. */
async function exportApiPage(on: TestServer, source: string) {
  const t = await createTenant(on.services, source);
  const start = await on.client.request('POST', JOBS, { key: t.key, body: { domain: t.domain } });
  expect(start.status).toBe(202);
  const done = await pollJob(on.client, t.key, start.json.jobId);
  expect(done.json.status, done.json.error).toBe('completed');
  const { file } = await downloadBundle(on, t.key, start.json.jobId, scratch);
  const dir = path.join(scratch, start.json.jobId);
  const manifest = await unpackBundle(file, dir);
  return { manifest, apiPage: await fs.readFile(path.join(dir, 'api/list-pets.html'), 'utf8') };
}

describe('deployment types (LECTERN_DEPLOYMENT_TYPE)', { timeout: 180_000 }, () => {
  let apiSite: string;
  let airGapped: TestServer | undefined;
  beforeAll(async () => {
    apiSite = await makeApiSite();
  });
  afterAll(async () => {
    await airGapped?.stop();
    await fs.rm(apiSite, { recursive: true, force: true });
  });

  it('cloud: the manifest says cloud and API pages carry the playground', async () => {
    const { manifest, apiPage } = await exportApiPage(server, apiSite);
    expect(manifest.deploymentType).toBe('cloud');
    expect(apiPage).toContain('List pets');
    expect(apiPage).toContain('<lectern-playground');
  });

  it('air-gapped: the manifest says air-gapped and API pages have no playground (it would call out)', async () => {
    airGapped = await startTestServer({ LECTERN_WORKERS: '1', LECTERN_DEPLOYMENT_TYPE: 'air-gapped' });
    const { manifest, apiPage } = await exportApiPage(airGapped, apiSite);
    expect(manifest.deploymentType).toBe('air-gapped');
    // The reference itself is there; only the "try it" form is gone.
    expect(apiPage).toContain('List pets');
    expect(apiPage).toContain('/pets');
    expect(apiPage).not.toContain('lectern-playground');
  });
});
