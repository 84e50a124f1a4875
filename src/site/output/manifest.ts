// What the last build wrote into an output folder: each file's key and how it was left on disk
// (size, mtime). A file whose key is the same and which is still as it was left is not written
// again. Kept in the build cache, one per output folder; a build that fails or is killed half-way
// leaves none (the next one then checks every file: update.ts).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { hash } from 'node:crypto';
import path from 'node:path';
import { writeFileAtomic } from '../atomic-write.ts';

/** key, size in bytes, mtime in ms */
export type FileRecord = [key: string, bytes: number, mtimeMs: number];

export interface Manifest {
  format: number;
  outDir: string;
  files: Record<string, FileRecord>;
}

const FORMAT = 1;

export function manifestFile(cache: string, outDir: string): string {
  return path.join(cache, 'outputs', `${hash('sha1', outDir, 'hex').slice(0, 16)}.json`);
}

export function readManifest(file: string | undefined, outDir: string): Manifest | undefined {
  if (!file) return undefined;
  try {
    const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    return m.format === FORMAT && m.outDir === outDir ? m : undefined;
  } catch {
    return undefined; // none yet, or unreadable: every file is checked
  }
}

export function writeManifest(file: string, outDir: string, files: Record<string, FileRecord>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomic(file, JSON.stringify({ format: FORMAT, outDir, files } satisfies Manifest));
}

export function forgetManifest(file: string): void {
  rmSync(file, { force: true });
}
