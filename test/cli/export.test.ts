import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBundle } from '../../src/bundle/index.js';
import { gzipTar } from '../../src/bundle/hostile.test-support.js';
import {
  BUILD_TIMEOUT_MS,
  ensureBuilt,
  lectern,
  lecternJson,
  startLectern,
  tempDir,
  type LongRunning,
} from './helpers.js';

let work: string;
let dataDir: string;
let api: LongRunning;
let key: string;
let freeKey: string;
const DOMAIN = 'docs.e2e.test';
const running: LongRunning[] = [];

function writeSite(dir: string, files: Record<string, string>) {
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  }
}

async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const exportEnv = (k: string, url = api.url) => ({ env: { LECTERN_API_URL: url, LECTERN_ADMIN_KEY: k } });

beforeAll(async () => {
  await ensureBuilt();
  work = tempDir('export');
  dataDir = path.join(work, 'data');
  const d = ['--data-dir', dataDir];
  const site = path.join(work, 'site');
  writeSite(site, {
    'docs.json': JSON.stringify({
      name: 'E2E',
      theme: 'mint',
      colors: { primary: '#336699' },
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/intro'] }] },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome to **E2E**.\n',
    'guides/intro.mdx': '---\ntitle: Intro\n---\n\n## Hello\n\nSome text.\n',
  });
  const broken = path.join(work, 'broken');
  writeSite(broken, { 'docs.json': '{ "name": ' });

  const org = await lecternJson(['admin', 'org', 'create', '--name', 'E2E', '--plan', 'enterprise', ...d]);
  const project = await lecternJson([
    'admin',
    'project',
    'create',
    '--org',
    org.id as string,
    '--name',
    'docs',
    ...d,
  ]);
  await lecternJson([
    'admin',
    'deployment',
    'create',
    '--project',
    project.id as string,
    '--domain',
    DOMAIN,
    '--source',
    site,
    ...d,
  ]);
  await lecternJson([
    'admin',
    'deployment',
    'create',
    '--project',
    project.id as string,
    '--domain',
    'broken.e2e.test',
    '--source',
    broken,
    ...d,
  ]);
  key = (await lecternJson(['admin', 'key', 'create', '--org', org.id as string, ...d])).key as string;
  const free = await lecternJson(['admin', 'org', 'create', '--name', 'Free', '--plan', 'free', ...d]);
  freeKey = (await lecternJson(['admin', 'key', 'create', '--org', free.id as string, ...d])).key as string;

  // An API-only server and a separate `lectern worker` on the same data folder: the scale-out shape.
  const port = await freePort();
  api = await startLectern(
    ['server', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir, '--workers', '0'],
    { LECTERN_PUBLIC_URL: `http://127.0.0.1:${port}` },
  );
  running.push(api);
  running.push(
    await startLectern(
      ['worker', '--data-dir', dataDir],
      { LECTERN_JOB_POLL_MS: '50' },
      /(Lectern worker started)/,
    ),
  );
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('lectern export against lectern server', () => {
  it('starts, follows, downloads and verifies a bundle, then lectern serve serves it', async () => {
    const out = path.join(work, 'out', 'site.tar.gz');
    const result = await lectern(
      ['export', '--domain', DOMAIN, '--out', out, '--version', 'v1', '--json'],
      exportEnv(key),
    );
    expect(result.stderr).toMatch(
      new RegExp(`Exporting ${DOMAIN.replace(/\./g, '\\.')}: 100% \\(\\d+ pages, completed\\)`),
    );
    expect(result.code, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({ domain: DOMAIN, version: 'v1', file: out });
    expect(summary.jobId).toMatch(/^se_[0-9a-f]{16}$/);
    expect(summary.pageCount).toBeGreaterThanOrEqual(2);
    const bytes = fs.readFileSync(out);
    expect(summary.sizeBytes).toBe(bytes.length);
    expect(summary.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const manifest = await verifyBundle(out);
    expect(manifest).toMatchObject({ domain: DOMAIN, jobId: summary.jobId, version: 'v1' });
    expect(result.stderr).not.toContain(key);

    // Human output: the path alone on stdout.
    const human = await lectern(
      ['export', '--domain', DOMAIN, '--out', path.join(work, 'out', 'again.tar.gz')],
      exportEnv(key),
    );
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout.trim()).toBe(path.join(work, 'out', 'again.tar.gz'));

    const serve = await startLectern(
      [
        'serve',
        '--bundle-url',
        summary.bundleUrl,
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        '--data-dir',
        path.join(work, 'serve'),
      ],
      {},
      /Serving .* on (http:\/\/\S+)/,
    );
    running.push(serve);
    const page = await fetch(serve.url + '/guides/intro');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Hello');
    expect((await fetch(serve.url + '/nope')).status).toBe(404);
    await serve.stop();
  });

  it('accepts the domain in any case and with a trailing dot, as the server does, and keeps the bundle', async () => {
    const out = path.join(work, 'out', 'mixed-case.tar.gz');
    const result = await lectern(
      ['export', '--domain', 'Docs.E2E.Test.', '--out', out, '--json'],
      exportEnv(key),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ domain: DOMAIN, file: out });
    expect(await verifyBundle(out)).toMatchObject({ domain: DOMAIN });

    const notAHost = await lectern(['export', '--domain', 'https://docs.e2e.test/'], exportEnv(key));
    expect(notAHost.code).toBe(2);
    expect(notAHost.stderr).toContain('bare hostname');
  });

  it('exits 1 with a clear message for an unknown domain, a bad key, a plan without export, a failed job', async () => {
    const unknown = await lectern(['export', '--domain', 'nope.e2e.test'], exportEnv(key));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^lectern: .*HTTP 400/m);

    const badKey = await lectern(['export', '--domain', DOMAIN], exportEnv(key.slice(0, -6) + 'AAAAAA'));
    expect(badKey.code).toBe(1);
    expect(badKey.stderr).toContain('HTTP 401');

    const free = await lectern(['export', '--domain', DOMAIN], exportEnv(freeKey));
    expect(free.code).toBe(1);
    expect(free.stderr).toContain('HTTP 403');

    const failed = await lectern(
      ['export', '--domain', 'broken.e2e.test', '--out', path.join(work, 'broken.tar.gz')],
      exportEnv(key),
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/export job se_[0-9a-f]{16} failed: /);
    expect(fs.existsSync(path.join(work, 'broken.tar.gz'))).toBe(false);
  });

  it('exits 2 without a key and 1 when the API is unreachable', async () => {
    const noKey = await lectern(['export', '--domain', DOMAIN], { env: { LECTERN_API_URL: api.url } });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('LECTERN_ADMIN_KEY');
    const down = await lectern(
      ['export', '--domain', DOMAIN],
      exportEnv(key, `http://127.0.0.1:${await freePort()}`),
    );
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/cannot reach the server/);
  });

  describe('through a proxy that tampers with the bundle', () => {
    let proxy: http.Server;
    let proxyUrl: string;
    let mode: 'sha' | 'archive' = 'sha';
    let archive: Buffer | null = null;
    const tampered = () => (archive ??= makeTampered());
    const makeTampered = () => {
      const manifest = JSON.stringify({
        formatVersion: 1,
        domain: DOMAIN,
        jobId: 'se_0000000000000000',
        version: null,
        deploymentType: 'cloud',
        createdAt: new Date().toISOString(),
        pageCount: 1,
        files: [{ path: 'index.html', size: 5, sha256: '0'.repeat(64) }],
      });
      return gzipTar([
        { path: 'lectern-manifest.json', body: Buffer.from(manifest) },
        { path: 'index.html', body: Buffer.from('evil!') },
      ]);
    };

    beforeAll(async () => {
      proxy = http.createServer(async (req, res) => {
        if (req.url === '/tampered.tar.gz') {
          res.writeHead(200, { 'content-type': 'application/gzip' });
          return res.end(tampered());
        }
        const body = await new Promise<Buffer>((r) => {
          const chunks: Buffer[] = [];
          req.on('data', (c) => chunks.push(c)).on('end', () => r(Buffer.concat(chunks)));
        });
        const headers: Record<string, string> = {
          authorization: req.headers.authorization ?? '',
          'content-type': req.headers['content-type'] ?? 'application/json',
        };
        const idempotencyKey = req.headers['idempotency-key'];
        if (typeof idempotencyKey === 'string') headers['idempotency-key'] = idempotencyKey;
        const upstream = await fetch(api.url + req.url, {
          method: req.method,
          headers,
          body: req.method === 'GET' ? undefined : new Uint8Array(body),
        });
        let text = await upstream.text();
        if (req.url!.endsWith('/bundle') && upstream.ok) {
          const json = JSON.parse(text);
          if (mode === 'sha') json.sha256 = 'f'.repeat(64);
          else
            Object.assign(json, {
              bundleUrl: `${proxyUrl}/tampered.tar.gz`,
              sizeBytes: tampered().length,
              sha256: createHash('sha256').update(tampered()).digest('hex'),
            });
          text = JSON.stringify(json);
        }
        res.writeHead(upstream.status, { 'content-type': 'application/json' });
        res.end(text);
      });
      await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => proxy.close(() => r())));

    it('refuses a download whose SHA-256 differs from the bundle response', async () => {
      mode = 'sha';
      const out = path.join(work, 'sha.tar.gz');
      const result = await lectern(['export', '--domain', DOMAIN, '--out', out], exportEnv(key, proxyUrl));
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('SHA256_MISMATCH');
      expect(fs.existsSync(out)).toBe(false);
    });

    it('refuses an archive that fails verification against its manifest', async () => {
      mode = 'archive';
      const out = path.join(work, 'manifest.tar.gz');
      const result = await lectern(['export', '--domain', DOMAIN, '--out', out], exportEnv(key, proxyUrl));
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('bundle verification failed');
      expect(fs.existsSync(out)).toBe(false);
    });
  });
});
