// The spare's lock (cache/trees.ts), and its check taken ahead. Only the build holding the lock (a
// file beside the spare) touches the spare. Checking that every file and folder of the spare is
// as recorded is the largest part of a one-post rebuild (~10,700 stats at 4,000 posts, ~65 ms on
// one thread): given a stat thread (stat-thread.mjs), a build takes the lock as soon as it has
// read the manifest, and the thread checks the spare while this one reads the content and
// renders. Taken under the lock before the first stat, the answer holds until this build changes
// the spare itself (cache/trees.ts asks for it before that).
import { closeSync, mkdirSync, openSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { DirRecord, FileRecord } from './manifest.ts';

/** A lock older than this is a crashed build's: taken over. */
const STALE_LOCK_MS = 10 * 60 * 1000;

/** Take the spare's lock; false when another build holds it. */
export function lock(spare: string): boolean {
  const file = `${spare}.lock`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    closeSync(openSync(file, 'wx'));
    return true;
  } catch {
    try {
      if (Date.now() - statSync(file).mtimeMs < STALE_LOCK_MS) return false;
      unlinkSync(file);
      closeSync(openSync(file, 'wx'));
      return true;
    } catch {
      return false;
    }
  }
}

export function unlock(spare: string): void {
  try {
    unlinkSync(`${spare}.lock`);
  } catch {
    // already gone
  }
}

/** The spare's records that no longer hold: its files and folders not as recorded. */
export interface StaleRecords {
  files: ReadonlySet<string>;
  dirs: ReadonlySet<string>;
}

/** The spare's lock, held by this build, with the check of its records under way on a stat thread. */
export class SpareClaim {
  private held = true;
  /** Undefined when the check failed: the records are then checked one by one, as without a claim. */
  private readonly answer: Promise<StaleRecords | undefined>;

  private constructor(readonly dir: string, records: { files: Record<string, FileRecord>; dirs: Record<string, DirRecord> }, private readonly thread: Worker) {
    const files = Object.keys(records.files);
    const fileIds = new Float64Array(files.length * 3);
    files.forEach((f, i) => {
      const r = records.files[f]!;
      fileIds[i * 3] = r[1];
      fileIds[i * 3 + 1] = r[2];
      fileIds[i * 3 + 2] = r[3];
    });
    const dirs = Object.keys(records.dirs);
    const dirIds = new Float64Array(dirs.length * 2).fill(NaN);
    dirs.forEach((d, i) => {
      const r = records.dirs[d];
      if (r) dirIds.set(r, i * 2);
    });
    this.answer = new Promise((resolve) => {
      thread.once('message', (m: { files: string[]; dirs: string[] }) => resolve({ files: new Set(m.files), dirs: new Set(m.dirs) }));
      thread.once('error', () => resolve(undefined));
      thread.once('exit', () => resolve(undefined));
    });
    // Referenced while it works: the build awaits its answer.
    thread.ref();
    thread.postMessage({ root: dir, files: files.join('\0'), fileIds, dirs: dirs.join('\0'), dirIds }, [fileIds.buffer, dirIds.buffer]);
    void this.answer.then(() => thread.terminate());
  }

  /**
   * Take the lock of the spare at `dir`, recorded as `spare`, and have `thread` (stat-thread.mjs)
   * check it. Undefined when another build holds the lock, or the folders are not recorded; the
   * thread is then stopped, as it is once it has answered.
   */
  static take(dir: string, spare: { files: Record<string, FileRecord>; dirs?: Record<string, DirRecord> }, thread: Worker): SpareClaim | undefined {
    if (spare.dirs && lock(dir)) return new SpareClaim(dir, { files: spare.files, dirs: spare.dirs }, thread);
    void thread.terminate();
    return undefined;
  }

  get isHeld(): boolean {
    return this.held;
  }

  /** What no longer holds, while the lock is held and the spare untouched by this build. */
  stale(): Promise<StaleRecords | undefined> {
    return this.held ? this.answer : Promise.resolve(undefined);
  }

  /** Let go of the lock, and of the thread if it is still checking. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    unlock(this.dir);
    void this.thread.terminate();
  }
}
