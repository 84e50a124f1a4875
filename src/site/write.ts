// Output goes to a staging folder beside the target and is swapped in only when every
// file is written: a failed build never leaves a half-written or emptied dist/.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutputFile {
  /** Relative to the output folder, with forward slashes. */
  path: string;
  contents: string | Uint8Array;
}

export interface WriteSummary {
  files: number;
  bytes: number;
}

/** Where files go: the disk (build) or memory (tests, dev). */
export interface Writer {
  write(file: OutputFile): Promise<void>;
}

const CONCURRENCY = 32;

export async function writeFiles(root: string, files: Iterable<OutputFile>): Promise<WriteSummary> {
  const list = [...files];
  const dirs = new Set<string>();
  for (const f of list) dirs.add(path.dirname(path.join(root, f.path)));
  // Parents before children; recursive mkdir of each distinct folder once.
  for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
  let bytes = 0;
  let next = 0;
  async function worker() {
    while (next < list.length) {
      const f = list[next++]!;
      bytes += typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength;
      await writeFile(path.join(root, f.path), f.contents);
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, list.length) }, worker));
  return { files: list.length, bytes };
}

/** Stage, then swap into `outDir`. The previous `outDir` is kept until the new one is complete. */
export async function writeSite(outDir: string, files: Iterable<OutputFile>): Promise<WriteSummary> {
  const target = path.resolve(outDir);
  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const staging = `${target}.tmp-${stamp}`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    const summary = await writeFiles(staging, files);
    await swapIn(staging, target, `${target}.old-${stamp}`);
    return summary;
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
}

async function swapIn(staging: string, target: string, old: string) {
  let hadOld = true;
  try {
    await rename(target, old);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    hadOld = false;
  }
  try {
    await rename(staging, target);
  } catch (err) {
    if (hadOld) await rename(old, target); // put the previous site back
    throw err;
  }
  if (hadOld) await rm(old, { recursive: true, force: true });
}
