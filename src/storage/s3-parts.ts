import type fs from 'node:fs/promises';

/** Body sources cut into upload parts: each yields Buffers of exactly `partSize` bytes (the last may be shorter). */

export async function* splitBuffer(body: Buffer, partSize: number): AsyncGenerator<Buffer> {
  for (let off = 0; off < body.length; off += partSize) yield body.subarray(off, off + partSize);
}

export async function* readFileParts(handle: fs.FileHandle, partSize: number): AsyncGenerator<Buffer> {
  for (let position = 0; ;) {
    const buf = Buffer.alloc(partSize);
    let filled = 0;
    while (filled < partSize) {
      const { bytesRead } = await handle.read(buf, filled, partSize - filled, position + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled === 0) return;
    position += filled;
    yield buf.subarray(0, filled);
    if (filled < partSize) return;
  }
}

/** Re-chunks a stream into parts of exactly `partSize` bytes (the last may be shorter). */
export async function* readStreamParts(
  stream: NodeJS.ReadableStream,
  partSize: number,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (pendingBytes + buf.length >= partSize) {
      const take = partSize - pendingBytes;
      pending.push(buf.subarray(0, take));
      yield Buffer.concat(pending);
      buf = buf.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (buf.length > 0) {
      pending.push(buf);
      pendingBytes += buf.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
