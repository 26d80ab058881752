import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBundle } from '../bundle/index.js';
import { prepareBundle, readCurrent } from './bundle-store.js';
import { ServeError } from './errors.js';

let work: string;
const warnings: string[] = [];
const log = { info() {}, warn: (_o: object, msg: string) => void warnings.push(msg) };

async function bundle(name: string, home: string): Promise<string> {
  const site = path.join(work, `site-${name}`);
  fs.mkdirSync(site, { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), home);
  const file = path.join(work, `${name}.tar.gz`);
  await writeBundle(site, file, {
    domain: 'd.test',
    jobId: 'se_0123456789abcdef',
    version: null,
    deploymentType: 'cloud',
    pageCount: 1,
  });
  return file;
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-store-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('prepareBundle', () => {
  it('takes local paths and file:// URLs, and keeps the current bundle plus two previous ones', async () => {
    const dataDir = path.join(work, 'data');
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const file = await bundle(`b${i}`, `home ${i}`);
      const source = i % 2 ? pathToFileURL(file).href : file;
      const active = await prepareBundle({ bundleUrl: source, version: null, dataDir, log });
      expect(active.source).toBe('downloaded');
      expect(fs.readFileSync(path.join(active.dir, 'index.html'), 'utf8')).toBe(`home ${i}`);
      expect(fs.existsSync(file)).toBe(true); // a local archive is the caller's: never deleted
      names.push(active.name);
      // Distinct modification times order the pruning.
      fs.utimesSync(active.dir, new Date(Date.now() + i * 1000), new Date(Date.now() + i * 1000));
    }
    expect(await readCurrent(dataDir)).toBe(names[3]);
    const kept = fs.readdirSync(path.join(dataDir, 'bundles')).sort();
    expect(kept).toEqual([names[1], names[2], names[3]].sort());
  });

  it('reuses an already unpacked identical bundle', async () => {
    const dataDir = path.join(work, 'same');
    const file = await bundle('same', 'same');
    const first = await prepareBundle({ bundleUrl: file, version: null, dataDir, log });
    const second = await prepareBundle({ bundleUrl: file, version: null, dataDir, log });
    expect(second.name).toBe(first.name);
    expect(second.source).toBe('downloaded');
  });

  it('refuses bad versions and unknown URL schemes', async () => {
    await expect(
      prepareBundle({ bundleUrl: null, version: '../x', dataDir: path.join(work, 'v'), log }),
    ).rejects.toMatchObject({ code: 'INVALID_VERSION' });
    const err = await prepareBundle({
      bundleUrl: 'ftp://host/b.tar.gz',
      version: null,
      dataDir: path.join(work, 'ftp'),
      log,
    }).catch((e) => e);
    expect(err).toBeInstanceOf(ServeError);
    expect(err.code).toBe('NO_BUNDLE');
    expect(String(err.cause?.message)).toContain('http(s), file://');
  });

  it('ignores a current pointer that names something odd', async () => {
    const dataDir = path.join(work, 'odd');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'current'), '../../etc\n');
    expect(await readCurrent(dataDir)).toBeNull();
    await expect(prepareBundle({ bundleUrl: null, version: null, dataDir, log })).rejects.toMatchObject({
      code: 'NO_BUNDLE',
    });
  });
});
