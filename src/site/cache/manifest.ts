// What the last successful build wrote into an output folder: for each page its cache key and the
// identity of the file (size, mtime, inode). A page whose key is unchanged and whose file is still
// exactly the one we wrote is hard-linked into the new output instead of rendered again; a file
// edited or replaced by hand since fails the identity check and is rendered again.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_FORMAT } from './code.ts';
import type { TrackedCollection } from './page-keys.ts';

/** [key, bytes, mtimeMs, ino] */
export type PageRecord = [string, number, number, number];

export interface Manifest {
  format: number;
  outDir: string;
  /** Code fingerprint of the build that wrote it: when it differs, every page renders again. */
  code: string;
  /** Collections the renderer read directly (page-keys.ts); part of every key. */
  reads: TrackedCollection[];
  pages: Record<string, PageRecord>;
}

function manifestFile(cacheDir: string, outDir: string): string {
  const id = createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return path.join(cacheDir, 'out', `${id}.json`);
}

export async function readManifest(cacheDir: string | undefined, outDir: string): Promise<Manifest | undefined> {
  if (!cacheDir) return undefined;
  try {
    const m = JSON.parse(await readFile(manifestFile(cacheDir, outDir), 'utf8')) as Manifest;
    return m.format === CACHE_FORMAT && m.outDir === path.resolve(outDir) ? m : undefined;
  } catch {
    return undefined;
  }
}

/** Written after the new output is in place; removed before, so a crash in between never lies. */
export async function writeManifest(cacheDir: string | undefined, outDir: string, manifest: Omit<Manifest, 'format' | 'outDir'>): Promise<void> {
  if (!cacheDir) return;
  const file = manifestFile(cacheDir, outDir);
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify({ format: CACHE_FORMAT, outDir: path.resolve(outDir), ...manifest }));
  await rename(tmp, file);
}

export async function forgetManifest(cacheDir: string | undefined, outDir: string): Promise<void> {
  if (cacheDir) await rm(manifestFile(cacheDir, outDir), { force: true });
}

/** The previous page at `file`, if it is still byte-for-byte what that build wrote. */
export async function stillOurs(outDir: string, file: string, record: PageRecord): Promise<boolean> {
  const s = await stat(path.join(outDir, file)).catch(() => undefined);
  return !!s && s.isFile() && s.size === record[1] && s.mtimeMs === record[2] && s.ino === record[3];
}
