/**
 * The characters a font file has glyphs for, read from its `cmap` table (TrueType, OpenType or WOFF; the
 * formats satori reads), so each image is given only the fonts its text uses (render.ts).
 */
import zlib from 'node:zlib';

/** The font's table `tag`, inflated when the file is WOFF; null when it has none. */
function table(font: Buffer, tag: string): Buffer | null {
  const woff = font.toString('latin1', 0, 4) === 'wOFF';
  const count = font.readUInt16BE(woff ? 12 : 4);
  const size = woff ? 20 : 16;
  for (let i = 0, at = woff ? 44 : 12; i < count; i++, at += size) {
    if (font.toString('latin1', at, at + 4) !== tag) continue;
    const offset = font.readUInt32BE(at + (woff ? 4 : 8));
    const length = font.readUInt32BE(at + (woff ? 8 : 12));
    const data = font.subarray(offset, offset + length);
    return woff && length < font.readUInt32BE(at + 12) ? zlib.inflateSync(data) : data;
  }
  return null;
}

/** Format 4 (the Basic Multilingual Plane). */
function format4(t: Buffer, at: number, out: Set<number>): void {
  const segs = t.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + 2 * segs + 2;
  const deltas = starts + 2 * segs;
  const offsets = deltas + 2 * segs;
  for (let s = 0; s < segs; s++) {
    const end = t.readUInt16BE(ends + 2 * s);
    const delta = t.readUInt16BE(deltas + 2 * s);
    const rangeAt = offsets + 2 * s;
    const rangeOffset = t.readUInt16BE(rangeAt);
    for (let c = t.readUInt16BE(starts + 2 * s); c <= end && c !== 0xffff; c++) {
      let glyph = c;
      if (rangeOffset) {
        glyph = t.readUInt16BE(rangeAt + rangeOffset + 2 * (c - t.readUInt16BE(starts + 2 * s)));
        if (glyph === 0) continue;
      }
      if ((glyph + delta) & 0xffff) out.add(c);
    }
  }
}

/** Format 12 (all planes). */
function format12(t: Buffer, at: number, out: Set<number>): void {
  const groups = t.readUInt32BE(at + 12);
  for (let g = 0, p = at + 16; g < groups; g++, p += 12) {
    const first = t.readUInt32BE(p);
    const glyph = t.readUInt32BE(p + 8);
    for (let c = first, last = t.readUInt32BE(p + 4); c <= last; c++) if (glyph + c - first) out.add(c);
  }
}

/**
 * The code points with a glyph; null when the file has no Unicode map this reads, or one it cannot (then
 * the font may have any character).
 */
export function fontCharacters(font: Buffer): Set<number> | null {
  try {
    const t = table(font, 'cmap');
    if (!t) return null;
    const out = new Set<number>();
    for (let i = 0, n = t.readUInt16BE(2); i < n; i++) {
      const platform = t.readUInt16BE(4 + 8 * i);
      const encoding = t.readUInt16BE(6 + 8 * i);
      if (platform !== 0 && !(platform === 3 && (encoding === 1 || encoding === 10))) continue;
      const at = t.readUInt32BE(8 + 8 * i);
      const format = t.readUInt16BE(at);
      if (format === 4) format4(t, at, out);
      else if (format === 12) format12(t, at, out);
    }
    return out.size > 0 ? out : null;
  } catch {
    return null;
  }
}
