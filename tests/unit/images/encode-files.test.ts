// encode.ts as the write stage meets it: each file of a picture wanted once, whichever srcs share
// the picture, and the cache never holding a file cut short by a build killed as it wrote it.
import * as fs from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { diagnostic } from '../../../src/site/diagnostics.ts';
import { encodeImages } from '../../../src/site/images/encode.ts';
import type { PreparedImage, PreparedImages } from '../../../src/site/images/prepare.ts';

/** Set: a write into the cache stops half-way, as when the build is killed. */
let killWrites = false;
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const writeFileSync: typeof real.writeFileSync = (file, data, options) => {
    if (killWrites && String(file).includes(`${path.sep}encoded${path.sep}`)) {
      real.writeFileSync(file, (data as Uint8Array).subarray(0, 10));
      throw new Error('killed');
    }
    real.writeFileSync(file, data, options);
  };
  return { ...real, default: { ...real, writeFileSync }, writeFileSync };
});

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-encode-'));
});
afterEach(async () => {
  killWrites = false;
  await rm(tmp, { recursive: true, force: true });
});

async function picture(srcs: Record<string, number[]>): Promise<PreparedImages> {
  const bytes = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#33aa66' } })
    .png()
    .toBuffer();
  const base = 'assets/img/a-x-0123456789';
  const catalog: Record<string, PreparedImage> = {};
  for (const [src, widths] of Object.entries(srcs))
    catalog[src] = { base, width: 200, height: 100, fallback: 'jpeg', widths };
  return {
    catalog,
    sources: new Map([[base, bytes]]),
    origins: [],
    refs: [],
    problems: [],
    warnings: [],
    notDownloaded: new Map(),
    cleaned: new Map(),
    problem: (src, message) => diagnostic({ file: src, rule: 'images', message }),
  };
}

const contentsOf = async (w: { contents: unknown }) => Buffer.from(await (w.contents as () => Promise<Uint8Array>)());

it('wants each file of a picture once, whichever srcs share it (images/a-x.svg and images/a/x.svg)', async () => {
  const files = encodeImages(await picture({ 'images/a-x.svg': [100, 200], 'images/a/x.svg': [200] }), undefined);
  const names = files.map((f) => f.file);
  expect(names).toEqual([...new Set(names)]);
  expect(names).toEqual([
    'assets/img/a-x-0123456789-100.avif',
    'assets/img/a-x-0123456789-100.webp',
    'assets/img/a-x-0123456789-200.avif',
    'assets/img/a-x-0123456789-200.jpg',
    'assets/img/a-x-0123456789-200.webp',
  ]);
  for (const f of files) expect((await contentsOf(f)).length).toBeGreaterThan(0);
});

it('a build killed while it writes a file into the cache leaves none there under its name', async () => {
  const cache = path.join(tmp, 'cache');
  const prepared = await picture({ 'images/a-x.svg': [200] });
  killWrites = true;
  for (const f of encodeImages(prepared, cache)) await expect(contentsOf(f)).rejects.toThrow('killed');
  killWrites = false;
  const encoded = path.join(cache, 'images/encoded');
  expect((await readdir(encoded)).filter((n) => !n.endsWith('.tmp'))).toEqual([]);
  // The next build makes them again, whole.
  for (const f of encodeImages(prepared, cache)) {
    const bytes = await contentsOf(f);
    expect((await sharp(bytes).metadata()).width).toBe(200);
    expect(fs.readFileSync(path.join(encoded, path.basename(f.file)))).toEqual(bytes);
  }
});
