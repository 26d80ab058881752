import { gzipSync, createGzip } from 'node:zlib';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { Header } from 'tar';

/** One raw tar entry; `type` is node-tar's name ('File', 'SymbolicLink', 'Link', 'CharacterDevice', 'FIFO'...). */
export interface RawEntry {
  path: string;
  type?: string;
  body?: Buffer;
  /** Size written in the header when it should differ from the body (lying headers). */
  size?: number;
  linkpath?: string;
}

/** A 512-byte ustar header block, written by hand so that no library cleans up the hostile parts. */
export function headerBlock(e: RawEntry): Buffer {
  const block = Buffer.alloc(512);
  const h = new Header({
    path: e.path,
    type: (e.type ?? 'File') as never,
    size: e.size ?? e.body?.length ?? 0,
    mode: 0o644,
    mtime: new Date(0),
    linkpath: e.linkpath,
    uid: 0,
    gid: 0,
  });
  h.encode(block);
  return block;
}

function padded(body: Buffer): Buffer {
  const rem = body.length % 512;
  return rem === 0 ? body : Buffer.concat([body, Buffer.alloc(512 - rem)]);
}

/** A whole uncompressed tar: headers, bodies padded to blocks, and the two closing zero blocks. */
export function rawTar(entries: RawEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    parts.push(headerBlock(e));
    if (e.body && e.body.length > 0) parts.push(padded(e.body));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

export function gzipTar(entries: RawEntry[]): Buffer {
  return gzipSync(rawTar(entries));
}

/**
 * A .tar.gz holding one file of `size` zero bytes, streamed so the test never holds it in memory:
 * it compresses about 1000:1, which is what makes it bomb-like.
 */
export async function writeZeroFileTar(file: string, name: string, size: number): Promise<void> {
  const gz = createGzip();
  const out = createWriteStream(file);
  gz.pipe(out);
  gz.write(headerBlock({ path: name, size }));
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = size; left > 0; left -= chunk.length) {
    if (!gz.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await once(gz, 'drain');
  }
  const rem = size % 512;
  if (rem) gz.write(Buffer.alloc(512 - rem));
  gz.end(Buffer.alloc(1024));
  await once(out, 'close');
}

/**
 * A .tar.gz of `count` empty files named `f0`, `f1`... after `first`, built from one template header
 * (only the name and checksum change), so that hundreds of thousands of entries cost well under a second.
 */
export function manyEmptyFilesTar(first: RawEntry[], count: number): Buffer {
  const template = headerBlock({ path: 'x' });
  template.fill(0, 0, 100); // the name field, filled per entry
  template.fill(0x20, 148, 156); // the checksum field counts as spaces while summing
  let base = 0;
  for (const byte of template) base += byte;
  const blocks = Buffer.alloc(count * 512);
  for (let i = 0; i < count; i++) {
    const off = i * 512;
    template.copy(blocks, off);
    const name = `f${i}`;
    blocks.write(name, off, 'latin1');
    let sum = base;
    for (let j = 0; j < name.length; j++) sum += name.charCodeAt(j);
    blocks.write(`${sum.toString(8).padStart(6, '0')}\0 `, off + 148, 'latin1');
  }
  return gzipSync(Buffer.concat([rawTar(first).subarray(0, -1024), blocks, Buffer.alloc(1024)]), {
    level: 1,
  });
}
