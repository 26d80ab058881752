import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BundleError, MANIFEST_NAME, unpackBundle, verifyBundle, writeBundle } from './index.js';
import {
  gzipTar,
  headerBlock,
  manyEmptyFilesTar,
  writeZeroFileTar,
  type RawEntry,
} from './hostile.test-support.js';

let tmp: string;
let work: string;
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-hostile-'));
  // Unpack two levels down, so that an escaping entry would land inside tmp where we can see it.
  work = path.join(tmp, 'a', 'b');
  await fs.mkdir(work, { recursive: true });
});
afterEach(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

/** Every path under tmp, so a test can prove nothing was written anywhere. */
async function everything(): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string): Promise<void> {
    for (const e of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      out.push(path.relative(tmp, full));
      if (e.isDirectory()) await walk(full);
    }
  }
  await walk(tmp);
  return out.sort();
}

const manifestEntry: RawEntry = {
  path: MANIFEST_NAME,
  body: Buffer.from(
    JSON.stringify({
      formatVersion: 1,
      domain: 'd',
      jobId: 'j',
      version: null,
      deploymentType: 'cloud',
      createdAt: '2025-01-01T00:00:00Z',
      pageCount: 0,
      files: [],
    }),
  ),
};
const payload = Buffer.from('owned');

async function refuses(
  archive: Buffer | string,
  code: string,
  limits?: { maxBytes?: number; maxEntries?: number; maxEntryBytes?: number },
): Promise<void> {
  let file = archive as string;
  if (Buffer.isBuffer(archive)) {
    file = path.join(tmp, 'hostile.tar.gz');
    await fs.writeFile(file, archive);
  }
  const before = await everything();
  const dest = path.join(work, 'v1');
  for (const attempt of [verifyBundle(file, limits), unpackBundle(file, dest, limits)]) {
    const err = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BundleError);
    expect((err as BundleError).code).toBe(code);
  }
  // Nothing new anywhere: no destination, no temp folder, no escaped file.
  expect(await everything()).toEqual(before);
}

describe('unpackBundle refuses hostile archives as a whole', () => {
  it.each([
    ['../x', 'BUNDLE_UNSAFE_PATH'],
    ['a/../../x', 'BUNDLE_UNSAFE_PATH'],
    ['/etc/x', 'BUNDLE_UNSAFE_PATH'],
    ['ok/./x', 'BUNDLE_UNSAFE_PATH'],
    ['back\\slash', 'BUNDLE_UNSAFE_PATH'],
  ])('a file named %s', async (name, code) => {
    await refuses(
      gzipTar([manifestEntry, { path: 'index.html', body: payload }, { path: name, body: payload }]),
      code,
    );
  });

  it('a traversal entry placed before the manifest', async () => {
    await refuses(
      gzipTar([{ path: '../../escaped.txt', body: payload }, manifestEntry]),
      'BUNDLE_UNSAFE_PATH',
    );
  });

  it.each([
    ['a symlink', { path: 'link', type: 'SymbolicLink', linkpath: '/etc/passwd' }],
    ['a relative symlink out of the folder', { path: 'link', type: 'SymbolicLink', linkpath: '../../../x' }],
    ['a hard link', { path: 'hard', type: 'Link', linkpath: '/etc/passwd' }],
    ['a hard link to a sibling', { path: 'hard', type: 'Link', linkpath: 'index.html' }],
    ['a character device', { path: 'dev', type: 'CharacterDevice' }],
    ['a block device', { path: 'blk', type: 'BlockDevice' }],
    ['a fifo', { path: 'fifo', type: 'FIFO' }],
  ])('%s', async (_label, entry) => {
    await refuses(
      gzipTar([manifestEntry, { path: 'index.html', body: payload }, entry as RawEntry]),
      'BUNDLE_UNSAFE_ENTRY',
    );
  });

  it('an entry of an unknown type', async () => {
    const block = headerBlock({ path: 'weird', body: payload });
    block[156] = 'Q'.charCodeAt(0); // type flag
    // fix the header checksum after changing the type flag
    block.fill(0x20, 148, 156);
    let sum = 0;
    for (const byte of block) sum += byte;
    block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'latin1');
    const withManifest = Buffer.concat([
      headerBlock(manifestEntry),
      pad(manifestEntry.body!),
      block,
      pad(payload),
      Buffer.alloc(1024),
    ]);
    await refuses(gzipSync(withManifest), 'BUNDLE_UNSAFE_ENTRY');
  });

  it('the same path twice (a second copy could replace a verified file)', async () => {
    await refuses(
      gzipTar([manifestEntry, { path: 'x', body: payload }, { path: 'x', body: payload }]),
      'BUNDLE_UNSAFE_PATH',
    );
  });

  it('a file where a folder was, and the reverse', async () => {
    await refuses(
      gzipTar([manifestEntry, { path: 'x', body: payload }, { path: 'x/y', body: payload }]),
      'BUNDLE_UNSAFE_PATH',
    );
    await refuses(
      gzipTar([manifestEntry, { path: 'x/y', body: payload }, { path: 'x', body: payload }]),
      'BUNDLE_UNSAFE_PATH',
    );
  });

  it('200,000 tiny entries against a low entry cap', async () => {
    await refuses(manyEmptyFilesTar([manifestEntry], 200_000), 'BUNDLE_TOO_MANY_ENTRIES', {
      maxEntries: 1000,
    });
  });

  it('the same kind of archive under a cap it fits: refused only because the manifest does not list the files', async () => {
    await refuses(manyEmptyFilesTar([manifestEntry], 2000), 'BUNDLE_VERIFY_FAILED', { maxEntries: 2001 });
  });

  it('folder entries count toward the entry cap too', async () => {
    const entries: RawEntry[] = [manifestEntry];
    for (let i = 0; i < 50; i++) entries.push({ path: `d${i}/`, type: 'Directory' });
    await refuses(gzipTar(entries), 'BUNDLE_TOO_MANY_ENTRIES', { maxEntries: 20 });
  });

  it('a file over the per-entry size cap', async () => {
    await refuses(
      gzipTar([manifestEntry, { path: 'big.bin', body: Buffer.alloc(4096, 7) }]),
      'BUNDLE_ENTRY_TOO_LARGE',
      { maxEntryBytes: 1000 },
    );
  });

  it('files that are each small but together over the byte cap', async () => {
    const entries: RawEntry[] = [manifestEntry];
    for (let i = 0; i < 10; i++) entries.push({ path: `part${i}.bin`, body: Buffer.alloc(2000, i) });
    await refuses(gzipTar(entries), 'BUNDLE_TOO_LARGE', { maxBytes: 10_000 });
  });

  it('a gzip bomb: one large zero-filled file far over the byte cap', async () => {
    const file = path.join(tmp, 'bomb.tar.gz');
    await writeZeroFileTar(file, 'zeros.bin', 64 * 1024 * 1024);
    expect((await fs.stat(file)).size).toBeLessThan(1024 * 1024);
    await refuses(file, 'BUNDLE_ENTRY_TOO_LARGE', { maxBytes: 8 * 1024 * 1024 });
  });

  it('a header that claims more bytes than the archive holds', async () => {
    const lying = Buffer.concat([
      headerBlock(manifestEntry),
      pad(manifestEntry.body!),
      headerBlock({ path: 'x', size: 100_000 }),
      Buffer.alloc(512, 1),
    ]);
    await refuses(gzipSync(lying), 'BUNDLE_CORRUPT');
  });

  it('zero padding past the end that decompresses far beyond what the entries account for', async () => {
    const body = Buffer.concat([
      headerBlock(manifestEntry),
      pad(manifestEntry.body!),
      Buffer.alloc(16 * 1024 * 1024),
    ]);
    await refuses(gzipSync(body), 'BUNDLE_TOO_LARGE'); // default limits: the padding alone gives it away
  });
});

describe('a good bundle still unpacks under tight limits that it fits', () => {
  it('passes with limits equal to its size and entry count', async () => {
    const site = path.join(tmp, 'site');
    await fs.mkdir(site);
    await fs.writeFile(path.join(site, 'index.html'), 'x'.repeat(100));
    await fs.writeFile(path.join(site, 'b.html'), 'y'.repeat(50));
    const out = path.join(tmp, 'ok.tar.gz');
    const written = await writeBundle(site, out, {
      domain: 'd',
      jobId: 'j',
      version: null,
      deploymentType: 'cloud',
      pageCount: 2,
    });
    const manifestSize =
      (await fs.readFile(out)).length > 0 ? JSON.stringify(written.manifest, null, 2).length + 1 : 0;
    const manifest = await unpackBundle(out, path.join(work, 'v1'), {
      maxEntries: 3,
      maxBytes: 150 + manifestSize,
    });
    expect(manifest.files.map((f) => f.path)).toEqual(['b.html', 'index.html']);
  });
});

function pad(body: Buffer): Buffer {
  const rem = body.length % 512;
  return rem === 0 ? body : Buffer.concat([body, Buffer.alloc(512 - rem)]);
}
