// Double-buffered output. Besides the live output folder the cache keeps its previous version, the
// spare; a build brings the spare up to date (only the files that differ: hard-linked from the live
// folder when they are there, rendered or written when new) and swaps the two. So a rebuild costs
// what changed, not the size of the site, and the live folder is never touched before the swap: a
// failed build leaves it as it was (CONTRACT.md). Without a spare (first build, cache off) a fresh
// staging folder is filled instead, reusing unchanged files from the live folder by hard link.
//
// Every file is recorded with its key (page key, or hash of its contents) and its identity (size,
// mtime, inode): a file changed or replaced by hand since no longer matches its record and is made
// again. Files are never written in place, only replaced, as the two folders share inodes.
// Every folder is recorded too (mtime, inode): a folder still as recorded holds no entry but the
// recorded ones (adding or removing one changes its mtime), so only changed folders are read to
// find files added by hand, instead of walking the whole tree.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, linkSync, mkdirSync, openSync, readdirSync, renameSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from '../write.ts';
import { Staging } from '../write.ts';
import { removeOwned } from '../output-dir.ts';
import { pageWriter } from '../pool/write-page.mjs';
import type { DirRecord, DirRecords, FileRecord, Manifest } from './manifest.ts';

/**
 * A file the new output must hold: a page (rendered by route index) or given contents (or a
 * function giving them, called only when the file has to be written).
 */
export type Wanted = { file: string; key: string } & ({ page: number } | { contents: OutputFile['contents'] | (() => OutputFile['contents']) });

export function contentKey(contents: OutputFile['contents']): string {
  return 'sha1:' + createHash('sha1').update(contents).digest('base64url');
}

/** Renders the given route indexes into `dir` (`fresh`: an empty staging folder); answers records for what it wrote. */
export type RenderInto = (indexes: number[], dir: string, fresh: boolean) => Promise<Map<number, FileRecord>>;

export interface TreeResult {
  files: Record<string, FileRecord>;
  /** Pages rendered by this build. */
  rendered: number;
  renderedFiles: string[];
  /** Files taken over unchanged (kept, or linked from the live folder). */
  reused: number;
  written: number;
  /** Nothing differed from the live folder: it was left alone. */
  unchanged: boolean;
  /** The output folder's folders. */
  dirs: Record<string, DirRecord>;
  /** What the spare folder holds now (the previous output), if there is one. */
  spare?: Record<string, FileRecord>;
  spareDirs?: DirRecords;
}

const marker = '.agency-site-updating';

/**
 * `rel` (as recorded: forward slashes, '' the folder itself) inside `root`. Joined by hand: path.join
 * normalizes the whole path again, a cost paid for every file and folder on every rebuild.
 */
function under(root: string, rel: string): string {
  return rel ? `${root}/${rel}` : root;
}

/** The file in `dir` is the one `record` describes, and is wanted with the key it was made for. */
export function identical(dir: string, file: string, record: FileRecord | undefined, key: string): boolean {
  if (!record || record[0] !== key) return false;
  try {
    const s = statSync(under(dir, file));
    return s.isFile() && s.size === record[1] && s.mtimeMs === record[2] && s.ino === record[3];
  } catch {
    return false;
  }
}

/** `file` in `dir` becomes a hard link to `from` (whatever was there is replaced). */
function linkFile(dir: string, file: string, from: string) {
  const to = path.join(dir, file);
  try {
    unlinkSync(to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') mkdirSync(path.dirname(to), { recursive: true });
    else throw err;
  }
  linkSync(from, to);
}

/** Every file under `dir`, relative, with forward slashes. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isDirectory()) out.push(path.relative(dir, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/'));
  }
  return out;
}

function parentOf(file: string): string {
  const i = file.lastIndexOf('/');
  return i < 0 ? '' : file.slice(0, i);
}

/** The folders holding `files`, with their ancestors; '' is the root. */
function foldersOf(files: Iterable<string>): Set<string> {
  const dirs = new Set<string>(['']);
  for (const f of files) for (let d = parentOf(f); d && !dirs.has(d); d = parentOf(d)) dirs.add(d);
  return dirs;
}

function sameDir(root: string, dir: string, record: DirRecord | undefined): boolean {
  if (!record) return false;
  try {
    const s = statSync(under(root, dir));
    return s.isDirectory() && s.mtimeMs === record[0] && s.ino === record[1];
  } catch {
    return false;
  }
}

/**
 * A folder changed less than this before it was recorded may change again within the same
 * timestamp tick without its mtime moving: such a record is not trusted (read next time).
 */
const RACY_MS = 100;

/** Records of `dirs` under `root` as they are now. */
function recordDirs(root: string, dirs: Iterable<string>, into: Record<string, DirRecord> = {}): Record<string, DirRecord> {
  const now = Date.now();
  for (const d of dirs) {
    try {
      const s = statSync(under(root, d));
      into[d] = s.isDirectory() && s.mtimeMs < now - RACY_MS ? [s.mtimeMs, s.ino] : null;
    } catch {
      delete into[d];
    }
  }
  return into;
}

interface Scan {
  /** Files present that `files` does not record. */
  unrecorded: string[];
  /** Folders found as recorded (so holding only recorded entries). */
  unchanged: Set<string>;
  /** The folders holding the recorded files (foldersOf). */
  known: Set<string>;
}

/**
 * What `root` holds besides the recorded `files`. Only the folders whose record no longer matches
 * (and the root, whose mtime a rename may leave alone) are read; without records, all are.
 */
function scan(root: string, files: Record<string, FileRecord>, dirs: Record<string, DirRecord> | undefined): Scan {
  const known = foldersOf(Object.keys(files));
  if (!dirs) return { unrecorded: filesUnder(root).filter((f) => !Object.hasOwn(files, f)), unchanged: new Set(), known };
  const unrecorded: string[] = [];
  const unchanged = new Set<string>();
  for (const d of known) {
    if (d !== '' && sameDir(root, d, dirs[d])) {
      unchanged.add(d);
      continue;
    }
    let entries;
    try {
      entries = readdirSync(path.join(root, d), { withFileTypes: true });
    } catch {
      continue; // gone: its recorded files are missing, and found so one by one
    }
    for (const e of entries) {
      const rel = d ? `${d}/${e.name}` : e.name;
      if (!e.isDirectory()) {
        if (!Object.hasOwn(files, rel)) unrecorded.push(rel);
      } else if (!known.has(rel)) {
        for (const f of filesUnder(path.join(root, rel))) unrecorded.push(`${rel}/${f}`);
      }
    }
  }
  return { unrecorded, unchanged, known };
}

/** Drop a file's record: its folder is then read next time, so that the file is found, as unrecorded. */
export function forgetFile(tree: Pick<TreeResult, 'files' | 'dirs'>, file: string): void {
  delete tree.files[file];
  if (Object.hasOwn(tree.dirs, parentOf(file))) tree.dirs[parentOf(file)] = null;
}

/** The output folder holds exactly the recorded files, each still the one recorded (nothing added by hand). */
export function outputIntact(outDir: string, files: Record<string, FileRecord>, dirs?: Record<string, DirRecord>): boolean {
  for (const [file, record] of Object.entries(files)) if (!identical(outDir, file, record, record[0])) return false;
  try {
    return existsSync(outDir) && scan(outDir, files, dirs).unrecorded.length === 0;
  } catch {
    return false;
  }
}

/** Remove a file and the folders it leaves empty (up to `root`). */
function removeFile(root: string, file: string) {
  try {
    unlinkSync(path.join(root, file));
  } catch {
    return;
  }
  for (let dir = path.dirname(path.join(root, file)); dir.length > root.length; dir = path.dirname(dir)) {
    try {
      rmdirSync(dir);
    } catch {
      return; // not empty
    }
  }
}

/** Where the spare of `outDir` lives: in the cache when on the same disk (rename needs that), else beside it. */
export function spareDir(outDir: string, cache: string, id: string): string {
  const inCache = path.join(cache, 'out', `${id}.spare`);
  try {
    mkdirSync(path.dirname(inCache), { recursive: true });
    mkdirSync(path.dirname(outDir), { recursive: true });
    if (statSync(path.dirname(inCache)).dev === statSync(path.dirname(outDir)).dev) return inCache;
  } catch {
    // fall through
  }
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}-spare`);
}

export interface UpdateOptions {
  outDir: string;
  /** Absent: no cache, no spare (the live folder's previous version is removed after the swap). */
  spare?: string;
  /**
   * A staging folder opened by the caller (for a build that renders every page: its threads start
   * writing there before the keys are known). Used instead of the spare.
   */
  staging?: Staging;
  manifest?: Manifest;
  wanted: readonly Wanted[];
  render: RenderInto;
}

/** Make the output folder hold exactly `wanted`, doing only the work that differs. */
export async function updateOutput(opts: UpdateOptions): Promise<TreeResult> {
  const { outDir, manifest, wanted } = opts;
  const live = manifest?.current ?? {};
  const liveExists = existsSync(outDir);
  const liveFiles = Object.keys(live);

  // Nothing differs from the live folder (and it is still as we left it): nothing to do.
  if (!opts.staging && manifest && liveFiles.length === wanted.length && wanted.every((w) => live[w.file]?.[0] === w.key) && outputIntact(outDir, live, manifest.dirs?.records)) {
    return { files: live, dirs: manifest.dirs?.records ?? {}, rendered: 0, renderedFiles: [], reused: wanted.length, written: 0, unchanged: true, spare: manifest.spare?.files, spareDirs: manifest.spare?.dirs };
  }

  // Only the build holding the spare's lock (a file beside it) touches the spare or its place;
  // another build running at once stages afresh and leaves both alone. A spare still marked as
  // being updated was left half-done by a build that stopped: it is not trusted either.
  const locked = opts.spare && !opts.staging ? lock(opts.spare) : false;
  const usable = locked && manifest?.spare?.dir === opts.spare && existsSync(opts.spare!) && !existsSync(path.join(opts.spare!, marker));
  const spare = usable ? manifest!.spare! : undefined;
  const staging = spare ? undefined : (opts.staging ?? (await Staging.open(outDir)));
  const dir = spare ? spare.dir : staging!.dir;
  const before = spare?.files ?? {};
  try {
    const write = pageWriter(false);
    if (spare) write(path.join(dir, marker), '');
    const keep = new Set(wanted.map((w) => w.file));
    // Files made, linked or removed here: their folders are recorded again at the end.
    const changed: string[] = [];
    let unchangedDirs = new Set<string>();
    // The folders of the spare's recorded files, while the new output holds the same files.
    let sameFolders: Set<string> | undefined;
    if (spare) {
      // Whatever the new output does not hold goes, recorded or not (the spare was once a live
      // folder: someone may have added files to it by hand).
      const found = scan(dir, before, spare.dirs?.records);
      unchangedDirs = found.unchanged;
      const drop = (file: string) => {
        if (keep.has(file) || file === marker) return;
        removeFile(dir, file);
        changed.push(file);
      };
      for (const file of Object.keys(before)) drop(file);
      if (!changed.length) sameFolders = found.known; // no recorded file went
      for (const file of found.unrecorded) drop(file);
    }
    const files: Record<string, FileRecord> = {};
    const toRender: number[] = [];
    const pages: (Wanted & { page: number })[] = [];
    let reused = 0;
    let written = 0;
    for (const w of wanted) {
      if (sameFolders && !Object.hasOwn(before, w.file)) sameFolders = undefined;
      if (spare && identical(dir, w.file, before[w.file], w.key)) {
        files[w.file] = before[w.file]!;
        reused++;
      } else if (liveExists && identical(outDir, w.file, live[w.file], w.key)) {
        linkFile(dir, w.file, path.join(outDir, w.file));
        files[w.file] = live[w.file]!;
        changed.push(w.file);
        reused++;
      } else if ('page' in w) {
        toRender.push(w.page);
        pages.push(w);
      } else {
        const made = write(path.join(dir, w.file), typeof w.contents === 'function' ? w.contents() : w.contents);
        files[w.file] = [w.key, made.bytes, made.mtimeMs, made.ino];
        changed.push(w.file);
        written++;
      }
    }
    const renderedFiles: string[] = [];
    if (toRender.length) {
      const made = await opts.render(toRender, dir, !spare);
      for (const w of pages) {
        if (!made.has(w.page)) continue;
        files[w.file] = [w.key, ...made.get(w.page)!.slice(1)] as FileRecord;
        renderedFiles.push(w.file);
      }
    }
    changed.push(...renderedFiles);
    if (spare) unlinkSync(path.join(dir, marker));
    // Folders nothing was done in keep their records; the others are recorded as they are now.
    const touched = foldersOf(changed);
    const dirs: Record<string, DirRecord> = {};
    const restat: string[] = [];
    for (const d of sameFolders ?? foldersOf(Object.keys(files))) {
      if (unchangedDirs.has(d) && !touched.has(d) && d !== '') dirs[d] = spare!.dirs!.records[d]!;
      else restat.push(d);
    }
    recordDirs(dir, restat, dirs);
    const { old, trash } = swap(outDir, dir, locked ? opts.spare : undefined, liveExists);
    // Awaited here, not left running: the build is over only when they are gone. An old spare
    // that will not go only takes room in the cache (pruned later, prune.ts).
    await Promise.all([old && removeOwned(old), trash && removeOwned(trash).catch(() => {})]);
    const spareNow = locked && liveExists && !old;
    return {
      files,
      dirs,
      rendered: toRender.length,
      renderedFiles,
      reused,
      written,
      unchanged: false,
      spare: spareNow ? live : undefined,
      spareDirs: spareNow ? manifest?.dirs : undefined,
    };
  } catch (err) {
    await staging?.abort(); // a half-updated spare keeps its marker: the next build starts afresh
    throw err;
  } finally {
    if (locked) unlock(opts.spare!);
  }
}

/** A lock older than this is a crashed build's: taken over. */
const STALE_LOCK_MS = 10 * 60 * 1000;

function lock(spare: string): boolean {
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

function unlock(spare: string) {
  try {
    unlinkSync(`${spare}.lock`);
  } catch {
    // already gone
  }
}

/**
 * `next` becomes the output folder, and the previous output becomes the spare when this build
 * holds the spare's lock (`spare` given), else it is returned for removal (`old`), as is an old
 * spare moved out of the way (`trash`). The previous output stays in place until the new one is
 * complete.
 */
function swap(outDir: string, next: string, spare: string | undefined, liveExists: boolean): { old?: string; trash?: string } {
  if (!liveExists) {
    renameSync(next, outDir);
    return {};
  }
  const stamp = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const aside = `${outDir}.old-${stamp}`;
  renameSync(outDir, aside);
  try {
    renameSync(next, outDir);
  } catch (err) {
    renameSync(aside, outDir); // put the previous site back
    throw err;
  }
  if (!spare) return { old: aside };
  // An old spare in its place (a stale or half-done one, when a fresh folder went live) goes.
  const trash = next !== spare && existsSync(spare) ? renameAway(spare, stamp) : undefined;
  try {
    renameSync(aside, spare);
    return { trash };
  } catch {
    return { old: aside, trash };
  }
}

/** An old spare in the way: moved aside at once (removed once the new output is in place). */
function renameAway(dir: string, stamp: string): string {
  const trash = `${dir}.trash-${stamp}`;
  renameSync(dir, trash);
  return trash;
}
