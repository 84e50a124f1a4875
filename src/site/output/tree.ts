// The output folder as the write stage walks it. The build owns it (output-dir.ts), so whatever
// stands where one of its files or folders goes (a file where a folder must be, a folder where a
// file must be, a symbolic link anywhere on the path) is cleared by the commit (commit.ts) and the
// build's own put in. Nothing is read, written or removed through a link: a link is replaced,
// never followed, so nothing outside the output is touched. Paths are relative, with forward slashes.
import * as nodeFs from 'node:fs';
import { readdirSync, rmdirSync, unlinkSync, type Stats } from 'node:fs';
import path from 'node:path';
import { OUTPUT_MARKER } from '../output-dir.ts';

/** A path inside the output, as the build names its files: no empty, `.` or `..` part, no backslash. */
export const isPlainPath = (rel: string) =>
  !rel.includes('\\') && rel.split('/').every((p) => p !== '' && p !== '.' && p !== '..');

/** Names in the output's root that belong to the build's machinery (staging, marker, lock): never listed as stray files. */
export const isMachinery = (rel: string) => rel.split('/', 1)[0]!.startsWith('.agency-site-');

export class OutputTree {
  /** Folder → whether it and every folder above it are real folders (no link, no file). */
  private readonly real = new Map<string, boolean>([['.', true]]);
  /** Folder → the names of the real folders in it: one readdir answers for all (an lstat each cost as much as the rest of a rebuild's check). */
  private readonly subfolders = new Map<string, Set<string>>();

  constructor(
    private readonly outDir: string,
    private readonly fs: Pick<typeof nodeFs, 'lstatSync' | 'readdirSync'> = nodeFs,
  ) {}

  private full(rel: string): string {
    return path.join(this.outDir, rel);
  }

  /** Whether `dir` is reached through real folders only and is one itself. */
  isRealFolder(dir: string): boolean {
    let known = this.real.get(dir);
    if (known === undefined) {
      const parent = path.posix.dirname(dir);
      known = this.isRealFolder(parent) && this.subfoldersOf(parent).has(path.posix.basename(dir));
      this.real.set(dir, known);
    }
    return known;
  }

  private subfoldersOf(dir: string): Set<string> {
    let names = this.subfolders.get(dir);
    if (!names) {
      names = new Set(
        this.fs
          .readdirSync(this.full(dir), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name),
      ); // a link is not a folder here
      this.subfolders.set(dir, names);
    }
    return names;
  }

  /** What stands at `file` (a link is not followed), when it is reached through real folders only. */
  stat(file: string): Stats | undefined {
    return this.isRealFolder(path.posix.dirname(file))
      ? this.fs.lstatSync(this.full(file), { throwIfNoEntry: false })
      : undefined;
  }

  /** The commit made `dir` a real folder. */
  madeFolder(dir: string): void {
    this.real.set(dir, true);
    this.subfolders.set(dir, new Set());
  }
}

/**
 * Remove the files of the output that are not wanted: those the last update wrote (when its
 * record is known), else every file found there `among` those the update is about. Folders left
 * empty go too. Returns the files
 * that could not be removed, each with why; a file already gone, or now behind a link or a file
 * (not the one the build wrote), is not one of them.
 */
export function removeUnwanted(
  outDir: string,
  wanted: ReadonlySet<string>,
  lastFiles: readonly string[] | undefined,
  among: (file: string) => boolean = () => true,
): { file: string; why: string }[] {
  const tree = new OutputTree(outDir);
  const found = lastFiles ?? listFiles(outDir).filter(among);
  const emptied = new Set<string>();
  const failed: { file: string; why: string }[] = [];
  for (const file of found) {
    if (wanted.has(file) || file === OUTPUT_MARKER || isMachinery(file) || !isPlainPath(file)) continue;
    try {
      const s = tree.stat(file);
      if (!s || s.isDirectory()) continue;
      unlinkSync(path.join(outDir, file));
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code !== 'ENOENT') failed.push({ file, why: e.code ?? e.message });
      continue;
    }
    for (let d = path.posix.dirname(file); d !== '.'; d = path.posix.dirname(d)) emptied.add(d);
  }
  // Deepest first; a folder that still holds anything stays.
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(path.join(outDir, dir));
    } catch {
      // not empty (or no longer a folder)
    }
  }
  return failed;
}

/** Every file, link or other non-folder in the output (links are listed, not followed), but the build's machinery. */
function listFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !isMachinery(rel));
}
