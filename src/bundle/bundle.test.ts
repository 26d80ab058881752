import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { list } from 'tar';
import {
  BundleError,
  MANIFEST_NAME,
  unpackBundle,
  verifyBundle,
  writeBundle,
  type ManifestInfo,
} from './index.js';
import { gzipTar } from './hostile.test-support.js';

const info: ManifestInfo = {
  domain: 'docs.example.com',
  jobId: 'se_0123456789abcdef',
  version: 'v2.1',
  deploymentType: 'air-gapped',
  pageCount: 2,
  createdAt: '2025-01-02T03:04:05.000Z',
};

let tmp: string;
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-bundle-'));
});
afterEach(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

async function makeSite(files: Record<string, string | Buffer>): Promise<string> {
  const site = path.join(tmp, 'site');
  for (const [rel, body] of Object.entries(files)) {
    const full = path.join(site, rel);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, body);
  }
  await fs.mkdir(site, { recursive: true });
  return site;
}

const sampleFiles = {
  'index.html': '<h1>Home</h1>',
  'guides/getting-started.html': '<h1>Start</h1>',
  'assets/app.1a2b3c.css': 'body{margin:0}',
  'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]),
  'empty.txt': '',
  'Zeta.html': 'capital letters sort first',
};

async function expectCode(p: Promise<unknown>, code: string): Promise<BundleError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BundleError);
  expect((err as BundleError).code).toBe(code);
  return err as BundleError;
}

describe('writeBundle', () => {
  it('writes a gzip tar whose root is the site plus a manifest listing every file', async () => {
    const site = await makeSite(sampleFiles);
    const out = path.join(tmp, 'bundle.tar.gz');
    const written = await writeBundle(site, out, info);

    const bytes = await fs.readFile(out);
    expect(written.sizeBytes).toBe(bytes.length);
    expect(written.sha256).toBe(sha(bytes));
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const m = written.manifest;
    expect(m).toMatchObject({
      formatVersion: 1,
      domain: info.domain,
      jobId: info.jobId,
      version: 'v2.1',
      deploymentType: 'air-gapped',
      pageCount: 2,
      createdAt: info.createdAt,
    });
    const expectedPaths = Object.keys(sampleFiles).sort();
    expect(m.files.map((f) => f.path)).toEqual(expectedPaths);
    for (const f of m.files) {
      const body = sampleFiles[f.path as keyof typeof sampleFiles];
      expect(f.size).toBe(Buffer.byteLength(body));
      expect(f.sha256).toBe(sha(body));
    }

    const entries: { path: string; type: string; uid?: number; uname?: string }[] = [];
    await list({
      file: out,
      onReadEntry: (e) => entries.push({ path: e.path, type: e.type, uid: e.uid, uname: e.uname }),
    });
    expect(entries.map((e) => e.path)).toEqual([MANIFEST_NAME, ...expectedPaths]);
    expect(entries.every((e) => e.type === 'File' && !e.uname)).toBe(true);
  });

  it('gives byte-identical archives for the same site and info', async () => {
    const site = await makeSite(sampleFiles);
    const a = await writeBundle(site, path.join(tmp, 'a.tar.gz'), info);
    await fs.utimes(path.join(site, 'index.html'), new Date(1e12), new Date(1e12));
    const b = await writeBundle(site, path.join(tmp, 'b.tar.gz'), info);
    expect(b.sha256).toBe(a.sha256);
    const c = await writeBundle(site, path.join(tmp, 'c.tar.gz'), { ...info, version: 'v2.2' });
    expect(c.sha256).not.toBe(a.sha256);
  });

  it('refuses symlinks, special files and a site that already has a manifest, leaving no output', async () => {
    const site = await makeSite(sampleFiles);
    const out = path.join(tmp, 'out.tar.gz');
    await fs.symlink('/etc/passwd', path.join(site, 'guides', 'passwd.html'));
    await expectCode(writeBundle(site, out, info), 'BUNDLE_SITE_INVALID');
    await fs.rm(path.join(site, 'guides', 'passwd.html'));

    await fs.symlink(path.join(tmp), path.join(site, 'loop'));
    await expectCode(writeBundle(site, out, info), 'BUNDLE_SITE_INVALID');
    await fs.rm(path.join(site, 'loop'));

    execFileSync('mkfifo', [path.join(site, 'pipe')]);
    await expectCode(writeBundle(site, out, info), 'BUNDLE_SITE_INVALID');
    await fs.rm(path.join(site, 'pipe'));

    await fs.writeFile(path.join(site, MANIFEST_NAME), '{}');
    await expectCode(writeBundle(site, out, info), 'BUNDLE_SITE_INVALID');
    expect(await fs.readdir(tmp)).toEqual(['site']);
  });

  it('stores hard-linked site files as plain files', async () => {
    const site = await makeSite({ 'a.html': 'same' });
    await fs.link(path.join(site, 'a.html'), path.join(site, 'b.html'));
    const out = path.join(tmp, 'out.tar.gz');
    await writeBundle(site, out, info);
    const types: string[] = [];
    await list({ file: out, onReadEntry: (e) => types.push(e.type) });
    expect(types).toEqual(['File', 'File', 'File']);
    expect((await unpackBundle(out, path.join(tmp, 'v1'))).files).toHaveLength(2);
    expect(await fs.readFile(path.join(tmp, 'v1', 'b.html'), 'utf8')).toBe('same');
  });

  it('refuses a missing site folder', async () => {
    await expectCode(
      writeBundle(path.join(tmp, 'nope'), path.join(tmp, 'x.tar.gz'), info),
      'BUNDLE_SITE_INVALID',
    );
  });
});

describe('verifyBundle and unpackBundle', () => {
  it('round-trips a site exactly, and leaves no temp folder behind', async () => {
    const site = await makeSite(sampleFiles);
    const out = path.join(tmp, 'bundle.tar.gz');
    const written = await writeBundle(site, out, info);
    expect(await verifyBundle(out)).toEqual(written.manifest);

    const dest = path.join(tmp, 'served', 'v1');
    expect(await unpackBundle(out, dest)).toEqual(written.manifest);
    for (const [rel, body] of Object.entries(sampleFiles)) {
      expect(await fs.readFile(path.join(dest, rel))).toEqual(Buffer.from(body));
    }
    const manifestOnDisk = JSON.parse(await fs.readFile(path.join(dest, MANIFEST_NAME), 'utf8'));
    expect(manifestOnDisk).toEqual(written.manifest);
    expect(await fs.readdir(path.join(tmp, 'served'))).toEqual(['v1']);
  });

  it('refuses to unpack over an existing folder', async () => {
    const site = await makeSite(sampleFiles);
    const out = path.join(tmp, 'bundle.tar.gz');
    await writeBundle(site, out, info);
    const dest = path.join(tmp, 'v1');
    await fs.mkdir(dest);
    await expectCode(unpackBundle(out, dest), 'BUNDLE_DEST_EXISTS');
    expect(await fs.readdir(tmp)).toEqual(expect.not.arrayContaining([expect.stringMatching(/unpack/)]));
  });

  it('accepts an archive of the same files made by GNU tar (./-prefixed names, folder entries)', async () => {
    const site = await makeSite(sampleFiles);
    const out = path.join(tmp, 'bundle.tar.gz');
    await writeBundle(site, out, info);
    const unpacked = path.join(tmp, 'u');
    await unpackBundle(out, unpacked);
    const retarred = path.join(tmp, 'gnu.tar.gz');
    execFileSync('tar', ['-czf', retarred, '-C', unpacked, '.']);
    const manifest = await unpackBundle(retarred, path.join(tmp, 'u2'));
    expect(manifest.files).toHaveLength(Object.keys(sampleFiles).length);
  });
});

describe('bundles that do not match their manifest', () => {
  async function realManifest(): Promise<Buffer> {
    const site = await makeSite(sampleFiles);
    const out = path.join(tmp, 'real.tar.gz');
    await writeBundle(site, out, info);
    const unpacked = path.join(tmp, 'real');
    await unpackBundle(out, unpacked);
    return fs.readFile(path.join(unpacked, MANIFEST_NAME));
  }
  const siteEntries = (override: Record<string, string | Buffer | null> = {}) =>
    Object.entries({ ...sampleFiles, ...override })
      .filter(([, body]) => body !== null)
      .map(([p, body]) => ({ path: p, body: Buffer.from(body as string) }));

  async function check(file: string, code: string): Promise<void> {
    await expectCode(verifyBundle(file), code);
    const dest = path.join(tmp, 'dest');
    await expectCode(unpackBundle(file, dest), code);
    const left = await fs.readdir(tmp);
    expect(left).not.toContain('dest');
    expect(left.filter((n) => n.includes('unpack'))).toEqual([]);
  }

  it('refuses a tampered file', async () => {
    const manifest = await realManifest();
    const file = path.join(tmp, 'tampered.tar.gz');
    await fs.writeFile(
      file,
      gzipTar([{ path: MANIFEST_NAME, body: manifest }, ...siteEntries({ 'index.html': '<h1>Hacked</h1>' })]),
    );
    await check(file, 'BUNDLE_VERIFY_FAILED');
  });

  it('refuses a same-size tampered file (hash, not just size)', async () => {
    const manifest = await realManifest();
    const file = path.join(tmp, 'tampered.tar.gz');
    await fs.writeFile(
      file,
      gzipTar([{ path: MANIFEST_NAME, body: manifest }, ...siteEntries({ 'index.html': '<h1>Hom3</h1>' })]),
    );
    await check(file, 'BUNDLE_VERIFY_FAILED');
  });

  it('refuses a missing file and an extra file', async () => {
    const manifest = await realManifest();
    const missing = path.join(tmp, 'missing.tar.gz');
    await fs.writeFile(
      missing,
      gzipTar([{ path: MANIFEST_NAME, body: manifest }, ...siteEntries({ 'empty.txt': null })]),
    );
    await check(missing, 'BUNDLE_VERIFY_FAILED');
    const extra = path.join(tmp, 'extra.tar.gz');
    await fs.writeFile(
      extra,
      gzipTar([{ path: MANIFEST_NAME, body: manifest }, ...siteEntries({ 'evil.js': 'alert(1)' })]),
    );
    await check(extra, 'BUNDLE_VERIFY_FAILED');
  });

  it('refuses an archive without a manifest', async () => {
    const file = path.join(tmp, 'bare.tar.gz');
    await fs.writeFile(file, gzipTar(siteEntries()));
    await check(file, 'BUNDLE_MANIFEST_MISSING');
  });

  it('refuses a manifest that is not valid', async () => {
    const file = path.join(tmp, 'bad-manifest.tar.gz');
    await fs.writeFile(
      file,
      gzipTar([{ path: MANIFEST_NAME, body: Buffer.from('{"formatVersion": 2}') }, ...siteEntries()]),
    );
    await check(file, 'BUNDLE_MANIFEST_INVALID');
    const escaping = Buffer.from(
      JSON.stringify({
        formatVersion: 1,
        domain: 'd',
        jobId: 'j',
        version: null,
        deploymentType: 'cloud',
        createdAt: 'x',
        pageCount: 0,
        files: [{ path: '../x', size: 0, sha256: sha('') }],
      }),
    );
    await fs.writeFile(file, gzipTar([{ path: MANIFEST_NAME, body: escaping }]));
    await check(file, 'BUNDLE_MANIFEST_INVALID');
  });

  it('refuses files that are not a gzip tar, and truncated archives', async () => {
    const notGzip = path.join(tmp, 'plain.tar.gz');
    await fs.writeFile(notGzip, 'this is not an archive at all');
    await check(notGzip, 'BUNDLE_CORRUPT');

    const site = await makeSite(sampleFiles);
    const good = path.join(tmp, 'good.tar.gz');
    await writeBundle(site, good, info);
    const bytes = await fs.readFile(good);
    const truncated = path.join(tmp, 'truncated.tar.gz');
    await fs.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await check(truncated, 'BUNDLE_CORRUPT');
  });
});
