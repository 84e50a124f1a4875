// Output goes to a staging folder beside the target and is swapped in only when every
// file is written: a failed build never leaves a half-written or emptied dist/.
import { copyFile, link, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markOwned, removeOwned } from './output-dir.ts';

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

function byteLength(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}

/** Run `fn` over `items` with a bounded number in flight; items are pulled lazily (streaming). */
export async function eachLimit<T>(items: Iterable<T>, limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  const it = items[Symbol.iterator]();
  let failed: unknown;
  let done = false;
  async function lane() {
    while (!done && failed === undefined) {
      let next: IteratorResult<T>;
      try {
        next = it.next();
      } catch (err) {
        failed ??= err;
        return;
      }
      if (next.done) {
        done = true;
        return;
      }
      try {
        await fn(next.value);
      } catch (err) {
        failed ??= err;
      }
    }
  }
  await Promise.all(Array.from({ length: limit }, lane));
  if (failed !== undefined) throw failed;
}

/**
 * A staging folder beside the target. Files are written (or linked from the previous output) as
 * they come; `commit` swaps the folder in, `abort` removes it and leaves the target as it was.
 */
export class Staging {
  /** Folder → its mkdir, shared: a second file in the folder must wait for the same mkdir. */
  private readonly dirs = new Map<string, Promise<unknown>>();
  files = 0;
  bytes = 0;

  private constructor(
    readonly target: string,
    readonly dir: string,
    private readonly stamp: string,
  ) {}

  static async open(outDir: string): Promise<Staging> {
    const target = path.resolve(outDir);
    const stamp = `${process.pid}-${Date.now().toString(36)}`;
    await mkdir(path.dirname(target), { recursive: true });
    const staging = new Staging(target, `${target}.tmp-${stamp}`, stamp);
    await mkdir(staging.dir, { recursive: true });
    await markOwned(staging.dir);
    return staging;
  }

  /** Create the folder of `rel` once per build (parents included). */
  async folderOf(rel: string): Promise<void> {
    const dir = path.dirname(path.join(this.dir, rel));
    let made = this.dirs.get(dir);
    if (!made) this.dirs.set(dir, (made = mkdir(dir, { recursive: true })));
    await made;
  }

  async write(file: OutputFile): Promise<void> {
    await this.folderOf(file.path);
    await writeFile(path.join(this.dir, file.path), file.contents);
    this.count(byteLength(file.contents));
  }

  async writeAll(files: Iterable<OutputFile>): Promise<void> {
    await eachLimit(files, CONCURRENCY, (f) => this.write(f));
  }

  /** Reuse a file of the previous output unchanged: a hard link (a copy where links fail). */
  async reuse(previousRoot: string, rel: string, bytes: number): Promise<void> {
    await this.folderOf(rel);
    const from = path.join(previousRoot, rel);
    const to = path.join(this.dir, rel);
    await link(from, to).catch(() => copyFile(from, to));
    this.count(bytes);
  }

  /** Account for a file written into `dir` by someone else (a render worker). */
  count(bytes: number): void {
    this.files++;
    this.bytes += bytes;
  }

  /** Swap the staging folder in. The previous output is kept until the new one is in place. */
  async commit(): Promise<WriteSummary> {
    await swapIn(this.dir, this.target, `${this.target}.old-${this.stamp}`);
    return { files: this.files, bytes: this.bytes };
  }

  async abort(): Promise<void> {
    await removeOwned(this.dir);
  }
}

export async function writeFiles(root: string, files: Iterable<OutputFile>): Promise<WriteSummary> {
  const list = [...files];
  const dirs = new Set<string>();
  for (const f of list) dirs.add(path.dirname(path.join(root, f.path)));
  // Parents before children; recursive mkdir of each distinct folder once.
  for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
  let bytes = 0;
  await eachLimit(list, CONCURRENCY, async (f) => {
    bytes += byteLength(f.contents);
    await writeFile(path.join(root, f.path), f.contents);
  });
  return { files: list.length, bytes };
}

/** Stage, then swap into `outDir`. The previous `outDir` is kept until the new one is complete. */
export async function writeSite(outDir: string, files: Iterable<OutputFile>): Promise<WriteSummary> {
  const staging = await Staging.open(outDir);
  try {
    await staging.writeAll(files);
    return await staging.commit();
  } catch (err) {
    await staging.abort();
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
  if (hadOld) await removeOwned(old);
}
