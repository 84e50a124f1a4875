// The manifest (cache/manifest.ts) stores the spare's records as they differ from the output's:
// what is read back must be exactly what was written, whatever the two folders hold.
import { isAscii } from 'node:buffer';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirRecords, readManifest, summarize, summarizeChange, writeManifest, type FileRecord, type Manifest } from '../../../src/site/cache/manifest.ts';

let cache: string;
beforeAll(async () => {
  cache = await mkdtemp(path.join(os.tmpdir(), 'agency-site-manifest-'));
});
afterAll(async () => {
  await rm(cache, { recursive: true, force: true });
});

const outDir = path.join(os.tmpdir(), 'agency-site-manifest-out');
const rec = (key: string, ino: number): FileRecord => [key, 100 + ino, 1795240667146.8274 + ino, ino];

function manifest(current: Record<string, FileRecord>, spareFiles?: Record<string, FileRecord>): Omit<Manifest, 'format' | 'outDir'> {
  return {
    code: 'c0de',
    reads: [],
    origins: ['https://images.example.org'],
    current,
    dirs: DirRecords.of({ '': [1, 2], blog: null }),
    spare: spareFiles && { dir: path.join(cache, 'out', 'x.spare'), files: spareFiles, dirs: DirRecords.of({ '': [3, 4] }) },
  };
}

/** A manifest with its folder records as plain records, to compare. */
function plain(m: Omit<Manifest, 'format' | 'outDir'> & Partial<Manifest>) {
  return { ...m, dirs: m.dirs?.records, spare: m.spare && { ...m.spare, dirs: m.spare.dirs?.records } };
}

describe('manifest', () => {
  it('reads back the spare as written: same, changed, only in the output, only in the spare', async () => {
    const current = { 'index.html': rec('a', 1), 'blog/x/index.html': rec('b', 2), 'new/index.html': rec('n', 3) };
    const spare = { 'index.html': rec('a', 1), 'blog/x/index.html': rec('b-old', 7), 'gone/index.html': rec('g', 8) };
    const written = manifest(current, spare);
    await writeManifest(cache, outDir, written);
    const read = readManifest(cache, outDir)!;
    expect(plain(read)).toEqual({ format: expect.any(Number), outDir: path.resolve(outDir), ...plain(written) });
    // The spare's record of a file the output holds the same is not stored twice.
    const file = (await readdir(path.join(cache, 'out'))).find((f) => f.endsWith('.json'))!;
    const stored = JSON.parse(await readFile(path.join(cache, 'out', file), 'utf8'));
    expect(Object.keys(stored.spare.except).sort()).toEqual(['blog/x/index.html', 'gone/index.html', 'new/index.html']);
  });

  it('reads back a manifest without a spare, and an empty spare', async () => {
    const current = { 'index.html': rec('a', 1) };
    for (const written of [manifest(current), manifest(current, {})]) {
      await writeManifest(cache, outDir, written);
      expect(plain(readManifest(cache, outDir)!)).toEqual({ format: expect.any(Number), outDir: path.resolve(outDir), ...plain(written) });
    }
  });

  it('reads back non-ASCII file names exactly, from a file written in ASCII', async () => {
    const current = { 'downloads/मूल्य-सूची.pdf': rec('p', 1), 'café/index.html': rec('c', 2), 'emoji-😀.txt': rec('e', 3) };
    const written = manifest(current, { 'café/index.html': rec('c-old', 4) });
    await writeManifest(cache, outDir, written);
    expect(plain(readManifest(cache, outDir)!)).toEqual({ format: expect.any(Number), outDir: path.resolve(outDir), ...plain(written) });
    const file = (await readdir(path.join(cache, 'out'))).find((f) => f.endsWith('.json'))!;
    expect(isAscii(await readFile(path.join(cache, 'out', file)))).toBe(true);
  });

  it("the output's folder records carried over as the spare's, read or not, come back as they were; records changed are stored changed", async () => {
    await writeManifest(cache, outDir, manifest({ 'index.html': rec('a', 1) }, { 'index.html': rec('a', 1) }));
    const first = readManifest(cache, outDir)!;
    // A rebuild: the output's records become the spare's as read (never looked at), the new
    // output's are made; then one built from records that were read and changed.
    await writeManifest(cache, outDir, { ...first, dirs: DirRecords.of({ '': [5, 6] }), spare: { ...first.spare!, dirs: first.dirs } });
    const second = readManifest(cache, outDir)!;
    expect(second.spare!.dirs!.records).toEqual({ '': [1, 2], blog: null });
    expect(second.dirs!.records).toEqual({ '': [5, 6] });
    second.spare!.dirs!.records.blog = [7, 8];
    await writeManifest(cache, outDir, { ...second, spare: { ...second.spare!, dirs: second.spare!.dirs } });
    expect(readManifest(cache, outDir)!.spare!.dirs!.records).toEqual({ '': [1, 2], blog: [7, 8] });
  });

  it('a summary worked out from the pages that changed is the one worked out from every file', () => {
    const assets = { js: '/a.js', jsBytes: 1, jsGzipBytes: 1, css: '/a.css', cssBytes: 1, cssGzipBytes: 1 };
    const before: Record<string, FileRecord> = { 'sitemap.xml': rec('s', 900) };
    for (let i = 0; i < 40; i++) before[`p${i}/index.html`] = ['k', 1000 + ((i * 37) % 200), 1, i];
    const previous = summarize(before, 40, assets);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const after = { ...before };
      const changed = [...new Set([0, 1, 2].map(() => `p${Math.floor(random() * 40)}/index.html`))];
      // Sizes up or down, some past the heaviest page, the heaviest page itself now and then.
      for (const f of changed) after[f] = ['k2', 900 + Math.floor(random() * 400), 2, before[f]![3]];
      expect(summarizeChange(previous, before, after, changed), changed.join()).toEqual(summarize(after, 40, assets));
    }
  });

  it('a manifest for another output folder is not read', async () => {
    await writeManifest(cache, outDir, manifest({ 'index.html': rec('a', 1) }));
    expect(readManifest(cache, outDir + '-other')).toBeUndefined();
  });
});
