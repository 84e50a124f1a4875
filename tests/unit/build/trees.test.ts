// Double-buffered output (src/site/cache/trees.ts) with a stand-in renderer: which files are
// rendered, linked, written or removed, and what a failure leaves behind.
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirRecords, type FileRecord, type Manifest } from '../../../src/site/cache/manifest.ts';
import { contentKey, outputIntact, updateOutput, type RenderInto, type Wanted } from '../../../src/site/cache/trees.ts';
import { MARKER_TEXT, OUTPUT_MARKER } from '../../../src/site/output-dir.ts';
import { readTree as readAll } from './helpers.ts';

/** The output's files but its marker (output-dir.ts), which every output holds. */
async function readTree(dir: string): Promise<Map<string, string>> {
  const tree = await readAll(dir);
  tree.delete(OUTPUT_MARKER);
  return tree;
}

let tmp: string;
let outDir: string;
let spare: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-trees-'));
  outDir = path.join(tmp, 'dist');
  spare = path.join(tmp, 'spare');
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Pages "render" to their key; records what it was asked for. */
function renderer(pages: string[], fail?: string) {
  const asked: string[] = [];
  const render: RenderInto = async (indexes, dir) => {
    const made = new Map<number, FileRecord>();
    for (const i of indexes) {
      const file = `${pages[i]}/index.html`;
      if (file === fail) throw new Error(`cannot render ${file}`);
      asked.push(file);
      const full = path.join(dir, file);
      await rm(full, { force: true });
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, `page ${pages[i]} v${versions.get(pages[i]!) ?? 1}`);
      const s = await stat(full);
      made.set(i, ['', s.size, s.mtimeMs, s.ino]);
    }
    return made;
  };
  return { render, asked };
}

const versions = new Map<string, number>();
function wanted(pages: string[], extra: Record<string, string> = {}): Wanted[] {
  return [
    ...pages.map((p, page) => ({ file: `${p}/index.html`, key: `${p}@${versions.get(p) ?? 1}`, page })),
    ...Object.entries(extra).map(([file, contents]) => ({ file, key: contentKey(contents), contents })),
    { file: OUTPUT_MARKER, key: contentKey(MARKER_TEXT), contents: MARKER_TEXT },
  ];
}

async function run(pages: string[], manifest: Manifest | undefined, extra: Record<string, string> = {}, fail?: string) {
  const r = renderer(pages, fail);
  const result = await updateOutput({ outDir, spare, manifest, wanted: wanted(pages, extra), render: r.render });
  const next: Manifest = {
    format: 0,
    outDir,
    code: 'x',
    reads: [],
    current: result.files,
    dirs: DirRecords.of(result.dirs),
    spare: result.spare ? { dir: spare, files: result.spare, dirs: result.spareDirs } : undefined,
  };
  return { result, asked: r.asked.sort(), manifest: next };
}

describe('updateOutput', () => {
  it('first build: renders every page, writes the other files', async () => {
    versions.clear();
    const { result, asked } = await run(['a', 'b'], undefined, { 'robots.txt': 'hi' });
    expect(asked).toEqual(['a/index.html', 'b/index.html']);
    expect(result).toMatchObject({ rendered: 2, written: 2, unchanged: false }); // robots.txt and the marker
    expect(Object.fromEntries(await readTree(outDir))).toEqual({ 'a/index.html': 'page a v1', 'b/index.html': 'page b v1', 'robots.txt': 'hi' });
  });

  it('nothing changed: nothing rendered, the output folder left alone', async () => {
    versions.clear();
    const first = await run(['a', 'b'], undefined, { 'robots.txt': 'hi' });
    const inode = (await stat(outDir)).ino;
    const second = await run(['a', 'b'], first.manifest, { 'robots.txt': 'hi' });
    expect(second.result.unchanged).toBe(true);
    expect(second.asked).toEqual([]);
    expect((await stat(outDir)).ino).toBe(inode);
  });

  it('one change: only that page renders; the rest is linked; the old output becomes the spare', async () => {
    versions.clear();
    const first = await run(['a', 'b', 'c'], undefined);
    versions.set('b', 2);
    const second = await run(['a', 'b', 'c'], first.manifest);
    expect(second.asked).toEqual(['b/index.html']);
    expect(await readFile(path.join(outDir, 'b/index.html'), 'utf8')).toBe('page b v2');
    expect(await readFile(path.join(spare, 'b/index.html'), 'utf8')).toBe('page b v1'); // the previous output, intact
    versions.set('c', 2);
    const third = await run(['a', 'b', 'c'], second.manifest);
    // The spare had a and c (v1); b v2 is linked from the live output, c renders.
    expect(third.asked).toEqual(['c/index.html']);
    expect(Object.fromEntries(await readTree(outDir))).toEqual({ 'a/index.html': 'page a v1', 'b/index.html': 'page b v2', 'c/index.html': 'page c v2' });
  });

  it('a page gone from the site is gone from the output, with its folder', async () => {
    versions.clear();
    const first = await run(['a', 'b'], undefined);
    const second = await run(['a', 'b', 'c'], first.manifest);
    await run(['a'], second.manifest);
    expect([...(await readTree(outDir)).keys()]).toEqual(['a/index.html']);
    expect(existsSync(path.join(outDir, 'b'))).toBe(false);
  });

  it('files added by hand anywhere in the output are gone two builds later, when that folder is the spare', async () => {
    versions.clear();
    const first = await run(['blog/a', 'blog/b', 'c'], undefined);
    // Folders written a moment ago may change again within the same timestamp tick: not trusted.
    expect(first.manifest.dirs!.records['blog/b']).toBeNull();
    // Right after the build (within a timestamp tick of its last write, in the folder it wrote last),
    // in a recorded folder, and in a folder of its own.
    await writeFile(path.join(outDir, 'blog/b/stray.txt'), 'not ours');
    await writeFile(path.join(outDir, 'blog/a/stray.txt'), 'not ours');
    await mkdir(path.join(outDir, 'blog/new/deep'), { recursive: true });
    await writeFile(path.join(outDir, 'blog/new/deep/stray.txt'), 'not ours');
    versions.set('c', 2);
    const second = await run(['blog/a', 'blog/b', 'c'], first.manifest);
    expect(second.asked).toEqual(['c/index.html']);
    versions.set('c', 3);
    const third = await run(['blog/a', 'blog/b', 'c'], second.manifest);
    expect(third.asked).toEqual(['c/index.html']);
    expect([...(await readTree(outDir)).keys()].sort()).toEqual(['blog/a/index.html', 'blog/b/index.html', 'c/index.html']);
    expect(existsSync(path.join(outDir, 'blog/new'))).toBe(false);
  });

  it('the output checked file by file and folder by folder: a page edited or a file added by hand is noticed', async () => {
    versions.clear();
    const first = await run(['blog/a', 'c'], undefined);
    expect(outputIntact(outDir, first.manifest.current, first.manifest.dirs?.records)).toBe(true);
    await writeFile(path.join(outDir, 'blog/a/extra.txt'), 'not ours');
    expect(outputIntact(outDir, first.manifest.current, first.manifest.dirs?.records)).toBe(false);
    await rm(path.join(outDir, 'blog/a/extra.txt'));
    expect(outputIntact(outDir, first.manifest.current, first.manifest.dirs?.records)).toBe(true);
    await writeFile(path.join(outDir, 'c/index.html'), 'edited');
    expect(outputIntact(outDir, first.manifest.current, first.manifest.dirs?.records)).toBe(false);
    const again = await run(['blog/a', 'c'], first.manifest);
    expect(again.asked).toEqual(['c/index.html']);
    expect(outputIntact(outDir, again.manifest.current, again.manifest.dirs?.records)).toBe(true);
  });

  it('a failed render leaves the output untouched, and the half-updated spare is not trusted again', async () => {
    versions.clear();
    const first = await run(['a', 'b'], undefined);
    const second = await run(['a', 'b'], { ...first.manifest, current: { ...first.manifest.current, 'b/index.html': ['stale', 0, 0, 0] } });
    const before = await readTree(outDir);
    versions.set('a', 2);
    versions.set('b', 2);
    await expect(run(['a', 'b'], second.manifest, {}, 'b/index.html')).rejects.toThrow('cannot render b/index.html');
    expect(await readTree(outDir)).toEqual(before);
    expect(existsSync(path.join(spare, '.agency-site-updating'))).toBe(true);
    // The spare got a v2 before b failed and is marked: the next build starts from a fresh folder.
    versions.set('a', 3);
    versions.set('b', 1);
    const after = await run(['a', 'b'], second.manifest);
    expect(after.asked).toEqual(['a/index.html']);
    expect(Object.fromEntries(await readTree(outDir))).toEqual({ 'a/index.html': 'page a v3', 'b/index.html': 'page b v1' });
    expect(existsSync(path.join(spare, '.agency-site-updating'))).toBe(false);
  });
});
