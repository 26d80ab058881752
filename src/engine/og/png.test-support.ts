/** Reads a PNG the renderer wrote (8-bit RGB or RGBA, not interlaced): its size and a pixel's colour. */
import zlib from 'node:zlib';

export interface Png {
  width: number;
  height: number;
  /** `#rrggbb` of the pixel at (x, y), alpha left out. */
  hex(x: number, y: number): string;
}

export function readPng(data: Buffer): Png {
  if (!data.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])))
    throw new Error('not a PNG');
  if (data.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('no IHDR first');
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  const [depth, type, , , interlace] = data.subarray(24, 29);
  const channels = type === 6 ? 4 : type === 2 ? 3 : 0;
  if (depth !== 8 || !channels || interlace)
    throw new Error(`unsupported PNG (depth ${depth}, type ${type})`);
  const idat: Buffer[] = [];
  for (let at = 8; at < data.length;) {
    const len = data.readUInt32BE(at);
    if (data.subarray(at + 4, at + 8).toString('latin1') === 'IDAT')
      idat.push(data.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? px[y * stride + i - channels]! : 0;
      const b = y > 0 ? px[(y - 1) * stride + i]! : 0;
      const c = i >= channels && y > 0 ? px[(y - 1) * stride + i - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][filter]!;
      px[y * stride + i] = (x + pred) & 255;
    }
  }
  const hex = (x: number, y: number) =>
    `#${[...px.subarray(y * stride + x * channels, y * stride + x * channels + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  return { width, height, hex };
}
