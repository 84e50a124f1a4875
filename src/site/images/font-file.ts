// WOFF 1.0 fonts, as the @fontsource packages ship them: the plain TrueType file the share cards'
// shaper opens (sharp's FreeType reads neither WOFF nor WOFF2), and the characters a font has
// glyphs for (its cmap). WOFF is a TrueType file whose tables are each zlib-compressed, so both
// are a few lines here rather than a font-parsing dependency.
import { inflateSync } from 'node:zlib';

/** The font's tables by tag ('cmap', 'glyf'…), decompressed. */
export function woffTables(woff: Buffer): Map<string, Buffer> {
  if (woff.length < 44 || woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const tables = new Map<string, Buffer>();
  const count = woff.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + stored);
    tables.set(woff.toString('latin1', entry, entry + 4), stored < length ? inflateSync(raw) : raw);
  }
  return tables;
}

/** The same font as a TrueType (sfnt) file: its tables, uncompressed, after a table directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  const tables = [...woffTables(woff)].sort(([a], [b]) => (a < b ? -1 : 1)); // the directory is sorted by tag
  const n = tables.length;
  const start = 12 + 16 * n;
  const out = Buffer.alloc(tables.reduce((size, [, data]) => size + pad4(data.length), start));
  woff.copy(out, 0, 4, 8); // the flavour: TrueType or CFF outlines
  const power = 2 ** Math.floor(Math.log2(n));
  out.writeUInt16BE(n, 4);
  out.writeUInt16BE(power * 16, 6); // searchRange, entrySelector, rangeShift: as the format wants them
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(n * 16 - power * 16, 10);
  let offset = start;
  tables.forEach(([tag, data], i) => {
    const entry = 12 + 16 * i;
    out.write(tag, entry, 'latin1');
    out.writeUInt32BE(checksum(data), entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(data.length, entry + 12);
    data.copy(out, offset);
    offset += pad4(data.length);
  });
  return out;
}

const pad4 = (n: number) => (n + 3) & ~3;

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc(pad4(data.length) - data.length)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The code points a cmap table maps to a glyph, as sorted [first, last] ranges. */
export function cmapRanges(cmap: Buffer): [number, number][] {
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    return { platform: cmap.readUInt16BE(4 + i * 8), offset, format: cmap.readUInt16BE(offset) };
  }).filter((s) => s.platform === 0 || s.platform === 3);
  // Format 12 holds every plane; format 4 only the first (fonts with both have the same there).
  const full = subtables.find((s) => s.format === 12);
  if (full) return merge(format12(cmap, full.offset));
  const bmp = subtables.find((s) => s.format === 4);
  return bmp ? merge(format4(cmap, bmp.offset)) : [];
}

function format12(cmap: Buffer, at: number): [number, number][] {
  return Array.from({ length: cmap.readUInt32BE(at + 12) }, (_, i): [number, number] => [
    cmap.readUInt32BE(at + 16 + i * 12),
    cmap.readUInt32BE(at + 20 + i * 12),
  ]);
}

function format4(cmap: Buffer, at: number): [number, number][] {
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const ranges: [number, number][] = [];
  for (let s = 0; s < segments; s++) {
    const first = cmap.readUInt16BE(starts + s * 2);
    const last = cmap.readUInt16BE(ends + s * 2);
    const delta = cmap.readUInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = first; c <= last && c !== 0xffff; c++) {
      // A code point mapped to glyph 0 (.notdef) has no glyph of its own.
      let glyph = (c + delta) & 0xffff;
      if (rangeOffset) {
        const raw = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - first) * 2);
        glyph = raw && (raw + delta) & 0xffff;
      }
      if (glyph) ranges.push([c, c]);
    }
  }
  return ranges;
}

/** Sorted, with touching or overlapping ranges joined. */
export function merge(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}
