// The write stage's commit: every staged file moved into place, or none. Before the first rename,
// every name is held to what file systems take (a part of 255 bytes, a path of 4,095), the limits
// a build met half-way with ENAMETOOLONG. What stands in the way (a file or link where a folder
// goes, a folder where a file goes, the old file) is moved aside into the staging folder, never
// deleted, and every step is written down with its undo: a step that fails all the same (a full
// disk, a folder turned read-only, a file system of shorter names) undoes the ones before it, and
// the output is as it was. A link is replaced, never followed.
import * as nodeFs from 'node:fs';
import path from 'node:path';
import { OutputTree } from './tree.ts';

/** The calls the commit makes: node:fs's, or a test's that fails at a chosen step. */
export type CommitFs = Pick<
  typeof nodeFs,
  'renameSync' | 'linkSync' | 'mkdirSync' | 'rmdirSync' | 'lstatSync' | 'readdirSync'
>;

// Linux's NAME_MAX and PATH_MAX (less its closing NUL): ext4, xfs, btrfs and tmpfs alike.
const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 4_095;

/** A path every part of which, and the whole, a file system takes; else an ENAMETOOLONG, before anything is moved. */
function assertName(full: string): void {
  const long = full.split(path.sep).find((part) => Buffer.byteLength(part) > MAX_NAME_BYTES);
  if (!long && Buffer.byteLength(full) <= MAX_PATH_BYTES) return;
  const what = long
    ? `a name of ${Buffer.byteLength(long)} bytes, over ${MAX_NAME_BYTES}`
    : `${Buffer.byteLength(full)} bytes, over ${MAX_PATH_BYTES}`;
  throw new CommitError(Object.assign(new Error(`ENAMETOOLONG: ${what}`), { code: 'ENAMETOOLONG', path: full }), []);
}

export class CommitError extends Error {
  constructor(
    readonly cause: NodeJS.ErrnoException,
    /** Steps that could not be undone (the output is then not as it was): each says what. */
    readonly notUndone: string[],
  ) {
    super(cause.message);
  }
}

export class Commit {
  private readonly undo: (() => void)[] = [];
  private readonly tree: OutputTree;
  private aside = 0;

  /** `besides`: a folder of the staging area where what stood in the way is kept until the end. */
  constructor(
    private readonly outDir: string,
    private readonly besides: string,
    private readonly fs: CommitFs = nodeFs,
  ) {
    this.tree = new OutputTree(outDir, fs);
  }

  /** Move each staged file to its place; on any failure, put everything back and throw CommitError. */
  run(staged: readonly (readonly [staged: string, file: string])[]): void {
    for (const [, file] of staged) assertName(path.join(this.outDir, file));
    this.fs.mkdirSync(this.besides, { recursive: true });
    try {
      for (const [from, file] of staged) this.put(from, file);
    } catch (err) {
      throw new CommitError(err as NodeJS.ErrnoException, this.rollBack());
    }
  }

  private full(rel: string): string {
    return path.join(this.outDir, rel);
  }

  /** Moves what stands at `full` aside (a rename: the same file system), to be put back on undo. */
  private moveAside(full: string): void {
    const kept = path.join(this.besides, String(this.aside++));
    this.fs.renameSync(full, kept);
    this.undo.push(() => this.fs.renameSync(kept, full));
  }

  /** Make `dir` a real folder, moving aside a file or link that stands where it or a folder above it goes. */
  private makeFolder(dir: string): void {
    if (this.tree.isRealFolder(dir)) return;
    this.makeFolder(path.posix.dirname(dir));
    const full = this.full(dir);
    if (this.fs.lstatSync(full, { throwIfNoEntry: false })) this.moveAside(full); // not a folder: a file or a link
    this.fs.mkdirSync(full);
    this.undo.push(() => this.fs.rmdirSync(full));
    this.tree.madeFolder(dir);
  }

  private put(staged: string, file: string): void {
    this.makeFolder(path.posix.dirname(file));
    const target = this.full(file);
    const there = this.tree.stat(file);
    if (there?.isDirectory()) this.moveAside(target);
    else if (there) {
      // The old file (or link) stays reachable by a second name, so that the new one replaces it
      // in one step, as visitors see it, and the undo puts it back in one step.
      const kept = path.join(this.besides, String(this.aside++));
      this.fs.linkSync(target, kept);
      this.fs.renameSync(staged, target);
      this.undo.push(() => this.fs.renameSync(kept, target));
      return;
    }
    this.fs.renameSync(staged, target);
    this.undo.push(() => this.fs.renameSync(target, staged));
  }

  /** Every step undone, the last first; returns those that could not be. */
  private rollBack(): string[] {
    const failed: string[] = [];
    for (const step of this.undo.reverse()) {
      try {
        step();
      } catch (err) {
        failed.push((err as Error).message);
      }
    }
    this.undo.length = 0;
    return failed;
  }
}
